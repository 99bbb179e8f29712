/**
 * Address validation: every rule and message of spec section 5.
 */
import { getAddressFields } from '../locales';
import type { Address, AddressField, AddressFieldKey } from '../types';
import {
	CHECKBOX_CHECKED,
	changeCountry,
	clearHiddenFields,
	isAddressComplete,
	normalizeFieldValue,
	validateAddress,
	validateField,
} from '../validation';
import { SETTINGS, billingAddress, shippingAddress } from './fixtures';

function fieldsFor(
	country: string,
	type: 'billing' | 'shipping' = 'billing'
) {
	return getAddressFields( country, type, { settings: SETTINGS } );
}

function field(
	key: AddressFieldKey,
	country = 'ES',
	type: 'billing' | 'shipping' = 'billing'
): AddressField {
	const found = fieldsFor( country, type ).find(
		( candidate ) => candidate.key === key
	);
	if ( ! found ) {
		throw new Error( `No ${ key } field` );
	}
	return found;
}

describe( 'validateAddress', () => {
	it( 'accepts a complete Spanish address', () => {
		expect(
			validateAddress( billingAddress(), fieldsFor( 'ES' ), 'billing' )
		).toEqual( {} );
	} );

	it( 'asks for each empty required field with its own message', () => {
		const errors = validateAddress(
			billingAddress( {
				email: '',
				first_name: '',
				last_name: ' ',
				address_1: '',
				city: '   ',
				postcode: '',
			} ),
			fieldsFor( 'ES' ),
			'billing'
		);
		expect( errors ).toEqual( {
			email: 'Please enter a valid email address.',
			first_name: 'Please enter your first name.',
			last_name: 'Please enter your last name.',
			address_1: 'Please enter your address.',
			city: 'Please enter your city.',
			postcode: 'Please enter a valid postcode.',
		} );
	} );

	it.each( [
		[ 'company', 'Please enter your company name.' ],
		[ 'address_2', 'Please enter your apartment, suite, etc.' ],
		[ 'phone', 'Please enter your phone number.' ],
	] as const )(
		'asks for %s with its own message when it is required',
		( key, message ) => {
			expect(
				validateField(
					{ ...field( key ), required: true },
					billingAddress( { [ key ]: '' } ),
					'billing'
				)
			).toBe( message );
		}
	);

	it( 'does not build messages from the field label', () => {
		expect(
			validateField(
				{ ...field( 'last_name' ), label: 'Apellidos' },
				billingAddress( { last_name: '' } ),
				'billing'
			)
		).toBe( 'Please enter your last name.' );
	} );

	it( 'does not check empty optional fields and checks filled ones', () => {
		const fields = fieldsFor( 'ES' );
		expect(
			validateAddress(
				billingAddress( { phone: '', company: '' } ),
				fields,
				'billing'
			)
		).toEqual( {} );
		expect(
			validateAddress(
				billingAddress( { phone: '12' } ),
				fields,
				'billing'
			)
		).toEqual( { phone: 'Please enter a valid phone number.' } );
	} );

	it( 'validates the trimmed value', () => {
		expect(
			validateAddress(
				billingAddress( {
					postcode: ' 28013  ',
					email: ' lucia@example.es ',
				} ),
				fieldsFor( 'ES' ),
				'billing'
			)
		).toEqual( {} );
	} );

	it( 'asks for the country when the required country is empty', () => {
		expect(
			validateField(
				field( 'country' ),
				billingAddress( {
					country: '',
					city: '',
					state: '',
					postcode: '',
				} ),
				'billing'
			)
		).toBe( 'Please select your country.' );
	} );

	it( 'asks to select a valid province for a value that is not among the options', () => {
		expect(
			validateField(
				field( 'state' ),
				billingAddress( { state: 'XX' } ),
				'billing'
			)
		).toBe( 'Please select a valid province.' );
	} );

	it( 'asks for the {state label} in lower case once a country is chosen', () => {
		expect(
			validateField(
				field( 'state' ),
				billingAddress( { state: '' } ),
				'billing'
			)
		).toBe( 'Please select a province.' );
		expect(
			validateField(
				field( 'state', 'US' ),
				billingAddress( { country: 'US', state: '' } ),
				'billing'
			)
		).toBe( 'Please select a state.' );
	} );

	it( 'asks for the country when city, state or postcode is set without one', () => {
		const country = field( 'country' );
		const noCountry = billingAddress( {
			country: '',
			city: '',
			state: '',
			postcode: '',
		} );
		for ( const key of [ 'city', 'state', 'postcode' ] as const ) {
			expect(
				validateField(
					country,
					{ ...noCountry, [ key ]: 'x' },
					'billing'
				)
			).toBe( 'Please select your country.' );
		}
		// Even when the country is optional.
		expect(
			validateField(
				{ ...country, required: false },
				{ ...noCountry, city: 'Madrid' },
				'billing'
			)
		).toBe( 'Please select your country.' );
		expect(
			validateField(
				{ ...country, required: false },
				noCountry,
				'billing'
			)
		).toBe( '' );
	} );

	it( 'refuses billing countries the shop does not sell to', () => {
		expect(
			validateField(
				field( 'country', 'IT' ),
				billingAddress( { country: 'IT', state: '' } ),
				'billing'
			)
		).toBe( 'Sorry, we do not allow orders from the selected country.' );
	} );

	it( 'refuses shipping countries the shop does not ship to', () => {
		// France is a billing country but not a shipping one.
		expect(
			validateField(
				field( 'country', 'FR', 'shipping' ),
				shippingAddress( { country: 'FR', state: '' } ),
				'shipping'
			)
		).toBe( 'Sorry, we do not ship orders to the selected country.' );
		expect(
			validateField(
				field( 'country', 'FR', 'billing' ),
				billingAddress( { country: 'FR', state: '' } ),
				'billing'
			)
		).toBe( '' );
	} );

	it( 'does not refuse countries when the settings list none', () => {
		const [ country ] = getAddressFields( 'IT', 'shipping', {
			settings: {
				countries: {},
				shippingCountries: {},
				states: {},
				defaultCountry: '',
				customerEmail: '',
			},
		} ).filter( ( candidate ) => candidate.key === 'country' );

		expect( country?.options ).toEqual( [] );
		expect(
			country &&
				validateField(
					country,
					shippingAddress( { country: 'IT', state: '' } ),
					'shipping'
				)
		).toBe( '' );
	} );

	it( 'checks the postcode against the country', () => {
		const postcode = field( 'postcode' );
		expect(
			validateField(
				postcode,
				billingAddress( { postcode: '99999' } ),
				'billing'
			)
		).toBe( 'Please enter a valid postcode.' );
		// The same postcode is revalidated when the country changes.
		expect(
			validateField(
				postcode,
				billingAddress( { country: 'PT', postcode: '99999' } ),
				'billing'
			)
		).toBe( '' );
		expect(
			validateField(
				postcode,
				billingAddress( { country: 'GB', postcode: '28013' } ),
				'billing'
			)
		).toBe( 'Please enter a valid postcode.' );
	} );

	it( 'checks the email', () => {
		expect(
			validateField(
				field( 'email' ),
				billingAddress( { email: 'lucia@example' } ),
				'billing'
			)
		).toBe( 'Please enter a valid email address.' );
		expect(
			validateField(
				field( 'email' ),
				billingAddress( { email: '' } ),
				'billing'
			)
		).toBe( 'Please enter a valid email address.' );
	} );

	it( 'reports a pattern failure with the field and the pattern', () => {
		const company = {
			...field( 'company' ),
			validation: { pattern: '[A-Z][A-Za-z ]+' },
		};
		expect(
			validateField(
				company,
				billingAddress( { company: 'taller sl' } ),
				'billing'
			)
		).toBe( 'Company must match the pattern [A-Z][A-Za-z ]+' );
		expect(
			validateField(
				company,
				billingAddress( { company: 'Taller SL' } ),
				'billing'
			)
		).toBe( '' );
	} );

	it( 'reports other rule failures as invalid', () => {
		const address2 = {
			...field( 'address_2' ),
			validation: { minLength: 2, maxLength: 5 },
		};
		expect(
			validateField(
				address2,
				billingAddress( { address_2: '1' } ),
				'billing'
			)
		).toBe( 'Apartment, suite, etc. is invalid' );
		expect(
			validateField(
				address2,
				billingAddress( { address_2: '3º izq.' } ),
				'billing'
			)
		).toBe( 'Apartment, suite, etc. is invalid' );
		expect(
			validateField(
				address2,
				billingAddress( { address_2: '3º B' } ),
				'billing'
			)
		).toBe( '' );
	} );

	it( "uses the field definition's own message for any failure", () => {
		const postcode = {
			...field( 'postcode' ),
			errorMessage: 'Escribe los 5 dígitos del código postal.',
		};
		for ( const value of [ '', '123' ] ) {
			expect(
				validateField(
					postcode,
					billingAddress( { postcode: value } ),
					'billing'
				)
			).toBe( 'Escribe los 5 dígitos del código postal.' );
		}
		expect( validateField( postcode, billingAddress(), 'billing' ) ).toBe(
			''
		);
	} );

	it( 'asks to check a required checkbox', () => {
		const consent: AddressField = {
			...field( 'company' ),
			type: 'checkbox',
			required: true,
		};
		expect(
			validateField(
				consent,
				billingAddress( { company: '' } ),
				'billing'
			)
		).toBe( 'Please check this box if you want to proceed.' );
		expect(
			validateField(
				consent,
				billingAddress( { company: CHECKBOX_CHECKED } ),
				'billing'
			)
		).toBe( '' );
	} );

	it( 'never validates hidden fields, which are never required', () => {
		const state = field( 'state', 'FR' );
		expect(
			validateField(
				{ ...state, required: true },
				billingAddress( { country: 'FR', state: '' } ),
				'billing'
			)
		).toBe( '' );
		expect(
			validateAddress(
				billingAddress( { country: 'FR', state: 'nonsense' } ),
				fieldsFor( 'FR' ),
				'billing'
			)
		).toEqual( {} );
	} );

	it( 'follows conditional rules evaluated against the address', () => {
		const phone: AddressField = {
			...field( 'phone' ),
			required: ( address: Readonly< Address > ) =>
				address.company !== '',
		};
		expect(
			validateField( phone, billingAddress( { phone: '' } ), 'billing' )
		).toBe( '' );
		expect(
			validateField(
				phone,
				billingAddress( { phone: '', company: 'Talleres Ruiz' } ),
				'billing'
			)
		).toBe( 'Please enter your phone number.' );
	} );
} );

