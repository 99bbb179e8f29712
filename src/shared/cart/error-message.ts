/**
 * The message to show for a failed cart request, e.g. under the coupon input
 * (spec section 8): the checkout's detail if an order exists, else the
 * cart's, else the general message.
 */
import { __ } from '@wordpress/i18n';

import { isRecord } from '../api/guards';

export function getErrorMessage( error: unknown ): string {
	if ( ! isRecord( error ) ) {
		return __( 'An unknown error occurred.', 'rueda' );
	}
	const details =
		isRecord( error.data ) && isRecord( error.data.details )
			? error.data.details
			: {};
	for ( const detail of [ details.checkout, details.cart, error.message ] ) {
		if ( typeof detail === 'string' && detail ) {
			return detail;
		}
	}
	return __( 'An unknown error occurred.', 'rueda' );
}
