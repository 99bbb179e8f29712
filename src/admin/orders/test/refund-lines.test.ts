import { linesTotal, unitsLeft, unitsValue } from '../refund-lines';
import type { RefundLine } from '../types';

const lines: RefundLine[] = [
	{ id: 1, quantity: 4, refunded: 0, total: 40000, fitted: true },
	{ id: 2, quantity: 3, refunded: 1, total: 1000, fitted: false },
];

describe( 'refund-lines', () => {
	describe( 'unitsValue', () => {
		it( 'values units so that parts add up to the line', () => {
			const parts = [ 0, 1, 2 ].map( ( already ) =>
				unitsValue( 1000, 3, already, 1 )
			);
			expect( parts ).toEqual( [ 333, 334, 333 ] );
			expect( parts.reduce( ( a, b ) => a + b ) ).toBe( 1000 );
		} );
	} );

	describe( 'unitsLeft', () => {
		it( 'subtracts the units refunded before', () => {
			expect(
				unitsLeft( {
					id: 2,
					quantity: 3,
					refunded: 1,
					total: 1000,
					fitted: false,
				} )
			).toBe( 2 );
		} );
	} );

	describe( 'linesTotal', () => {
		it( 'adds the chosen units of each line', () => {
			expect(
				linesTotal( lines, {
					1: { quantity: 1, restock: false },
					2: { quantity: 2, restock: true },
				} )
			).toBe( 10000 + 667 );
		} );

		it( 'never counts more units than are left, nor negative ones', () => {
			expect(
				linesTotal( lines, {
					1: { quantity: -3, restock: false },
					2: { quantity: 9, restock: true },
				} )
			).toBe( 667 );
		} );
	} );
} );
