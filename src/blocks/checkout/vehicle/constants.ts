/**
 * The vehicle fields' keys in the checkout's `additional_fields` (the server's
 * Rueda\Domain\Workshop\CheckoutVehicle) and their ids on the page.
 */

/** The number plate, sent normalised (string). */
export const PLATE_FIELD = 'rueda/plate';

/** The "Foreign plate" box (boolean). */
export const FOREIGN_PLATE_FIELD = 'rueda/plate-foreign';

/** The tyre finder's vehicle, "Seat León 2018 1.5 TSI" (string). */
export const VEHICLE_FIELD = 'rueda/vehicle';

/** The server's codes when it refuses the plate. */
export const PLATE_ERROR_CODES: readonly string[] = [
	'rueda_invalid_plate',
	'rueda_plate_required',
];

/** The plate's id in the rueda/validation store (and its input's id). */
export const PLATE_VALIDATION_ID = 'vehicle-plate';

/** The longest vehicle name the server keeps. */
export const VEHICLE_MAX_LENGTH = 100;
