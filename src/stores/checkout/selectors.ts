/**
 * Selectors of the rueda/checkout store.
 */
import { CHECKOUT_STATUS } from './constants';
import type {
	AdditionalFieldValue,
	CheckoutExtensionData,
	CheckoutState,
	CheckoutStatus,
	PaymentResult,
} from './types';

export function getCheckoutStatus( state: CheckoutState ): CheckoutStatus {
	return state.status;
}

export function isIdle( state: CheckoutState ): boolean {
	return state.status === CHECKOUT_STATUS.IDLE;
}

export function isBeforeProcessing( state: CheckoutState ): boolean {
	return state.status === CHECKOUT_STATUS.BEFORE_PROCESSING;
}

export function isProcessing( state: CheckoutState ): boolean {
	return state.status === CHECKOUT_STATUS.PROCESSING;
}

export function isAfterProcessing( state: CheckoutState ): boolean {
	return state.status === CHECKOUT_STATUS.AFTER_PROCESSING;
}

export function isComplete( state: CheckoutState ): boolean {
	return state.status === CHECKOUT_STATUS.COMPLETE;
}

export function isCalculating( state: CheckoutState ): boolean {
	return state.calculatingCount > 0;
}

export function hasError( state: CheckoutState ): boolean {
	return state.hasError;
}

export function getRedirectUrl( state: CheckoutState ): string {
	return state.redirectUrl;
}

export function getOrderId( state: CheckoutState ): number {
	return state.orderId;
}

export function getCustomerId( state: CheckoutState ): number {
	return state.customerId;
}

export function getAllowsGuestCheckout( state: CheckoutState ): boolean {
	return state.allowsGuestCheckout;
}

export function getUseShippingAsBilling( state: CheckoutState ): boolean {
	return state.useShippingAsBilling;
}

export function getShouldCreateAccount( state: CheckoutState ): boolean {
	return state.shouldCreateAccount;
}

export function getCustomerPassword( state: CheckoutState ): string {
	return state.customerPassword;
}

export function getOrderNotes( state: CheckoutState ): string {
	return state.orderNotes;
}

export function getPrefersCollection( state: CheckoutState ): boolean {
	return state.prefersCollection;
}

export function getExtensionData(
	state: CheckoutState
): CheckoutExtensionData {
	return state.extensionData;
}

export function getAdditionalFields(
	state: CheckoutState
): Readonly< Record< string, AdditionalFieldValue > > {
	return state.additionalFields;
}

export function getPaymentResult( state: CheckoutState ): PaymentResult | null {
	return state.paymentResult;
}
