/**
 * Default fields and their conditional rules.
 */
import {
	evaluateRule,
	getDefaultFields,
	getFieldLabel,
	isFieldHidden,
	isFieldRequired,
} from '../fields';
import { shippingAddress } from './fixtures';

describe( 'getDefaultFields', () => {
	it( 'defines the whole field set with its autofill tokens', () => {
		const fields = getDefaultFields();
		expect( Object.keys( fields ).sort() ).toEqual( [
			'address_1',
			'address_2',
			'city',
			'company',
			'country',
			'email',
			'first_name',
			'last_name',
			'phone',
			'postcode',
			'state',
		] );
		for ( const [ key, field ] of Object.entries( fields ) ) {
			expect( field.key ).toBe( key );
			expect( field.label ).not.toBe( '' );
			expect( field.optionalLabel ).toContain( '(optional)' );
			expect( field.autocomplete ).not.toBe( '' );
		}
		expect( fields.email.type ).toBe( 'email' );
		expect( fields.phone.type ).toBe( 'tel' );
		expect( fields.country.type ).toBe( 'select' );
	} );
} );

describe( 'evaluateRule', () => {
	const address = shippingAddress();

	it( 'reads fixed rules', () => {
		expect( evaluateRule( true, address ) ).toBe( true );
		expect( evaluateRule( false, address ) ).toBe( false );
	} );

	it( 'reads country lists against the address', () => {
		expect( evaluateRule( { country: [ 'ES', 'PT' ] }, address ) ).toBe(
			true
		);
		expect( evaluateRule( { country: [ 'PT' ] }, address ) ).toBe( false );
		expect( evaluateRule( { country: [] }, address ) ).toBe( false );
	} );

	it( 'runs predicates with the address', () => {
		const predicate = jest.fn( () => true );
		expect( evaluateRule( predicate, address ) ).toBe( true );
		expect( predicate ).toHaveBeenCalledWith( address );
	} );
} );

describe( 'isFieldRequired', () => {
	it( 'is false for hidden fields whatever the rule says', () => {
		const company = {
			...getDefaultFields().company,
			required: true,
			hidden: { country: [ 'ES' ] },
		};
		expect( isFieldHidden( company, shippingAddress() ) ).toBe( true );
		expect( isFieldRequired( company, shippingAddress() ) ).toBe( false );
		const portuguese = shippingAddress( { country: 'PT' } );
		expect( isFieldRequired( company, portuguese ) ).toBe( true );
		expect( getFieldLabel( company, portuguese ) ).toBe( 'Company' );
	} );
} );
