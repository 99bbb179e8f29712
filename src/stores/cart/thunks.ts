/**
 * Thunks of the rueda/cart store: one per cart call of the Store API. Each sets
 * its pending flag, requests, receives the cart and returns it; failures are
 * received by requestCart and rethrown; the flag is cleared in `finally`.
 */
import {
	STORE_API_ROUTES,
	toApiError,
	type CartResponse,
	type ExtensionsData,
	type VariationAttribute,
} from '../../shared/api';
import { CHECKOUT_NOTICE_CONTEXT } from '../checkout/constants';
import { store as noticesStore } from '../notices';
import { CART_NOTICE_CONTEXT, EXTENSION_ERROR_NOTICE_ID } from './constants';
import { getQuantitySync } from './quantity-sync';
import { requestCart } from './request-cart';
import { SHIPPING_EVENTS, shippingEvents } from './shipping-events';
import type {
	CartThunkArgs,
	CustomerDataUpdate,
	ExtensionCartUpdate,
	ShippingPackageId,
} from './types';

/**
 * Tells listeners how loading the shipping rates went.
 *
 * @param select        The store's selectors.
 * @param requestFailed Whether the request itself failed.
 */
function announceShippingRates(
	select: CartThunkArgs[ 'select' ],
	requestFailed: boolean
) {
	if ( ! select.getNeedsShipping() ) {
		return;
	}
	const status = select.getShippingErrorStatus();
	if ( status === 'none' && ! requestFailed ) {
		shippingEvents.emit( SHIPPING_EVENTS.SUCCESS, {
			shippingRates: select.getShippingRates(),
		} );
		return;
	}
	shippingEvents.emit( SHIPPING_EVENTS.FAIL, {
		status: status === 'none' ? 'unknown_error' : status,
	} );
}

export const fetchCart =
	() =>
	async ( { dispatch, select }: CartThunkArgs ): Promise< CartResponse > => {
		dispatch.setCartLoading( true );
		try {
			const cart = await dispatch(
				requestCart( { path: STORE_API_ROUTES.cart } )
			);
			announceShippingRates( select, false );
			return cart;
		} catch ( error ) {
			announceShippingRates( select, true );
			throw error;
		} finally {
			dispatch.setCartLoading( false );
		}
	};

export const addItem =
	(
		id: number,
		quantity = 1,
		variation?: VariationAttribute[],
		extensions?: ExtensionsData
	) =>
	( { dispatch }: CartThunkArgs ): Promise< CartResponse > =>
		dispatch(
			requestCart( {
				path: STORE_API_ROUTES.addItem,
				method: 'POST',
				data: {
					id,
					quantity,
					...( variation ? { variation } : {} ),
					// Extension data of the line, e.g. { rueda: { fitted: true } }.
					...( extensions ? { extensions } : {} ),
				},
			} )
		);

export const removeItem =
	( key: string ) =>
	async ( {
		dispatch,
		registry,
	}: CartThunkArgs ): Promise< CartResponse > => {
		// A quantity change still waiting for this item is moot now.
		const superseded = getQuantitySync( registry ).cancel( key );
		dispatch.clearOptimisticQuantity( key );
		dispatch.setItemPendingQuantity( key, false );

		dispatch.setItemPendingDelete( key, true );
		try {
			const cart = await dispatch(
				requestCart( {
					path: STORE_API_ROUTES.removeItem,
					method: 'POST',
					data: { key },
				} )
			);
			superseded.forEach( ( { resolve } ) => resolve( cart ) );
			return cart;
		} catch ( error ) {
			superseded.forEach( ( { reject } ) => reject( error ) );
			throw error;
		} finally {
			dispatch.setItemPendingDelete( key, false );
		}
	};

/**
 * Shows the new quantity at once and sends it after a pause; the promise
 * settles with the request that finally carries the shopper's last choice.
 *
 * @param key      Cart item key.
 * @param quantity New quantity.
 */
export const changeItemQuantity =
	( key: string, quantity: number ) =>
	( { dispatch, registry }: CartThunkArgs ): Promise< CartResponse > => {
		dispatch.setOptimisticQuantity( key, quantity );
		return getQuantitySync( registry ).schedule( key, async ( signal ) => {
			dispatch.setItemPendingQuantity( key, true );
			try {
				return await dispatch(
					requestCart( {
						path: STORE_API_ROUTES.updateItem,
						method: 'POST',
						data: { key, quantity },
						signal,
					} )
				);
			} finally {
				// A superseded request leaves both to the one that replaced it.
				if ( ! signal.aborted ) {
					dispatch.clearOptimisticQuantity( key );
					dispatch.setItemPendingQuantity( key, false );
				}
			}
		} );
	};

