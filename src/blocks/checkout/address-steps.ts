/**
 * Which address forms the checkout shows: the shipping address when the
 * order ships (not when it is picked up), the billing address when it differs
 * from the shipping address or there is none to copy.
 */
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
