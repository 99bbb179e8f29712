/**
 * What the cart's express area needs to work: Rueda's express wallet
 * registered, and the checkout flow running (from the shared runtime, so it
 * costs the cart's script nothing). The flow keeps the rueda/payment store's
 * available methods in step with the cart and places the orders an express
 * payment starts here; its own errors show in the cart's notice area.
 */
import { initCheckoutFlow } from '@rueda/runtime';

import { CART_NOTICE_CONTEXT } from '@rueda/stores/cart/constants';
import { registerBuiltInExpressPaymentMethods } from '@rueda/blocks/shared/payment-methods/express';

let hasStarted = false;

/** Starts it once for the page, however many times the area renders. */
export function startCartExpressPayments(): void {
	if ( hasStarted ) {
		return;
	}
	hasStarted = true;
	registerBuiltInExpressPaymentMethods();
	initCheckoutFlow( undefined, { noticeArea: CART_NOTICE_CONTEXT } );
}
