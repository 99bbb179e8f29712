import { moveRow } from '../move-row';

describe( 'moveRow', () => {
	it( 'moves a row up or down and leaves the ends alone', () => {
		expect( moveRow( [ 'a', 'b', 'c' ], 2, 1 ) ).toEqual( [
			'a',
			'c',
			'b',
		] );
		expect( moveRow( [ 'a', 'b', 'c' ], 0, 1 ) ).toEqual( [
			'b',
			'a',
			'c',
		] );
		expect( moveRow( [ 'a', 'b', 'c' ], 0, -1 ) ).toEqual( [
			'a',
			'b',
			'c',
		] );
		expect( moveRow( [ 'a', 'b', 'c' ], 2, 3 ) ).toEqual( [
			'a',
			'b',
			'c',
		] );
	} );
} );
