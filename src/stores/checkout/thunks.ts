/**
 * Thunks of the rueda/checkout store.
 */
import type { CheckoutThunkArgs } from './types';

/**
 * What the place-order button calls: starts an attempt when the checkout is
 * idle. The flow (initCheckoutFlow) takes it from there.
 */
export const placeOrder =
	() =>
	( { select, dispatch }: CheckoutThunkArgs ): void => {
		if ( select.isIdle() ) {
			dispatch.setBeforeProcessing();
		}
	};
