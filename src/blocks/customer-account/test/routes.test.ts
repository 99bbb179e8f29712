/**
 * The dashboard's sections in the URL fragment.
 */
import { parseRoute } from '../routes';

describe( 'routes', () => {
	describe( 'parseRoute', () => {
		it( 'reads a section and an order', () => {
			expect( parseRoute( '#addresses' ) ).toEqual( {
				section: 'addresses',
				orderId: null,
			} );
			expect( parseRoute( '#orders/42' ) ).toEqual( {
				section: 'orders',
				orderId: 42,
			} );
		} );

		it( 'falls back to the orders list', () => {
			expect( parseRoute( '' ) ).toEqual( {
				section: 'orders',
				orderId: null,
			} );
			expect( parseRoute( '#nope' ).section ).toBe( 'orders' );
			expect( parseRoute( '#orders/abc' ).orderId ).toBeNull();
			expect( parseRoute( '#addresses/3' ).orderId ).toBeNull();
		} );
	} );
} );
