/**
 * Keeps the payment store's available methods in step with the cart: the
 * server's list narrowed to methods with a registered client UI.
 */
import { getAvailablePaymentMethodIds } from '../../../shared/payments/availability';
import type { CartResponse } from '../../../shared/api';
import { store as cartStore } from '../../cart';
import { store as paymentStore } from '../../payment';
import type { FlowRegistry } from './context';

/**
 * @param registry The registry.
 * @return A function to call on every change; it acts when the cart changed.
 */
export function createPaymentMethodsSync( registry: FlowRegistry ): () => void {
	let seenCart: CartResponse | null = null;
	let seenIds = '';
	return () => {
		const cart = registry.select( cartStore ).getCartData();
		if ( ! cart || cart === seenCart ) {
			return;
		}
		seenCart = cart;
		const ids = getAvailablePaymentMethodIds( cart );
		const key = JSON.stringify( ids );
		if (
			key === seenIds &&
			registry.select( paymentStore ).paymentMethodsInitialized()
		) {
			return;
		}
		seenIds = key;
		registry.dispatch( paymentStore ).setAvailablePaymentMethods( ids );
	};
}
