/**
 * What the place-order button shows (spec section 4): a spinner while the
 * order is being placed, a redirect icon once it is complete without error,
 * and it is disabled during those states and while an express payment method
 * is active. While the totals are recalculated it is busy (aria-busy) but still
 * takes the click: the flow places the order once they are known. Disabling it
 * then lost the click of a shopper who leaves the last field for the button (the
 * field's blur sends the address, which recalculates before the click lands).
 */
export type CheckoutStatus =
	| 'idle'
	| 'before-processing'
	| 'processing'
	| 'after-processing'
	| 'complete';

export type PlaceOrderButtonState = {
	disabled: boolean;
	/** aria-busy: the order is being placed or the totals recalculated. */
	busy: boolean;
	icon: 'none' | 'spinner' | 'redirect';
};

const PLACING: readonly CheckoutStatus[] = [
	'before-processing',
	'processing',
	'after-processing',
];

/**
 * @param checkout                 The checkout's state.
 * @param checkout.status          Checkout status.
 * @param checkout.hasError        Whether the last attempt failed.
 * @param checkout.isCalculating   Whether totals are being recalculated.
 * @param checkout.isExpressActive Whether an express payment method is active.
 */
export function getPlaceOrderButtonState( {
	status,
	hasError,
	isCalculating,
	isExpressActive,
}: {
	status: CheckoutStatus;
	hasError: boolean;
	isCalculating: boolean;
	isExpressActive: boolean;
} ): PlaceOrderButtonState {
	if ( PLACING.includes( status ) ) {
		return { disabled: true, busy: true, icon: 'spinner' };
	}
	if ( status === 'complete' && ! hasError ) {
		return { disabled: true, busy: false, icon: 'redirect' };
	}
	return {
		disabled: isExpressActive,
		busy: isCalculating,
		icon: 'none',
	};
}
