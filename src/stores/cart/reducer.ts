/**
 * Reducer of the rueda/cart store.
 */
import { ACTION_TYPES } from './action-types';
import { EMPTY_ARRAY, EMPTY_OBJECT } from './constants';
import type { CartAction, CartState } from './types';

export const DEFAULT_STATE: CartState = {
	cartData: null,
	cartHash: '',
	errors: EMPTY_ARRAY,
	optimisticQuantities: EMPTY_OBJECT,
	cartItemsPendingQuantity: EMPTY_ARRAY,
	cartItemsPendingDelete: EMPTY_ARRAY,
	couponBeingApplied: '',
	couponBeingRemoved: '',
	isShippingRateBeingSelected: false,
	isCustomerDataUpdating: false,
	updatesInFlight: 0,
	isLoading: false,
	hasLoaded: false,
};

/**
 * Adds or removes a key, keeping the same list when nothing changes.
 *
 * @param list    Keys.
 * @param key     Key to add or remove.
 * @param present Whether the key should be in the list.
 */
function toggleKey(
	list: readonly string[],
	key: string,
	present: boolean
): readonly string[] {
	if ( list.includes( key ) === present ) {
		return list;
	}
	return present ? [ ...list, key ] : list.filter( ( item ) => item !== key );
}

export default function reducer(
	state: CartState = DEFAULT_STATE,
	action: CartAction
): CartState {
	switch ( action.type ) {
		case ACTION_TYPES.RECEIVE_CART:
			return {
				...state,
				cartData: action.cartData,
				// An error's cart comes without headers: keep the known hash.
				cartHash: action.cartHash ?? state.cartHash,
				hasLoaded: true,
			};
		case ACTION_TYPES.RECEIVE_ERROR:
			return { ...state, errors: [ ...state.errors, action.error ] };
		case ACTION_TYPES.CLEAR_ERRORS:
			return state.errors.length
				? { ...state, errors: EMPTY_ARRAY }
				: state;
		case ACTION_TYPES.SET_CART_LOADING:
			return { ...state, isLoading: action.isLoading };
		case ACTION_TYPES.SET_OPTIMISTIC_QUANTITY:
			return {
				...state,
				optimisticQuantities: {
					...state.optimisticQuantities,
					[ action.key ]: action.quantity,
				},
			};
		case ACTION_TYPES.CLEAR_OPTIMISTIC_QUANTITY: {
			if ( ! ( action.key in state.optimisticQuantities ) ) {
				return state;
			}
			const rest = Object.fromEntries(
				Object.entries( state.optimisticQuantities ).filter(
					( [ key ] ) => key !== action.key
				)
			);
			return {
				...state,
				optimisticQuantities: Object.keys( rest ).length
					? rest
					: EMPTY_OBJECT,
			};
		}
		case ACTION_TYPES.SET_ITEM_PENDING_QUANTITY:
			return {
				...state,
				cartItemsPendingQuantity: toggleKey(
					state.cartItemsPendingQuantity,
					action.key,
					action.isPending
				),
			};
		case ACTION_TYPES.SET_ITEM_PENDING_DELETE:
			return {
				...state,
				cartItemsPendingDelete: toggleKey(
					state.cartItemsPendingDelete,
					action.key,
					action.isPending
				),
			};
		case ACTION_TYPES.SET_COUPON_BEING_APPLIED:
			return { ...state, couponBeingApplied: action.code };
		case ACTION_TYPES.SET_COUPON_BEING_REMOVED:
			return { ...state, couponBeingRemoved: action.code };
		case ACTION_TYPES.SET_SHIPPING_RATE_BEING_SELECTED:
			return {
				...state,
				isShippingRateBeingSelected: action.isSelecting,
			};
		case ACTION_TYPES.SET_CUSTOMER_DATA_UPDATING:
			return { ...state, isCustomerDataUpdating: action.isUpdating };
		case ACTION_TYPES.START_CART_UPDATE:
			return { ...state, updatesInFlight: state.updatesInFlight + 1 };
		case ACTION_TYPES.FINISH_CART_UPDATE:
			// An unmatched finish must not hide a later update.
			return state.updatesInFlight > 0
				? { ...state, updatesInFlight: state.updatesInFlight - 1 }
				: state;
		default:
			return state;
	}
}
