/**
 * While an express payment method is active its sheet has the shopper's
 * attention and the payment area is disabled: the cart's, the checkout's and
 * the payment step's notices are suppressed, and come back when it closes
 * (spec section 4, payment status). The express area's own notices stay, as
 * they tell what went wrong with the express payment itself.
 */
import { useSelect } from '@wordpress/data';
import { paymentStore } from '@rueda/runtime';

import { CART_NOTICE_CONTEXT } from '@rueda/stores/cart/constants';
import { CHECKOUT_NOTICE_CONTEXT } from '@rueda/stores/checkout/constants';
import { PAYMENT_NOTICE_CONTEXT } from '@rueda/stores/payment/constants';

/** Notice areas hidden while an express payment method is active. */
export const EXPRESS_SUPPRESSED_CONTEXTS: readonly string[] = [
	CART_NOTICE_CONTEXT,
	CHECKOUT_NOTICE_CONTEXT,
	PAYMENT_NOTICE_CONTEXT,
];

/**
 * @param context         Notice area.
 * @param isExpressActive Whether an express payment method is active.
 */
export function isNoticeContextSuppressed(
	context: string,
	isExpressActive: boolean
): boolean {
	return isExpressActive && EXPRESS_SUPPRESSED_CONTEXTS.includes( context );
}

/**
 * Whether the area's notices are hidden right now.
 *
 * @param context Notice area.
 */
export function useNoticesSuppressed( context: string ): boolean {
	return useSelect(
		( select ) =>
			isNoticeContextSuppressed(
				context,
				select( paymentStore ).isExpressPaymentMethodActive()
			),
		[ context ]
	);
}
