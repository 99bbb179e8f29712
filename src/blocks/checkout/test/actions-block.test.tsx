/**
 * The place-order button against the checkout and payment stores.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatch, select } from '@wordpress/data';
import {
	checkoutStore,
	paymentStore,
	registerCheckoutFilters,
	removeCheckoutFilters,
} from '@rueda/runtime';

import {
	printShopSettings,
	shopSettings,
} from '@rueda/shared/settings/test/fixtures';
import CheckoutActionsBlock from '../inner-blocks/checkout-actions/frontend';

describe( 'CheckoutActionsBlock', () => {
	beforeAll( () => printShopSettings( shopSettings() ) );

	afterEach( () => {
		cleanup();
		dispatch( checkoutStore ).setIdle();
		dispatch( checkoutStore ).setHasError( false );
	} );

	it( 'starts placing the order and shows it is busy', async () => {
		render( <CheckoutActionsBlock attributes={ {} } className="x" /> );
		const button = screen.getByRole( 'button', {
			name: 'Order with obligation to pay',
		} );

		await userEvent.click( button );

		expect( select( checkoutStore ).getCheckoutStatus() ).toBe(
			'before-processing'
		);
		expect( button ).toBeDisabled();
		expect( button ).toHaveAttribute( 'aria-busy', 'true' );

		act( () => {
			dispatch( checkoutStore ).setHasError( true );
			dispatch( checkoutStore ).setIdle();
		} );
		expect( button ).toBeEnabled();
	} );

	it( 'shows the redirect icon once the order is complete', () => {
		render( <CheckoutActionsBlock attributes={ {} } className="x" /> );

		act( () => {
			dispatch( checkoutStore ).setComplete( 'https://example.com/ok' );
		} );

		const button = screen.getByRole( 'button', {
			name: 'Order with obligation to pay',
		} );
		expect( button ).toBeDisabled();
		expect(
			button.querySelector( '.rueda-place-order__redirect' )
		).not.toBeNull();
	} );

	it( 'cannot be used while an express payment is under way', () => {
		render( <CheckoutActionsBlock attributes={ {} } className="x" /> );

		act( () => {
			dispatch( paymentStore ).startExpressPayment(
				'rueda_sandbox_express'
			);
		} );
		expect(
			screen.getByRole( 'button', {
				name: 'Order with obligation to pay',
			} )
		).toBeDisabled();

		act( () => {
			dispatch( paymentStore ).closeExpressPayment();
		} );
		expect(
			screen.getByRole( 'button', {
				name: 'Order with obligation to pay',
			} )
		).toBeEnabled();
	} );

	it( "shows an extension's placeOrderButtonLabel instead of the default", () => {
		act( () =>
			registerCheckoutFilters( 'acme', {
				placeOrderButtonLabel: () => 'Pagar y reservar cita',
			} )
		);
		render( <CheckoutActionsBlock attributes={ {} } className="x" /> );

		expect(
			screen.getByRole( 'button', { name: 'Pagar y reservar cita' } )
		).toBeEnabled();

		act( () => removeCheckoutFilters( 'acme' ) );
		expect(
			screen.getByRole( 'button', {
				name: 'Order with obligation to pay',
			} )
		).toBeEnabled();
	} );

	it( 'links back to the cart', () => {
		render( <CheckoutActionsBlock attributes={ {} } className="x" /> );

		expect(
			screen.getByRole( 'link', { name: 'Return to Cart' } )
		).toHaveAttribute( 'href', 'https://example.com/carrito/' );
	} );
} );
