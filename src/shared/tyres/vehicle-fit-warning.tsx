/**
 * Warns that a tyre does not suit the shopper's remembered vehicle: a lower
 * load index or speed rating than its homologated tyres (the ITV would reject
 * it), or another size. Nothing when no vehicle is remembered or the tyre
 * fits. Static text in the shared notice styling, so not an alert.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { TyreSummary } from '../api/types';
import { useStoredVehicle } from './use-stored-vehicle';
import {
	checkTyreFit,
	getFitMinimums,
	getVehicleName,
	type StoredVehicle,
} from './vehicle-fit';

/**
 * The warning's sentences, empty when the tyre fits. A tyre of another size
 * than the chosen fitment may be for another car (or another homologated
 * size), so it only says so; a tyre of that size is held to its minimums.
 *
 * @param tyre    The tyre.
 * @param vehicle The remembered vehicle.
 */
export function getFitMessages(
	tyre: TyreSummary,
	vehicle: StoredVehicle
): string[] {
	const fit = checkTyreFit( tyre, vehicle.fitment );
	const minimum = getFitMinimums( tyre, vehicle.fitment );
	const name = getVehicleName( vehicle );
	if ( fit.sizeDiffers ) {
		return [
			sprintf(
				/* translators: 1: the tyre's size, 2: the vehicle (make and model), 3: the vehicle's size. */
				__(
					'The size %1$s is not the one you chose for your %2$s (%3$s).',
					'rueda'
				),
				tyre.size,
				name,
				minimum.size
			),
		];
	}
	let shortfall = '';
	if ( fit.loadTooLow && fit.speedTooLow ) {
		shortfall = sprintf(
			/* translators: 1: the tyre's load index, 2: its speed rating, 3: the vehicle (make and model), 4: the vehicle's minimum, e.g. 91V. */
			__(
				'The load index %1$s and the speed rating %2$s are below the minimum for your %3$s (%4$s).',
				'rueda'
			),
			String( tyre.load_index ),
			String( tyre.speed_rating ),
			name,
			`${ minimum.load }${ minimum.speed }`
		);
	} else if ( fit.loadTooLow ) {
		shortfall = sprintf(
			/* translators: 1: the tyre's load index, 2: the vehicle (make and model), 3: the vehicle's minimum load index. */
			__(
				'The load index %1$s is below the minimum for your %2$s (%3$s).',
				'rueda'
			),
			String( tyre.load_index ),
			name,
			String( minimum.load )
		);
	} else if ( fit.speedTooLow ) {
		shortfall = sprintf(
			/* translators: 1: the tyre's speed rating, 2: the vehicle (make and model), 3: the vehicle's minimum speed rating. */
			__(
				'The speed rating %1$s is below the minimum for your %2$s (%3$s).',
				'rueda'
			),
			String( tyre.speed_rating ),
			name,
			String( minimum.speed )
		);
	}
	return shortfall
		? [
				shortfall,
				__( 'This tyre would not pass the ITV inspection.', 'rueda' ),
			]
		: [];
}

export default function VehicleFitWarning( {
	tyre,
}: {
	/** Null or absent for services. */
	tyre?: TyreSummary | null;
} ) {
	const vehicle = useStoredVehicle();
	const messages = tyre && vehicle ? getFitMessages( tyre, vehicle ) : [];
	if ( ! messages.length ) {
		return null;
	}
	return (
		<div className="rueda-notice is-warning rueda-vehicle-fit-warning">
			<div className="rueda-notice__content">
				<strong>{ __( 'Warning:', 'rueda' ) }</strong>{ ' ' }
				{ messages.join( ' ' ) }
			</div>
		</div>
	);
}
