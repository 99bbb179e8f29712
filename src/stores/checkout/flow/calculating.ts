/**
 * The checkout's calculating state (spec section 4) follows the cart: while
 * the cart's totals are being recalculated (a quantity, a removal, a coupon,
 * a shipping rate, the customer's addresses or an extension's update in
 * flight, or a row pending its quantity or removal), the flow holds one unit
 * of the checkout's calculating counter, and gives it back once they are
 * known again. Holding at most one unit keeps the count balanced whatever
 * else (an extension) increments it.
 */
import { store as cartStore } from '../../cart';
import { store as checkoutStore } from '../store';
import type { FlowRegistry } from './context';

export type CalculatingSync = {
	/** Enters or leaves the calculating state as the cart says; call on every change. */
	sync: () => void;
	/** Gives back the unit still held (when the flow stops). */
	release: () => void;
};

/**
 * @param registry The registry holding the cart and checkout stores.
 */
export function createCalculatingSync(
	registry: FlowRegistry
): CalculatingSync {
	let holding = false;
	const hold = ( calculating: boolean ) => {
		if ( calculating === holding ) {
			return;
		}
		holding = calculating;
		const checkout = registry.dispatch( checkoutStore );
		if ( calculating ) {
			checkout.incrementCalculating();
		} else {
			checkout.decrementCalculating();
		}
	};
	return {
		sync: () => hold( registry.select( cartStore ).isCartRecalculating() ),
		release: () => hold( false ),
	};
}
