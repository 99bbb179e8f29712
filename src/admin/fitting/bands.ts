/**
 * Pure helpers of the fitting screen: a band's rim range as owners read it,
 * rim sizes typed in a field, a new band and what a band costs per tyre.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { BandService, FittingBand, Rim } from './types';

export const NEW_BAND: FittingBand = {
	id: '',
	name: '',
	category: '',
	rim_min: null,
	rim_max: null,
	services: [],
};

/**
 * The band's rims: "15" to 17"", "up to 16"", "19" and up" or "every rim".
 *
 * @param band Band.
 */
export function describeRims(
	band: Pick< FittingBand, 'rim_min' | 'rim_max' >
): string {
	const min = typeof band.rim_min === 'number' ? band.rim_min : null;
	const max = typeof band.rim_max === 'number' ? band.rim_max : null;
	if ( min !== null && max !== null ) {
		return min === max
			? /* translators: %d: rim size in inches. */
				sprintf( __( '%d" rims', 'rueda' ), min )
			: /* translators: 1: smallest rim size, 2: largest, in inches. */
				sprintf( __( '%1$d" to %2$d" rims', 'rueda' ), min, max );
	}
	if ( max !== null ) {
		/* translators: %d: largest rim size in inches. */
		return sprintf( __( 'Rims up to %d"', 'rueda' ), max );
	}
	if ( min !== null ) {
		/* translators: %d: smallest rim size in inches. */
		return sprintf( __( 'Rims of %d" and up', 'rueda' ), min );
	}
	return __( 'Every rim size', 'rueda' );
}

/**
 * A rim size typed in a field: empty is an open end; anything else is sent
 * as a whole number, or as typed for the server to refuse.
 *
 * @param text What was typed.
 */
export function parseRim( text: string ): Rim {
	const trimmed = text.trim();
	if ( trimmed === '' ) {
		return null;
	}
	return /^\d+$/.test( trimmed ) ? Number( trimmed ) : trimmed;
}

/**
 * What a band's services cost per tyre; null while a price is not an amount.
 *
 * @param services The band's services.
 */
export function pricePerTyre(
	services: readonly BandService[]
): number | null {
	let total = 0;
	for ( const service of services ) {
		if ( typeof service.price !== 'number' ) {
			return null;
		}
		total += service.price;
	}
	return total;
}
