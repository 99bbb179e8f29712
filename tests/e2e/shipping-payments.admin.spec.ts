/**
 * Administrators set shipping costs, pickup locations (with the schedule that is the shop's
 * opening hours) and payment methods in wp-admin → Rueda → Settings, and shoppers'
 * checkout and the footer follow. Each test puts the settings back as
 * they were: the site is shared by every spec.
 */
import type { Browser, Page } from '@playwright/test';

import { CheckoutPage, MADRID } from './checkout.page';
import { newGuestPage, saveSettings } from './admin.page';
import { test, expect } from './fixtures';

const TYRE = 'Michelin Primacy 4+ 195/65 R15 91H';
const WORKSHOP = 'Taller Neumáticos y Taller (Alcorcón)';
/** Desktop and phone. */
const SIZES = [
	[ 1366, 900 ],
	[ 390, 844 ],
] as const;
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
				.getByLabel( 'Cómo llegar' )
				.fill( 'Entrada por la calle del Carbón.' );
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
			// Where, when (a new location's default schedule) and how to get there.
			await expect( getafe ).toHaveAccessibleDescription(
				/Calle del Carbón, 3, 28906 Getafe.*Sábado: 9:00–13:00.*Cómo llegar: Entrada por la calle del Carbón\./
			);
			await getafe.check();
			await expect( getafe ).toBeChecked();
			await guest.page.context().close();
		} finally {
			await settings( page, SHIPPING, originalShipping );
		}
	} );

	test( 'Administrator closes the workshop at 14:00 on Saturdays; visitors read it in the footer and at checkout', async ( {
		admin,
		page,
		browser,
	}, testInfo ) => {
		await admin.visitAdminPage( 'admin.php', 'page=rueda' );
		const originalShipping = await settings( page, SHIPPING );
		try {
			const workshop = await openPanel( page, WORKSHOP );
			await expect( workshop.getByLabel( 'Cómo llegar' ) ).toBeVisible();
			await workshop.getByLabel( 'Sábado: cierra a las' ).fill( '14:00' );
			await saveSettings( page );

			const guest = await newGuestPage( browser );
			for ( const [ width, height ] of SIZES ) {
				await guest.setViewportSize( { width, height } );
				await guest.goto( '/sobre-nosotros/' );
				const footer = guest.getByRole( 'contentinfo' );
				const hours = footer.locator( '.rueda-workshop-info__hours' );
				await expect( hours.locator( 'dt' ).nth( 1 ) ).toHaveText(
					'Sábado'
				);
				await expect( hours.locator( 'dd' ).nth( 1 ) ).toHaveText(
					'9:00–14:00'
				);
				await expect( footer ).not.toContainText( '13:00' );
				await hours.scrollIntoViewIfNeeded();
				await guest.screenshot( {
					path: testInfo.outputPath( `hours-footer-${ width }.png` ),
				} );
			}
			// The business for search engines, once however many blocks show it.
			const jsonLd = guest.locator(
				'script[type="application/ld+json"]'
			);
			await expect( jsonLd ).toHaveCount( 1 );
			const business = JSON.parse( ( await jsonLd.textContent() ) ?? '' );
			expect( business[ '@type' ] ).toEqual( [
				'TireShop',
				'AutoRepair',
			] );
			expect( business.openingHoursSpecification ).toContainEqual( {
				'@type': 'OpeningHoursSpecification',
				dayOfWeek: [ 'Saturday' ],
				opens: '09:00',
				closes: '14:00',
			} );

			const checkout = new CheckoutPage( guest );
			await checkout.fillCart( { [ TYRE ]: 1 } );
			await checkout.goto();
			await checkout.fillEmail( 'invitado@example.test' );
			await guest.getByRole( 'radio', { name: /^Recogida/ } ).check();
			const option = guest.getByRole( 'radio', {
				name: `${ WORKSHOP } Gratis`,
			} );
			await expect( option ).toHaveAccessibleDescription(
				/Sábado: 9:00–14:00.*Domingo: Cerrado.*Cómo llegar: /
			);
			const step = guest.locator( '.rueda-pickup-options' );
			await expect( step ).not.toContainText( '13:00' );
			for ( const [ width, height ] of SIZES ) {
				await guest.setViewportSize( { width, height } );
				await expect(
					step.getByText( 'Sábado: 9:00–14:00' )
				).toBeVisible();
				expect(
					await guest.evaluate(
						() =>
							document.documentElement.scrollWidth <=
							window.innerWidth
					),
					`no horizontal scroll at ${ width } px`
				).toBe( true );
				await step.screenshot( {
					path: testInfo.outputPath(
						`hours-checkout-${ width }.png`
					),
				} );
			}
			await guest.context().close();
		} finally {
			await settings( page, SHIPPING, originalShipping );
		}
	} );
} );
