/**
 * The GET /products request built from the filters.
 */
import { encodeRfc3986, getProductsPath, getProductsQuery } from '../query';
import { DEFAULT_FILTERS } from '../reducer';

describe( 'query', () => {
	describe( 'getProductsPath', () => {
		it( 'asks for the first page without filters, as the server preloads it', () => {
			expect( getProductsPath( DEFAULT_FILTERS ) ).toBe(
				'/wc/store/v1/products?page=1&per_page=12'
			);
		} );

		it( 'encodes attribute and stock filters the Store API way', () => {
			const path = getProductsPath( {
				...DEFAULT_FILTERS,
				attributes: { rueda_pa_rim: [ '16' ] },
				stockStatus: [ 'instock' ],
			} );
			expect( decodeURIComponent( path ) ).toBe(
				'/wc/store/v1/products?attributes[0][attribute]=rueda_pa_rim' +
					'&attributes[0][operator]=in' +
					'&attributes[0][slug][0]=16' +
					'&page=1&per_page=12' +
					'&stock_status[0]=instock'
			);
		} );

		it( 'sorts the keys and encodes values as PHP rawurlencode() does', () => {
			expect(
				getProductsPath( {
					...DEFAULT_FILTERS,
					tyreSize: '205/55 R16',
					search: "Pilot (5)! l'été",
					category: 'neumaticos',
					sort: 'wet_grip_class',
					perPage: 24,
				} )
			).toBe(
				'/wc/store/v1/products?category=neumaticos' +
					'&order=asc&orderby=wet_grip_class&page=1&per_page=24' +
					'&search=Pilot%20%285%29%21%20l%27%C3%A9t%C3%A9' +
					'&tyre_size=205%2F55%20R16'
			);
		} );
	} );

	describe( 'encodeRfc3986', () => {
		it( 'escapes what encodeURIComponent leaves and rawurlencode does not', () => {
			expect( encodeRfc3986( "a b!'()*~-_." ) ).toBe(
				'a%20b%21%27%28%29%2A~-_.'
			);
		} );
	} );

	describe( 'getProductsQuery', () => {
		it.each( [
			[ 'menu_order', {} ],
			[ 'price', { orderby: 'price', order: 'asc' } ],
			[ 'price-desc', { orderby: 'price', order: 'desc' } ],
			[ 'popularity', { orderby: 'popularity', order: 'desc' } ],
			[ 'rating', { orderby: 'rating', order: 'desc' } ],
			[ 'fuel_class', { orderby: 'fuel_class', order: 'asc' } ],
			[ 'wet_grip_class', { orderby: 'wet_grip_class', order: 'asc' } ],
		] as const )( 'asks for the sort %s', ( sort, expected ) => {
			expect( getProductsQuery( { ...DEFAULT_FILTERS, sort } ) ).toEqual(
				{ page: 1, per_page: 12, ...expected }
			);
		} );

		it( 'sends the category, the search and the size only when set', () => {
			expect(
				getProductsQuery( {
					...DEFAULT_FILTERS,
					category: 'servicios',
					search: 'aceite',
					tyreSize: '195/65 R15',
				} )
			).toEqual( {
				page: 1,
				per_page: 12,
				category: 'servicios',
				search: 'aceite',
				tyre_size: '195/65 R15',
			} );
		} );

		it( 'leaves out attributes without chosen terms and sorts the rest', () => {
			expect(
				getProductsQuery( {
					...DEFAULT_FILTERS,
					page: 2,
					attributes: {
						rueda_pa_width: [ '205' ],
						rueda_pa_brand: [],
						rueda_pa_rim: [ '16', '17' ],
					},
				} )
			).toEqual( {
				page: 2,
				per_page: 12,
				attributes: [
					{
						attribute: 'rueda_pa_rim',
						operator: 'in',
						slug: [ '16', '17' ],
					},
					{
						attribute: 'rueda_pa_width',
						operator: 'in',
						slug: [ '205' ],
					},
				],
			} );
		} );
	} );
} );
