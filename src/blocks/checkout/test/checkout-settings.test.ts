/**
 * Reading the checkout settings: checked key by key, defaults for the rest.
 */
import {
	DEFAULT_CHECKOUT_SETTINGS,
	readCheckoutSettings,
} from '../checkout-settings';

const card = {
	title: 'Tarjeta (pruebas)',
	description: 'Pagos de prueba.',
	supports: [ 'products', 'tokenization' ],
	express: false,
	icons: [ 'visa', 'mastercard' ],
};

const savedCard = {
	tokenId: '3',
	method: {
		gateway: 'rueda_sandbox_card',
		brand: 'visa',
		last4: '4242',
		display_brand: 'Visa',
	},
	expiry: '12/28',
};

describe( 'readCheckoutSettings', () => {
	it( 'reads valid settings as they are', () => {
		const settings = {
			allowsGuest: false,
			allowsSignup: true,
			customerId: 12,
			customerEmail: 'ana@example.com',
			loginUrl: 'https://example.com/wp-login.php',
			orderButtonText: 'Pagar',
			termsCheckbox: false,
			dataProtectionText: 'Responsable: Taller Ejemplo.',
			countries: { ES: 'España' },
			shippingCountries: { ES: 'España' },
			states: { ES: { M: 'Madrid' } },
			paymentMethods: { rueda_sandbox_card: card },
			savedPaymentMethods: [ savedCard ],
			termsPageUrl: 'https://example.com/terminos/',
			privacyPageUrl: 'https://example.com/privacidad/',
		};

		expect( readCheckoutSettings( settings ) ).toEqual( settings );
	} );

	it( 'reads the icons a gateway declares, none when it declares none', () => {
		const { icons, ...withoutIcons } = card;
		const settings = readCheckoutSettings( {
			paymentMethods: {
				rueda_sandbox_card: card,
				rueda_bank_transfer: withoutIcons,
				odd: { ...withoutIcons, icons: [ 'visa', 7, null ] },
			},
		} );

		expect( icons ).toEqual( [ 'visa', 'mastercard' ] );
		expect( settings.paymentMethods.rueda_sandbox_card?.icons ).toEqual(
			icons
		);
		expect( settings.paymentMethods.rueda_bank_transfer?.icons ).toEqual(
			[]
		);
		expect( settings.paymentMethods.odd?.icons ).toEqual( [ 'visa' ] );
	} );

	it( 'uses defaults when the settings are missing', () => {
		expect( readCheckoutSettings( undefined ) ).toEqual(
			DEFAULT_CHECKOUT_SETTINGS
		);
		expect( readCheckoutSettings( 'checkout' ) ).toEqual(
			DEFAULT_CHECKOUT_SETTINGS
		);
	} );

	it( 'drops malformed entries and keeps the valid ones', () => {
		const settings = readCheckoutSettings( {
			allowsGuest: 'no',
			customerId: -1,
			states: { ES: 'Madrid' },
			paymentMethods: {
				rueda_sandbox_card: card,
				broken: { title: 'Broken' },
			},
			savedPaymentMethods: [
				savedCard,
				{ tokenId: 4, method: savedCard.method, expiry: '' },
				{ ...savedCard, method: { gateway: 'x' } },
			],
		} );

		expect( settings.allowsGuest ).toBe( true );
		expect( settings.customerId ).toBe( 0 );
		expect( settings.states ).toEqual( {} );
		expect( Object.keys( settings.paymentMethods ) ).toEqual( [
			'rueda_sandbox_card',
		] );
		expect( settings.savedPaymentMethods ).toEqual( [ savedCard ] );
	} );
} );
