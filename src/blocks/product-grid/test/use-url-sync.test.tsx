/**
 * The grid's listing and the page's URL kept together, with the real
 * products store and api-fetch (only `window.fetch` mocked).
 */
import { RegistryProvider } from '@wordpress/data';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';

import { jsonResponse, mockFetch } from '@rueda/shared/api/test/fetch-mock';
import {
	product,
	requestOf,
	setUpProductsStore,
} from '@rueda/stores/products/test/helpers';
import { useUrlSync } from '../use-url-sync';

function listing() {
	return jsonResponse( [ product() ], {
		headers: { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' },
	} );
}

describe( 'useUrlSync', () => {
	let productsStore: ReturnType< typeof setUpProductsStore >;
	let requests: Array< { url: string } >;

	function mount( search: string ) {
		window.history.replaceState( null, '', `/tienda/${ search }` );
		const wrapper = ( { children }: { children: ReactNode } ) => (
			<RegistryProvider value={ productsStore.registry }>
				{ children }
			</RegistryProvider>
		);
		return renderHook(
			() => useUrlSync( { perPage: 12, category: 'neumaticos' } ),
			{ wrapper }
		);
	}

	beforeEach( () => {
		productsStore = setUpProductsStore();
		( { requests } = mockFetch( () => listing() ) );
	} );

	afterEach( () => {
		productsStore.api.unregister();
	} );

	it( "starts from the URL's filters, sort and page, with the grid's settings", async () => {
		mount( '?temporada=verano&orden=consumo&pagina=2' );

		expect( productsStore.select().getFilters() ).toEqual( {
			attributes: { rueda_pa_season: [ 'verano' ] },
			stockStatus: [],
			category: 'neumaticos',
			search: '',
			tyreSize: '',
			sort: 'fuel_class',
			page: 2,
			perPage: 12,
		} );
		await waitFor( () => expect( requests ).toHaveLength( 1 ) );
		const { query } = requestOf( requests[ 0 ]?.url ?? '' );
		expect( query.get( 'page' ) ).toBe( '2' );
		expect( query.get( 'category' ) ).toBe( 'neumaticos' );
	} );

	it( 'writes the URL the shop way and notes a size that is none', () => {
		const { result } = mount( '?medida=205%2F57R16&marca=michelin,X' );

		expect( window.location.search ).toBe( '?marca=michelin' );
		expect( result.current.invalidSize ).toBe( '205/57R16' );
		act( () => result.current.dismissInvalidSize() );
		expect( result.current.invalidSize ).toBeNull();
	} );

	it( 'adds a history entry for each change', async () => {
		mount( '' );
		const before = window.history.length;

		await act( () =>
			productsStore
				.dispatch()
				.toggleAttributeTerm( 'rueda_pa_rim', 'r16' )
		);
		await act( () =>
			productsStore.dispatch().updateFilters( { sort: 'price' } )
		);

		expect( window.location.search ).toBe( '?llanta=r16&orden=precio' );
		expect( window.history.length ).toBe( before + 2 );
	} );

	it( 'replaces the entry of a search being typed instead of adding one per pause', async () => {
		mount( '?orden=precio&pagina=3' );
		const before = window.history.length;

		await act( () =>
			productsStore.dispatch().updateFilters( { search: 'Pil' } )
		);
		await act( () =>
			productsStore.dispatch().updateFilters( { search: 'Pilot' } )
		);

		expect( window.location.search ).toBe( '?buscar=Pilot&orden=precio' );
		expect( window.history.length ).toBe( before + 1 );

		// Any other change adds an entry again.
		await act( () =>
			productsStore.dispatch().toggleStockStatus( 'instock' )
		);
		expect( window.history.length ).toBe( before + 2 );
	} );

	it( 'follows the back and forward buttons without adding entries', async () => {
		mount( '?orden=precio' );
		const before = window.history.length;

		window.history.pushState( null, '', '/tienda/?marca=pirelli&pagina=2' );
		await act( async () => {
			window.dispatchEvent( new PopStateEvent( 'popstate' ) );
		} );

		expect( productsStore.select().getFilters() ).toMatchObject( {
			attributes: { rueda_pa_brand: [ 'pirelli' ] },
			sort: 'menu_order',
			page: 2,
		} );
		expect( window.location.search ).toBe( '?marca=pirelli&pagina=2' );
		expect( window.history.length ).toBe( before + 1 );
	} );

	it( 'stops following the store and the URL once unmounted', async () => {
		const { unmount } = mount( '' );
		unmount();

		await act( () =>
			productsStore.dispatch().updateFilters( { sort: 'rating' } )
		);

		expect( window.location.search ).toBe( '' );
	} );
} );
