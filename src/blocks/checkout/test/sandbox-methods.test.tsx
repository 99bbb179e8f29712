/**
 * The sandbox gateways' UIs: the card answers payment setup with its fields
 * (or stops the order), the express button runs the express flow.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatch, select } from '@wordpress/data';
import { checkoutStore, paymentEvents, paymentStore } from '@rueda/runtime';

import { emitPaymentSetup } from '@rueda/shared/payments/events';
import {
	printShopSettings,
	shopSettings,
} from '@rueda/shared/settings/test/fixtures';
import SandboxCardFields from '../payment-methods/sandbox-card';
import SandboxExpressButton from '@rueda/blocks/shared/payment-methods/sandbox-express';

const props = {
	onPaymentSetup: paymentEvents.onPaymentSetup,
	setExpressPaymentError: jest.fn(),
	isEditor: false,
};

const setUpCard = () =>
	emitPaymentSetup( {
		paymentMethod: 'rueda_sandbox_card',
		savedToken: '',
	} );

describe( 'sandbox payment methods', () => {
	beforeAll( () => printShopSettings( shopSettings() ) );
	afterEach( () => cleanup() );

	it( 'asks for the card number, expiry and CVC before paying', async () => {
		render( <SandboxCardFields { ...props } /> );

		expect( await setUpCard() ).toEqual( [
			{
				type: 'error',
				message: 'Please enter your card number, expiry date and CVC.',
			},
		] );
	} );

	it( 'offers card fields a phone fills in: full number, numeric keyboards, autofill', () => {
		render( <SandboxCardFields { ...props } /> );

		const number = screen.getByLabelText( 'Card number' );
		expect( number ).toHaveAttribute( 'inputmode', 'numeric' );
		expect( number ).toHaveAttribute( 'autocomplete', 'cc-number' );
		expect( number.closest( 'label' ) ).toHaveClass(
			'rueda-card-fields__number'
		);
		const cvc = screen.getByLabelText( 'CVC' );
		expect( cvc ).toHaveAttribute( 'inputmode', 'numeric' );
		expect( cvc ).toHaveAttribute( 'autocomplete', 'cc-csc' );
		expect( cvc ).toHaveAttribute( 'maxlength', '4' );
	} );

	it( 'refuses a CVC of fewer than 3 digits and keeps digits only', async () => {
		render( <SandboxCardFields { ...props } /> );

		await userEvent.type(
			screen.getByLabelText( 'Card number' ),
			'4242424242424242'
		);
		await userEvent.type(
			screen.getByLabelText( 'Expiry (MM/YY)' ),
			'1230'
		);
		await userEvent.type( screen.getByLabelText( 'CVC' ), '1a2' );

		expect( screen.getByLabelText( 'CVC' ) ).toHaveValue( '12' );
		expect( await setUpCard() ).toEqual( [
			{ type: 'error', message: 'The CVC has 3 or 4 digits.' },
		] );
	} );

	it( 'hands the card to the server', async () => {
		render( <SandboxCardFields { ...props } /> );

		await userEvent.type(
			screen.getByLabelText( 'Card number' ),
			'4242424242424242'
		);
		await userEvent.type(
			screen.getByLabelText( 'Expiry (MM/YY)' ),
			'1230'
		);
		await userEvent.type( screen.getByLabelText( 'CVC' ), '123' );

		expect( screen.getByLabelText( 'Card number' ) ).toHaveValue(
			'4242 4242 4242 4242'
		);
		expect( await setUpCard() ).toEqual( [
			{
				type: 'success',
				meta: {
					paymentMethodData: {
						'rueda-card-number': '4242424242424242',
						'rueda-card-expiry': '12/30',
						'rueda-card-cvc': '123',
					},
				},
			},
		] );
	} );

	it( 'leaves saved cards and other methods alone', async () => {
		const { unmount } = render( <SandboxCardFields { ...props } /> );

		expect(
			await emitPaymentSetup( {
				paymentMethod: 'rueda_sandbox_card',
				savedToken: '7',
			} )
		).toEqual( [ undefined ] );
		unmount();
		expect( await setUpCard() ).toEqual( [] );
	} );

	it( 'pays with the express wallet at once, and can be closed', async () => {
		const onClick = jest.fn( () =>
			dispatch( paymentStore ).startExpressPayment(
				'rueda_sandbox_express'
			)
		);
		const onClose = jest.fn( () =>
			dispatch( paymentStore ).closeExpressPayment()
		);
		render(
			<SandboxExpressButton
				{ ...props }
				onClick={ onClick }
				onClose={ onClose }
			/>
		);

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Pay with Rueda Pay (test)' } )
		);

		expect( onClick ).toHaveBeenCalled();
		expect( select( paymentStore ).getActivePaymentMethod() ).toBe(
			'rueda_sandbox_express'
		);
		expect( select( paymentStore ).getPaymentMethodData() ).toEqual( {
			'rueda-express-outcome': 'success',
		} );
		expect( select( checkoutStore ).getCheckoutStatus() ).toBe(
			'before-processing'
		);
		expect(
			await emitPaymentSetup( {
				paymentMethod: 'rueda_sandbox_express',
				savedToken: '',
			} )
		).toEqual( [
			{
				type: 'success',
				meta: {
					paymentMethodData: { 'rueda-express-outcome': 'success' },
				},
			},
		] );

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Close' } )
		);
		expect( onClose ).toHaveBeenCalled();
		expect( select( paymentStore ).isExpressPaymentMethodActive() ).toBe(
			false
		);
		act( () => {
			dispatch( checkoutStore ).setIdle();
		} );
	} );
} );
