/**
 * Sets up api-fetch for the Store API. Called once by the frontend entry with
 * the values the server printed on the page; nothing happens at import time.
 */
import apiFetch from '@wordpress/api-fetch';

import { createCartTokenMiddleware } from './middlewares/cart-token';
import { createStoreNonceMiddleware } from './middlewares/store-nonce';

/** A response the server rendered into the page (as `rest_preload_api_request` does). */
export type PreloadedResponse = {
	body: unknown;
	headers?: Record< string, string >;
};

export type ApiFetchConfig = {
	/** REST root URL, e.g. `https://example.com/wp-json/`. */
	root: string;
	/** Store API nonce (action `wc_store_api`). */
	nonce: string;
	nonceTimestamp?: number;
	cartToken?: string;
	/** Keyed by path, e.g. `/wc/store/v1/cart`: answered without a request. */
	preloaded?: Record< string, PreloadedResponse >;
};

export type ApiFetchSetup = {
	getNonce: () => string;
	getCartToken: () => string | undefined;
	/** Removes the middlewares again (tests, or a second configuration). */
	unregister: () => void;
};

export function configureApiFetch( config: ApiFetchConfig ): ApiFetchSetup {
	const nonce = createStoreNonceMiddleware(
		config.nonce,
		config.nonceTimestamp
	);
	const cartToken = createCartTokenMiddleware( config.cartToken );

	// `apiFetch.use()` puts each middleware in front of the earlier ones, so the
	// last one here runs first: the header middlewares wrap the preloading one
	// and also see the headers of preloaded answers. `_locale=user`,
	// method override and fetch-all-pages are api-fetch defaults.
	const middlewares = [
		apiFetch.createRootURLMiddleware( config.root ),
		apiFetch.createPreloadingMiddleware( config.preloaded ?? {} ),
		cartToken.middleware,
		nonce.middleware,
	];
	middlewares.forEach( ( middleware ) => apiFetch.use( middleware ) );

	return {
		getNonce: nonce.getNonce,
		getCartToken: cartToken.getCartToken,
		unregister: () =>
			middlewares.forEach( ( middleware ) =>
				apiFetch.unregister( middleware )
			),
	};
}
