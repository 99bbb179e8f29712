/**
 * The browser's plate rules against the table PHPUnit reads too
 * (tests/fixtures/plates.json).
 */
import fixture from '@rueda/fixtures/plates.json';
import { checkPlate, plateKey, plateMessage } from '..';

describe( 'checkPlate', () => {
	it.each( fixture.valid )(
		'accepts "$input" (foreign: $foreign) as $normalized',
		( { input, foreign, normalized, key } ) => {
			expect( checkPlate( input, foreign ) ).toEqual( {
				normalized,
				fault: null,
			} );
			expect( plateKey( normalized ) ).toBe( key );
		}
	);

	it.each( fixture.invalid )(
		'refuses "$input" (foreign: $foreign) as $fault',
		( { input, foreign, fault } ) => {
			expect( checkPlate( input, foreign ) ).toEqual( {
				normalized: '',
				fault,
			} );
		}
	);
} );

describe( 'plateMessage', () => {
	it( 'says nothing about a plate', () => {
		expect( plateMessage( checkPlate( '1234 BCD' ).fault ) ).toBe( '' );
	} );

	it( 'tells how Spanish plates are written and where foreign ones go', () => {
		const message = plateMessage( checkPlate( '1234 ABC' ).fault );
		expect( message ).toContain( '1234 BCD' );
		expect( message ).toContain( 'M-1234-AB' );
		expect( message ).toContain( 'Foreign plate' );
	} );

	it( 'gives the length of a foreign plate', () => {
		expect( plateMessage( checkPlate( 'A', true ).fault ) ).toContain(
			'2 to 15'
		);
	} );

	it( 'asks for a missing plate', () => {
		expect( plateMessage( checkPlate( ' ' ).fault ) ).toContain(
			'number plate'
		);
	} );
} );
