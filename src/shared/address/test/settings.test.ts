/**
 * The countries and states of the checkout settings.
 */
import { countryHasStates, parseAddressSettings } from '../settings';
import { SETTINGS } from './fixtures';

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

describe( 'countryHasStates', () => {
	it( 'is true only for a non-empty list', () => {
		expect( countryHasStates( SETTINGS.states, 'ES' ) ).toBe( true );
		expect( countryHasStates( SETTINGS.states, 'PT' ) ).toBe( false );
		expect( countryHasStates( SETTINGS.states, 'FR' ) ).toBe( false );
	} );
} );
