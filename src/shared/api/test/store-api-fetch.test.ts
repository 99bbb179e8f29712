/**
 * storeApiFetch: body with headers, and every failure as an ApiErrorResponse.
 */
import { configureApiFetch, type ApiFetchSetup } from '../configure';
import { isCartResponse } from '../guards';
import { storeApiFetch } from '../store-api-fetch';
import { cartResponse } from './fixtures';
import { FakeResponse, jsonResponse, mockFetch } from './fetch-mock';

function getCart( signal?: AbortSignal ) {
	return storeApiFetch( {
		path: '/wc/store/v1/cart',
		validate: isCartResponse,
		signal,
	} );
}

describe( 'storeApiFetch', () => {
	let setup: ApiFetchSetup;

	beforeEach( () => {
		setup = configureApiFetch( {
			root: 'https://example.com/wp-json/',
			nonce: 'n-1',
		} );
	} );

	afterEach( () => {
		setup.unregister();
	} );

	it( 'returns the checked body and the response headers', async () => {
		const cart = cartResponse();
		mockFetch( () =>
			jsonResponse( cart, { headers: { 'Cart-Hash': 'h-1' } } )
		);

		const { body, headers } = await getCart();

		expect( body ).toEqual( cart );
		expect( headers.get( 'Cart-Hash' ) ).toBe( 'h-1' );
	} );

	it( 'throws the error body, with the cart of a conflict', async () => {
		const cart = cartResponse();
		mockFetch( () =>
			jsonResponse(
				{
					code: 'woocommerce_rest_cart_item_error',
					message: 'Only 1 left in stock.',
					data: { status: 409, cart },
				},
				{ status: 409 }
			)
		);

		await expect( getCart() ).rejects.toEqual( {
			code: 'woocommerce_rest_cart_item_error',
			message: 'Only 1 left in stock.',
			data: { status: 409, cart },
		} );
	} );

	it( 'adds the HTTP status to error bodies without one', async () => {
		mockFetch( () =>
			jsonResponse( { code: 'x', message: 'y' }, { status: 400 } )
		);

		await expect( getCart() ).rejects.toEqual( {
			code: 'x',
			message: 'y',
			data: { status: 400 },
		} );
	} );

	it( 'turns a non-JSON error page into invalid_json', async () => {
		mockFetch(
			() => new FakeResponse( '<h1>Bad gateway</h1>', { status: 502 } )
		);

		await expect( getCart() ).rejects.toEqual( {
			code: 'invalid_json',
			message: 'The response is not a valid JSON response.',
			data: { status: 502 },
		} );
	} );

	it( 'turns a non-JSON success into invalid_json', async () => {
		mockFetch( () => new FakeResponse( 'PHP Warning: ...' ) );

		await expect( getCart() ).rejects.toMatchObject( {
			code: 'invalid_json',
		} );
	} );

	it( 'turns a JSON error without code and message into unknown_error', async () => {
		mockFetch( () => jsonResponse( [ 'oops' ], { status: 500 } ) );

		await expect( getCart() ).rejects.toEqual( {
			code: 'unknown_error',
			message: 'An unknown error occurred.',
			data: { status: 500 },
		} );
	} );

	it( 'rejects a body that fails the guard', async () => {
		mockFetch( () => jsonResponse( { items: 'none' } ) );

		await expect( getCart() ).rejects.toEqual( {
			code: 'invalid_response',
			message: 'Response not valid',
			data: { status: 200 },
		} );
	} );

	it( 'reports a failed connection as probably offline', async () => {
		mockFetch( () => Promise.reject( new TypeError( 'Failed to fetch' ) ) );

		await expect( getCart() ).rejects.toEqual( {
			code: 'fetch_error',
			message: 'You are probably offline.',
		} );
	} );

	it( 'throws an abort unchanged', async () => {
		mockFetch( () => new Promise< Response >( () => undefined ) );
		const controller = new AbortController();

		const request = getCart( controller.signal );
		controller.abort();

		await expect( request ).rejects.toMatchObject( { name: 'AbortError' } );
	} );
} );
