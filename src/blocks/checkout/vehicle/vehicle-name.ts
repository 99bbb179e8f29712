/**
 * The tyre finder's vehicle as the order keeps it.
 */
import type { StoredVehicle } from '@rueda/shared/tyres/vehicle-fit';
import { VEHICLE_MAX_LENGTH } from './constants';

/**
 * "Seat León 2018 1.5 TSI": make, model, year and version, on one line.
 *
 * @param vehicle The remembered vehicle, or null.
 * @return The name, '' without a vehicle.
 */
export function getVehicleText( vehicle: StoredVehicle | null ): string {
	if ( ! vehicle ) {
		return '';
	}
	return [
		vehicle.make,
		vehicle.model,
		String( vehicle.year ),
		vehicle.version,
	]
		.join( ' ' )
		.replace( /\s+/g, ' ' )
		.trim()
		.slice( 0, VEHICLE_MAX_LENGTH );
}
