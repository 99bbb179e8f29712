/**
 * Which requests count as Store API requests.
 */
import { isStoreApiRequest } from '../routes';

describe( 'routes', () => {
	describe( 'isStoreApiRequest', () => {
		it.each( [
			[ { path: '/wc/store/v1/cart' } ],
			[ { url: 'https://example.com/wp-json/wc/store/v1/cart' } ],
			[
				{
					url: 'https://example.com/?rest_route=%2Fwc%2Fstore%2Fv1%2Fcart',
				},
			],
		] )( 'recognises %j', ( options ) => {
			expect( isStoreApiRequest( options ) ).toBe( true );
		} );

		it.each( [
			[ { path: '/wp/v2/posts' } ],
			[ { url: 'https://example.com/wp-json/wp/v2/media' } ],
			[ {} ],
		] )( 'leaves %j alone', ( options ) => {
			expect( isStoreApiRequest( options ) ).toBe( false );
		} );
	} );
} );