describe( 'normalizeFieldValue', () => {
	it( 'upper-cases postcodes and trims their start only', () => {
		expect( normalizeFieldValue( 'postcode', '  sw1a 1aa' ) ).toBe(
			'SW1A 1AA'
		);
		expect( normalizeFieldValue( 'postcode', 'sw1a ' ) ).toBe( 'SW1A ' );
	} );

	it( 'keeps other values as typed, so spaces between words can be typed', () => {
		expect( normalizeFieldValue( 'address_1', 'Calle ' ) ).toBe( 'Calle ' );
	} );
} );

describe( 'clearHiddenFields', () => {
	it( 'blanks hidden fields', () => {
		const address = billingAddress( { country: 'FR', state: 'IDF' } );
		expect( clearHiddenFields( address, fieldsFor( 'FR' ) ) ).toEqual( {
			...address,
			state: '',
		} );
	} );

	it( 'returns the same address when nothing is hidden or filled', () => {
		const address = billingAddress();
		expect( clearHiddenFields( address, fieldsFor( 'ES' ) ) ).toBe(
			address
		);
		const french = billingAddress( { country: 'FR', state: '' } );
		expect( clearHiddenFields( french, fieldsFor( 'FR' ) ) ).toBe( french );
	} );
} );

describe( 'changeCountry', () => {
	it( 'resets state and postcode with a new country', () => {
		expect( changeCountry( shippingAddress(), 'PT' ) ).toEqual(
			shippingAddress( { country: 'PT', state: '', postcode: '' } )
		);
	} );

	it( 'keeps the address when the country stays', () => {
		const address = shippingAddress();
		expect( changeCountry( address, 'ES' ) ).toBe( address );
	} );
} );

