/**
 * startShop: one configuration per page, with the preloaded cart.
 */
import { resolveSelect } from '@wordpress/data';

import { cartResponse } from '../../shared/api/test/fixtures';
import { jsonResponse, mockFetch } from '../../shared/api/test/fetch-mock';
import { cartStore, getShopSettings, startShop } from '..';
import {
	printShopSettings,
	shopSettings,
} from '../../shared/settings/test/fixtures';

describe( 'startShop', () => {
	it( 'fails loudly without settings', () => {
		expect( () => startShop() ).toThrow( '#rueda-shop-settings' );
	} );

	it( 'configures the shop once and answers the cart from the preload', async () => {
		const cart = cartResponse( { items_count: 5 } );
		printShopSettings(
			shopSettings( {
				preloaded: {
					'/wc/store/v1/cart': {
						body: cart,
						headers: { 'Cart-Hash': 'hash-1' },
					},
				},
			} )
		);
		const { requests } = mockFetch( () => jsonResponse( cartResponse() ) );

		const settings = startShop();
		expect( startShop() ).toBe( settings );
		expect( getShopSettings() ).toBe( settings );
		expect( settings.links.checkout ).toBe(
			'https://example.com/finalizar-compra/'
		);

		await expect(
			resolveSelect( cartStore ).getCartData()
		).resolves.toEqual( cart );
		expect( requests ).toHaveLength( 0 );
	} );
} );
