/**
 * The countries and states of the checkout settings.
 */
import { getShopSettings } from '@rueda/runtime';

import { parseShopSettings } from '../../runtime/settings';
import { shopSettings } from '../../runtime/test/fixtures';
import {
	countryHasStates,
	getAddressSettings,
	parseAddressSettings,
} from '../settings';
import { SETTINGS } from './fixtures';

jest.mock( '@rueda/runtime', () => ( { getShopSettings: jest.fn() } ) );

describe( 'parseAddressSettings', () => {
	it( 'reads countries, shipping countries and states', () => {
		expect(
			parseAddressSettings( { ...SETTINGS, allowsGuest: true } )
		).toEqual( SETTINGS );
	} );

	it( 'drops malformed entries and defaults to empty lists', () => {
		expect(
			parseAddressSettings( {
				countries: { ES: 'España', XX: 4 },
				shippingCountries: [ 'ES' ],
				states: { ES: { M: 'Madrid', B: null }, PT: 'none' },
			} )
		).toEqual( {
			countries: { ES: 'España' },
			shippingCountries: {},
			states: { ES: { M: 'Madrid' }, PT: {} },
			defaultCountry: '',
			customerEmail: '',
		} );
		expect( parseAddressSettings( undefined ) ).toEqual( {
			countries: {},
			shippingCountries: {},
			states: {},
			defaultCountry: '',
			customerEmail: '',
		} );
	} );
} );

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

describe( 'countryHasStates', () => {
	it( 'is true only for a non-empty list', () => {
		expect( countryHasStates( SETTINGS.states, 'ES' ) ).toBe( true );
		expect( countryHasStates( SETTINGS.states, 'PT' ) ).toBe( false );
		expect( countryHasStates( SETTINGS.states, 'FR' ) ).toBe( false );
	} );
} );