describe( 'isAddressComplete', () => {
	it( 'needs a country', () => {
		expect(
			isAddressComplete(
				shippingAddress( { country: '' } ),
				fieldsFor( 'ES', 'shipping' )
			)
		).toBe( false );
	} );

	it( 'needs state, postcode and city when they are required and shown', () => {
		const fields = fieldsFor( 'ES', 'shipping' );
		expect( isAddressComplete( shippingAddress(), fields ) ).toBe( true );
		for ( const key of [ 'state', 'postcode', 'city' ] as const ) {
			expect(
				isAddressComplete( shippingAddress( { [ key ]: ' ' } ), fields )
			).toBe( false );
		}
	} );

	it( 'ignores the rest of the address', () => {
		expect(
			isAddressComplete(
				shippingAddress( { first_name: '', address_1: '' } ),
				fieldsFor( 'ES', 'shipping' )
			)
		).toBe( true );
	} );

	it( 'does not need hidden or optional fields', () => {
		// France hides the state.
		expect(
			isAddressComplete(
				shippingAddress( {
					country: 'FR',
					state: '',
					postcode: '75001',
					city: 'París',
				} ),
				fieldsFor( 'FR', 'shipping' )
			)
		).toBe( true );
		const optionalPostcode = fieldsFor( 'NL', 'shipping' ).map( ( item ) =>
			item.key === 'postcode' ? { ...item, required: false } : item
		);
		expect(
			isAddressComplete(
				shippingAddress( { country: 'NL', state: '', postcode: '' } ),
				optionalPostcode
			)
		).toBe( true );
	} );
} );
