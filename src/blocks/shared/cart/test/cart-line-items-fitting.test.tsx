/**
 * The cart's lines (cart page and drawer) with a tyre fitted at the workshop,
 * against the real cart store: the services grouped beneath their tyre,
 * without quantity or remove link of their own; removing the tyre asks the
 * server to remove it (its services go with it).
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatch } from '@wordpress/data';
import { cartStore } from '@rueda/runtime';

import { configureApiFetch } from '@rueda/shared/api';
import { jsonResponse, mockFetch } from '@rueda/shared/api/test/fetch-mock';
import { cartItem, cartResponse } from '@rueda/shared/api/test/fixtures';
import {
	fittedTyre,
	fittingServices,
} from '@rueda/shared/fitting/test/fixtures';
import {
	printShopSettings,
	shopSettings,
} from '@rueda/shared/settings/test/fixtures';
import CartLineItems from '../cart-line-items';

const OTHER = cartItem( { key: 'preitv', name: 'Revisión pre-ITV', id: 9 } );

function showCart() {
	const [ montaje, equilibrado, valvula ] = fittingServices();
	act( () => {
		dispatch( cartStore ).receiveCart(
			cartResponse( {
				// Listed out of order: the table still groups them.
				items: [
					montaje!,
					OTHER,
					fittedTyre(),
					equilibrado!,
					valvula!,
				],
			} )
		);
	} );
}

describe( 'CartLineItems with a fitted tyre', () => {
	let api: ReturnType< typeof configureApiFetch >;

	beforeAll( () => printShopSettings( shopSettings() ) );

	beforeEach( () => {
		api = configureApiFetch( {
			root: 'https://example.com/wp-json/',
			nonce: 'nonce-1',
		} );
	} );

	afterEach( () => api.unregister() );

	it( 'groups the services beneath their tyre, indented and locked', () => {
		showCart();
		render( <CartLineItems /> );

		const rows = screen.getAllByRole( 'row' ).slice( 1 );
		expect(
			rows.map( ( row ) => within( row ).getByRole( 'link' ).textContent )
		).toEqual( [
			'Revisión pre-ITV',
			'Michelin Primacy 4 205/55 R16 91V',
			'Montaje de neumático',
			'Equilibrado de rueda',
			'Válvula nueva',
		] );
		const [ , tyre, ...services ] = rows;
		expect( tyre ).toHaveClass( 'is-fitted' );
		expect( tyre ).toHaveTextContent( 'Fitted at the workshop' );
		expect(
			within( tyre! ).getByRole( 'spinbutton', {
				name: 'Quantity of Michelin Primacy 4 205/55 R16 91V',
			} )
		).toHaveValue( 4 );
		expect(
			within( tyre! ).getByRole( 'button', { name: 'Remove item' } )
		).toBeVisible();
		for ( const row of services ) {
			expect( row ).toHaveClass( 'is-fitting-service' );
			expect( row ).toHaveTextContent( 'Included with the fitting' );
			expect( row ).toHaveTextContent(
				'Fitting for: Michelin Primacy 4 205/55 R16 91V'
			);
			expect( within( row ).queryByRole( 'spinbutton' ) ).toBeNull();
			expect(
				within( row ).queryByRole( 'button', { name: 'Remove item' } )
			).toBeNull();
			expect(
				row.querySelector( '.rueda-quantity-selector.is-static' )
			).toHaveTextContent( '4' );
		}
		expect( services[ 0 ] ).toHaveTextContent( '12,00 €' );
	} );

	it( 'removes the tyre with one request: the server removes its services', async () => {
		showCart();
		const { requests } = mockFetch( () =>
			jsonResponse( cartResponse( { items: [ OTHER ] } ) )
		);
		render( <CartLineItems compact /> );

		const tyre = screen
			.getAllByRole( 'row' )
			.find( ( row ) => row.classList.contains( 'is-fitted' ) );
		await userEvent.click(
			within( tyre! ).getByRole( 'button', { name: 'Remove item' } )
		);

		expect( requests.map( ( request ) => request.body ) ).toEqual( [
			{ key: 'tyre-fitted' },
		] );
		expect( await screen.findAllByRole( 'row' ) ).toHaveLength( 2 );
	} );
} );
