/**
 * The rueda/cart store: the shopper's cart, mirrored from the Store API.
 *
 * Importing registers the store; listeners start only in init(), which the
 * frontend entry calls after configureApiFetch().
 */
import {
	createReduxStore,
	dispatch as defaultDispatch,
	register,
	select as defaultSelect,
	subscribe as defaultSubscribe,
	type ActionCreatorsOf,
	type CurriedSelectorsOf,
	type DataRegistry,
} from '@wordpress/data';

import * as actions from './actions';
import { STORE_KEY } from './constants';
import { startCrossTabSync } from './cross-tab-sync';
import reducer from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';
import * as thunks from './thunks';

export const store = createReduxStore( STORE_KEY, {
	reducer,
	actions: { ...actions, ...thunks },
	selectors,
	resolvers,
} );

register( store );

export type CartStore = typeof store;

declare module '@wordpress/data' {
	function select( key: typeof STORE_KEY ): CurriedSelectorsOf< CartStore >;
	function dispatch( key: typeof STORE_KEY ): ActionCreatorsOf< CartStore >;
}

/**
 * Starts what the store does on its own: cross-tab sync.
 *
 * @param registry           The registry holding the store (the default one if omitted).
 * @param options
 * @param options.sharedPage The page may come from a page cache (ShopSettings).
 * @return A function that stops it again.
 */
export function init(
	registry?: DataRegistry,
	{ sharedPage = false }: { sharedPage?: boolean } = {}
): () => void {
	const select = () =>
		registry ? registry.select( store ) : defaultSelect( store );
	const dispatch = () =>
		registry ? registry.dispatch( store ) : defaultDispatch( store );

	return startCrossTabSync( {
		getCartHash: () => select().getCartHash(),
		// A failed refresh is already recorded in the store's errors.
		refresh: () =>
			dispatch()
				.fetchCart()
				.then(
					() => undefined,
					() => undefined
				),
		subscribe: ( listener ) =>
			registry
				? registry.subscribe( listener, store )
				: defaultSubscribe( listener, store ),
		sharedPage,
	} );
}

export { STORE_KEY } from './constants';
export { SHIPPING_EVENTS, shippingEvents } from './shipping-events';
export type { ShippingEventPayloads } from './shipping-events';
export type * from './types';
