/**
 * Address field rules.
 */
import {
	fieldNameInMessage,
	isValidEmail,
	isValidPhone,
	isValidPostcode,
	normalizePostcode,
} from '../rules';

describe( 'isValidPostcode', () => {
	it.each( [
		[ '28001', 'ES', true ],
		[ '01001', 'ES', true ],
		[ '52001', 'ES', true ],
		[ '53001', 'ES', false ],
		[ '00001', 'ES', false ],
		[ '2800', 'ES', false ],
		[ '28 001', 'ES', false ],
		[ 'sw1a 1aa', 'GB', true ],
		[ 'BFPO 801', 'GB', true ],
		[ '1234 ab', 'NL', true ],
		[ '1234 SA', 'NL', false ],
		[ '110001', 'IN', true ],
		[ '100-0001', 'JP', true ],
		[ '71000', 'BA', true ],
		[ '12000', 'KH', false ],
		[ '9490', 'LI', true ],
		[ '14200', 'MN', true ],
		[ '10000', 'NI', true ],
		[ '1000', 'SI', true ],
		[ '0100', 'SI', false ],
		[ 'anything', 'FR', true ],
		[ '', 'ES', true ],
	] )( '%s in %s: %s', ( postcode, country, valid ) => {
		expect( isValidPostcode( postcode, country ) ).toBe( valid );
	} );

	it( 'trims the start and upper-cases before checking', () => {
		expect( normalizePostcode( '  sw1a 1aa ' ) ).toBe( 'SW1A 1AA ' );
		expect( isValidPostcode( '  28001', 'es' ) ).toBe( true );
	} );
} );

describe( 'isValidEmail', () => {
	it.each( [
		[ 'cliente@example.es', true ],
		[ ' cliente+taller@mail.example.com ', true ],
		[ 'a@b.c', false ],
		[ 'a@b.' + 'x'.repeat( 64 ), false ],
		[ 'a@b.' + 'x'.repeat( 63 ), true ],
		[ 'sin-arroba.example.es', false ],
		[ 'dos@@example.es', false ],
		[ '<script>@example.es', false ],
	] )( '%s: %s', ( email, valid ) => {
		expect( isValidEmail( email ) ).toBe( valid );
	} );
} );

describe( 'isValidPhone', () => {
	it.each( [
		[ '+34 912 345 678', true ],
		[ '912-345-678', true ],
		[ '12345', false ],
		[ '1234567890123456', false ],
		[ '++34912345678', false ],
		[ '91234567a', false ],
	] )( '%s: %s', ( phone, valid ) => {
		expect( isValidPhone( phone ) ).toBe( valid );
	} );
} );

describe( 'fieldNameInMessage', () => {
	it( 'lower-cases the label except in German, and falls back to "field"', () => {
		expect( fieldNameInMessage( 'Código postal', 'es_ES', 'campo' ) ).toBe(
			'código postal'
		);
		expect( fieldNameInMessage( 'Postleitzahl', 'de_DE', 'Feld' ) ).toBe(
			'Postleitzahl'
		);
		expect( fieldNameInMessage( '  ', 'es_ES', 'campo' ) ).toBe( 'campo' );
	} );
} );
