/**
 * configureApiFetch: api-fetch's own middlewares plus the Store API headers,
 * exercised through the real api-fetch with only `window.fetch` mocked.
 */
import apiFetch from '@wordpress/api-fetch';

import { configureApiFetch, type ApiFetchSetup } from '../configure';
import { isCartResponse } from '../guards';
import { storeApiFetch } from '../store-api-fetch';
import { cartResponse } from './fixtures';
import { jsonResponse, mockFetch } from './fetch-mock';

const ROOT = 'https://example.com/wp-json/';
const CART_URL = `${ ROOT }wc/store/v1/cart?_locale=user`;

function getCart() {
	return storeApiFetch( {
		path: '/wc/store/v1/cart',
		validate: isCartResponse,
	} );
}

describe( 'configureApiFetch', () => {
	let setup: ApiFetchSetup | undefined;

	function configure(
		config: Partial< Parameters< typeof configureApiFetch >[ 0 ] > = {}
	) {
		setup = configureApiFetch( { root: ROOT, nonce: 'n-1', ...config } );
		return setup;
	}

	afterEach( () => {
		setup?.unregister();
		setup = undefined;
	} );

	it( 'sends requests under the REST root with _locale=user', async () => {
		const { requests } = mockFetch( () => jsonResponse( cartResponse() ) );
		configure();

		await getCart();

		expect( requests[ 0 ]?.url ).toBe( CART_URL );
	} );

	it( 'sends the Store API nonce in the Nonce header, not X-WP-Nonce', async () => {
		const { requests } = mockFetch( () => jsonResponse( cartResponse() ) );
		configure();

		await getCart();

		expect( requests[ 0 ]?.headers.get( 'Nonce' ) ).toBe( 'n-1' );
		expect( requests[ 0 ]?.headers.has( 'X-WP-Nonce' ) ).toBe( false );
	} );

	it( 'adds no Store API headers to other REST routes', async () => {
		const { requests } = mockFetch( () => jsonResponse( [] ) );
		configure( { cartToken: 't-1' } );

		await apiFetch( { path: '/wp/v2/posts' } );

		expect( requests[ 0 ]?.headers.has( 'Nonce' ) ).toBe( false );
		expect( requests[ 0 ]?.headers.has( 'Cart-Token' ) ).toBe( false );
	} );

	it( 'adds the nonce to parsed requests too', async () => {
		const { requests } = mockFetch( () => jsonResponse( cartResponse() ) );
		configure();

		await apiFetch( { path: '/wc/store/v1/cart' } );

		expect( requests[ 0 ]?.headers.get( 'Nonce' ) ).toBe( 'n-1' );
	} );

	it( 'takes a nonce with a newer timestamp from the response headers', async () => {
		const { requests } = mockFetch( () =>
			jsonResponse( cartResponse(), {
				headers: { Nonce: 'n-2', 'Nonce-Timestamp': '2000' },
			} )
		);
		const { getNonce } = configure( { nonceTimestamp: 1000 } );

		await getCart();
		await getCart();

		expect( getNonce() ).toBe( 'n-2' );
		expect( requests[ 1 ]?.headers.get( 'Nonce' ) ).toBe( 'n-2' );
	} );

	it( 'ignores a nonce with an older or equal timestamp', async () => {
		const timestamps = [ '3000', '2000', '3000' ];
		mockFetch( () =>
			jsonResponse( cartResponse(), {
				headers: {
					Nonce: `n-${ timestamps[ 0 ] }`,
					'Nonce-Timestamp': timestamps.shift() ?? '',
				},
			} )
		);
		const { getNonce } = configure( { nonceTimestamp: 1000 } );

		await getCart();
		expect( getNonce() ).toBe( 'n-3000' );

		await getCart();
		await getCart();
		expect( getNonce() ).toBe( 'n-3000' );
	} );

	it( 'ignores a nonce without timestamp once a timestamp is known', async () => {
		mockFetch( () =>
			jsonResponse( cartResponse(), { headers: { Nonce: 'n-undated' } } )
		);
		const { getNonce } = configure( { nonceTimestamp: 1000 } );

		await getCart();

		expect( getNonce() ).toBe( 'n-1' );
	} );

	it( 'reads a new nonce from error responses too', async () => {
		mockFetch( () =>
			jsonResponse(
				{ code: 'x', message: 'Nope', data: { status: 400 } },
				{
					status: 400,
					headers: { Nonce: 'n-2', 'Nonce-Timestamp': '5' },
				}
			)
		);
		const { getNonce } = configure( { nonceTimestamp: 1 } );

		await expect( getCart() ).rejects.toMatchObject( { code: 'x' } );
		expect( getNonce() ).toBe( 'n-2' );
	} );

	it( 'retries once with the fresh nonce after an invalid-nonce error', async () => {
		const { requests } = mockFetch( ( request ) =>
			request.headers.get( 'Nonce' ) === 'n-fresh'
				? jsonResponse( cartResponse() )
				: jsonResponse(
						{
							code: 'woocommerce_rest_invalid_nonce',
							message: 'Invalid nonce',
							data: { status: 403 },
						},
						{
							status: 403,
							headers: {
								Nonce: 'n-fresh',
								'Nonce-Timestamp': '9',
							},
						}
					)
		);
		configure( { nonce: 'n-stale', nonceTimestamp: 1 } );

		const { body } = await storeApiFetch( {
			path: '/wc/store/v1/cart/add-item',
			method: 'POST',
			data: { id: 42, quantity: 1 },
			validate: isCartResponse,
		} );

		expect( body.items_count ).toBe( 2 );
		expect( requests ).toHaveLength( 2 );
		expect( requests[ 1 ]?.body ).toEqual( { id: 42, quantity: 1 } );
	} );

	it( 'does not retry when the error brings no newer nonce', async () => {
		const { requests } = mockFetch( () =>
			jsonResponse(
				{
					code: 'woocommerce_rest_invalid_nonce',
					message: 'Invalid nonce',
					data: { status: 403 },
				},
				{ status: 403 }
			)
		);
		configure();

		await expect( getCart() ).rejects.toMatchObject( {
			code: 'woocommerce_rest_invalid_nonce',
		} );
		expect( requests ).toHaveLength( 1 );
	} );

	it( 'sends the Cart-Token once known and keeps the newest', async () => {
		const tokens = [ 't-2', '' ];
		const { requests } = mockFetch( () => {
			const token = tokens.shift() ?? '';
			return jsonResponse( cartResponse(), {
				headers: token ? { 'Cart-Token': token } : {},
			} );
		} );
		const { getCartToken } = configure();

		await getCart();
		expect( requests[ 0 ]?.headers.has( 'Cart-Token' ) ).toBe( false );
		expect( getCartToken() ).toBe( 't-2' );

		await getCart();
		await getCart();
		expect( requests[ 1 ]?.headers.get( 'Cart-Token' ) ).toBe( 't-2' );
		expect( requests[ 2 ]?.headers.get( 'Cart-Token' ) ).toBe( 't-2' );
	} );

	it( 'sends a Cart-Token given at configuration', async () => {
		const { requests } = mockFetch( () => jsonResponse( cartResponse() ) );
		configure( { cartToken: 't-1' } );

		await getCart();

		expect( requests[ 0 ]?.headers.get( 'Cart-Token' ) ).toBe( 't-1' );
	} );

	it( 'answers the preloaded cart without a request, headers included', async () => {
		const { requests } = mockFetch( () => jsonResponse( cartResponse() ) );
		const preloadedCart = cartResponse( { items_count: 5 } );
		const { getNonce } = configure( {
			nonceTimestamp: 1,
			preloaded: {
				'/wc/store/v1/cart': {
					body: preloadedCart,
					headers: {
						'Cart-Hash': 'hash-1',
						Nonce: 'n-preloaded',
						'Nonce-Timestamp': '2',
					},
				},
			},
		} );

		const first = await getCart();
		expect( requests ).toHaveLength( 0 );
		expect( first.body ).toEqual( preloadedCart );
		expect( first.headers.get( 'Cart-Hash' ) ).toBe( 'hash-1' );
		expect( getNonce() ).toBe( 'n-preloaded' );

		// A preloaded answer serves the first read only; later reads are fresh.
		await getCart();
		expect( requests ).toHaveLength( 1 );
	} );

	it( 'sends PUT and DELETE as POST with a method override (api-fetch default)', async () => {
		const { requests } = mockFetch( () => jsonResponse( cartResponse() ) );
		configure();

		await getCartWithMethod( 'DELETE' );

		expect( requests[ 0 ]?.method ).toBe( 'POST' );
		expect( requests[ 0 ]?.headers.get( 'X-HTTP-Method-Override' ) ).toBe(
			'DELETE'
		);
	} );

	it( 'keeps its state per configuration and unregisters cleanly', async () => {
		const { requests } = mockFetch( () =>
			jsonResponse( cartResponse(), {
				headers: { Nonce: 'n-first', 'Nonce-Timestamp': '50' },
			} )
		);
		configure();
		await getCart();
		setup?.unregister();

		const second = configure( { nonce: 'n-second', nonceTimestamp: 100 } );
		await getCart();

		expect( requests[ 1 ]?.headers.get( 'Nonce' ) ).toBe( 'n-second' );
		expect( second.getNonce() ).toBe( 'n-second' );
	} );
} );

function getCartWithMethod( method: string ) {
	return storeApiFetch( {
		path: '/wc/store/v1/cart/items/abc123',
		method,
		validate: isCartResponse,
	} );
}
