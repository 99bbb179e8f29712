/**
 * The rueda/checkout store descriptor, registered on import. It lives apart
 * from index.ts so the payment store can read it without importing the flow.
 */
import {
	createReduxStore,
	register,
	type ActionCreatorsOf,
	type CurriedSelectorsOf,
} from '@wordpress/data';

import * as actions from './actions';
import { STORE_KEY } from './constants';
import reducer from './reducer';
import * as selectors from './selectors';
import * as thunks from './thunks';

export const store = createReduxStore( STORE_KEY, {
	reducer,
	actions: { ...actions, ...thunks },
	selectors,
} );

register( store );

export type CheckoutStore = typeof store;

declare module '@wordpress/data' {
	function select(
		key: typeof STORE_KEY
	): CurriedSelectorsOf< CheckoutStore >;
	function dispatch(
		key: typeof STORE_KEY
	): ActionCreatorsOf< CheckoutStore >;
}
