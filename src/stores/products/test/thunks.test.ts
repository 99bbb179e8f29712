/**
 * Thunks of the rueda/products store against the real api-fetch and registry,
 * with only `window.fetch` mocked.
 */
import {
	deferred,
	jsonResponse,
	mockFetch,
} from '../../../shared/api/test/fetch-mock';
import { store } from '..';
import { product, requestOf, setUpProductsStore } from './helpers';

const TERMS = [
	{ id: 31, name: '15', slug: '15', description: '', parent: 0, count: 6 },
	{ id: 32, name: '16', slug: '16', description: '', parent: 0, count: 9 },
];

function listing( products = [ product() ], total = '1', pages = '1' ) {
	return jsonResponse( products, {
		headers: { 'X-WP-Total': total, 'X-WP-TotalPages': pages },
	} );
}

describe( 'thunks', () => {
	let productsStore: ReturnType< typeof setUpProductsStore >;

	beforeEach( () => {
		productsStore = setUpProductsStore();
	} );

	afterEach( () => {
		productsStore.api.unregister();
	} );

	describe( 'fetchProducts', () => {
		it( 'loads the products of the current filters with the paging totals', async () => {
			const { requests } = mockFetch( () =>
				listing( [ product() ], '30', '3' )
			);

			const pending = productsStore.dispatch().fetchProducts();
			expect( productsStore.select().isLoadingProducts() ).toBe( true );
			await pending;

			expect( requestOf( requests[ 0 ]?.url ?? '' ).route ).toBe(
				'/wc/store/v1/products'
			);
			expect( productsStore.select().getProducts() ).toEqual( [
				product(),
			] );
			expect( productsStore.select().getTotalProducts() ).toBe( 30 );
			expect( productsStore.select().getTotalPages() ).toBe( 3 );
			expect( productsStore.select().isLoadingProducts() ).toBe( false );
		} );

		it( 'records and rethrows a failure', async () => {
			const failure = {
				code: 'rest_invalid_param',
				message: 'Parámetro no válido: attributes',
				data: { status: 400 },
			};
			mockFetch( () => jsonResponse( failure, { status: 400 } ) );

			await expect(
				productsStore.dispatch().fetchProducts()
			).rejects.toMatchObject( { code: 'rest_invalid_param' } );
			expect( productsStore.select().getProductsError() ).toMatchObject( {
				message: 'Parámetro no válido: attributes',
			} );
			expect( productsStore.select().isLoadingProducts() ).toBe( false );
		} );

		it( 'lets a newer listing win over a slower older one', async () => {
			const slow = deferred< Response >();
			const answers = [
				slow.promise,
				listing( [ product( { id: 2 } ) ] ),
			];
			mockFetch( () => answers.shift() ?? listing() );

			const older = productsStore.dispatch().fetchProducts();
			const newer = productsStore.dispatch().fetchProducts();
			await newer;
			slow.resolve( listing( [ product( { id: 1 } ) ] ) );
			await older;

			expect(
				productsStore
					.select()
					.getProducts()
					.map( ( { id } ) => id )
			).toEqual( [ 2 ] );
			expect( productsStore.select().isLoadingProducts() ).toBe( false );
		} );
	} );

	describe( 'filter actions', () => {
		it( 'toggleAttributeTerm adds and removes a term and fetches', async () => {
			const { requests } = mockFetch( () => listing() );

			await productsStore
				.dispatch()
				.toggleAttributeTerm( 'rueda_pa_rim', '16' );
			expect(
				productsStore.select().getSelectedTerms( 'rueda_pa_rim' )
			).toEqual( [ '16' ] );
			expect(
				requestOf( requests[ 0 ]?.url ?? '' ).query.get(
					'attributes[0][slug][0]'
				)
			).toBe( '16' );

			await productsStore
				.dispatch()
				.toggleAttributeTerm( 'rueda_pa_rim', '16' );
			expect(
				productsStore.select().getSelectedTerms( 'rueda_pa_rim' )
			).toEqual( [] );
			expect(
				requestOf( requests[ 1 ]?.url ?? '' ).query.has(
					'attributes[0][attribute]'
				)
			).toBe( false );
		} );

		it( 'toggleStockStatus filters by stock and goes back to page 1', async () => {
			const { requests } = mockFetch( () => listing() );

			await productsStore.dispatch().goToPage( 3 );
			await productsStore.dispatch().toggleStockStatus( 'instock' );

			const { query } = requestOf( requests[ 1 ]?.url ?? '' );
			expect( query.get( 'stock_status[0]' ) ).toBe( 'instock' );
			expect( query.get( 'page' ) ).toBe( '1' );
		} );

		it( 'clearFilters drops every filter and fetches again', async () => {
			mockFetch( () => listing() );
			await productsStore
				.dispatch()
				.updateFilters( { stockStatus: [ 'outofstock' ] } );

			await productsStore.dispatch().clearFilters();

			expect( productsStore.select().hasActiveFilters() ).toBe( false );
		} );
	} );

	describe( 'updateFilters', () => {
		it( 'sends the size, the search, the category and the sort', async () => {
			const { requests } = mockFetch( () => listing() );

			await productsStore.dispatch().updateFilters( {
				tyreSize: '205/55 R16',
				search: 'Michelin',
				category: 'neumaticos',
				sort: 'price-desc',
			} );

			const { query } = requestOf( requests[ 0 ]?.url ?? '' );
			expect( query.get( 'tyre_size' ) ).toBe( '205/55 R16' );
			expect( query.get( 'search' ) ).toBe( 'Michelin' );
			expect( query.get( 'category' ) ).toBe( 'neumaticos' );
			expect( query.get( 'orderby' ) ).toBe( 'price' );
			expect( query.get( 'order' ) ).toBe( 'desc' );
		} );
	} );

	describe( 'applyFilters', () => {
		it( 'sets every filter, the page included, and fetches', async () => {
			const { requests } = mockFetch( () => listing() );
			const filters = {
				...productsStore.select().getFilters(),
				sort: 'fuel_class' as const,
				page: 3,
			};

			await productsStore.dispatch().applyFilters( filters );

			expect( productsStore.select().getFilters() ).toEqual( filters );
			const { query } = requestOf( requests[ 0 ]?.url ?? '' );
			expect( query.get( 'page' ) ).toBe( '3' );
			expect( query.get( 'orderby' ) ).toBe( 'fuel_class' );
		} );

		it( 'fetches nothing when the listing already shows these filters', async () => {
			const { requests } = mockFetch( () => listing() );
			await productsStore.dispatch().fetchProducts();

			await productsStore
				.dispatch()
				.applyFilters( { ...productsStore.select().getFilters() } );

			expect( requests ).toHaveLength( 1 );
		} );

		it( 'fetches again after a failure', async () => {
			const answers = [
				listing(),
				jsonResponse(
					{ code: 'x', message: 'y', data: { status: 500 } },
					{ status: 500 }
				),
			];
			const { requests } = mockFetch(
				() => answers.shift() ?? listing()
			);
			// Loaded once, then the same listing failed.
			await productsStore.dispatch().fetchProducts();
			await productsStore
				.dispatch()
				.fetchProducts()
				.catch( () => null );

			await productsStore
				.dispatch()
				.applyFilters( { ...productsStore.select().getFilters() } );

			expect( requests ).toHaveLength( 3 );
			expect( productsStore.select().getProductsError() ).toBeNull();
		} );
	} );

	describe( 'getAttributeTerms', () => {
		it( 'fetches the terms the first time they are read', async () => {
			const { requests } = mockFetch( () => jsonResponse( TERMS ) );

			expect(
				await productsStore.registry
					.resolveSelect( store )
					.getAttributeTerms( 4 )
			).toEqual( TERMS );
			await productsStore.registry
				.resolveSelect( store )
				.getAttributeTerms( 4 );

			expect( requests ).toHaveLength( 1 );
			expect( requestOf( requests[ 0 ]?.url ?? '' ).route ).toBe(
				'/wc/store/v1/products/attributes/4/terms'
			);
		} );
	} );
} );
