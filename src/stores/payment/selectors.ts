/**
 * Selectors of the rueda/payment store. The save rule needs the checkout
 * store too, so its selectors are registry selectors.
 */
import {
	createRegistrySelector,
	createSelector,
	type CurriedSelectorsOf,
} from '@wordpress/data';

import { store as checkoutStore, type CheckoutStore } from '../checkout/store';
import { EMPTY_ARRAY, PAYMENT_STATUS } from './constants';
import { isSavePaymentMethodOffered } from './save-rule';
import type {
	PaymentMethodData,
	PaymentState,
	PaymentStatus,
	SavedPaymentMethod,
} from './types';

export function getPaymentStatus( state: PaymentState ): PaymentStatus {
	return state.status;
}

export function isPaymentIdle( state: PaymentState ): boolean {
	return state.status === PAYMENT_STATUS.IDLE;
}

export function isExpressPaymentStarted( state: PaymentState ): boolean {
	return state.status === PAYMENT_STATUS.STARTED;
}

export function isPaymentProcessing( state: PaymentState ): boolean {
	return state.status === PAYMENT_STATUS.PROCESSING;
}

export function isPaymentReady( state: PaymentState ): boolean {
	return state.status === PAYMENT_STATUS.READY;
}

export function hasPaymentError( state: PaymentState ): boolean {
	return state.status === PAYMENT_STATUS.ERROR;
}

export function getPaymentError( state: PaymentState ): string {
	return state.error;
}

export function getActivePaymentMethod( state: PaymentState ): string {
	return state.activePaymentMethod;
}

export function getActiveSavedToken( state: PaymentState ): string {
	return state.activeSavedToken;
}

/**
 * Regular methods with a client UI that the cart allows, in display order.
 *
 * @param state The store's state.
 */
export function getAvailablePaymentMethods(
	state: PaymentState
): readonly string[] {
	return state.availablePaymentMethods;
}

export function getAvailableExpressPaymentMethods(
	state: PaymentState
): readonly string[] {
	return state.availableExpressPaymentMethods;
}

/** The customer's saved methods whose gateway is available for this cart. */
export const getSavedPaymentMethods = createSelector(
	( state: PaymentState ): readonly SavedPaymentMethod[] => {
		const usable = state.savedPaymentMethods.filter( ( saved ) =>
			state.availablePaymentMethods.includes( saved.method.gateway )
		);
		return usable.length ? usable : EMPTY_ARRAY;
	},
	( state: PaymentState ) => [
		state.savedPaymentMethods,
		state.availablePaymentMethods,
	]
);

export function getPaymentMethodData( state: PaymentState ): PaymentMethodData {
	return state.paymentMethodData;
}

/**
 * The save rule, read from the checkout store.
 *
 * @param checkout The checkout store's selectors.
 */
function isOfferedFor( checkout: CurriedSelectorsOf< CheckoutStore > ) {
	return isSavePaymentMethodOffered( {
		customerId: checkout.getCustomerId(),
		shouldCreateAccount: checkout.getShouldCreateAccount(),
		allowsGuestCheckout: checkout.getAllowsGuestCheckout(),
	} );
}

/**
 * Whether the "save payment information" option may be offered at all
 * (spec section 6): what the checkbox's visibility follows.
 */
export const canSavePaymentMethod = createRegistrySelector(
	( select ) => (): boolean => isOfferedFor( select( checkoutStore ) )
);

/**
 * The shopper's choice, forced off where the option is not offered (a guest
 * not creating an account while guest checkout is allowed).
 */
export const getShouldSavePaymentMethod = createRegistrySelector(
	( select ) =>
		( state: PaymentState ): boolean =>
			state.shouldSavePaymentMethod &&
			isOfferedFor( select( checkoutStore ) )
);

/**
 * True from an express method's click until it closes or fails.
 *
 * @param state The store's state.
 */
export function isExpressPaymentMethodActive( state: PaymentState ): boolean {
	return (
		state.expressSnapshot !== null ||
		state.status === PAYMENT_STATUS.STARTED
	);
}

export function paymentMethodsInitialized( state: PaymentState ): boolean {
	return state.paymentMethodsInitialized;
}
