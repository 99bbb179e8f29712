/**
 * Reading the server HTML of a block into its inner blocks.
 */
import { findBlock, parseBlockTree, readBlockAttributes } from '../block-tree';

function html( markup: string ): HTMLElement {
	const element = document.createElement( 'div' );
	element.innerHTML = markup;
	return element;
}

describe( 'block tree', () => {
	const root = html( `
		<div data-block-name="rueda/filled-cart" class="wp-block-rueda-filled-cart">
			<div data-block-name="rueda/cart-items" class="wp-block-rueda-cart-items">
				<div data-block-name="rueda/cart-line-items" data-rows="2"><div class="rueda-skeleton"></div></div>
				<p class="owner">Montaje incluido</p>
			</div>
			<h2 data-rueda-placeholder>Cart totals</h2>
		</div>
		<div data-block-name="rueda/empty-cart" hidden></div>
	` );

	it( 'reads blocks with their attributes, classes and children', () => {
		const [ filled, empty ] = parseBlockTree( root );

		expect( filled ).toMatchObject( {
			type: 'block',
			name: 'rueda/filled-cart',
			className: 'wp-block-rueda-filled-cart',
			attributes: {},
		} );
		expect( empty ).toMatchObject( {
			type: 'block',
			name: 'rueda/empty-cart',
		} );
	} );

	it( 'keeps other content as HTML and drops placeholders', () => {
		const filled = findBlock( parseBlockTree( root ), 'rueda/filled-cart' );
		const items =
			filled && findBlock( filled.children, 'rueda/cart-items' );

		expect( filled?.children ).toHaveLength( 1 );
		expect( items?.children ).toEqual( [
			expect.objectContaining( {
				type: 'block',
				name: 'rueda/cart-line-items',
				attributes: { rows: '2' },
			} ),
			{ type: 'html', html: '<p class="owner">Montaje incluido</p>' },
		] );
	} );

	it( 'reads data-* attributes camelCased, without the block name', () => {
		const [ element ] = Array.from(
			html(
				'<div data-block-name="rueda/product-grid" data-per-page="12" data-show-stock-filter="true"></div>'
			).children
		);
		expect( readBlockAttributes( element as HTMLElement ) ).toEqual( {
			perPage: '12',
			showStockFilter: 'true',
		} );
	} );

	it( 'finds nothing that is not there', () => {
		expect(
			findBlock( parseBlockTree( root ), 'rueda/mini-cart' )
		).toBeNull();
	} );
} );