export const applyCoupon =
	( code: string ) =>
	async ( { dispatch }: CartThunkArgs ): Promise< CartResponse > => {
		dispatch.setCouponBeingApplied( code );
		try {
			return await dispatch(
				requestCart( {
					path: STORE_API_ROUTES.applyCoupon,
					method: 'POST',
					data: { code },
				} )
			);
		} finally {
			dispatch.setCouponBeingApplied( '' );
		}
	};

export const removeCoupon =
	( code: string ) =>
	async ( { dispatch }: CartThunkArgs ): Promise< CartResponse > => {
		dispatch.setCouponBeingRemoved( code );
		try {
			return await dispatch(
				requestCart( {
					path: STORE_API_ROUTES.removeCoupon,
					method: 'POST',
					data: { code },
				} )
			);
		} finally {
			dispatch.setCouponBeingRemoved( '' );
		}
	};

/**
 * @param rateId    Rate to select.
 * @param packageId Package to select it for; null selects it for every
 *                  package (local pickup).
 */
export const selectShippingRate =
	( rateId: string, packageId: ShippingPackageId ) =>
	async ( { dispatch }: CartThunkArgs ): Promise< CartResponse > => {
		dispatch.setShippingRateBeingSelected( true );
		try {
			const cart = await dispatch(
				requestCart( {
					path: STORE_API_ROUTES.selectShippingRate,
					method: 'POST',
					data: { rate_id: rateId, package_id: packageId },
				} )
			);
			shippingEvents.emit( SHIPPING_EVENTS.SELECT_SUCCESS, {
				rateId,
				packageId,
				shippingRates: cart.shipping_rates,
			} );
			return cart;
		} catch ( error ) {
			shippingEvents.emit( SHIPPING_EVENTS.SELECT_FAIL, {
				rateId,
				packageId,
				error: await toApiError( error ),
			} );
			throw error;
		} finally {
			dispatch.setShippingRateBeingSelected( false );
		}
	};

export const updateCustomerData =
	( customerData: CustomerDataUpdate ) =>
	async ( { dispatch, select }: CartThunkArgs ): Promise< CartResponse > => {
		dispatch.setCustomerDataUpdating( true );
		try {
			const cart = await dispatch(
				requestCart( {
					path: STORE_API_ROUTES.updateCustomer,
					method: 'POST',
					data: customerData,
				} )
			);
			announceShippingRates( select, false );
			return cart;
		} catch ( error ) {
			announceShippingRates( select, true );
			throw error;
		} finally {
			dispatch.setCustomerDataUpdating( false );
		}
	};

/** Where a failed extension cart update is shown: the cart's and the checkout's areas. */
const EXTENSION_NOTICE_CONTEXTS = [
	CART_NOTICE_CONTEXT,
	CHECKOUT_NOTICE_CONTEXT,
] as const;

/**
 * Runs the server callback an extension registered for its namespace. A
 * refusal (woocommerce_rest_cart_extensions_error, spec section 7) or any
 * other failure shows the server's message as an error notice in the cart's
 * and the checkout's notice areas, and the promise rejects with the error; a
 * later success removes the notice.
 *
 * @param update The extension's namespace and data.
 */
export const applyExtensionCartUpdate =
	( update: ExtensionCartUpdate ) =>
	async ( {
		dispatch,
		registry,
	}: CartThunkArgs ): Promise< CartResponse > => {
		const notices = registry.dispatch( noticesStore );
		try {
			const cart = await dispatch(
				requestCart( {
					path: STORE_API_ROUTES.cartExtensions,
					method: 'POST',
					data: {
						namespace: update.namespace,
						data: update.data ?? {},
					},
				} )
			);
			EXTENSION_NOTICE_CONTEXTS.forEach( ( context ) =>
				notices.removeNotice( EXTENSION_ERROR_NOTICE_ID, context )
			);
			return cart;
		} catch ( error ) {
			const { message } = await toApiError( error );
			EXTENSION_NOTICE_CONTEXTS.forEach( ( context ) =>
				notices.createErrorNotice( message, {
					id: EXTENSION_ERROR_NOTICE_ID,
					context,
				} )
			);
			throw error;
		}
	};
