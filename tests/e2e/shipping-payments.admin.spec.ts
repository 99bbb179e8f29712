/**
 * Administrators set shipping costs, pickup locations and payment methods in wp-admin →
 * Rueda → Settings, and shoppers' checkout follows. Each test puts the settings back as
 * they were: the site is shared by every spec.
 */
import type { Browser, Page } from '@playwright/test';

import { CheckoutPage, MADRID } from './checkout.page';
import { newGuestPage, saveSettings } from './admin.page';
import { test, expect } from './fixtures';

const TYRE = 'Michelin Primacy 4+ 195/65 R15 91H';
const SHIPPING = '/rueda/v1/settings/shipping';
const PAYMENTS = '/rueda/v1/settings/payments';

type Settings = Record< string, unknown >;

/**
 * Reads or writes a settings group with WordPress's api-fetch on the admin page.
 *
 * @param page Admin page.
 * @param path Route.
 * @param data Settings to save (none: read).
 */
function settings( page: Page, path: string, data?: Settings ) {
	return page.evaluate(
		( [ route, body ] ) =>
			(
				window as unknown as {
					wp: {
						apiFetch: ( options: object ) => Promise< Settings >;
					};
				}
			 ).wp.apiFetch(
				body
					? { path: route, method: 'POST', data: body }
					: { path: route }
			),
		[ path, data ] as const
	);
}

/**
 * A settings panel by its title, opened.
 *
 * @param page  Admin page.
 * @param title Panel title.
 */
async function openPanel( page: Page, title: string | RegExp ) {
	const toggle = page.getByRole( 'button', { name: title } );
	const panel = page.locator( '.rueda-settings__panel', { has: toggle } );
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await toggle.click();
	}
	return panel;
}

/**
 * A guest's checkout with a tyre in the cart, in a fresh browser context.
 *
 * @param browser Browser.
 */
async function guestCheckout( browser: Browser ) {
	const page = await newGuestPage( browser );
	const checkout = new CheckoutPage( page );
	await checkout.fillCart( { [ TYRE ]: 1 } );
	await checkout.goto();
	await checkout.fillEmail( 'invitado@example.test' );
	return { page, checkout };
}

test.describe( 'Shipping and payment settings', () => {
	test(
		'Administrator changes the peninsula flat rate and turns bank transfer off; a guest sees both',
		{ tag: '@object-cache' },
		async ( { admin, page, browser } ) => {
			await admin.visitAdminPage( 'admin.php', 'page=rueda' );
			const originalShipping = await settings( page, SHIPPING );
			const originalPayments = await settings( page, PAYMENTS );
			try {
				const zone = await openPanel( page, 'Península y Baleares' );
				await zone
					.getByRole( 'group', { name: 'Envío estándar' } )
					.getByLabel( 'Coste (IVA incluido)' )
					.fill( '12,50' );
				const bank = await openPanel( page, 'Transferencia bancaria' );
				await bank
					.getByRole( 'checkbox', {
						name: 'Ofrecer este método de pago',
					} )
					.uncheck();
				await saveSettings( page );

				await page.reload();
				await expect(
					( await openPanel( page, 'Península y Baleares' ) )
						.getByRole( 'group', { name: 'Envío estándar' } )
						.getByLabel( 'Coste (IVA incluido)' )
				).toHaveValue( '12,50' );
				await expect(
					(
						await openPanel(
							page,
							'Transferencia bancaria (desactivado)'
						)
					).getByRole( 'checkbox', {
						name: 'Ofrecer este método de pago',
					} )
				).not.toBeChecked();

				const guest = await guestCheckout( browser );
				await guest.checkout.fillAddress(
					'Dirección de envío',
					MADRID
				);
				await expect(
					guest.page.getByRole( 'radio', { name: /Envío estándar/ } )
				).toBeVisible();
				await expect(
					guest.page
						.getByRole( 'main' )
						.getByText( '12,50 €' )
						.first()
				).toBeVisible();
				const payment = guest.checkout.step( 'Opciones de pago' );
				await expect(
					payment.getByRole( 'radio', { name: 'Tarjeta (pruebas)' } )
				).toBeVisible();
				await expect(
					payment.getByRole( 'radio', {
						name: 'Transferencia bancaria',
					} )
				).toHaveCount( 0 );
				await guest.page.context().close();
			} finally {
				await settings( page, SHIPPING, originalShipping );
				await settings( page, PAYMENTS, originalPayments );
			}
		}
	);

	test( 'Administrator adds a pickup location and the checkout offers it', async ( {
		admin,
		page,
		browser,
	} ) => {
		await admin.visitAdminPage( 'admin.php', 'page=rueda' );
		const originalShipping = await settings( page, SHIPPING );
		try {
			await page
				.getByRole( 'button', { name: 'Añadir punto de recogida' } )
				.click();
			const pickup = page.locator( '.rueda-settings__pickup' ).last();
			await pickup
				.getByLabel( 'Nombre del punto de recogida' )
				.fill( 'Almacén de Getafe' );
			await pickup
				.getByLabel( 'Dirección', { exact: true } )
				.fill( 'Calle del Carbón, 3, 28906 Getafe' );
			await pickup
				.getByLabel( 'Horario e indicaciones' )
				.fill( 'De lunes a viernes, de 9:00 a 18:00.' );
			await pickup.getByLabel( 'Coste (IVA incluido)' ).fill( '3' );
			await saveSettings( page );
			await page.reload();
			await expect(
				page.getByRole( 'button', { name: 'Almacén de Getafe' } )
			).toBeVisible();

			const guest = await guestCheckout( browser );
			await guest.page
				.getByRole( 'radio', { name: /^Recogida/ } )
				.check();
			// Offered with the cost typed in the admin, and it can be chosen.
			const getafe = guest.page.getByRole( 'radio', {
				name: 'Almacén de Getafe 3,00 €',
			} );
			await getafe.check();
			await expect( getafe ).toBeChecked();
			await guest.page.context().close();
		} finally {
			await settings( page, SHIPPING, originalShipping );
		}
	} );
} );
