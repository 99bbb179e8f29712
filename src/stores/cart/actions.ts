/**
 * Plain action creators of the rueda/cart store. Requests live in thunks.ts.
 */
import type { ApiErrorResponse, CartResponse } from '../../shared/api';
import { ACTION_TYPES } from './action-types';

export function receiveCart(
	cartData: CartResponse,
	cartHash: string | null = null
) {
	return { type: ACTION_TYPES.RECEIVE_CART, cartData, cartHash } as const;
}

export function receiveError( error: ApiErrorResponse ) {
	return { type: ACTION_TYPES.RECEIVE_ERROR, error } as const;
}

export function clearErrors() {
	return { type: ACTION_TYPES.CLEAR_ERRORS } as const;
}

export function setCartLoading( isLoading: boolean ) {
	return { type: ACTION_TYPES.SET_CART_LOADING, isLoading } as const;
}

export function setOptimisticQuantity( key: string, quantity: number ) {
	return {
		type: ACTION_TYPES.SET_OPTIMISTIC_QUANTITY,
		key,
		quantity,
	} as const;
}

export function clearOptimisticQuantity( key: string ) {
	return { type: ACTION_TYPES.CLEAR_OPTIMISTIC_QUANTITY, key } as const;
}

export function setItemPendingQuantity( key: string, isPending: boolean ) {
	return {
		type: ACTION_TYPES.SET_ITEM_PENDING_QUANTITY,
		key,
		isPending,
	} as const;
}

export function setItemPendingDelete( key: string, isPending: boolean ) {
	return {
		type: ACTION_TYPES.SET_ITEM_PENDING_DELETE,
		key,
		isPending,
	} as const;
}

export function setCouponBeingApplied( code: string ) {
	return { type: ACTION_TYPES.SET_COUPON_BEING_APPLIED, code } as const;
}

export function setCouponBeingRemoved( code: string ) {
	return { type: ACTION_TYPES.SET_COUPON_BEING_REMOVED, code } as const;
}

export function setShippingRateBeingSelected( isSelecting: boolean ) {
	return {
		type: ACTION_TYPES.SET_SHIPPING_RATE_BEING_SELECTED,
		isSelecting,
	} as const;
}

export function setCustomerDataUpdating( isUpdating: boolean ) {
	return {
		type: ACTION_TYPES.SET_CUSTOMER_DATA_UPDATING,
		isUpdating,
	} as const;
}

/** A request that changes the cart (and so its totals) has started. */
export function startCartUpdate() {
	return { type: ACTION_TYPES.START_CART_UPDATE } as const;
}

/** A request started with startCartUpdate() has ended, however it went. */
export function finishCartUpdate() {
	return { type: ACTION_TYPES.FINISH_CART_UPDATE } as const;
}
