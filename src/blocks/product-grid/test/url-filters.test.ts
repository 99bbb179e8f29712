import { getUrlAttributeFilters, SEASON_TAXONOMY } from '../url-filters';

describe( 'getUrlAttributeFilters', () => {
	it( 'selects the season named by ?temporada=', () => {
		expect( getUrlAttributeFilters( '?temporada=todo-tiempo' ) ).toEqual( {
			[ SEASON_TAXONOMY ]: [ 'todo-tiempo' ],
		} );
	} );

	it( 'ignores a missing or malformed season', () => {
		expect( getUrlAttributeFilters( '' ) ).toEqual( {} );
		expect( getUrlAttributeFilters( '?temporada=' ) ).toEqual( {} );
		expect( getUrlAttributeFilters( '?temporada=%3Cscript%3E' ) ).toEqual(
			{}
		);
		expect( getUrlAttributeFilters( '?orden=precio' ) ).toEqual( {} );
	} );
} );
