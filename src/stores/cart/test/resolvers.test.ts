/**
 * Resolver of getCartData: the first read loads the cart, from the page's
 * preloaded answer when there is one.
 */
import { createRegistry } from '@wordpress/data';

import { configureApiFetch } from '../../../shared/api';
import { cartResponse } from '../../../shared/api/test/fixtures';
import { jsonResponse, mockFetch } from '../../../shared/api/test/fetch-mock';
import { store } from '..';
import { setUpCartStore } from './helpers';

describe( 'resolvers', () => {
	describe( 'getCartData', () => {
		it( 'fetches the cart on first read, once', async () => {
			const cartStore = setUpCartStore();
			const cart = cartResponse();
			const { requests } = mockFetch( () => jsonResponse( cart ) );

			const resolved = await cartStore.registry
				.resolveSelect( store )
				.getCartData();
			cartStore.select().getCartData();

			expect( resolved ).toEqual( cart );
			expect( requests ).toHaveLength( 1 );
			cartStore.api.unregister();
		} );

		it( 'fetches nothing when the store already has a cart', async () => {
			const cartStore = setUpCartStore();
			const { requests } = mockFetch( () =>
				jsonResponse( cartResponse() )
			);
			await cartStore.dispatch().receiveCart( cartResponse(), 'h' );

			await cartStore.registry.resolveSelect( store ).getCartData();

			expect( requests ).toHaveLength( 0 );
			cartStore.api.unregister();
		} );

		it( 'uses the preloaded cart without a request', async () => {
			const registry = createRegistry();
			registry.register( store );
			const cart = cartResponse( { items_count: 3 } );
			const api = configureApiFetch( {
				root: 'https://example.com/wp-json/',
				nonce: 'n',
				preloaded: {
					'/wc/store/v1/cart': {
						body: cart,
						headers: { 'Cart-Hash': 'preloaded-hash' },
					},
				},
			} );
			const { requests } = mockFetch( () =>
				jsonResponse( cartResponse() )
			);

			await registry.resolveSelect( store ).getCartData();

			expect( requests ).toHaveLength( 0 );
			expect( registry.select( store ).getCartData() ).toEqual( cart );
			expect( registry.select( store ).getCartHash() ).toBe(
				'preloaded-hash'
			);
			api.unregister();
		} );
	} );
} );
