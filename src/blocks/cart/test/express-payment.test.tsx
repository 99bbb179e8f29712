/**
 * The cart's express area on the live site: the express methods available
 * for the cart (the flow it starts keeps them in step), placeholders while
 * they are unknown, the "Or" divider under them, nothing without any.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { dispatch, select } from '@wordpress/data';
import {
	cartStore,
	checkoutStore,
	getExpressPaymentMethods,
	paymentStore,
} from '@rueda/runtime';

import { cartItem, cartResponse } from '@rueda/shared/api/test/fixtures';
import { jsonResponse, mockFetch } from '@rueda/shared/api/test/fetch-mock';
import {
	printShopSettings,
	shopSettings,
} from '@rueda/shared/settings/test/fixtures';
import ExpressPaymentBlock from '../inner-blocks/cart-express-payment/frontend';

const BUTTON = 'Pay with Rueda Pay (test)';

function renderArea(
	attributes: Record< string, string > = {},
	children?: JSX.Element
) {
	return render(
		<ExpressPaymentBlock
			attributes={ attributes }
			className="wp-block-rueda-cart-express-payment"
		>
			{ children }
		</ExpressPaymentBlock>
	);
}

function placeholders( container: HTMLElement ) {
	return container.querySelectorAll( '.rueda-express-checkout__placeholder' );
}

// The tests share the page's stores: they run in this order on purpose
// (the methods are unknown until the first cart arrives).
describe( 'cart express payment area', () => {
	beforeAll( () => printShopSettings( shopSettings() ) );

	afterEach( cleanup );

	it( 'shows nothing while loading when the server counted no express method', () => {
		const { container } = renderArea( { placeholders: '0' } );

		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'shows a placeholder per counted button, then the available express buttons above "Or"', () => {
		const { container } = renderArea( { placeholders: '2' } );

		expect( placeholders( container ) ).toHaveLength( 2 );
		expect( screen.getByText( 'Or' ) ).toBeVisible();
		expect(
			screen.queryByRole( 'button', { name: BUTTON } )
		).not.toBeInTheDocument();
		// Rendering registered Rueda's wallet and started the flow, once.
		expect( Object.keys( getExpressPaymentMethods() ) ).toEqual( [
			'rueda_sandbox_express',
		] );

		act( () => {
			dispatch( cartStore ).receiveCart(
				cartResponse( {
					payment_methods: [
						'rueda_sandbox_card',
						'rueda_sandbox_express',
					],
				} )
			);
		} );

		expect( placeholders( container ) ).toHaveLength( 0 );
		const button = screen.getByRole( 'button', { name: BUTTON } );
		expect(
			button.compareDocumentPosition( screen.getByText( 'Or' ) )
		).toBe( Node.DOCUMENT_POSITION_FOLLOWING );
		expect(
			select( paymentStore ).getAvailableExpressPaymentMethods()
		).toEqual( [ 'rueda_sandbox_express' ] );
	} );

	it( 'starts an express payment on a click and places the order through the flow', async () => {
		// The wallet hands over its payer; the order's answer never comes.
		const cart = select( cartStore ).getCartData();
		const { requests } = mockFetch( ( request ) =>
			request.url.includes( '/checkout' )
				? new Promise( () => undefined )
				: jsonResponse( cart )
		);
		renderArea();

		// The wallet places the order from here: its first try brings the
		// terms box (loaded then), to be ticked before paying.
		expect( screen.queryByRole( 'checkbox' ) ).toBeNull();
		await act( async () => {
			screen.getByRole( 'button', { name: BUTTON } ).click();
		} );
		const terms = await screen.findByRole( 'checkbox', {
			name: /^I have read and accept/,
		} );
		expect( terms ).not.toBeChecked();
		expect(
			screen.getByText(
				'To pay this way, first tick the boxes under the payment buttons.'
			)
		).toBeVisible();
		expect(
			requests.find( ( { url } ) => url.includes( '/checkout' ) )
		).toBeUndefined();
		expect( select( paymentStore ).isExpressPaymentMethodActive() ).toBe(
			false
		);
		await act( async () => {
			terms.click();
		} );

		await act( async () => {
			screen.getByRole( 'button', { name: BUTTON } ).click();
		} );

		expect( select( paymentStore ).isExpressPaymentMethodActive() ).toBe(
			true
		);
		expect( select( paymentStore ).getActivePaymentMethod() ).toBe(
			'rueda_sandbox_express'
		);
		// The flow the area started runs the order on the cart page.
		await waitFor( () =>
			expect(
				requests.find( ( { url } ) => url.includes( '/checkout' ) )
			).toMatchObject( {
				method: 'POST',
				body: {
					additional_fields: { 'rueda/terms': true },
					payment_method: 'rueda_sandbox_express',
					payment_data: expect.arrayContaining( [
						{ key: 'rueda-express-outcome', value: 'success' },
					] ),
				},
			} )
		);
		expect( select( checkoutStore ).isProcessing() ).toBe( true );
	} );

	it( 'shows nothing at all when the cart allows no express method', () => {
		act( () => {
			dispatch( cartStore ).receiveCart(
				cartResponse( { payment_methods: [ 'rueda_sandbox_card' ] } )
			);
		} );

		const { container } = renderArea( { placeholders: '1' } );

		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'keeps the buttons extensions placed there, above "Or"', () => {
		renderArea( {}, <button type="button">Bizum</button> );

		expect( screen.getByRole( 'button', { name: 'Bizum' } ) ).toBeVisible();
		expect( screen.getByText( 'Or' ) ).toBeVisible();
	} );

	it( 'shows nothing for a cart of services: the checkout books their time', () => {
		act( () => {
			dispatch( cartStore ).receiveCart(
				cartResponse( {
					needs_shipping: false,
					items: [ cartItem( { kind: 'service' } ) ],
					payment_methods: [
						'rueda_sandbox_card',
						'rueda_sandbox_express',
					],
				} )
			);
		} );

		const { container } = renderArea(
			{ placeholders: '1' },
			<button type="button">Bizum</button>
		);

		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'keeps the wallets for a service with delivered goods: no time to book', () => {
		act( () => {
			dispatch( cartStore ).receiveCart(
				cartResponse( {
					items: [
						cartItem(),
						cartItem( { key: 'srv', kind: 'service' } ),
					],
					payment_methods: [
						'rueda_sandbox_card',
						'rueda_sandbox_express',
					],
				} )
			);
		} );

		renderArea( { placeholders: '1' } );

		expect( screen.getByRole( 'button', { name: BUTTON } ) ).toBeVisible();
	} );
} );
