/**
 * getAddressFields: defaults merged with the country's locale and overrides.
 */
import { getFieldLabel, isFieldHidden, isFieldRequired } from '../fields';
import { getAddressFields } from '../locales';
import type { AddressField, AddressFieldKey } from '../types';
import { SETTINGS, shippingAddress } from './fixtures';

function byKey( fields: AddressField[], key: AddressFieldKey ): AddressField {
	const field = fields.find( ( candidate ) => candidate.key === key );
	if ( ! field ) {
		throw new Error( `No ${ key } field` );
	}
	return field;
}

function keys( fields: AddressField[] ): AddressFieldKey[] {
	return fields.map( ( field ) => field.key );
}

describe( 'getAddressFields', () => {
	it( 'gives billing forms the email and shipping forms not', () => {
		expect(
			keys( getAddressFields( 'FR', 'billing', { settings: SETTINGS } ) )
		).toContain( 'email' );
		expect(
			keys( getAddressFields( 'FR', 'shipping', { settings: SETTINGS } ) )
		).not.toContain( 'email' );
	} );

	it( 'sorts by index; the default order has the postcode after the city', () => {
		const fields = getAddressFields( 'GB', 'billing', {
			settings: SETTINGS,
		} );
		expect( keys( fields ) ).toEqual( [
			'email',
			'first_name',
			'last_name',
			'company',
			'country',
			'address_1',
			'address_2',
			'city',
			'state',
			'postcode',
			'phone',
		] );
		const indexes = fields.map( ( field ) => field.index );
		expect( indexes ).toEqual( [ ...indexes ].sort( ( a, b ) => a - b ) );
	} );

	it( 'puts the postcode before the city in Spain and labels the state Province', () => {
		const fields = getAddressFields( 'ES', 'shipping', {
			settings: SETTINGS,
		} );
		const order = keys( fields );
		expect( order.indexOf( 'postcode' ) ).toBeLessThan(
			order.indexOf( 'city' )
		);
		const state = byKey( fields, 'state' );
		expect( state.label ).toBe( 'Province' );
		expect( state.type ).toBe( 'select' );
		expect( state.options ).toEqual( [
			{ value: 'M', label: 'Madrid' },
			{ value: 'B', label: 'Barcelona' },
			{ value: 'GC', label: 'Las Palmas' },
		] );
		expect( isFieldRequired( state, shippingAddress() ) ).toBe( true );
	} );

	it( 'requires the Spanish province even without a list of provinces', () => {
		const state = byKey(
			getAddressFields( 'ES', 'shipping', {
				settings: { ...SETTINGS, states: {} },
			} ),
			'state'
		);
		expect( state.type ).toBe( 'text' );
		expect( isFieldRequired( state, shippingAddress() ) ).toBe( true );
	} );

	it( 'labels the Italian state Province, required only with a list', () => {
		const address = shippingAddress( { country: 'IT', state: '' } );
		const state = byKey(
			getAddressFields( 'IT', 'billing', { settings: SETTINGS } ),
			'state'
		);
		expect( getFieldLabel( state, address ) ).toBe( 'Province (optional)' );
		const listed = byKey(
			getAddressFields( 'IT', 'billing', {
				settings: { ...SETTINGS, states: { IT: { RM: 'Roma' } } },
			} ),
			'state'
		);
		expect( getFieldLabel( listed, address ) ).toBe( 'Province' );
	} );

	it( 'labels the US state State and the postcode ZIP Code', () => {
		const fields = getAddressFields( 'US', 'billing', {
			settings: SETTINGS,
		} );
		const address = shippingAddress( { country: 'US', state: '' } );
		const state = byKey( fields, 'state' );
		expect( getFieldLabel( state, address ) ).toBe( 'State' );
		expect( isFieldRequired( state, address ) ).toBe( true );
		expect( byKey( fields, 'postcode' ).label ).toBe( 'ZIP Code' );
	} );

	it( 'makes the British county optional and the postcode a Postcode', () => {
		const fields = getAddressFields( 'GB', 'billing', {
			settings: SETTINGS,
		} );
		const address = shippingAddress( { country: 'GB', state: '' } );
		expect( getFieldLabel( byKey( fields, 'state' ), address ) ).toBe(
			'County (optional)'
		);
		expect( byKey( fields, 'postcode' ).label ).toBe( 'Postcode' );
	} );

	it.each( [ 'PT', 'FR', 'DE' ] )(
		'hides the state in %s and moves the postcode before the city',
		( country ) => {
			const fields = getAddressFields( country, 'billing', {
				settings: SETTINGS,
			} );
			const address = shippingAddress( { country } );
			const state = byKey( fields, 'state' );
			expect( isFieldHidden( state, address ) ).toBe( true );
			expect( isFieldRequired( state, address ) ).toBe( false );
			expect( byKey( fields, 'postcode' ).index ).toBeLessThan(
				byKey( fields, 'city' ).index
			);
		}
	);

	it( 'requires the state elsewhere only when the country has states', () => {
		const address = shippingAddress( { country: 'NL', state: '' } );
		const state = byKey(
			getAddressFields( 'NL', 'billing', { settings: SETTINGS } ),
			'state'
		);
		expect( state.type ).toBe( 'text' );
		expect( state.label ).toBe( 'State/County' );
		expect( isFieldRequired( state, address ) ).toBe( false );
		expect( getFieldLabel( state, address ) ).toBe(
			'State/County (optional)'
		);
		// The rule reads the address, so it still holds after a country change.
		expect( isFieldRequired( state, { ...address, country: 'US' } ) ).toBe(
			true
		);

		const withProvinces = byKey(
			getAddressFields( 'NL', 'billing', {
				settings: {
					...SETTINGS,
					states: { NL: { DR: 'Drenthe' } },
				},
			} ),
			'state'
		);
		expect( withProvinces.type ).toBe( 'select' );
		expect( isFieldRequired( withProvinces, address ) ).toBe( true );
	} );

	it( 'keeps company, apartment and phone optional and the rest required', () => {
		const fields = getAddressFields( 'ES', 'billing', {
			settings: SETTINGS,
		} );
		const address = shippingAddress();
		const optional = fields
			.filter( ( field ) => ! isFieldRequired( field, address ) )
			.map( ( field ) => field.key );
		expect( optional.sort() ).toEqual( [
			'address_2',
			'company',
			'phone',
		] );
		expect( getFieldLabel( byKey( fields, 'company' ), address ) ).toBe(
			'Company (optional)'
		);
		expect( getFieldLabel( byKey( fields, 'first_name' ), address ) ).toBe(
			'First name'
		);
	} );

	it( 'offers billing countries to billing and shipping countries to shipping', () => {
		const values = ( type: 'billing' | 'shipping' ) =>
			byKey(
				getAddressFields( 'ES', type, { settings: SETTINGS } ),
				'country'
			).options?.map( ( option ) => option.value );
		expect( values( 'billing' ) ).toEqual( [ 'DE', 'ES', 'FR', 'PT' ] );
		expect( values( 'shipping' ) ).toEqual( [ 'ES', 'PT' ] );
	} );

	it( 'applies overrides last, over the locale', () => {
		const fields = getAddressFields( 'ES', 'billing', {
			settings: SETTINGS,
			overrides: {
				phone: { required: true },
				state: { label: 'Provincia o isla' },
				company: { hidden: { country: [ 'ES' ] } },
			},
		} );
		const address = shippingAddress();
		expect( isFieldRequired( byKey( fields, 'phone' ), address ) ).toBe(
			true
		);
		expect( byKey( fields, 'state' ).label ).toBe( 'Provincia o isla' );
		expect( isFieldHidden( byKey( fields, 'company' ), address ) ).toBe(
			true
		);
		expect(
			isFieldHidden( byKey( fields, 'company' ), {
				...address,
				country: 'PT',
			} )
		).toBe( false );
	} );
} );
