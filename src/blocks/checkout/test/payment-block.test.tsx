/**
 * The payment step against the real stores and registry: saved cards first
 * with their labels, the first method chosen with its fields, the save option
 * offered as spec section 6 says, and the step disabled during an express
 * payment.
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatch, select } from '@wordpress/data';
import { cartStore, checkoutStore, paymentStore } from '@rueda/runtime';

import { cartResponse } from '@rueda/shared/api/test/fixtures';
import {
	printShopSettings,
	shopSettings,
} from '@rueda/shared/settings/test/fixtures';
import PaymentBlock from '../inner-blocks/checkout-payment/frontend';
import { registerBuiltInPaymentMethods } from '../payment-methods';

const visa = {
	tokenId: '7',
	method: {
		gateway: 'rueda_sandbox_card',
		brand: 'visa',
		last4: '4242',
		display_brand: '',
	},
	expiry: '12/28',
};

function renderPayment() {
	return render( <PaymentBlock attributes={ {} } className="x" /> );
}

describe( 'PaymentBlock', () => {
	beforeAll( () => {
		printShopSettings( shopSettings() );
		registerBuiltInPaymentMethods();
	} );

	beforeEach( () => {
		dispatch( cartStore ).receiveCart(
			cartResponse( {
				needs_payment: true,
				payment_methods: [
					'rueda_sandbox_card',
					'rueda_bank_transfer',
				],
			} )
		);
		dispatch( paymentStore ).setAvailablePaymentMethods( [
			'rueda_sandbox_card',
			'rueda_bank_transfer',
		] );
		dispatch( paymentStore ).setSavedPaymentMethods( [ visa ] );
		dispatch( paymentStore ).setActivePaymentMethod( '' );
		dispatch( checkoutStore ).setCustomerId( 0 );
		dispatch( checkoutStore ).setAllowsGuestCheckout( true );
	} );

	afterEach( () => cleanup() );

	it( 'lists the saved card first and starts with the first method', () => {
		renderPayment();
		const radios = screen.getAllByRole( 'radio' );

		expect( radios[ 0 ] ).toHaveAccessibleName(
			'Visa ending in 4242 (expires 12/28)'
		);
		expect(
			screen.getByRole( 'radio', { name: 'Card (test mode)' } )
		).toBeChecked();
		expect( screen.getByLabelText( 'Card number' ) ).toHaveAttribute(
			'autocomplete',
			'cc-number'
		);
		expect( screen.getByLabelText( 'Expiry (MM/YY)' ) ).toHaveAttribute(
			'autocomplete',
			'cc-exp'
		);
		expect( screen.getByLabelText( 'CVC' ) ).toHaveAttribute(
			'autocomplete',
			'cc-csc'
		);
		expect( screen.getByLabelText( 'Card number' ) ).toHaveAttribute(
			'inputmode',
			'numeric'
		);
	} );

	it( 'pays with the saved card once chosen', async () => {
		renderPayment();

		await userEvent.click(
			screen.getByRole( 'radio', {
				name: 'Visa ending in 4242 (expires 12/28)',
			} )
		);

		expect( select( paymentStore ).getActiveSavedToken() ).toBe( '7' );
		expect( select( paymentStore ).getActivePaymentMethod() ).toBe(
			'rueda_sandbox_card'
		);
		expect( screen.queryByLabelText( 'Card number' ) ).toBeNull();
	} );

	it( 'offers to save the card to customers only', async () => {
		renderPayment();
		expect( screen.queryByRole( 'checkbox' ) ).toBeNull();

		act( () => {
			dispatch( checkoutStore ).setCustomerId( 5 );
		} );
		await userEvent.click(
			screen.getByRole( 'checkbox', {
				name: 'Save payment information to my account for future purchases.',
			} )
		);

		expect( select( paymentStore ).getShouldSavePaymentMethod() ).toBe(
			true
		);
	} );

	it( 'lists the cards saved at Redsys and offers to save a new one', async () => {
		dispatch( paymentStore ).setAvailablePaymentMethods( [
			'rueda_redsys',
			'rueda_bank_transfer',
		] );
		dispatch( paymentStore ).setSavedPaymentMethods( [
			{
				tokenId: '9',
				method: {
					gateway: 'rueda_redsys',
					brand: 'visa',
					last4: '0004',
					display_brand: 'Visa',
				},
				expiry: '12/27',
			},
		] );
		dispatch( paymentStore ).setShouldSavePaymentMethod( false );
		act( () => {
			dispatch( checkoutStore ).setCustomerId( 5 );
		} );
		renderPayment();

		expect(
			screen.getByRole( 'radio', {
				name: 'Visa ending in 0004 (expires 12/27)',
			} )
		).toBeInTheDocument();
		await userEvent.click( screen.getByRole( 'radio', { name: 'Card' } ) );
		await userEvent.click(
			screen.getByRole( 'checkbox', {
				name: 'Save payment information to my account for future purchases.',
			} )
		);
		expect( select( paymentStore ).getShouldSavePaymentMethod() ).toBe(
			true
		);

		await userEvent.click(
			screen.getByRole( 'radio', {
				name: 'Visa ending in 0004 (expires 12/27)',
			} )
		);
		expect( select( paymentStore ).getActiveSavedToken() ).toBe( '9' );
		expect( select( paymentStore ).getActivePaymentMethod() ).toBe(
			'rueda_redsys'
		);
	} );

	it( 'has no save option for a method without one', async () => {
		act( () => {
			dispatch( checkoutStore ).setCustomerId( 5 );
		} );
		renderPayment();

		await userEvent.click(
			screen.getByRole( 'radio', { name: 'Bank transfer' } )
		);

		expect( select( paymentStore ).getActivePaymentMethod() ).toBe(
			'rueda_bank_transfer'
		);
		expect( screen.queryByRole( 'checkbox' ) ).toBeNull();
	} );

	it( 'offers Redsys’s card and Bizum, paid on the bank’s page', async () => {
		act( () => {
			dispatch( paymentStore ).setAvailablePaymentMethods( [
				'rueda_redsys',
				'rueda_bizum',
			] );
			dispatch( paymentStore ).setSavedPaymentMethods( [] );
		} );
		renderPayment();

		await userEvent.click( screen.getByRole( 'radio', { name: 'Bizum' } ) );

		expect( screen.getByRole( 'radio', { name: 'Card' } ) ).toBeEnabled();
		expect( select( paymentStore ).getActivePaymentMethod() ).toBe(
			'rueda_bizum'
		);
		expect( screen.queryByRole( 'textbox' ) ).toBeNull();
	} );

	it( 'asks for an express method when only those are available', () => {
		dispatch( paymentStore ).setAvailablePaymentMethods( [
			'rueda_sandbox_express',
		] );
		renderPayment();

		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Only express payment methods are available for this order. Please select one to continue.'
		);
	} );

	it( 'is disabled while an express payment is under way', () => {
		const { container } = renderPayment();

		act( () => {
			dispatch( paymentStore ).startExpressPayment(
				'rueda_sandbox_express'
			);
		} );
		const area = container.querySelector( '.rueda-payment-options' );

		// The express method stays chosen while its sheet is open.
		expect( select( paymentStore ).getActivePaymentMethod() ).toBe(
			'rueda_sandbox_express'
		);
		expect( area ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( area ).toHaveAttribute( 'inert' );

		act( () => {
			dispatch( paymentStore ).closeExpressPayment();
		} );
		expect( area ).not.toHaveAttribute( 'aria-disabled' );
		expect(
			within( area as HTMLElement ).getByRole( 'radio', {
				name: 'Card (test mode)',
			} )
		).toBeChecked();
	} );
} );
