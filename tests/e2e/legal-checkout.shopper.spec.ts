/**
 * The legal elements of a Spanish checkout as shoppers meet them: the button saying that
 * ordering means paying, the data-protection notice beside the email, the unticked terms
 * box and, for services, the unticked request that they start within the withdrawal
 * period, on the checkout and above the cart's express payments.
 */
import type { Locator } from '@playwright/test';

import { screenshotsOf } from './area-screenshots';
import { CheckoutPage, MADRID } from './checkout.page';
import { test, expect } from './fixtures';

// Both in stock in the demo shop; the balancing is a service.
const TYRE = 'Michelin Primacy 4+ 195/65 R15 91H';
const SERVICE = 'Equilibrado de rueda';
const REQUIRED = 'Marca esta casilla si quieres continuar.';

test.describe( 'Legal checkout', () => {
	test.describe( () => {
		test.use( { storageState: { cookies: [], origins: [] } } );

		test( 'Shopper buying a service must accept the terms and ask for the service within the withdrawal period', async ( {
			page,
		} ) => {
			const checkout = new CheckoutPage( page );
			await checkout.fillCart( { [ TYRE ]: 1, [ SERVICE ]: 1 } );
			await checkout.goto();

			// The button says that ordering means paying.
			await expect( checkout.placeOrderButton ).toBeVisible();

			// The data-protection notice, right under the email.
			const contact = checkout.step( 'Información de contacto' );
			const email = contact.getByLabel( 'Correo electrónico' );
			const notice = contact.locator( '.rueda-data-protection' );
			await expect( notice ).toContainText(
				'Información básica sobre protección de datos. Responsable: Neumáticos Rueda S.L. (NIF B76543214). Finalidad: gestionar tu pedido y su facturación. Legitimación: ejecución del contrato. Derechos:'
			);
			await expect(
				notice.getByRole( 'link', {
					name: 'Más información en la política de privacidad.',
				} )
			).toHaveAttribute( 'href', /\/privacidad\/$/ );
			const emailBox = ( await email.boundingBox() )!;
			const noticeBox = ( await notice.boundingBox() )!;
			expect( noticeBox.y ).toBeGreaterThanOrEqual(
				emailBox.y + emailBox.height
			);
			expect(
				noticeBox.y - ( emailBox.y + emailBox.height )
			).toBeLessThan( 40 );

			// Both boxes start unticked.
			await expect( checkout.termsCheckbox ).not.toBeChecked();
			await expect( checkout.serviceConsentCheckbox ).not.toBeChecked();
			const terms = page.locator( '.wp-block-rueda-checkout-terms' );
			await expect(
				terms.getByRole( 'link', { name: 'Términos y condiciones' } )
			).toHaveAttribute( 'href', /\/terminos\/$/ );
			await expect(
				terms.getByRole( 'link', { name: 'Política de privacidad' } )
			).toHaveAttribute( 'href', /\/privacidad\/$/ );

			await checkout.fillEmail( 'lucia.legal@example.test' );
			await checkout.fillAddress( 'Dirección de envío', MADRID );
			await checkout.payByCard( '4242 4242 4242 4242' );

			// Without them, the order is not placed and each box says why.
			await checkout.placeOrder( { acceptTerms: false } );
			for ( const box of [
				checkout.termsCheckbox,
				checkout.serviceConsentCheckbox,
			] ) {
				await expect( box ).toHaveAttribute( 'aria-invalid', 'true' );
				await expect( box ).toHaveAccessibleDescription( REQUIRED );
			}
			await expect( checkout.placeOrderButton ).toBeEnabled();
			expect( page.url() ).not.toContain( 'order-received' );

			const legalArea: [ Locator, Locator ] = [
				terms,
				page.locator( '.wp-block-rueda-checkout-actions' ),
			];
			await screenshotsOf(
				page,
				legalArea,
				'legal-checkout-boxes-refused'
			);
			await screenshotsOf( page, [ contact ], 'legal-checkout-contact' );

			// Ticking one is not enough.
			await checkout.termsCheckbox.check();
			await expect( checkout.termsCheckbox ).not.toHaveAttribute(
				'aria-invalid'
			);
			await checkout.placeOrderButton.click();
			await expect(
				checkout.serviceConsentCheckbox
			).toHaveAccessibleDescription( REQUIRED );
			expect( page.url() ).not.toContain( 'order-received' );

			await checkout.serviceConsentCheckbox.check();
			await screenshotsOf(
				page,
				legalArea,
				'legal-checkout-boxes-ticked'
			);
			await checkout.placeOrderAndConfirm();
			expect( ( await checkout.confirmedOrder() ).status ).toBe(
				'processing'
			);
		} );

		test( 'Shopper paying by wallet ticks the same boxes, on the checkout and under the cart’s wallet', async ( {
			page,
		} ) => {
			const checkout = new CheckoutPage( page );
			await checkout.fillCart( { [ TYRE ]: 1, [ SERVICE ]: 1 } );
			await checkout.goto();
			const wallet = page.getByRole( 'button', {
				name: 'Pagar con Rueda Pay (pruebas)',
			} );

			// The wallet skips the form's checks, not these boxes: said beside it.
			await wallet.click();
			await expect(
				page
					.locator( '.wp-block-rueda-checkout-express-payment' )
					.getByText(
						'Acepta los términos y condiciones y la política de privacidad para realizar tu pedido.'
					)
			).toBeVisible();
			for ( const box of [
				checkout.termsCheckbox,
				checkout.serviceConsentCheckbox,
			] ) {
				await expect( box ).toHaveAccessibleDescription( REQUIRED );
			}
			expect( page.url() ).not.toContain( 'order-received' );

			// On the cart, the first try brings the boxes, under the wallet's button.
			await page.goto( '/carrito/' );
			const area = page.locator( '.wp-block-rueda-cart-express-payment' );
			const terms = area.getByRole( 'checkbox', {
				name: /^He leído y acepto los Términos y condiciones/,
			} );
			const consent = area.getByRole( 'checkbox', {
				name: /^Solicito que el servicio se preste/,
			} );
			const cartWallet = area.getByRole( 'button', {
				name: 'Pagar con Rueda Pay (pruebas)',
			} );
			await expect( terms ).toHaveCount( 0 );
			await cartWallet.click();
			await expect(
				area.getByText(
					'Para pagar así, marca antes las casillas bajo los botones de pago.'
				)
			).toBeVisible();
			await expect( terms ).not.toBeChecked();
			await expect( consent ).not.toBeChecked();
			expect( ( await consent.boundingBox() )!.y ).toBeGreaterThan(
				( await cartWallet.boundingBox() )!.y
			);
			expect( page.url() ).not.toContain( 'order-received' );
			await screenshotsOf( page, [ area ], 'legal-cart-express' );

			await terms.check();
			await consent.check();
			await cartWallet.click();
			await page.waitForURL( /order-received=\d+&key=wc_order_/ );
			expect( ( await checkout.confirmedOrder() ).status ).toBe(
				'processing'
			);
		} );

		test( 'Shopper buying tyres only is not asked about services', async ( {
			page,
		} ) => {
			const checkout = new CheckoutPage( page );
			await checkout.fillCart( { [ TYRE ]: 1 } );
			await checkout.goto();

			await expect( checkout.termsCheckbox ).not.toBeChecked();
			await expect( checkout.serviceConsentCheckbox ).toHaveCount( 0 );
		} );
	} );
} );
