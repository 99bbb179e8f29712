/**
 * Paying through Redsys, against the local simulator the config starts beside the site
 * (bin/redsys-simulator.php, Redsys's public test merchant): by card to "Pago confirmado"
 * and the invoice; by Bizum, denied at the bank, back at the checkout with the reason in
 * Spanish, then paid on a second try; a customer saving the card at the bank, paying the
 * next order with it and deleting it in Mi cuenta (each at desktop width and on a 390 px
 * phone); and the owner refunding a card payment through the bank. Redsys is turned on for each test and
 * off again after it, so other specs see the usual methods.
 */
import type { Page } from '@playwright/test';

import { AccountDashboardPage } from './account-dashboard.page';
import { logInAsNewUser } from './account.page';
import { newGuestPage, openRefund, submitRefund } from './admin.page';
import { CheckoutPage, MADRID } from './checkout.page';
import { test, expect } from './fixtures';

const PAYMENTS = '/rueda/v1/settings/payments';
const TYRE = 'Michelin Primacy 4+ 195/65 R15 91H';

type Gateway = { id: string; enabled: boolean; settings: object };
type Payments = { gateways: Gateway[] } & Record< string, unknown >;

/**
 * Reads or saves the payment settings through the admin's rueda/v1 route.
 *
 * @param page A wp-admin page.
 * @param data Settings to save; none reads them.
 */
function payments( page: Page, data?: Payments ): Promise< Payments > {
	return page.evaluate(
		( [ route, body ] ) =>
			(
				window as unknown as {
					wp: {
						apiFetch: ( options: object ) => Promise< Payments >;
					};
				}
			 ).wp
				.apiFetch(
					body
						? { path: route, method: 'POST', data: body }
						: { path: route }
				)
				.catch( ( error: unknown ) => {
					throw new Error( JSON.stringify( error ) );
				} ),
		[ PAYMENTS, data ] as const
	);
}

/**
 * Card and Bizum on, with the test merchant (the test site's RUEDA_REDSYS_ENDPOINT sends
 * them to the simulator: tests/e2e/mu-plugins).
 *
 * @param settings The settings as they are.
 */
function withRedsys( settings: Payments ): Payments {
	const redsys = {
		merchant_code: '999008881',
		terminal: '1',
		secret_key: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
		signature_version: 'HMAC_SHA256_V1',
	};
	return {
		...settings,
		gateways: settings.gateways.map( ( gateway ) => {
			if ( gateway.id === 'rueda_redsys' ) {
				return {
					...gateway,
					enabled: true,
					settings: { ...gateway.settings, ...redsys },
				};
			}
			return gateway.id === 'rueda_bizum'
				? { ...gateway, enabled: true }
				: gateway;
		} ),
	};
}

/**
 * A guest's checkout of one tyre, delivered to Madrid, up to the payment step.
 *
 * @param shopper The guest's page.
 */
async function checkoutOfOneTyre( shopper: Page ) {
	const checkout = new CheckoutPage( shopper );
	await checkout.fillCart( { [ TYRE ]: 1 } );
	await checkout.goto();
	await checkout.fillEmail( `redsys${ Date.now() }@example.test` );
	await checkout.fillAddress( 'Dirección de envío', MADRID );
	return checkout;
}

/**
 * A guest's order of one tyre paid by card at the simulator; its id.
 *
 * @param shopper The guest's page.
 */
async function paidByCard( shopper: Page ): Promise< string > {
	const checkout = await checkoutOfOneTyre( shopper );
	await shopper
		.getByRole( 'radio', { name: 'Tarjeta', exact: true } )
		.check();
	await checkout.placeOrder();
	await shopper.waitForURL( /\/sis\/realizarPago/ );
	await shopper.getByRole( 'button', { name: 'Pagar' } ).click();
	await shopper.waitForURL( /order-received=\d+&key=wc_order_/ );
	return new URL( shopper.url() ).searchParams.get( 'order-received' )!;
}

/**
 * Turns Redsys on before each test of the describe block that calls it, and
 * puts the payment settings back as they were after each.
 */
function redsysOnForEachTest() {
	let original: Payments;

	test.beforeEach( async ( { admin, page } ) => {
		await admin.visitAdminPage( 'admin.php', 'page=rueda' );
		original = await payments( page );
		await payments( page, withRedsys( original ) );
	} );

	test.afterEach( async ( { page } ) => {
		await payments( page, original );
	} );
}

