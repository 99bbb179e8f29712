import { move, removeAt, replaceAt } from '../list';

describe( 'list edits', () => {
	const list = [ { n: 'a' }, { n: 'b' }, { n: 'c' } ];

	it( 'moves an entry up or down, not past the ends', () => {
		expect( move( list, 1, -1 ).map( ( i ) => i.n ) ).toEqual( [
			'b',
			'a',
			'c',
		] );
		expect( move( list, 1, 1 ).map( ( i ) => i.n ) ).toEqual( [
			'a',
			'c',
			'b',
		] );
		expect( move( list, 0, -1 ) ).toEqual( list );
		expect( move( list, 2, 1 ) ).toEqual( list );
	} );

	it( 'replaces and removes without touching the original', () => {
		expect( replaceAt( list, 2, { n: 'z' } )[ 2 ] ).toEqual( { n: 'z' } );
		expect( removeAt( list, 0 ).map( ( i ) => i.n ) ).toEqual( [
			'b',
			'c',
		] );
		expect( list.map( ( i ) => i.n ) ).toEqual( [ 'a', 'b', 'c' ] );
	} );
} );
