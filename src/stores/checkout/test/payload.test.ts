/**
 * The checkout request body: every shape rule of the contract.
 */
import { cartResponse } from '../../../shared/api/test/fixtures';
import { buildCheckoutPayload, type PayloadInput } from '../flow/payload';

const SHIPPING = {
	first_name: 'Lucía',
	last_name: 'Martín',
	company: '',
	address_1: 'Calle Mayor 1',
	address_2: '',
	city: 'Madrid',
	state: 'M',
	postcode: '28013',
	country: 'ES',
	phone: '600123123',
};

const BILLING = {
	...SHIPPING,
	first_name: 'Talleres',
	last_name: 'Lucía SL',
	address_1: 'Polígono 3',
	email: 'lucia@example.com',
};

const CARD = {
	tokenId: '17',
	method: {
		gateway: 'rueda_sandbox_card',
		brand: 'visa',
		last4: '4242',
		display_brand: 'Visa',
	},
	expiry: '12/29',
};

function input( overrides: Partial< PayloadInput > = {} ): PayloadInput {
	return {
		cart: cartResponse( {
			shipping_address: SHIPPING,
			billing_address: BILLING,
		} ),
		useShippingAsBilling: false,
		prefersCollection: false,
		shouldCreateAccount: false,
		customerPassword: '',
		orderNotes: '',
		extensionData: {},
		additionalFields: {},
		activePaymentMethod: 'rueda_card',
		activeSavedToken: '',
		savedPaymentMethods: [ CARD ],
		paymentMethodData: {},
		shouldSavePaymentMethod: false,
		...overrides,
	};
}

describe( 'buildCheckoutPayload', () => {
	it( 'sends both addresses, notes, extensions and additional fields', () => {
		expect(
			buildCheckoutPayload(
				input( {
					orderNotes: 'Montaje el sábado',
					extensionData: { taller: { cita: 'sábado' } },
					additionalFields: { 'rueda/matricula': '1234ABC' },
				} )
			)
		).toEqual( {
			billing_address: BILLING,
			shipping_address: SHIPPING,
			customer_note: 'Montaje el sábado',
			create_account: false,
			payment_method: 'rueda_card',
			payment_data: [
				{ key: 'wc-rueda_card-new-payment-method', value: false },
			],
			additional_fields: { 'rueda/matricula': '1234ABC' },
			extensions: { taller: { cita: 'sábado' } },
		} );
	} );

	it( 'leaves the shipping address out when nothing is shipped', () => {
		const payload = buildCheckoutPayload(
			input( {
				cart: cartResponse( {
					needs_shipping: false,
					shipping_address: SHIPPING,
					billing_address: BILLING,
				} ),
				useShippingAsBilling: true,
			} )
		);
		expect( payload ).not.toHaveProperty( 'shipping_address' );
		// Nothing shipped: billing is its own address.
		expect( payload.billing_address ).toEqual( BILLING );
	} );

	it( 'copies the shipping address into billing, keeping the email', () => {
		const payload = buildCheckoutPayload(
			input( { useShippingAsBilling: true } )
		);
		expect( payload.billing_address ).toEqual( {
			...SHIPPING,
			email: 'lucia@example.com',
		} );
	} );

	it( 'keeps billing its own when collecting at the workshop', () => {
		const payload = buildCheckoutPayload(
			input( { useShippingAsBilling: true, prefersCollection: true } )
		);
		expect( payload.billing_address ).toEqual( BILLING );
	} );

	it( 'sends the password only when creating an account', () => {
		expect(
			buildCheckoutPayload( input( { customerPassword: 'ignored' } ) )
		).not.toHaveProperty( 'customer_password' );
		expect(
			buildCheckoutPayload(
				input( {
					shouldCreateAccount: true,
					customerPassword: 'S3creta!',
				} )
			)
		).toMatchObject( {
			create_account: true,
			customer_password: 'S3creta!',
		} );
	} );

	it( 'leaves payment out when the cart needs none', () => {
		const payload = buildCheckoutPayload(
			input( {
				cart: cartResponse( { needs_payment: false } ),
				paymentMethodData: { 'rueda-card-number': '4242' },
			} )
		);
		expect( payload ).not.toHaveProperty( 'payment_method' );
		expect( payload ).not.toHaveProperty( 'payment_data' );
	} );

	it( 'sends the method data and the save choice of a new card', () => {
		const payload = buildCheckoutPayload(
			input( {
				activePaymentMethod: 'rueda_sandbox_card',
				paymentMethodData: {
					'rueda-card-number': '4242424242424242',
					'rueda-card-expiry': '12/29',
				},
				shouldSavePaymentMethod: true,
			} )
		);
		expect( payload.payment_method ).toBe( 'rueda_sandbox_card' );
		expect( payload.payment_data ).toEqual( [
			{ key: 'rueda-card-number', value: '4242424242424242' },
			{ key: 'rueda-card-expiry', value: '12/29' },
			{ key: 'wc-rueda_sandbox_card-new-payment-method', value: true },
		] );
	} );

	it( 'pays a saved token through its gateway', () => {
		const payload = buildCheckoutPayload(
			input( {
				activePaymentMethod: 'rueda_bank_transfer',
				activeSavedToken: '17',
				shouldSavePaymentMethod: true,
			} )
		);
		expect( payload.payment_method ).toBe( 'rueda_sandbox_card' );
		expect( payload.payment_data ).toEqual( [
			{ key: 'wc-rueda_sandbox_card-payment-token', value: '17' },
		] );
	} );
} );
