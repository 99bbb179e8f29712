/**
 * The car a workshop job is for: its number plate (as the checkout kept it)
 * and the vehicle the shopper chose in the tyre finder; nothing when the
 * order has neither.
 */
import { __ } from '@wordpress/i18n';

/** As rueda/v1 sends it with orders and appointments ('' each when none). */
export type JobVehicle = { plate: string; vehicle: string };

/**
 * The plate and vehicle, inline.
 *
 * @param props         Props.
 * @param props.vehicle The order's vehicle (absent from older servers).
 */
export function VehicleFacts( { vehicle }: { vehicle?: JobVehicle } ) {
	if ( ! vehicle || ( ! vehicle.plate && ! vehicle.vehicle ) ) {
		return null;
	}
	return (
		<span className="rueda-vehicle-facts">
			{ vehicle.plate && (
				<span
					className="rueda-vehicle-facts__plate"
					aria-label={ __( 'Number plate', 'rueda' ) }
				>
					{ vehicle.plate }
				</span>
			) }
			{ vehicle.vehicle && (
				<span className="rueda-vehicle-facts__vehicle">
					{ vehicle.vehicle }
				</span>
			) }
		</span>
	);
}
