/**
 * The cart's root on the live site: the inner blocks under the cart's notice
 * area, where a refused extension update shows (spec section 7).
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { dispatch, select } from '@wordpress/data';
import { cartStore, noticesStore } from '@rueda/runtime';

import { cartResponse } from '@rueda/shared/api/test/fixtures';
import type { BlockNode } from '@rueda/blocks/shared/frontend';
import {
	printShopSettings,
	shopSettings,
} from '@rueda/shared/settings/test/fixtures';
import CartRoot from '../cart-root';

const blocks: BlockNode[] = [
	{ type: 'html', html: '<p>Las líneas del carrito</p>' },
];

describe( 'CartRoot', () => {
	beforeAll( () => printShopSettings( shopSettings() ) );

	afterEach( () => {
		cleanup();
		act( () => {
			for ( const notice of select( noticesStore ).getNotices(
				'rueda/cart'
			) ) {
				dispatch( noticesStore ).removeNotice(
					notice.id,
					'rueda/cart'
				);
			}
		} );
	} );

	it( 'shows the cart’s error notices above its blocks', () => {
		dispatch( cartStore ).receiveCart( cartResponse() );
		const element = document.createElement( 'div' );
		document.body.appendChild( element );
		render( <CartRoot element={ element } innerBlocks={ blocks } /> );

		act( () => {
			dispatch( noticesStore ).createErrorNotice(
				'No quedan citas libres ese día.',
				{ id: 'rueda-cart-extensions-error', context: 'rueda/cart' }
			);
		} );

		const alert = screen.getByRole( 'alert' );
		expect( alert ).toHaveTextContent( 'No quedan citas libres ese día.' );
		const order = [
			...element.ownerDocument.querySelectorAll(
				'.rueda-notice__content, p'
			),
		].map( ( node ) => node.textContent );
		expect( order ).toEqual( [
			'No quedan citas libres ese día.',
			'Las líneas del carrito',
		] );
	} );
} );
