/**
 * Resolvers of the rueda/cart store.
 */
import { fetchCart } from './thunks';
import type { CartThunkArgs } from './types';

/**
 * Loads the cart the first time it is read. With the server-preloaded cart
 * (see configureApiFetch) this needs no request.
 */
export const getCartData =
	() =>
	async ( { dispatch, select }: CartThunkArgs ): Promise< void > => {
		if ( select.hasCartLoaded() ) {
			return;
		}
		await dispatch( fetchCart() );
	};
