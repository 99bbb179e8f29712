/**
 * Payment method icons in the payment step (spec section 9): the icons a
 * registration or its server gateway declares, beside the method's label,
 * named after their brand; unknown ids left out, and logged for
 * administrators only.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { dispatch } from '@wordpress/data';
import { cartStore, paymentStore, registerPaymentMethod } from '@rueda/runtime';

import { cartResponse } from '@rueda/shared/api/test/fixtures';
import { PAYMENT_ICON_IDS } from '@rueda/shared/payments/icons';
import {
	printShopSettings,
	shopSettings,
} from '@rueda/shared/settings/test/fixtures';
import PaymentBlock from '../inner-blocks/checkout-payment/frontend';
import PaymentMethodIcons from '../inner-blocks/checkout-payment/payment-method-icons';
import { registerBuiltInPaymentMethods } from '../payment-methods';

const Noop = () => null;
const BIZUM = {
	id: 'bizum',
	src: 'https://example.com/bizum.svg',
	alt: 'Bizum',
};

function gateway( icons?: unknown ) {
	return {
		title: '',
		description: '',
		supports: [ 'products' ],
		express: false,
		...( icons ? { icons } : {} ),
	};
}

async function iconNames( container: HTMLElement ) {
	const icons = await within( container ).findAllByRole( 'img' );
	return icons.map(
		( icon ) =>
			icon.getAttribute( 'aria-label' ) ?? icon.getAttribute( 'alt' )
	);
}

describe( 'payment method icons', () => {
	beforeAll( () => {
		// An administrator's checkout: the sandbox card's gateway declares
		// Visa, Mastercard and an id the spec does not know.
		printShopSettings(
			shopSettings( {
				showErrorDetails: true,
				checkout: {
					paymentMethods: {
						rueda_sandbox_card: gateway( [
							'visa',
							'mastercard',
							'tarjeta-regalo',
						] ),
						rueda_bank_transfer: gateway(),
						acme_bizum: gateway( [ 'visa' ] ),
					},
				},
			} )
		);
		registerBuiltInPaymentMethods();
		registerPaymentMethod( {
			name: 'acme_bizum',
			label: 'Bizum',
			ariaLabel: 'Bizum',
			content: Noop,
			edit: Noop,
			icons: [ BIZUM ],
		} );
		dispatch( cartStore ).receiveCart(
			cartResponse( {
				needs_payment: true,
				payment_methods: [
					'rueda_sandbox_card',
					'rueda_bank_transfer',
					'acme_bizum',
				],
			} )
		);
		dispatch( paymentStore ).setAvailablePaymentMethods( [
			'rueda_sandbox_card',
			'rueda_bank_transfer',
			'acme_bizum',
		] );
	} );

	afterEach( cleanup );

	it( 'shows the icons the gateway declares beside the label, outside the radio’s name', async () => {
		render( <PaymentBlock attributes={ {} } className="x" /> );
		const option = screen
			.getByRole( 'radio', { name: 'Card (test mode)' } )
			.closest( '.rueda-radio-option' ) as HTMLElement;

		expect( await iconNames( option ) ).toEqual( [ 'Visa', 'Mastercard' ] );
		expect(
			screen.getByRole( 'radio', { name: 'Card (test mode)' } )
		).toBeInTheDocument();
		expect( console ).toHaveWarnedWith(
			'Rueda: payment method "rueda_sandbox_card": unknown icon "tarjeta-regalo" ignored.'
		);
	} );

	it( 'prefers the icons of the registration, and shows none for a method without', async () => {
		render( <PaymentBlock attributes={ {} } className="x" /> );
		const bizum = screen
			.getByRole( 'radio', { name: 'Bizum' } )
			.closest( '.rueda-radio-option' ) as HTMLElement;
		const transfer = screen
			.getByRole( 'radio', { name: 'Bank transfer' } )
			.closest( '.rueda-radio-option' ) as HTMLElement;

		const image = within( bizum ).getByRole( 'img', { name: 'Bizum' } );
		expect( image ).toHaveAttribute( 'src', BIZUM.src );
		expect(
			within( bizum ).queryByRole( 'img', { name: 'Visa' } )
		).toBeNull();
		expect( within( transfer ).queryByRole( 'img' ) ).toBeNull();
	} );

	it( 'draws a mark named after its brand for each id of the spec and Bizum', async () => {
		const { container } = render(
			<PaymentMethodIcons
				method="acme_all"
				icons={ PAYMENT_ICON_IDS }
				showErrorDetails={ false }
			/>
		);

		const names = await iconNames( container );
		expect( names ).toHaveLength( 20 );
		expect( names ).toEqual(
			expect.arrayContaining( [
				'American Express',
				'Bizum',
				'Diners Club',
				'iDEAL',
				'Przelewy24',
				'WeChat Pay',
			] )
		);
		expect( container.querySelectorAll( 'svg text' ) ).toHaveLength( 20 );
	} );

	it( 'leaves unknown ids out without a word to shoppers', async () => {
		const { container } = render(
			<PaymentMethodIcons
				method="acme_shop"
				icons={ [ 'maestro', 'tarjeta-regalo' ] }
				showErrorDetails={ false }
			/>
		);

		expect( await iconNames( container ) ).toEqual( [ 'Maestro' ] );
		// No console.warn: the test would fail on an unexpected one.
	} );
} );
