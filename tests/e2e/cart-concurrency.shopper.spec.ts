/**
 * A shopper (or a headless client) firing cart writes at the same time loses none of them.
 */
import { test, expect } from './fixtures';

test.use( { storageState: { cookies: [], origins: [] } } );

test(
	'Shopper adds eight tyres at once and every one lands in the cart',
	{ tag: '@object-cache' },
	async ( { request } ) => {
		const api = '/wp-json/wc/store/v1';
		const first = await request.get( `${ api }/cart` );
		const headers = {
			Nonce: first.headers().nonce!,
			'Cart-Token': first.headers()[ 'cart-token' ]!,
		};
		const products: Array< {
			id: number;
			is_in_stock: boolean;
			type: string;
		} > = await (
			await request.get(
				`${ api }/products?per_page=30&stock_status=instock`
			)
		).json();
		const ids = products
			.filter( ( product ) => product.type === 'simple' )
			.slice( 0, 8 )
			.map( ( product ) => product.id );
		// Eight different tyres, or the race proves nothing.
		expect( ids ).toHaveLength( 8 );

		const responses = await Promise.all(
			ids.map( ( id ) =>
				request.post( `${ api }/cart/add-item`, {
					headers,
					data: { id, quantity: 1 },
				} )
			)
		);

		expect( responses.map( ( response ) => response.status() ) ).toEqual(
			ids.map( () => 201 )
		);
		const cart = await (
			await request.get( `${ api }/cart`, { headers } )
		).json();
		expect(
			cart.items.map( ( item: { id: number } ) => item.id ).sort()
		).toEqual( [ ...ids ].sort() );
	}
);
