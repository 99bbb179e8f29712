/**
 * The request every cart thunk makes: call a route that answers the full cart,
 * then receive the cart, or receive the error (and the cart it carries) and
 * rethrow it. Writes (POST) count as cart updates in flight from start to
 * end, whatever the outcome, so the checkout knows its totals are being
 * recalculated.
 */
import {
	getCartFromError,
	isAbortError,
	isCartResponse,
	storeApiFetch,
	toApiError,
	type CartResponse,
} from '../../shared/api';
import { CART_HASH_HEADER } from './constants';
import type { CartThunkArgs } from './types';

export type CartRequest = {
	path: string;
	method?: 'GET' | 'POST';
	data?: Record< string, unknown >;
	signal?: AbortSignal;
};

export const requestCart =
	( request: CartRequest ) =>
	async ( { dispatch }: CartThunkArgs ): Promise< CartResponse > => {
		const isUpdate = request.method === 'POST';
		if ( isUpdate ) {
			dispatch.startCartUpdate();
		}
		try {
			const { body, headers } = await storeApiFetch( {
				...request,
				validate: isCartResponse,
			} );
			// Aborted while the body was being read: a newer request owns the cart.
			if ( request.signal?.aborted ) {
				throw new DOMException( 'Superseded', 'AbortError' );
			}
			dispatch.receiveCart( body, headers.get( CART_HASH_HEADER ) );
			dispatch.clearErrors();
			return body;
		} catch ( error ) {
			if ( isAbortError( error ) ) {
				throw error;
			}
			const apiError = await toApiError( error );
			const cart = getCartFromError( apiError );
			if ( cart ) {
				dispatch.receiveCart( cart );
			}
			dispatch.receiveError( apiError );
			throw apiError;
		} finally {
			if ( isUpdate ) {
				dispatch.finishCartUpdate();
			}
		}
	};
