/**
 * Administrators and the legal checkout: Settings → Legal warns about a place-order
 * button text that does not say that ordering means paying (and still saves it), and the
 * order screen shows when the shopper accepted the terms and asked for the services.
 */
import { newGuestPage, saveSettings } from './admin.page';
import { screenshotsOf } from './area-screenshots';
import { AppointmentPicker } from './appointment.page';
import { CheckoutPage, MADRID } from './checkout.page';
import { test, expect } from './fixtures';

const TYRE = 'Michelin Primacy 4+ 195/65 R15 91H';
const SERVICE = 'Equilibrado de rueda';

test.describe( 'Legal settings', () => {
	test( 'Administrator changes the button text to an ambiguous one, sees the warning, and the checkout shows it', async ( {
		admin,
		page,
		browser,
	} ) => {
		await admin.visitAdminPage( 'admin.php', 'page=rueda' );
		const legal = page.locator( '#rueda-settings-legal' );
		const field = legal.getByRole( 'textbox', {
			name: 'Texto del botón de realizar el pedido',
		} );
		const warning = legal.getByText(
			/^Puede que este texto no deje claro que realizar el pedido implica pagar/
		);
		await expect( field ).toHaveValue( '' );
		await expect( field ).toHaveAttribute(
			'placeholder',
			'Pedido con obligación de pago'
		);
		await expect( warning ).toHaveCount( 0 );
		await expect(
			legal.getByRole( 'checkbox', {
				name: 'Los clientes deben aceptar las condiciones y la política de privacidad',
			} )
		).toBeChecked();

		await field.fill( 'Continuar' );
		await expect( warning ).toBeVisible();
		await field.fill( 'Pagar ahora' );
		await expect( warning ).toHaveCount( 0 );
		await field.fill( 'Continuar' );
		await expect( warning ).toBeVisible();
		// wp-admin's own screen may scroll sideways on phones: the card must fit.
		await screenshotsOf( page, [ legal ], 'legal-settings-warning', false );

		// A warning, not a refusal: it saves.
		await saveSettings( page );
		await page.reload();
		await expect( field ).toHaveValue( 'Continuar' );
		await expect( warning ).toBeVisible();

		const guest = await newGuestPage( browser );
		const checkout = new CheckoutPage( guest );
		await checkout.fillCart( { [ TYRE ]: 1 } );
		await guest.goto( '/finalizar-compra/' );
		await expect(
			guest.getByRole( 'button', { name: 'Continuar' } )
		).toBeEnabled();
		await guest.context().close();

		// Back to the default for the other tests.
		await field.fill( '' );
		await saveSettings( page );
	} );

	test( 'Administrator reads on the order when the shopper accepted the terms and asked for the service', async ( {
		admin,
		page,
		browser,
	} ) => {
		const guest = await newGuestPage( browser );
		const checkout = new CheckoutPage( guest );
		await checkout.fillCart( { [ SERVICE ]: 1 } );
		await checkout.goto();
		await checkout.fillEmail( 'servicio.legal@example.test' );
		await checkout.fillAddress( 'Dirección de facturación', MADRID );
		await new AppointmentPicker( guest ).chooseFirst();
		await checkout.payByCard( '4242 4242 4242 4242' );
		await checkout.serviceConsentCheckbox.check();
		await checkout.placeOrderAndConfirm();
		const id = new URL( guest.url() ).searchParams.get( 'order-received' );
		await guest.context().close();

		await admin.visitAdminPage(
			'admin.php',
			`page=rueda-orders&order=${ id }`
		);
		const consents = page.locator( '.components-card' ).filter( {
			has: page.getByRole( 'heading', { name: 'Consentimientos' } ),
		} );
		await expect(
			consents.getByText(
				'Condiciones y política de privacidad aceptadas'
			)
		).toBeVisible();
		await expect(
			consents.getByText(
				'Servicios solicitados dentro del plazo de desistimiento'
			)
		).toBeVisible();
		await expect( consents.locator( 'time' ) ).toHaveCount( 2 );
		await expect( consents.locator( 'q' ) ).toHaveText(
			'Solicito que el servicio se preste dentro del plazo de desistimiento y reconozco que perderé mi derecho de desistimiento una vez el servicio se haya prestado por completo.'
		);
	} );
} );
