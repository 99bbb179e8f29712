/**
 * The checkout's root on the live site: the empty-cart notice, or the inner
 * blocks; kept while an order is being placed even as the cart empties.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { dispatch } from '@wordpress/data';
import { cartStore, checkoutStore } from '@rueda/runtime';

import { cartResponse } from '@rueda/shared/api/test/fixtures';
import type { BlockNode } from '@rueda/blocks/shared/frontend';
import {
	printShopSettings,
	shopSettings,
} from '@rueda/shared/settings/test/fixtures';
import CheckoutRoot from '../checkout-root';

const steps: BlockNode[] = [
	{ type: 'html', html: '<p>Los pasos del pedido</p>' },
];

function renderRoot() {
	const element = document.createElement( 'div' );
	document.body.appendChild( element );
	render( <CheckoutRoot element={ element } innerBlocks={ steps } /> );
	return element;
}

describe( 'CheckoutRoot', () => {
	beforeAll( () => printShopSettings( shopSettings() ) );

	afterEach( () => {
		cleanup();
		dispatch( checkoutStore ).setIdle();
	} );

	it( 'shows the steps of a cart with items, sized by its width', () => {
		dispatch( cartStore ).receiveCart( cartResponse() );

		const element = renderRoot();

		expect( screen.getByText( 'Los pasos del pedido' ) ).toBeVisible();
		expect( element ).toHaveClass( 'is-mobile' );
	} );

	it( 'says the cart is empty and links back to the shop', () => {
		dispatch( cartStore ).receiveCart( cartResponse( { items: [] } ) );

		renderRoot();

		expect(
			screen.getByText( 'Your cart is currently empty!' )
		).toBeVisible();
		expect(
			screen.getByRole( 'link', { name: 'Return to shop' } )
		).toHaveAttribute( 'href', 'https://example.com/tienda/' );
		expect( screen.queryByText( 'Los pasos del pedido' ) ).toBeNull();
	} );

	it( 'keeps the steps while the order is placed and the cart empties', () => {
		dispatch( cartStore ).receiveCart( cartResponse() );
		renderRoot();

		act( () => {
			dispatch( checkoutStore ).setComplete( 'https://example.com/ok' );
			dispatch( cartStore ).receiveCart( cartResponse( { items: [] } ) );
		} );

		expect( screen.getByText( 'Los pasos del pedido' ) ).toBeVisible();
	} );
} );
