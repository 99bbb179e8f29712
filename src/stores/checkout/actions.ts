/**
 * Plain action creators of the rueda/checkout store. The order request and
 * the status transitions around it live in flow/.
 */
import type { CheckoutResponse } from '../../shared/api';
import { ACTION_TYPES } from './action-types';
import { CHECKOUT_STATUS } from './constants';
import type { AdditionalFieldValue } from './types';

export function setIdle() {
	return {
		type: ACTION_TYPES.SET_STATUS,
		status: CHECKOUT_STATUS.IDLE,
	} as const;
}

/** Also clears the error flag: a new attempt starts clean. */
export function setBeforeProcessing() {
	return {
		type: ACTION_TYPES.SET_STATUS,
		status: CHECKOUT_STATUS.BEFORE_PROCESSING,
	} as const;
}

export function setProcessing() {
	return {
		type: ACTION_TYPES.SET_STATUS,
		status: CHECKOUT_STATUS.PROCESSING,
	} as const;
}

export function setAfterProcessing() {
	return {
		type: ACTION_TYPES.SET_STATUS,
		status: CHECKOUT_STATUS.AFTER_PROCESSING,
	} as const;
}

/**
 * @param redirectUrl Where the shopper goes next; keeps the known one if omitted.
 */
export function setComplete( redirectUrl?: string ) {
	return { type: ACTION_TYPES.SET_COMPLETE, redirectUrl } as const;
}

export function setHasError( hasError = true ) {
	return { type: ACTION_TYPES.SET_HAS_ERROR, hasError } as const;
}

export function setRedirectUrl( redirectUrl: string ) {
	return { type: ACTION_TYPES.SET_REDIRECT_URL, redirectUrl } as const;
}

export function incrementCalculating() {
	return { type: ACTION_TYPES.INCREMENT_CALCULATING } as const;
}

export function decrementCalculating() {
	return { type: ACTION_TYPES.DECREMENT_CALCULATING } as const;
}

export function setOrderId( orderId: number ) {
	return { type: ACTION_TYPES.SET_ORDER_ID, orderId } as const;
}

export function setCustomerId( customerId: number ) {
	return { type: ACTION_TYPES.SET_CUSTOMER_ID, customerId } as const;
}

/**
 * Whether the shop lets guests check out (settings allowsGuest); the
 * save-payment rule of spec section 6 reads it.
 *
 * @param allowsGuestCheckout The setting.
 */
export function setAllowsGuestCheckout( allowsGuestCheckout: boolean ) {
	return {
		type: ACTION_TYPES.SET_ALLOWS_GUEST_CHECKOUT,
		allowsGuestCheckout,
	} as const;
}

export function setUseShippingAsBilling( useShippingAsBilling: boolean ) {
	return {
		type: ACTION_TYPES.SET_USE_SHIPPING_AS_BILLING,
		useShippingAsBilling,
	} as const;
}

export function setShouldCreateAccount( shouldCreateAccount: boolean ) {
	return {
		type: ACTION_TYPES.SET_SHOULD_CREATE_ACCOUNT,
		shouldCreateAccount,
	} as const;
}

export function setCustomerPassword( customerPassword: string ) {
	return {
		type: ACTION_TYPES.SET_CUSTOMER_PASSWORD,
		customerPassword,
	} as const;
}

export function setOrderNotes( orderNotes: string ) {
	return { type: ACTION_TYPES.SET_ORDER_NOTES, orderNotes } as const;
}

export function setPrefersCollection( prefersCollection: boolean ) {
	return {
		type: ACTION_TYPES.SET_PREFERS_COLLECTION,
		prefersCollection,
	} as const;
}

/**
 * Data an extension sends with the order (payload `extensions`).
 *
 * @param namespace The extension's namespace.
 * @param data      Its data.
 * @param replace   Replace the namespace's data instead of merging into it.
 */
export function setExtensionData(
	namespace: string,
	data: Readonly< Record< string, unknown > >,
	replace = false
) {
	return {
		type: ACTION_TYPES.SET_EXTENSION_DATA,
		namespace,
		data,
		replace,
	} as const;
}

/**
 * Values of additional checkout fields, merged into the known ones.
 *
 * @param additionalFields Values by field key.
 */
export function setAdditionalFields(
	additionalFields: Readonly< Record< string, AdditionalFieldValue > >
) {
	return {
		type: ACTION_TYPES.SET_ADDITIONAL_FIELDS,
		additionalFields,
	} as const;
}

/**
 * Keeps what the placed order's answer says: order id, payment result and
 * the redirect URL.
 *
 * @param response The Store API's checkout answer.
 */
export function processCheckoutResponse( response: CheckoutResponse ) {
	const { payment_result: result } = response;
	return {
		type: ACTION_TYPES.PROCESS_CHECKOUT_RESPONSE,
		orderId: response.order_id,
		paymentResult: {
			paymentStatus: result.payment_status,
			paymentDetails: Object.fromEntries(
				result.payment_details.map( ( { key, value } ) => [
					key,
					value,
				] )
			),
			redirectUrl: result.redirect_url,
		},
	} as const;
}
