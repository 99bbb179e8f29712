/**
 * The fitting screen's helpers: a band's rims as owners read them, rim sizes
 * typed in a field and the price of a band per tyre.
 */
import { describeRims, parseRim, pricePerTyre } from '../bands';

describe( 'describeRims', () => {
	it.each( [
		[ null, 16, 'Rims up to 16"' ],
		[ 17, 18, '17" to 18" rims' ],
		[ 19, null, 'Rims of 19" and up' ],
		[ 15, 15, '15" rims' ],
		[ null, null, 'Every rim size' ],
		[ 'x', 18, 'Rims up to 18"' ],
	] )( 'reads %p to %p as %s', ( min, max, text ) => {
		expect( describeRims( { rim_min: min, rim_max: max } ) ).toBe( text );
	} );
} );

describe( 'parseRim', () => {
	it( 'reads whole inches, an empty field as an open end, anything else as typed', () => {
		expect( parseRim( ' 16 ' ) ).toBe( 16 );
		expect( parseRim( '' ) ).toBeNull();
		expect( parseRim( '16,5' ) ).toBe( '16,5' );
		expect( parseRim( 'R17' ) ).toBe( 'R17' );
	} );
} );

describe( 'pricePerTyre', () => {
	it( 'adds the services’ prices, unless one is not an amount', () => {
		expect(
			pricePerTyre( [
				{ id: 5, price: 1200 },
				{ id: 7, price: 800 },
			] )
		).toBe( 2000 );
		expect( pricePerTyre( [] ) ).toBe( 0 );
		expect(
			pricePerTyre( [
				{ id: 5, price: 1200 },
				{ id: 7, price: '8,0x' },
			] )
		).toBeNull();
	} );
} );
