/**
 * The page's countries and states, from its shop settings.
 */
import { getShopSettings } from '@rueda/runtime';

import { parseShopSettings } from '@rueda/shared/settings/shop-settings';
import { shopSettings } from '@rueda/shared/settings/test/fixtures';
import { SETTINGS } from '@rueda/shared/address/test/fixtures';
import { getAddressSettings } from '../settings';

jest.mock( '@rueda/runtime', () => ( { getShopSettings: jest.fn() } ) );

describe( 'getAddressSettings', () => {
	const mocked = jest.mocked( getShopSettings );

	function shop() {
		const settings = parseShopSettings( shopSettings() );
		if ( ! settings ) {
			throw new Error( 'Invalid fixture' );
		}
		return settings;
	}

	it( 'reads the checkout key of the shop settings once per settings object', () => {
		const withCheckout = { ...shop(), checkout: SETTINGS };
		mocked.mockReturnValue( withCheckout );
		const first = getAddressSettings();
		expect( first ).toEqual( SETTINGS );
		expect( getAddressSettings() ).toBe( first );
	} );

	it( 'is empty while the server sends no checkout settings', () => {
		mocked.mockReturnValue( shop() );
		expect( getAddressSettings().countries ).toEqual( {} );
	} );
} );
