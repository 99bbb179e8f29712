/**
 * The rueda/payment store: the payment status machine of spec section 4, the
 * active method (new, saved or express) and the methods the cart allows.
 *
 * Importing registers the store; the checkout flow (initCheckoutFlow in
 * rueda/checkout) drives its transitions.
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

export const store = createReduxStore( STORE_KEY, {
	reducer,
	actions,
	selectors,
} );

register( store );

export type PaymentStore = typeof store;

declare module '@wordpress/data' {
	function select(
		key: typeof STORE_KEY
	): CurriedSelectorsOf< PaymentStore >;
	function dispatch(
		key: typeof STORE_KEY
	): ActionCreatorsOf< PaymentStore >;
}

export {
	EXPRESS_PAYMENT_NOTICE_CONTEXT,
	PAYMENT_NOTICE_CONTEXT,
	PAYMENT_STATUS,
	STORE_KEY,
} from './constants';
export { isSavePaymentMethodOffered } from './save-rule';
export { paymentEvents } from '../../shared/payments/events';
export type * from './types';
