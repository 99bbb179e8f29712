/**
 * Reducer of the rueda/checkout store.
 */
import { ACTION_TYPES } from './action-types';
import { CHECKOUT_STATUS, EMPTY_OBJECT } from './constants';
import type { CheckoutAction, CheckoutState } from './types';

export const DEFAULT_STATE: CheckoutState = {
	status: CHECKOUT_STATUS.IDLE,
	calculatingCount: 0,
	hasError: false,
	redirectUrl: '',
	orderId: 0,
	customerId: 0,
	allowsGuestCheckout: true,
	useShippingAsBilling: true,
	shouldCreateAccount: false,
	customerPassword: '',
	orderNotes: '',
	prefersCollection: false,
	extensionData: EMPTY_OBJECT,
	additionalFields: EMPTY_OBJECT,
	paymentResult: null,
};

export default function reducer(
	state: CheckoutState = DEFAULT_STATE,
	action: CheckoutAction
): CheckoutState {
	switch ( action.type ) {
		case ACTION_TYPES.SET_STATUS:
			return action.status === CHECKOUT_STATUS.BEFORE_PROCESSING
				? { ...state, status: action.status, hasError: false }
				: { ...state, status: action.status };
		case ACTION_TYPES.SET_COMPLETE:
			return {
				...state,
				status: CHECKOUT_STATUS.COMPLETE,
				redirectUrl: action.redirectUrl ?? state.redirectUrl,
			};
		case ACTION_TYPES.SET_HAS_ERROR:
			return { ...state, hasError: action.hasError };
		case ACTION_TYPES.SET_REDIRECT_URL:
			return { ...state, redirectUrl: action.redirectUrl };
		case ACTION_TYPES.INCREMENT_CALCULATING:
			return { ...state, calculatingCount: state.calculatingCount + 1 };
		case ACTION_TYPES.DECREMENT_CALCULATING:
			// An unmatched decrement must not hide a later calculation.
			return state.calculatingCount > 0
				? { ...state, calculatingCount: state.calculatingCount - 1 }
				: state;
		case ACTION_TYPES.SET_ORDER_ID:
			return { ...state, orderId: action.orderId };
		case ACTION_TYPES.SET_CUSTOMER_ID:
			return { ...state, customerId: action.customerId };
		case ACTION_TYPES.SET_ALLOWS_GUEST_CHECKOUT:
			return {
				...state,
				allowsGuestCheckout: action.allowsGuestCheckout,
			};
		case ACTION_TYPES.SET_USE_SHIPPING_AS_BILLING:
			return {
				...state,
				useShippingAsBilling: action.useShippingAsBilling,
			};
		case ACTION_TYPES.SET_SHOULD_CREATE_ACCOUNT:
			return {
				...state,
				shouldCreateAccount: action.shouldCreateAccount,
			};
		case ACTION_TYPES.SET_CUSTOMER_PASSWORD:
			return { ...state, customerPassword: action.customerPassword };
		case ACTION_TYPES.SET_ORDER_NOTES:
			return { ...state, orderNotes: action.orderNotes };
		case ACTION_TYPES.SET_PREFERS_COLLECTION:
			return { ...state, prefersCollection: action.prefersCollection };
		case ACTION_TYPES.SET_EXTENSION_DATA:
			return {
				...state,
				extensionData: {
					...state.extensionData,
					[ action.namespace ]: action.replace
						? action.data
						: {
								...state.extensionData[ action.namespace ],
								...action.data,
							},
				},
			};
		case ACTION_TYPES.SET_ADDITIONAL_FIELDS:
			return {
				...state,
				additionalFields: {
					...state.additionalFields,
					...action.additionalFields,
				},
			};
		case ACTION_TYPES.PROCESS_CHECKOUT_RESPONSE:
			return {
				...state,
				orderId: action.orderId,
				paymentResult: action.paymentResult,
				redirectUrl: action.paymentResult.redirectUrl,
			};
		default:
			return state;
	}
}
