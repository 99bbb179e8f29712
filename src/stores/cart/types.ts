/**
 * App-side types of the rueda/cart store (the wire types live in shared/api).
 */
import type {
	ReduxStoreConfig,
	StoreDescriptor,
	ThunkArgs,
} from '@wordpress/data';

import type {
	ApiErrorResponse,
	BillingAddress,
	CartResponse,
	ShippingAddress,
} from '../../shared/api';
import type * as actions from './actions';
import type * as selectors from './selectors';

export type CartState = {
	/** The cart exactly as the server last sent it; null until loaded. */
	cartData: CartResponse | null;
	/** From the Cart-Hash header; '' until known. */
	cartHash: string;
	/** Errors of failed requests since the last successful one. */
	errors: readonly ApiErrorResponse[];
	/** Quantities chosen by the shopper that the server has not confirmed yet. */
	optimisticQuantities: Readonly< Record< string, number > >;
	cartItemsPendingQuantity: readonly string[];
	cartItemsPendingDelete: readonly string[];
	/** Code of the coupon being applied, or ''. */
	couponBeingApplied: string;
	/** Code of the coupon being removed, or ''. */
	couponBeingRemoved: string;
	isShippingRateBeingSelected: boolean;
	isCustomerDataUpdating: boolean;
	/** Requests in flight that change the cart: its totals are being recalculated. */
	updatesInFlight: number;
	isLoading: boolean;
	hasLoaded: boolean;
};

export type CartAction = ReturnType<
	( typeof actions )[ keyof typeof actions ]
>;

export type ShippingErrorStatus = 'none' | 'invalid_address' | 'unknown_error';

/** `null` applies a rate to every package (local pickup). */
export type ShippingPackageId = number | string | null;

export type CustomerDataUpdate = {
	billing_address?: Partial< BillingAddress >;
	shipping_address?: Partial< ShippingAddress >;
};

export type ExtensionCartUpdate = {
	namespace: string;
	data?: Record< string, unknown >;
};

/** The store as thunks see it: plain actions and selectors, typed. */
export type CartThunkArgs = ThunkArgs<
	StoreDescriptor<
		ReduxStoreConfig< CartState, typeof actions, typeof selectors >
	>
>;
