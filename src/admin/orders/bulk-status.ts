/**
 * Moves several orders to one status, one request each, and says how it went.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import { changeStatus, messageOf } from './order-api';
import type { OrderSummary } from './types';

export type BulkOutcome = { changed: number; failures: string[] };

/**
 * @param orders The orders, as the list showed them.
 * @param status New status.
 */
export async function changeStatuses(
	orders: OrderSummary[],
	status: string
): Promise< BulkOutcome > {
	const results = await Promise.allSettled(
		orders.map( ( order ) =>
			changeStatus( order.id, status, order.status )
		)
	);
	const failures: string[] = [];
	results.forEach( ( result, index ) => {
		if ( result.status === 'rejected' ) {
			failures.push(
				sprintf(
					/* translators: 1: order number, 2: why it could not be changed. */
					__( 'Order #%1$s: %2$s', 'rueda' ),
					orders[ index ]?.number ?? '',
					messageOf(
						result.reason,
						__( 'The order could not be changed.', 'rueda' )
					)
				)
			);
		}
	} );
	return { changed: orders.length - failures.length, failures };
}

/**
 * The snackbar text for the orders that changed.
 *
 * @param changed How many.
 */
export function changedMessage( changed: number ): string {
	return sprintf(
		/* translators: %d: number of orders. */
		_n( '%d order updated.', '%d orders updated.', changed, 'rueda' ),
		changed
	);
}
