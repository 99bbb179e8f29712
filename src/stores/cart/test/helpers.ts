/**
 * A fresh registry with the cart and notices stores, and api-fetch configured against a
 * mocked `window.fetch`.
 */
import { createRegistry } from '@wordpress/data';

import { configureApiFetch } from '../../../shared/api';
import { store as noticesStore } from '../../notices';
import { store } from '..';

export function setUpCartStore() {
	const registry = createRegistry();
	registry.register( store );
	// Thunks may show notices (a failed extension update).
	registry.register( noticesStore );
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

/**
 * The path of a request URL, without the REST root and `_locale`.
 * @param url
 */
export function routeOf( url: string ): string {
	return new URL( url ).pathname.replace( '/wp-json', '' );
}
