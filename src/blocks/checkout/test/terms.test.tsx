/**
 * The terms block with the shop's default legal settings: a required,
 * unticked checkbox linking the terms and the privacy policy, whose error
 * lives in the rueda/validation store as 'terms-and-conditions' and whose
 * value goes to the server as `additional_fields['rueda/terms']`; and, when
 * the cart has services, the unticked, required request that they start
 * within the withdrawal period ('service-consent', 'rueda/service-consent').
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatch, select } from '@wordpress/data';
import {
	cartStore,
	checkoutStore,
	paymentStore,
	validationStore,
} from '@rueda/runtime';

import { cartItem, cartResponse } from '@rueda/shared/api/test/fixtures';
import {
	printShopSettings,
	shopSettings,
} from '@rueda/shared/settings/test/fixtures';
import {
	emitCheckoutFail,
	emitCheckoutValidation,
} from '@rueda/stores/checkout/events';
import TermsBlock, {
	TERMS_VALIDATION_ID,
} from '../inner-blocks/checkout-terms/frontend';
import { SERVICE_CONSENT_VALIDATION_ID } from '../inner-blocks/checkout-terms/service-consent';

const MESSAGE = 'Please check this box if you want to proceed.';
const TERMS = /^I have read and accept the Terms and Conditions/;
const CONSENT =
	'I request that the service be provided within the withdrawal period and I acknowledge that I will lose my right of withdrawal once the service has been fully performed.';

const tyres = () => cartResponse( { items: [ cartItem( { kind: 'tyre' } ) ] } );
const withService = () =>
	cartResponse( {
		items: [
			cartItem( { kind: 'tyre' } ),
			cartItem( {
				key: 'srv1',
				name: 'Equilibrado',
				kind: 'service',
			} ),
		],
	} );

const errorOf = ( id: string ) =>
	select( validationStore ).getValidationError( id );
const fields = () => select( checkoutStore ).getAdditionalFields();

describe( 'TermsBlock', () => {
	beforeAll( () => {
		printShopSettings( shopSettings() );
	} );

	beforeEach( () => {
		act( () => {
			dispatch( cartStore ).receiveCart( tyres() );
		} );
	} );

	// Unmounted first: the store change must not reach a mounted block.
	afterEach( () => {
		cleanup();
		dispatch( validationStore ).clearValidationErrors();
	} );

	it( 'asks for the terms in an unticked, required box linking both pages', () => {
		render( <TermsBlock attributes={ {} } className="x" /> );

		const box = screen.getByRole( 'checkbox', { name: TERMS } );
		expect( box ).not.toBeChecked();
		expect( box ).toBeRequired();
		expect(
			screen.getByRole( 'link', { name: 'Terms and Conditions' } )
		).toHaveAttribute( 'href', 'https://example.com/terminos/' );
		expect(
			screen.getByRole( 'link', { name: 'Privacy Policy' } )
		).toHaveAttribute( 'href', 'https://example.com/privacidad/' );
		expect( fields()[ 'rueda/terms' ] ).toBe( false );
	} );

	it( 'blocks the order until the box is ticked, without scolding early', async () => {
		render( <TermsBlock attributes={ {} } className="x" /> );

		expect( errorOf( TERMS_VALIDATION_ID ) ).toEqual( {
			message: MESSAGE,
			hidden: true,
		} );
		expect( screen.queryByText( MESSAGE ) ).toBeNull();

		// Placing the order shows every error.
		act( () => {
			dispatch( validationStore ).showAllValidationErrors();
		} );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( MESSAGE );
		expect( screen.getByRole( 'checkbox' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);

		await userEvent.click( screen.getByRole( 'checkbox' ) );

		expect( errorOf( TERMS_VALIDATION_ID ) ).toBeUndefined();
		expect( screen.queryByText( MESSAGE ) ).toBeNull();
		expect( fields()[ 'rueda/terms' ] ).toBe( true );
	} );

	it( 'shows the error once the shopper unticks the box', async () => {
		render( <TermsBlock attributes={ {} } className="x" /> );
		const checkbox = screen.getByRole( 'checkbox' );

		await userEvent.click( checkbox );
		await userEvent.click( checkbox );

		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( MESSAGE );
		expect( fields()[ 'rueda/terms' ] ).toBe( false );
	} );

	it( 'takes its error away when it leaves the page', () => {
		const { unmount } = render(
			<TermsBlock attributes={ {} } className="x" />
		);
		unmount();

		expect( errorOf( TERMS_VALIDATION_ID ) ).toBeUndefined();
	} );

	it( 'asks for the early start only when the cart has services', () => {
		render( <TermsBlock attributes={ {} } className="x" /> );

		expect( screen.getAllByRole( 'checkbox' ) ).toHaveLength( 1 );
		expect( errorOf( SERVICE_CONSENT_VALIDATION_ID ) ).toBeUndefined();

		act( () => {
			dispatch( cartStore ).receiveCart( withService() );
		} );

		const consent = screen.getByRole( 'checkbox', { name: CONSENT } );
		expect( consent ).not.toBeChecked();
		expect( consent ).toBeRequired();
		expect( errorOf( SERVICE_CONSENT_VALIDATION_ID ) ).toEqual( {
			message: MESSAGE,
			hidden: true,
		} );

		// The service leaves the cart: so do its box and its error.
		act( () => {
			dispatch( cartStore ).receiveCart( tyres() );
		} );
		expect(
			screen.queryByRole( 'checkbox', { name: CONSENT } )
		).toBeNull();
		expect( errorOf( SERVICE_CONSENT_VALIDATION_ID ) ).toBeUndefined();
	} );

	it( 'sends the early-start request once ticked', async () => {
		act( () => {
			dispatch( cartStore ).receiveCart( withService() );
		} );
		render( <TermsBlock attributes={ {} } className="x" /> );

		expect( fields()[ 'rueda/service-consent' ] ).toBe( false );

		await userEvent.click(
			screen.getByRole( 'checkbox', { name: CONSENT } )
		);

		expect( fields()[ 'rueda/service-consent' ] ).toBe( true );
		expect( errorOf( SERVICE_CONSENT_VALIDATION_ID ) ).toBeUndefined();
	} );

	it( 'stops an express payment started before the boxes are ticked', async () => {
		act( () => {
			dispatch( cartStore ).receiveCart( withService() );
		} );
		render( <TermsBlock attributes={ {} } className="x" /> );
		act( () => {
			dispatch( paymentStore ).startExpressPayment(
				'rueda_sandbox_express'
			);
		} );

		const stopped = await act( () => emitCheckoutValidation() );

		expect( stopped ).toEqual( [
			{
				type: 'error',
				messageContext: 'express-payments',
				message:
					'Please accept the terms and conditions and the privacy policy to place your order.',
			},
		] );
		// Both boxes say what is missing; the wallet closes for another try.
		expect( select( paymentStore ).isExpressPaymentMethodActive() ).toBe(
			false
		);
		expect(
			screen.getByRole( 'checkbox', { name: TERMS } )
		).toHaveAccessibleDescription( MESSAGE );
		expect(
			screen.getByRole( 'checkbox', { name: CONSENT } )
		).toHaveAccessibleDescription( MESSAGE );

		await userEvent.click(
			screen.getByRole( 'checkbox', { name: TERMS } )
		);
		act( () => {
			dispatch( paymentStore ).startExpressPayment(
				'rueda_sandbox_express'
			);
		} );
		const again = await act( () => emitCheckoutValidation() );
		expect( again ).toEqual( [
			{
				type: 'error',
				messageContext: 'express-payments',
				message:
					'Your order includes services: please ask for them to be provided within the withdrawal period to place it.',
			},
		] );

		await userEvent.click(
			screen.getByRole( 'checkbox', { name: CONSENT } )
		);
		act( () => {
			dispatch( paymentStore ).startExpressPayment(
				'rueda_sandbox_express'
			);
		} );
		expect(
			( await act( () => emitCheckoutValidation() ) ).every( Boolean )
		).toBe( true );
		act( () => {
			dispatch( paymentStore ).closeExpressPayment();
		} );
	} );

	it( 'leaves the checkout flow to the form errors without an express payment', async () => {
		render( <TermsBlock attributes={ {} } className="x" /> );

		expect( await act( () => emitCheckoutValidation() ) ).toEqual( [
			true,
		] );
	} );

	it( "shows the server's refusal on the box it is about", async () => {
		act( () => {
			dispatch( cartStore ).receiveCart( withService() );
		} );
		render( <TermsBlock attributes={ {} } className="x" /> );
		const refusal =
			'Your order includes services: please ask for them to be provided within the withdrawal period to place it.';

		await act( () =>
			emitCheckoutFail( {
				orderId: 0,
				customerId: 0,
				orderNotes: '',
				redirectUrl: '',
				processingResponse: {
					paymentStatus: '',
					paymentDetails: {},
					code: 'rueda_service_consent_required',
					message: refusal,
				},
			} )
		);

		const consent = screen.getByRole( 'checkbox', { name: CONSENT } );
		expect( consent ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( consent ).toHaveAccessibleDescription( refusal );
		expect(
			screen.getByRole( 'checkbox', { name: TERMS } )
		).not.toHaveAttribute( 'aria-invalid' );
	} );
} );
