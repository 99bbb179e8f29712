/**
 * Quantities the buy box offers: the product's limits as the quantity
 * selector takes them, the quick buttons (1, 2 and 4: a pair or a set of
 * tyres) that those limits allow, and the quantity chosen at first.
 */
import type { ProductResponse, QuantityLimits } from '@rueda/shared/api';
import {
	getQuantityBounds,
	getQuantityLimits,
	normalizeQuantity,
} from '@rueda/shared/quantity-selector/quantity';

export const QUICK_QUANTITIES: readonly number[] = [ 1, 2, 4 ];

/** A full set of tyres: what most shoppers buy. */
const TYRE_SET = 4;

/**
 * The limits of a product's add-to-cart; sold-individually products take
 * exactly one.
 *
 * @param product Product or variation.
 */
export function getProductLimits(
	product: Pick< ProductResponse, 'add_to_cart' | 'sold_individually' >
): QuantityLimits {
	const { minimum, maximum, multiple_of: multipleOf } = product.add_to_cart;
	return getQuantityLimits( {
		minimum,
		maximum: product.sold_individually ? 1 : maximum,
		multiple_of: multipleOf,
		editable: ! product.sold_individually,
	} );
}

/**
 * Whether the limits allow a quantity at all (a maximum of 0 means no stock).
 *
 * @param product Product or variation.
 */
export function hasAllowedQuantity(
	product: Pick< ProductResponse, 'add_to_cart' >
): boolean {
	const { minimum, maximum, multiple_of: multipleOf } = product.add_to_cart;
	const step = Math.max( 1, multipleOf );
	return Math.ceil( Math.max( 1, minimum ) / step ) * step <= maximum;
}

/**
 * Whether the shopper has a quantity to choose (more than one is allowed).
 *
 * @param limits Complete limits.
 */
export function hasQuantityChoice( limits: QuantityLimits ): boolean {
	const { low, high } = getQuantityBounds( limits );
	return limits.editable && high > low;
}

/**
 * The quick quantities within the limits and in their step.
 *
 * @param limits Complete limits.
 */
export function getQuickQuantities( limits: QuantityLimits ): number[] {
	if ( ! limits.editable ) {
		return [];
	}
	const { low, high } = getQuantityBounds( limits );
	return QUICK_QUANTITIES.filter(
		( quantity ) =>
			quantity >= low &&
			quantity <= high &&
			quantity % limits.multiple_of === 0
	);
}

/**
 * The quantity chosen at first: a set of four tyres when the limits allow
 * it, else the lowest quantity allowed.
 *
 * @param limits Complete limits.
 * @param isTyre Whether the product is a tyre.
 */
export function getDefaultQuantity(
	limits: QuantityLimits,
	isTyre: boolean
): number {
	const lowest = normalizeQuantity( limits.minimum, limits );
	return isTyre && normalizeQuantity( TYRE_SET, limits ) === TYRE_SET
		? TYRE_SET
		: lowest;
}
