/**
 * The quantity rules of spec section 5.
 */
import {
	DEFAULT_QUANTITY_LIMITS,
	getQuantityBounds,
	getQuantityLimits,
	normalizeQuantity,
	parseQuantity,
} from '../quantity';

const limits = ( overrides = {} ) =>
	getQuantityLimits( { ...DEFAULT_QUANTITY_LIMITS, ...overrides } );

describe( 'getQuantityLimits', () => {
	it( 'defaults to 1, 99 and 1, editable', () => {
		expect( getQuantityLimits() ).toEqual( {
			minimum: 1,
			maximum: 99,
			multiple_of: 1,
			editable: true,
		} );
	} );

	it( 'fills only what is absent or unusable', () => {
		expect(
			getQuantityLimits( { maximum: 4, multiple_of: 0, minimum: -2 } )
		).toEqual( { minimum: 1, maximum: 4, multiple_of: 1, editable: true } );
	} );

	it( 'never lets the maximum fall below the minimum', () => {
		expect( getQuantityLimits( { minimum: 5, maximum: 2 } ).maximum ).toBe(
			5
		);
	} );

	it( 'keeps a non-editable flag', () => {
		expect( getQuantityLimits( { editable: false } ).editable ).toBe(
			false
		);
	} );
} );

describe( 'getQuantityBounds', () => {
	it( 'moves the limits inwards to multiples of the step', () => {
		expect(
			getQuantityBounds(
				limits( { minimum: 1, maximum: 9, multiple_of: 2 } )
			)
		).toEqual( { low: 2, high: 8 } );
	} );
} );

describe( 'normalizeQuantity', () => {
	it( 'clamps to the minimum and maximum', () => {
		expect( normalizeQuantity( 0, limits() ) ).toBe( 1 );
		expect( normalizeQuantity( 150, limits() ) ).toBe( 99 );
		expect( normalizeQuantity( 4, limits( { maximum: 4 } ) ) ).toBe( 4 );
	} );

	it( 'snaps down to a multiple of the step', () => {
		expect( normalizeQuantity( 5, limits( { multiple_of: 2 } ) ) ).toBe(
			4
		);
		expect( normalizeQuantity( 1, limits( { multiple_of: 4 } ) ) ).toBe(
			4
		);
	} );

	it( 'drops fractions', () => {
		expect( normalizeQuantity( 2.7, limits() ) ).toBe( 2 );
	} );
} );

describe( 'parseQuantity', () => {
	it( 'reverts text that is not a number to the current quantity', () => {
		expect( parseQuantity( 'abc', 3, limits() ) ).toBe( 3 );
		expect( parseQuantity( '', 3, limits() ) ).toBe( 3 );
		expect( parseQuantity( '   ', 3, limits() ) ).toBe( 3 );
	} );

	it( 'normalizes numbers', () => {
		expect( parseQuantity( ' 7 ', 3, limits() ) ).toBe( 7 );
		expect( parseQuantity( '-4', 3, limits() ) ).toBe( 1 );
		expect( parseQuantity( '1000', 3, limits() ) ).toBe( 99 );
	} );
} );
