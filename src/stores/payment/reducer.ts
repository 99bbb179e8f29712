/**
 * Reducer of the rueda/payment store.
 */
import { ACTION_TYPES } from './action-types';
import { EMPTY_ARRAY, EMPTY_OBJECT, PAYMENT_STATUS } from './constants';
import type { PaymentAction, PaymentState } from './types';

export const DEFAULT_STATE: PaymentState = {
	status: PAYMENT_STATUS.IDLE,
	error: '',
	activePaymentMethod: '',
	activeSavedToken: '',
	paymentMethodData: EMPTY_OBJECT,
	shouldSavePaymentMethod: false,
	availablePaymentMethods: EMPTY_ARRAY,
	availableExpressPaymentMethods: EMPTY_ARRAY,
	savedPaymentMethods: EMPTY_ARRAY,
	paymentMethodsInitialized: false,
	expressSnapshot: null,
};

/**
 * Puts back the method an express payment replaced.
 *
 * @param state The state with an open express payment (or none).
 */
function restoreExpressSnapshot( state: PaymentState ): PaymentState {
	const { expressSnapshot: snapshot } = state;
	if ( ! snapshot ) {
		return state;
	}
	return {
		...state,
		activePaymentMethod: snapshot.method,
		paymentMethodData: snapshot.data,
		activeSavedToken: snapshot.savedToken,
		expressSnapshot: null,
	};
}

/**
 * Keeps the active method among the available ones, falling back to the
 * first (or none). An open express payment is left alone.
 *
 * @param state The state with the new available lists.
 */
function keepActiveMethodAvailable( state: PaymentState ): PaymentState {
	if (
		state.expressSnapshot ||
		state.availablePaymentMethods.includes( state.activePaymentMethod )
	) {
		return state;
	}
	// A customer's saved card comes first, as they most likely pay with it again.
	const saved = state.savedPaymentMethods.find( ( candidate ) =>
		state.availablePaymentMethods.includes( candidate.method.gateway )
	);
	return {
		...state,
		activePaymentMethod:
			saved?.method.gateway ?? state.availablePaymentMethods[ 0 ] ?? '',
		activeSavedToken: saved?.tokenId ?? '',
		paymentMethodData: EMPTY_OBJECT,
	};
}

export default function reducer(
	state: PaymentState = DEFAULT_STATE,
	action: PaymentAction
): PaymentState {
	switch ( action.type ) {
		case ACTION_TYPES.SET_ACTIVE_PAYMENT_METHOD:
			return {
				...state,
				activePaymentMethod: action.paymentMethod,
				activeSavedToken: '',
				paymentMethodData: action.data,
			};
		case ACTION_TYPES.SET_ACTIVE_SAVED_TOKEN: {
			if ( action.tokenId === '' ) {
				return { ...state, activeSavedToken: '' };
			}
			const token = state.savedPaymentMethods.find(
				( saved ) => saved.tokenId === action.tokenId
			);
			// An unknown token would send an order the server must refuse.
			if ( ! token ) {
				return state;
			}
			return {
				...state,
				activeSavedToken: token.tokenId,
				activePaymentMethod: token.method.gateway,
				paymentMethodData: EMPTY_OBJECT,
			};
		}
		case ACTION_TYPES.SET_PAYMENT_METHOD_DATA:
			return { ...state, paymentMethodData: action.data };
		case ACTION_TYPES.SET_SHOULD_SAVE_PAYMENT_METHOD:
			return { ...state, shouldSavePaymentMethod: action.shouldSave };
		case ACTION_TYPES.START_EXPRESS_PAYMENT:
			return {
				...state,
				status: PAYMENT_STATUS.STARTED,
				error: '',
				// A second click keeps what the first one replaced.
				expressSnapshot: state.expressSnapshot ?? {
					method: state.activePaymentMethod,
					data: state.paymentMethodData,
					savedToken: state.activeSavedToken,
				},
				activePaymentMethod: action.paymentMethod,
				activeSavedToken: '',
				paymentMethodData: EMPTY_OBJECT,
			};
		case ACTION_TYPES.CLOSE_EXPRESS_PAYMENT:
			return {
				...restoreExpressSnapshot( state ),
				status: PAYMENT_STATUS.IDLE,
				error: '',
			};
		case ACTION_TYPES.FAIL_EXPRESS_PAYMENT:
			return {
				...restoreExpressSnapshot( state ),
				status: PAYMENT_STATUS.ERROR,
				error: action.message,
			};
		case ACTION_TYPES.SET_STATUS:
			return { ...state, status: action.status, error: '' };
		case ACTION_TYPES.SET_PAYMENT_ERROR:
			return {
				...state,
				status: PAYMENT_STATUS.ERROR,
				error: action.message,
			};
		case ACTION_TYPES.SET_AVAILABLE_PAYMENT_METHODS:
			return keepActiveMethodAvailable( {
				...state,
				availablePaymentMethods: action.paymentMethods,
				availableExpressPaymentMethods: action.expressPaymentMethods,
				paymentMethodsInitialized: true,
			} );
		case ACTION_TYPES.SET_SAVED_PAYMENT_METHODS: {
			const { savedPaymentMethods } = action;
			const keepsToken = savedPaymentMethods.some(
				( saved ) => saved.tokenId === state.activeSavedToken
			);
			return {
				...state,
				savedPaymentMethods,
				activeSavedToken: keepsToken ? state.activeSavedToken : '',
			};
		}
		default:
			return state;
	}
}
