/**
 * Action creators of the rueda/payment store.
 */
import {
	getExpressPaymentMethods,
	getPaymentMethods,
} from '../../shared/payments/registry';
import { ACTION_TYPES } from './action-types';
import { EMPTY_OBJECT, PAYMENT_STATUS } from './constants';
import type { PaymentMethodData, SavedPaymentMethod } from './types';

/**
 * Switches to a (new, not saved) payment method.
 *
 * @param paymentMethod Method id.
 * @param data          Its payment data (replaces the previous method's).
 */
export function setActivePaymentMethod(
	paymentMethod: string,
	data: PaymentMethodData = EMPTY_OBJECT
) {
	return {
		type: ACTION_TYPES.SET_ACTIVE_PAYMENT_METHOD,
		paymentMethod,
		data,
	} as const;
}

/**
 * Pays with a saved method (its gateway becomes the active method), or
 * with '' stops using one.
 *
 * @param tokenId Token id, or ''.
 */
export function setActiveSavedToken( tokenId: string ) {
	return { type: ACTION_TYPES.SET_ACTIVE_SAVED_TOKEN, tokenId } as const;
}

export function setPaymentMethodData( data: PaymentMethodData ) {
	return { type: ACTION_TYPES.SET_PAYMENT_METHOD_DATA, data } as const;
}

export function setShouldSavePaymentMethod( shouldSave: boolean ) {
	return {
		type: ACTION_TYPES.SET_SHOULD_SAVE_PAYMENT_METHOD,
		shouldSave,
	} as const;
}

/**
 * The shopper opened an express method: remember the current method, data
 * and saved token, and make the express method active.
 *
 * @param paymentMethod Express method id.
 */
export function startExpressPayment( paymentMethod: string ) {
	return { type: ACTION_TYPES.START_EXPRESS_PAYMENT, paymentMethod } as const;
}

/** The express sheet closed: restore what it replaced and go back to idle. */
export function closeExpressPayment() {
	return { type: ACTION_TYPES.CLOSE_EXPRESS_PAYMENT } as const;
}

/**
 * The express payment failed: keep the error and restore the previous method.
 *
 * @param message What went wrong, for the shopper.
 */
export function failExpressPayment( message: string ) {
	return { type: ACTION_TYPES.FAIL_EXPRESS_PAYMENT, message } as const;
}

export function setPaymentIdle() {
	return {
		type: ACTION_TYPES.SET_STATUS,
		status: PAYMENT_STATUS.IDLE,
	} as const;
}

export function setPaymentProcessing() {
	return {
		type: ACTION_TYPES.SET_STATUS,
		status: PAYMENT_STATUS.PROCESSING,
	} as const;
}

export function setPaymentReady() {
	return {
		type: ACTION_TYPES.SET_STATUS,
		status: PAYMENT_STATUS.READY,
	} as const;
}

export function setPaymentError( message: string ) {
	return { type: ACTION_TYPES.SET_PAYMENT_ERROR, message } as const;
}

/**
 * The methods available for the cart, split into regular and express by the
 * client registry; ids without a registered UI are left out.
 *
 * @param ids Available method ids, in display order.
 */
export function setAvailablePaymentMethods( ids: readonly string[] ) {
	const methods = getPaymentMethods();
	const express = getExpressPaymentMethods();
	return {
		type: ACTION_TYPES.SET_AVAILABLE_PAYMENT_METHODS,
		paymentMethods: ids.filter( ( id ) => id in methods ),
		expressPaymentMethods: ids.filter( ( id ) => id in express ),
	} as const;
}

export function setSavedPaymentMethods(
	savedPaymentMethods: readonly SavedPaymentMethod[]
) {
	return {
		type: ACTION_TYPES.SET_SAVED_PAYMENT_METHODS,
		savedPaymentMethods,
	} as const;
}
