/**
 * Selectors of the rueda/cart store: small and pure; derived values are
 * memoised on the exact state slices they read.
 */
import { createSelector } from '@wordpress/data';

import type {
	ApiErrorResponse,
	CartItem,
	CartResponse,
	CartTotals,
	ShippingPackage,
} from '../../shared/api';
import {
	EMPTY_ARRAY,
	EMPTY_OBJECT,
	INVALID_ADDRESS_ERROR_CODES,
	SHIPPING_RATES_ERROR_PREFIX,
} from './constants';
import type { CartState, ShippingErrorStatus } from './types';

export function getCartData( state: CartState ): CartResponse | null {
	return state.cartData;
}

export function getCartHash( state: CartState ): string {
	return state.cartHash;
}

export function getCartTotals( state: CartState ): CartTotals | null {
	return state.cartData?.totals ?? null;
}

/**
 * Errors of failed requests (the cart's own problems are in getCartData().errors).
 * @param state
 */
export function getCartErrors( state: CartState ): readonly ApiErrorResponse[] {
	return state.errors;
}

/**
 * The cart items, with the quantities the shopper has chosen but the server
 * has not confirmed yet.
 */
export const getItems = createSelector(
	( state: CartState ): readonly CartItem[] => {
		const items = state.cartData?.items ?? EMPTY_ARRAY;
		const pending = state.optimisticQuantities;
		if ( pending === EMPTY_OBJECT ) {
			return items;
		}
		return items.map( ( item ) => {
			const quantity = pending[ item.key ];
			return quantity === undefined ? item : { ...item, quantity };
		} );
	},
	( state: CartState ) => [
		state.cartData?.items,
		state.optimisticQuantities,
	]
);

/**
 * The server's count: it follows optimistic quantities once confirmed.
 * @param state
 */
export function getItemsCount( state: CartState ): number {
	return state.cartData?.items_count ?? 0;
}

export function isCartLoading( state: CartState ): boolean {
	return state.isLoading;
}

export function hasCartLoaded( state: CartState ): boolean {
	return state.hasLoaded;
}

export function isItemPendingQuantity(
	state: CartState,
	key: string
): boolean {
	return state.cartItemsPendingQuantity.includes( key );
}

export function isItemPendingDelete( state: CartState, key: string ): boolean {
	return state.cartItemsPendingDelete.includes( key );
}

export function getCouponBeingApplied( state: CartState ): string {
	return state.couponBeingApplied;
}

export function getCouponBeingRemoved( state: CartState ): string {
	return state.couponBeingRemoved;
}

export function isApplyingCoupon( state: CartState ): boolean {
	return state.couponBeingApplied !== '';
}

export function isRemovingCoupon( state: CartState ): boolean {
	return state.couponBeingRemoved !== '';
}

export function isShippingRateBeingSelected( state: CartState ): boolean {
	return state.isShippingRateBeingSelected;
}

export function isCustomerDataUpdating( state: CartState ): boolean {
	return state.isCustomerDataUpdating;
}

/**
 * Whether the cart's totals are being recalculated: a request that changes
 * the cart is in flight, or a row is pending a quantity (chosen but not yet
 * confirmed, or being sent) or its removal (spec section 4).
 *
 * @param state The store's state.
 */
export function isCartRecalculating( state: CartState ): boolean {
	return (
		state.updatesInFlight > 0 ||
		state.cartItemsPendingQuantity.length > 0 ||
		state.cartItemsPendingDelete.length > 0 ||
		Object.keys( state.optimisticQuantities ).length > 0
	);
}

export function getNeedsShipping( state: CartState ): boolean {
	return state.cartData?.needs_shipping ?? false;
}

export function getShippingRates(
	state: CartState
): readonly ShippingPackage[] {
	return state.cartData?.shipping_rates ?? EMPTY_ARRAY;
}

/** The selected rate id of each package, keyed by package id. */
export const getSelectedShippingRates = createSelector(
	( state: CartState ): Readonly< Record< string, string > > => {
		const packages = state.cartData?.shipping_rates ?? EMPTY_ARRAY;
		const selected: Record< string, string > = {};
		for ( const shippingPackage of packages ) {
			const rate = shippingPackage.shipping_rates.find(
				( { selected: isSelected } ) => isSelected
			);
			if ( rate ) {
				selected[ String( shippingPackage.package_id ) ] = rate.rate_id;
			}
		}
		return Object.keys( selected ).length ? selected : EMPTY_OBJECT;
	},
	( state: CartState ) => [ state.cartData?.shipping_rates ]
);

/**
 * none, invalid_address (the shopper can fix the address) or unknown_error
 * (any other shipping-rate problem), from the cart's errors and failed requests.
 */
export const getShippingErrorStatus = createSelector(
	( state: CartState ): ShippingErrorStatus => {
		const codes = [
			...( state.cartData?.errors ?? EMPTY_ARRAY ),
			...state.errors,
		].map( ( { code } ) => code );
		if (
			codes.some( ( code ) =>
				INVALID_ADDRESS_ERROR_CODES.includes( code )
			)
		) {
			return 'invalid_address';
		}
		if (
			codes.some( ( code ) =>
				code.startsWith( SHIPPING_RATES_ERROR_PREFIX )
			)
		) {
			return 'unknown_error';
		}
		return 'none';
	},
	( state: CartState ) => [ state.cartData?.errors, state.errors ]
);
