/**
 * The amounts the cart shows, from the server's totals and the tax display
 * settings: with or without tax, and the label of the total. The client never
 * computes a total itself; it only picks which of the server's figures to show.
 */
import { __ } from '@wordpress/i18n';

import type { CartItem, CartResponse, CartTotals } from '../api';
import { addAmounts } from '../money';

/**
 * @param item         Cart line.
 * @param includingTax Whether cart prices are shown with tax.
 */
export function getLineSubtotal(
	item: CartItem,
	includingTax: boolean
): number {
	return addAmounts(
		item.totals.line_subtotal,
		includingTax ? item.totals.line_subtotal_tax : 0
	);
}

export function getItemsSubtotal(
	totals: CartTotals,
	includingTax: boolean
): number {
	return addAmounts(
		totals.total_items,
		includingTax ? totals.total_items_tax : 0
	);
}

export function getDiscountTotal(
	totals: CartTotals,
	includingTax: boolean
): number {
	return addAmounts(
		totals.total_discount,
		includingTax ? totals.total_discount_tax : 0
	);
}

/**
 * Whether the line is on sale: its price is below its regular price.
 *
 * @param item Cart line.
 */
export function isOnSale( item: CartItem ): boolean {
	return (
		addAmounts( item.prices.price ) <
		addAmounts( item.prices.regular_price )
	);
}

/**
 * Whether every package is collected at the workshop (a pickup rate chosen).
 *
 * @param cart Cart.
 */
export function isPickedUp( cart: CartResponse ): boolean {
	return (
		cart.shipping_rates.length > 0 &&
		cart.shipping_rates.every( ( { shipping_rates: rates } ) =>
			rates.some(
				( rate ) =>
					rate.selected && rate.method_id === 'pickup_location'
			)
		)
	);
}

/**
 * The total is final once shipping is known, when nothing ships, or when it is
 * all collected at the workshop (its rate needs no address).
 *
 * @param cart Cart.
 */
export function isTotalEstimated( cart: CartResponse ): boolean {
	return (
		cart.needs_shipping &&
		! cart.has_calculated_shipping &&
		! isPickedUp( cart )
	);
}

export function getTotalLabel( cart: CartResponse ): string {
	return isTotalEstimated( cart )
		? __( 'Estimated total', 'rueda' )
		: __( 'Total', 'rueda' );
}
