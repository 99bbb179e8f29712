/**
 * The GET /products request built from the filters.
 */
import { getProductsPath, getProductsQuery } from '../query';
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
				'/wc/store/v1/products?page=1&per_page=12' +
					'&attributes[0][attribute]=rueda_pa_rim' +
					'&attributes[0][operator]=in' +
					'&attributes[0][slug][0]=16' +
					'&stock_status[0]=instock'
			);
		} );
	} );

	describe( 'getProductsQuery', () => {
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
