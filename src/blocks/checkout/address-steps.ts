/**
 * Which address forms the checkout shows: the shipping address when the
 * order ships (not when it is picked up), the billing address when it differs
 * from the shipping address or there is none to copy.
 */
import type { AddressFieldOverrides } from '@rueda/shared/address/types';

export type AddressStepContext = {
	needsShipping: boolean;
	prefersCollection: boolean;
	useShippingAsBilling: boolean;
};

export function showsShippingAddress( context: AddressStepContext ): boolean {
	return context.needsShipping && ! context.prefersCollection;
}

export function showsBillingAddress( context: AddressStepContext ): boolean {
	return ! showsShippingAddress( context ) || ! context.useShippingAsBilling;
}

/** The workshop calls the shopper about an order collected there. */
const PICKUP_BILLING_FIELDS: AddressFieldOverrides = Object.freeze( {
	phone: { required: true },
} );

/**
 * Changes to the billing form's fields: the phone is required when the order
 * is picked up at the workshop (the server refuses such an order without
 * one). The same object each time, so the form keeps its fields.
 *
 * @param context Which steps the order has.
 */
export function getBillingFieldOverrides(
	context: Pick< AddressStepContext, 'needsShipping' | 'prefersCollection' >
): AddressFieldOverrides | undefined {
	return context.needsShipping && context.prefersCollection
		? PICKUP_BILLING_FIELDS
		: undefined;
}