for ( const viewport of [
	{ width: 1280, height: 800 },
	{ width: 390, height: 844 },
] ) {
	test.describe( `Redsys (${ viewport.width } px)`, () => {
		redsysOnForEachTest();

		test( 'Guest pays by card at the bank and sees the payment confirmed with its invoice', async ( {
			browser,
		} ) => {
			const shopper = await newGuestPage( browser );
			await shopper.setViewportSize( viewport );
			await paidByCard( shopper );

			await expect(
				shopper.getByRole( 'heading', { name: 'Pago confirmado' } )
			).toBeVisible();
			await expect(
				shopper.getByText( 'Procesando', { exact: true } )
			).toBeVisible();
			await expect(
				shopper.getByRole( 'link', { name: /^Ver la factura/ } )
			).toBeVisible();
			expect(
				await shopper.evaluate(
					() => document.documentElement.scrollWidth
				)
			).toBeLessThanOrEqual( viewport.width );
			await shopper.context().close();
		} );

		test( 'Guest whose Bizum payment is denied is back at the checkout, told why, and pays on a second try', async ( {
			browser,
		} ) => {
			const shopper = await newGuestPage( browser );
			await shopper.setViewportSize( viewport );
			const checkout = await checkoutOfOneTyre( shopper );
			await shopper.getByRole( 'radio', { name: 'Bizum' } ).check();
			await checkout.placeOrder();

			await shopper.waitForURL( /\/sis\/realizarPago/ );
			await shopper.getByRole( 'button', { name: 'Denegar' } ).click();

			await shopper.waitForURL( /rueda-payment-failed=/ );
			const failure = shopper.getByRole( 'alert' ).filter( {
				hasText: 'El pago no se completó',
			} );
			await expect( failure ).toContainText( 'No se ha cobrado nada' );
			// The order took the cart: the page shows the order, not an empty cart.
			await expect(
				shopper.getByRole( 'heading', { name: 'Detalles del pedido' } )
			).toBeVisible();
			await expect(
				shopper.getByText( /carrito está vacío/ )
			).toHaveCount( 0 );

			await failure
				.getByRole( 'link', { name: 'Volver a intentarlo' } )
				.click();
			await shopper.waitForURL( /\/sis\/realizarPago/ );
			await shopper.getByRole( 'button', { name: 'Pagar' } ).click();

			await shopper.waitForURL( /order-received=\d+&key=wc_order_/ );
			await expect(
				shopper.getByRole( 'heading', { name: 'Pago confirmado' } )
			).toBeVisible();
			await shopper.context().close();
		} );

		test( 'Customer saves the card at the bank, pays the next order with it and deletes it in Mi cuenta', async ( {
			browser,
			requestUtils,
		} ) => {
			const shopper = await newGuestPage( browser );
			await shopper.setViewportSize( viewport );
			await logInAsNewUser(
				shopper,
				requestUtils,
				'tarjeta',
				'subscriber'
			);
			const checkout = new CheckoutPage( shopper );
			await checkout.fillCart( { [ TYRE ]: 1 } );
			await checkout.goto();
			await checkout.fillAddress( 'Dirección de envío', MADRID );
			await shopper
				.getByRole( 'radio', { name: 'Tarjeta', exact: true } )
				.check();
			await shopper
				.getByRole( 'checkbox', {
					name: 'Guardar los datos de pago en mi cuenta para futuras compras.',
				} )
				.check();
			await checkout.placeOrder();
			await shopper.waitForURL( /\/sis\/realizarPago/ );
			await expect(
				shopper.getByText( 'El comercio guardará esta tarjeta' )
			).toBeVisible();
			await shopper.getByRole( 'button', { name: 'Pagar' } ).click();
			await shopper.waitForURL( /order-received=\d+&key=wc_order_/ );
			await expect(
				shopper.getByRole( 'heading', { name: 'Pago confirmado' } )
			).toBeVisible();

			// The next order: the saved card comes first and is chosen; the bank still shows its page.
			await checkout.fillCart( { [ TYRE ]: 1 } );
			await checkout.goto();
			await expect(
				checkout.step( 'Opciones de pago' ).getByRole( 'radio', {
					name: 'Visa terminada en 0004 (caduca 12/27)',
				} )
			).toBeChecked();
			await checkout.placeOrder();
			await shopper.waitForURL( /\/sis\/realizarPago/ );
			await expect(
				shopper.getByText( 'Tarjeta guardada ···0004' )
			).toBeVisible();
			await shopper.getByRole( 'button', { name: 'Pagar' } ).click();
			await shopper.waitForURL( /order-received=\d+&key=wc_order_/ );
			await expect(
				shopper.getByRole( 'heading', { name: 'Pago confirmado' } )
			).toBeVisible();

			const account = new AccountDashboardPage( shopper );
			await account.goto( '#payment-methods' );
			const card = shopper.getByText( 'Visa terminada en 0004', {
				exact: true,
			} );
			await expect( card ).toBeVisible();
			expect(
				await shopper.evaluate(
					() => document.documentElement.scrollWidth
				)
			).toBeLessThanOrEqual( viewport.width );
			await shopper
				.getByRole( 'button', {
					name: 'Eliminar Visa terminada en 0004',
				} )
				.click();
			await shopper
				.getByRole( 'button', { name: 'Sí, eliminar' } )
				.click();
			await expect( card ).toBeHidden();
			await checkout.fillCart( { [ TYRE ]: 1 } );
			await checkout.goto();
			await expect(
				shopper.getByRole( 'radio', { name: /terminada en 0004/ } )
			).toHaveCount( 0 );
			await shopper.context().close();
		} );
	} );
}

test.describe( 'Redsys refunds', () => {
	redsysOnForEachTest();

	test( 'Owner refunds a card payment through the bank and the order is refunded', async ( {
		admin,
		page,
		browser,
	} ) => {
		const shopper = await newGuestPage( browser );
		const id = await paidByCard( shopper );
		await shopper.context().close();

		await admin.visitAdminPage(
			'admin.php',
			`page=rueda-orders&order=${ id }`
		);
		const panel = page.locator( '.rueda-order__refunds' );
		await openRefund( page );
		await panel
			.getByRole( 'button', { name: /^Reembolsar todo lo que queda/ } )
			.click();
		await expect( panel.getByLabel( 'Cómo se devolvió' ) ).toHaveCount( 0 );
		await submitRefund( page, 'Neumático sin montar' );

		await expect(
			page
				.locator( '.components-snackbar' )
				.getByText( 'Reembolso registrado.' )
		).toBeVisible();
		await expect( page.locator( '.rueda-order__header' ) ).toContainText(
			'Reembolsado'
		);
		await expect(
			panel.getByRole( 'link', {
				name: /^Factura rectificativa RS\d{4}-\d{6}$/,
			} )
		).toHaveCount( 1 );
	} );
} );
