/**
 * Which registered methods can pay for a cart.
 */
import { cartResponse } from '../../api/test/fixtures';
import {
	getAvailablePaymentMethodIds,
	registerExpressPaymentMethod,
	registerPaymentMethod,
} from '..';

const Content = () => null;

describe( 'getAvailablePaymentMethodIds', () => {
	beforeAll( () => {
		registerPaymentMethod( {
			name: 'rueda_bank_transfer',
			label: 'Transferencia',
			ariaLabel: 'Transferencia',
			content: Content,
			edit: Content,
		} );
		registerPaymentMethod( {
			name: 'rueda_pay_at_workshop',
			label: 'Pago en el taller',
			ariaLabel: 'Pago en el taller',
			content: Content,
			edit: Content,
			// Only when nothing is shipped (pickup).
			canMakePayment: ( cart ) => ! cart.needs_shipping,
		} );
		registerExpressPaymentMethod( {
			name: 'rueda_sandbox_express',
			title: 'Rueda Pay',
			content: Content,
			edit: Content,
			canMakePayment: () => {
				throw new Error( 'SDK not loaded' );
			},
		} );
	} );

	it( 'keeps the server’s order and drops ids without a client UI', () => {
		const cart = cartResponse( {
			needs_shipping: false,
			payment_methods: [
				'rueda_pay_at_workshop',
				'unknown_gateway',
				'rueda_bank_transfer',
			],
		} );
		expect( getAvailablePaymentMethodIds( cart ) ).toEqual( [
			'rueda_pay_at_workshop',
			'rueda_bank_transfer',
		] );
	} );

	it( 'asks canMakePayment; a throwing one hides its method and is logged', () => {
		const cart = cartResponse( {
			needs_shipping: true,
			payment_methods: [
				'rueda_pay_at_workshop',
				'rueda_sandbox_express',
				'rueda_bank_transfer',
			],
		} );
		expect( getAvailablePaymentMethodIds( cart ) ).toEqual( [
			'rueda_bank_transfer',
		] );
		expect( console ).toHaveErrored();
	} );
} );
