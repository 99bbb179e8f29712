/**
 * The account's rueda/v1 client: its api-fetch middleware and the refusals'
 * field messages.
 */
import type { APIFetchOptions } from '@wordpress/api-fetch';

import {
	createAccountApiMiddleware,
	getFieldErrors,
	isAccountApiPath,
} from '../api';
import { refusal } from './helpers';

jest.mock( '@wordpress/api-fetch', () => {
	const actual = jest.requireActual( '@wordpress/api-fetch' );
	return { __esModule: true, default: actual.default };
} );

describe( 'api', () => {
	describe( 'createAccountApiMiddleware', () => {
		const middleware = createAccountApiMiddleware( {
			root: 'https://tienda.test/wp-json/',
			nonce: 'abc123',
		} );

		function run( options: APIFetchOptions ) {
			const next = jest.fn( ( passed: APIFetchOptions ) =>
				Promise.resolve( passed )
			);
			middleware( options, next );
			return next.mock.calls[ 0 ]![ 0 ];
		}

		it( 'sends rueda/v1 requests to the root with the WordPress nonce', () => {
			const sent = run( { path: '/rueda/v1/account' } );
			expect( sent.url ).toBe(
				'https://tienda.test/wp-json/rueda/v1/account'
			);
			expect( sent.headers ).toEqual( { 'X-WP-Nonce': 'abc123' } );
		} );

		it( 'keeps a nonce the request already carries', () => {
			const sent = run( {
				path: 'rueda/v1/account',
				headers: { 'x-wp-nonce': 'fresh' },
			} );
			expect( sent.headers ).toEqual( { 'x-wp-nonce': 'fresh' } );
		} );

		it( 'leaves the Store API and other routes alone', () => {
			const options = { path: '/wc/store/v1/cart' };
			expect( run( options ) ).toBe( options );
		} );
	} );

	describe( 'isAccountApiPath', () => {
		it( 'recognises rueda/v1 paths only', () => {
			expect( isAccountApiPath( '/rueda/v1/account/orders' ) ).toBe(
				true
			);
			expect( isAccountApiPath( '/rueda/v10/x' ) ).toBe( false );
			expect( isAccountApiPath( undefined ) ).toBe( false );
		} );
	} );

	describe( 'getFieldErrors', () => {
		it( 'returns the messages of data.params by field', () => {
			expect(
				getFieldErrors(
					refusal( 'rest_invalid_param', 'Invalid', 400, {
						'billing.postcode': 'El código postal no es válido.',
					} )
				)
			).toEqual( {
				'billing.postcode': 'El código postal no es válido.',
			} );
		} );

		it( 'returns nothing for other refusals', () => {
			expect( getFieldErrors( null ) ).toEqual( {} );
			expect(
				getFieldErrors( refusal( 'rueda_wrong_password', 'No', 400 ) )
			).toEqual( {} );
		} );
	} );
} );
