/**
 * The browser's tax id rules against the table PHPUnit reads too
 * (tests/fixtures/tax-ids.json).
 */
import fixture from '@rueda/fixtures/tax-ids.json';
import { checkTaxId, normalizeTaxId, taxIdMessage } from '..';

describe( 'checkTaxId', () => {
	it.each( fixture.valid )(
		'accepts $input as the $kind $normalized',
		( { input, normalized, kind } ) => {
			expect( checkTaxId( input ) ).toEqual( {
				normalized,
				kind,
				fault: null,
			} );
		}
	);

	it.each( fixture.invalid )(
		'refuses "$input" ($fault)',
		( { input, fault } ) => {
			expect( checkTaxId( input ).fault ).toBe( fault );
		}
	);
} );

describe( 'normalizeTaxId', () => {
	it( 'keeps an E that starts a 9-character CIF', () => {
		expect( normalizeTaxId( 'E12345674' ) ).toBe( 'E12345674' );
	} );
} );

describe( 'taxIdMessage', () => {
	it( 'says nothing about a valid id', () => {
		expect( taxIdMessage( checkTaxId( 'B12345674' ) ) ).toBe( '' );
	} );

	it( 'points at the control letter of a DNI and the last character of a CIF', () => {
		expect( taxIdMessage( checkTaxId( '12345678A' ) ) ).toContain(
			'control letter'
		);
		expect( taxIdMessage( checkTaxId( 'B12345675' ) ) ).toContain(
			'last character'
		);
	} );

	it( 'gives an example when the shape is wrong, and asks when empty', () => {
		expect( taxIdMessage( checkTaxId( '1234' ) ) ).toContain( '12345678Z' );
		expect( taxIdMessage( checkTaxId( '' ) ) ).toContain(
			'the invoice is made out to'
		);
	} );
} );
