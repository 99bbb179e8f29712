/**
 * Selectors of the rueda/products store.
 */
import { DEFAULT_STATE } from '../reducer';
import * as selectors from '../selectors';
import type { ProductsState } from '../types';

function stateWith( filters: Partial< ProductsState[ 'filters' ] > ) {
	return {
		...DEFAULT_STATE,
		filters: { ...DEFAULT_STATE.filters, ...filters },
	};
}

describe( 'selectors', () => {
	describe( 'getAttributeTerms', () => {
		it( 'returns one shared empty list for unknown attributes', () => {
			expect( selectors.getAttributeTerms( DEFAULT_STATE, 4 ) ).toEqual(
				[]
			);
			expect( selectors.getAttributeTerms( DEFAULT_STATE, 4 ) ).toBe(
				selectors.getAttributeTerms( { ...DEFAULT_STATE }, 9 )
			);
		} );
	} );

	describe( 'getSelectedTerms', () => {
		it( 'returns the chosen slugs of one attribute', () => {
			const state = stateWith( {
				attributes: { rueda_pa_rim: [ '16', '17' ] },
			} );
			expect(
				selectors.getSelectedTerms( state, 'rueda_pa_rim' )
			).toEqual( [ '16', '17' ] );
			expect(
				selectors.getSelectedTerms( state, 'rueda_pa_width' )
			).toBe(
				selectors.getSelectedTerms( DEFAULT_STATE, 'rueda_pa_brand' )
			);
		} );
	} );

	describe( 'getActiveFilterCount', () => {
		it( 'counts chosen terms, stock statuses and the size, not the search', () => {
			expect( selectors.getActiveFilterCount( DEFAULT_STATE ) ).toBe( 0 );
			expect(
				selectors.getActiveFilterCount(
					stateWith( {
						attributes: {
							rueda_pa_rim: [ 'r16', 'r17' ],
							rueda_pa_brand: [],
						},
						stockStatus: [ 'instock' ],
						tyreSize: '205/55 R16',
						search: 'Pilot',
					} )
				)
			).toBe( 4 );
		} );
	} );

	describe( 'hasActiveFilters', () => {
		it( 'is true with a search alone', () => {
			expect(
				selectors.hasActiveFilters( stateWith( { search: 'Pilot' } ) )
			).toBe( true );
		} );

		it( 'is true with a size alone', () => {
			expect(
				selectors.hasActiveFilters(
					stateWith( { tyreSize: '205/55 R16' } )
				)
			).toBe( true );
		} );

		it( 'is false without chosen terms or stock statuses', () => {
			expect( selectors.hasActiveFilters( DEFAULT_STATE ) ).toBe( false );
			expect(
				selectors.hasActiveFilters(
					stateWith( { attributes: { rueda_pa_rim: [] } } )
				)
			).toBe( false );
		} );

		it( 'is true with either', () => {
			expect(
				selectors.hasActiveFilters(
					stateWith( { attributes: { rueda_pa_rim: [ '16' ] } } )
				)
			).toBe( true );
			expect(
				selectors.hasActiveFilters(
					stateWith( { stockStatus: [ 'onbackorder' ] } )
				)
			).toBe( true );
		} );
	} );
} );
