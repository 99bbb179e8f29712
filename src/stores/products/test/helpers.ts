/**
 * A fresh registry with the products store, api-fetch configured against a
 * mocked `window.fetch`, and wire-shaped sample products.
 */
import { createRegistry } from '@wordpress/data';

import { configureApiFetch } from '../../../shared/api';
import { product } from '../../../shared/api/test/fixtures';
import { store } from '..';

export function setUpProductsStore() {
	const registry = createRegistry();
	registry.register( store );
	const api = configureApiFetch( {
		root: 'https://example.com/wp-json/',
		nonce: 'nonce-1',
	} );
	return {
		registry,
		api,
		select: () => registry.select( store ),
		dispatch: () => registry.dispatch( store ),
	};
}

export { product };

/**
 * The path and query of a request URL, without the REST root and `_locale`.
 *
 * @param url Request URL.
 */
export function requestOf( url: string ) {
	const parsed = new URL( url );
	parsed.searchParams.delete( '_locale' );
	return {
		route: parsed.pathname.replace( '/wp-json', '' ),
		query: parsed.searchParams,
	};
}
