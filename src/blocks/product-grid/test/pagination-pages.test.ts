/**
 * Page numbers of the pagination.
 */
import { getPageItems } from '../pagination-pages';

describe( 'getPageItems', () => {
	it( 'lists every page when there are up to 7', () => {
		expect( getPageItems( 1, 1 ) ).toEqual( [ 1 ] );
		expect( getPageItems( 3, 7 ) ).toEqual( [ 1, 2, 3, 4, 5, 6, 7 ] );
		expect( getPageItems( 1, 0 ) ).toEqual( [] );
	} );

	it( 'shows first, last and the neighbours of the current page', () => {
		expect( getPageItems( 5, 10 ) ).toEqual( [
			1,
			'gap',
			4,
			5,
			6,
			'gap',
			10,
		] );
	} );

	it( 'leaves no gap next to the ends', () => {
		expect( getPageItems( 1, 10 ) ).toEqual( [ 1, 2, 'gap', 10 ] );
		expect( getPageItems( 9, 10 ) ).toEqual( [ 1, 'gap', 8, 9, 10 ] );
		expect( getPageItems( 3, 10 ) ).toEqual( [ 1, 2, 3, 4, 'gap', 10 ] );
	} );
} );
