/**
 * How an order reaches the customer, as the list reads it: "Envío" with the
 * method, "Recogida" with the pickup location.
 */
import { __ } from '@wordpress/i18n';

import type { OrderDelivery } from './types';

/**
 * The kind of delivery in words, or '' when there is nothing to deliver.
 *
 * @param delivery The order's delivery.
 */
export function deliveryKind( delivery: OrderDelivery ): string {
	switch ( delivery.type ) {
		case 'shipping':
			return __( 'Shipping', 'rueda' );
		case 'pickup':
			return __( 'Pickup', 'rueda' );
	}
	return '';
}
