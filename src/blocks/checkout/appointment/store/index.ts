/**
 * The rueda/appointments store: the free workshop slots of the cart at a
 * pickup location and the shopper's choice, which the checkout sends in
 * `extensions.rueda.appointment`. It loads with the checkout's steps (not
 * the runtime): only a checkout that books the workshop needs it. So it lives
 * with the checkout block rather than in src/stores (the runtime's stores),
 * and reaches the checkout store through the runtime, as blocks do.
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

export type AppointmentsStore = typeof store;

declare module '@wordpress/data' {
	function select(
		key: typeof STORE_KEY
	): CurriedSelectorsOf< AppointmentsStore >;
	function dispatch(
		key: typeof STORE_KEY
	): ActionCreatorsOf< AppointmentsStore >;
}

export { DAYS_PER_PAGE, STORE_KEY } from './constants';
export type * from './types';
