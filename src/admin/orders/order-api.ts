/**
 * The order routes the screen writes to: status changes, notes, refunds and
 * the factura completa that replaces a simplified invoice.
 */
import apiFetch from '@wordpress/api-fetch';

import { ORDERS_PATH, type OrderDetail } from './types';

/**
 * Moves an order to a status, only if it still is in the one the screen showed
 * (the server answers 409 rueda_order_status_conflict otherwise).
 *
 * @param id       Order id.
 * @param status   New status.
 * @param expected The status the screen showed.
 */
export function changeStatus(
	id: number,
	status: string,
	expected: string
): Promise< OrderDetail > {
	return apiFetch< OrderDetail >( {
		path: `${ ORDERS_PATH }/${ id }/status`,
		method: 'POST',
		data: { status, expected_status: expected },
	} );
}

/**
 * Adds a note to an order.
 *
 * @param id              Order id.
 * @param note            Plain text.
 * @param customerVisible Whether the customer may read it.
 */
export function addNote(
	id: number,
	note: string,
	customerVisible: boolean
): Promise< OrderDetail > {
	return apiFetch< OrderDetail >( {
		path: `${ ORDERS_PATH }/${ id }/notes`,
		method: 'POST',
		data: { note, customer_visible: customerVisible },
	} );
}

/** What the Reembolsar form sends. */
export type RefundBody = {
	amount?: number;
	lines: Array< { id: number; quantity: number; restock: boolean } >;
	reason: string;
	paid_back: string;
};

/**
 * Refunds an order. The key names this submit: sent again (a double click, a
 * retry after a lost answer) the server answers the same refund.
 *
 * @param id   Order id.
 * @param body What to refund.
 * @param key  The submit's key.
 */
export function refundOrder(
	id: number,
	body: RefundBody,
	key: string
): Promise< { order: OrderDetail } > {
	return apiFetch< { order: OrderDetail } >( {
		path: `${ ORDERS_PATH }/${ id }/refunds`,
		method: 'POST',
		data: body,
		headers: { 'Idempotency-Key': key },
	} );
}

/** Who a factura completa is made out to (the server checks the tax id). */
export type SubstituteBuyer = {
	name: string;
	company: string;
	tax_id: string;
	address_1: string;
	postcode: string;
	city: string;
	state: string;
	country: string;
};

/**
 * Issues the factura completa that replaces an order's simplified invoice
 * (409 rueda_invoice_already_replaced when it has one already).
 *
 * @param id    Order id.
 * @param buyer Who it is made out to.
 */
export function replaceInvoice(
	id: number,
	buyer: SubstituteBuyer
): Promise< { order: OrderDetail } > {
	return apiFetch< { order: OrderDetail } >( {
		path: `${ ORDERS_PATH }/${ id }/invoice/substitute`,
		method: 'POST',
		data: buyer,
	} );
}

/**
 * The message of a failed request (the server's, in the user's language).
 *
 * @param error    What api-fetch rejected with.
 * @param fallback Message when it carries none.
 */
export function messageOf( error: unknown, fallback: string ): string {
	const message = ( error as { message?: unknown } )?.message;
	return typeof message === 'string' && message ? message : fallback;
}
