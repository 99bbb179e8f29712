/**
 * Cart-Token: headless clients identify their cart with a signed token instead
 * of cookies. Send it once known and keep the latest one the server returns.
 */
import type { APIFetchMiddleware } from '@wordpress/api-fetch';

import { isStoreApiRequest } from '../routes';
import { tapResponse } from './tap-response';
import { withHeader } from './with-header';

export const CART_TOKEN_HEADER = 'Cart-Token';

export function createCartTokenMiddleware( initialToken?: string ): {
	middleware: APIFetchMiddleware;
	getCartToken: () => string | undefined;
} {
	let token = initialToken || undefined;

	const middleware: APIFetchMiddleware = ( options, next ) => {
		if ( ! isStoreApiRequest( options ) ) {
			return next( options );
		}
		const request = token
			? withHeader( options, CART_TOKEN_HEADER, token )
			: options;
		return tapResponse( next( request ), ( response ) => {
			token = response.headers.get( CART_TOKEN_HEADER ) || token;
		} );
	};

	return { middleware, getCartToken: () => token };
}
