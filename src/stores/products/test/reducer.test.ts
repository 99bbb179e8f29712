/**
 * Reducer of the rueda/products store.
 */
import * as actions from '../actions';
import reducer, { DEFAULT_STATE } from '../reducer';
import { product } from './helpers';

describe( 'reducer', () => {
	describe( 'setFilters', () => {
		it( 'goes back to page 1 when a filter changes', () => {
			const onPage3 = reducer(
				DEFAULT_STATE,
				actions.setFilters( { page: 3 } )
			);
			expect( onPage3.filters.page ).toBe( 3 );

			const filtered = reducer(
				onPage3,
				actions.setFilters( { stockStatus: [ 'instock' ] } )
			);
			expect( filtered.filters ).toEqual( {
				...DEFAULT_STATE.filters,
				stockStatus: [ 'instock' ],
				page: 1,
			} );
		} );

		it( 'keeps pages whole and at least 1', () => {
			expect(
				reducer( DEFAULT_STATE, actions.setFilters( { page: 0 } ) )
					.filters.page
			).toBe( 1 );
			expect(
				reducer( DEFAULT_STATE, actions.setFilters( { page: 2.5 } ) )
					.filters.page
			).toBe( 2 );
		} );
	} );

	it( 'resetFilters clears the filters but keeps the category, the sort and the page size', () => {
		const state = reducer(
			DEFAULT_STATE,
			actions.setFilters( {
				perPage: 24,
				category: 'neumaticos',
				sort: 'price',
				search: 'Pilot',
				tyreSize: '205/55 R16',
				stockStatus: [ 'instock' ],
				attributes: { rueda_pa_rim: [ '16' ] },
			} )
		);
		expect( reducer( state, actions.resetFilters() ).filters ).toEqual( {
			...DEFAULT_STATE.filters,
			category: 'neumaticos',
			sort: 'price',
			perPage: 24,
		} );
	} );

	describe( 'replaceFilters', () => {
		it( 'sets every filter, the page included', () => {
			const filters = {
				...DEFAULT_STATE.filters,
				sort: 'rating' as const,
				search: 'Pilot',
				page: 3,
			};
			expect(
				reducer( DEFAULT_STATE, actions.replaceFilters( filters ) )
					.filters
			).toEqual( filters );
		} );

		it( 'keeps the page whole and at least 1', () => {
			expect(
				reducer(
					DEFAULT_STATE,
					actions.replaceFilters( {
						...DEFAULT_STATE.filters,
						page: Number.NaN,
					} )
				).filters.page
			).toBe( 1 );
		} );
	} );

	it( 'receiveProducts stores the page and clears an earlier error', () => {
		const failed = reducer(
			DEFAULT_STATE,
			actions.receiveProductsError( { code: 'x', message: 'y' } )
		);
		const state = reducer(
			failed,
			actions.receiveProducts( [ product() ], 30, 3 )
		);
		expect( state ).toMatchObject( {
			products: [ product() ],
			total: 30,
			totalPages: 3,
			hasLoaded: true,
			error: null,
		} );
	} );

	it( 'receiveAttributeTerms keeps the terms of each attribute', () => {
		const term = {
			id: 1,
			name: '16',
			slug: '16',
			description: '',
			parent: 0,
			count: 4,
		};
		const state = reducer(
			reducer(
				DEFAULT_STATE,
				actions.receiveAttributeTerms( 4, [ term ] )
			),
			actions.receiveAttributeTerms( 2, [] )
		);
		expect( state.attributeTerms ).toEqual( { 4: [ term ], 2: [] } );
	} );

	it( 'returns the same state for unknown actions', () => {
		expect(
			reducer( DEFAULT_STATE, {
				type: 'UNKNOWN',
			} as unknown as Parameters< typeof reducer >[ 1 ] )
		).toBe( DEFAULT_STATE );
	} );
} );
