/**
 * Two guests order through the shop; the administrator finds the first in Rueda →
 * Pedidos, reads it and completes it, and cancels the second, whose tyre goes back
 * into stock.
 */
import type { Browser, Page } from '@playwright/test';

import { API, CheckoutPage, MADRID } from './checkout.page';
import { newGuestPage } from './admin.page';
import { test, expect } from './fixtures';
import { cutColumns, horizontalOverflow } from './quality';

const PAID_TYRE = 'Michelin Primacy 4+ 195/65 R15 91H';
// The last unit in stock (its low-stock threshold shows how many are left).
const LAST_TYRE = 'Michelin CrossClimate 2 215/60 R16 99H XL';

type Stock = { is_in_stock: boolean; low_stock_remaining: number | null };

async function stockOf( page: Page, name: string ): Promise< Stock > {
	const response = await page.request.get(
		`${ API }/products?search=${ encodeURIComponent( 'CrossClimate' ) }`
	);
	const products: Array< Stock & { name: string } > = await response.json();
	const product = products.find( ( candidate ) => candidate.name === name );
	return {
		is_in_stock: product!.is_in_stock,
		low_stock_remaining: product!.low_stock_remaining,
	};
}

/**
 * Places an order as a new guest; returns its id.
 *
 * @param browser  The browser.
 * @param tyre     Product name.
 * @param email    Billing email.
 * @param transfer Whether to pay by bank transfer (else by test card).
 */
async function placeOrder(
	browser: Browser,
	tyre: string,
	email: string,
	transfer: boolean
): Promise< number > {
	const page = await newGuestPage( browser );
	const checkout = new CheckoutPage( page );
	await checkout.fillCart( { [ tyre ]: 1 } );
	await checkout.goto();
	await checkout.fillEmail( email );
	await checkout.fillAddress( 'Dirección de envío', MADRID );
	if ( transfer ) {
		await checkout
			.step( 'Opciones de pago' )
			.getByRole( 'radio', { name: 'Transferencia bancaria' } )
			.check();
	} else {
		await checkout.payByCard( '4242424242424242' );
	}
	await checkout.placeOrderAndConfirm();
	const id = Number(
		new URL( page.url() ).searchParams.get( 'order-received' )
	);
	await page.context().close();
	return id;
}

test.describe( 'Rueda orders', () => {
	test(
		'Administrator finds, reads and completes one order and cancels another, whose stock comes back',
		{ tag: '@object-cache' },
		async ( { admin, page, browser }, testInfo ) => {
			const stamp = Date.now();
			expect( await stockOf( page, LAST_TYRE ) ).toEqual( {
				is_in_stock: true,
				low_stock_remaining: 1,
			} );
			const paid = await placeOrder(
				browser,
				PAID_TYRE,
				`tarjeta${ stamp }@example.test`,
				false
			);
			const onHold = await placeOrder(
				browser,
				LAST_TYRE,
				`transferencia${ stamp }@example.test`,
				true
			);
			expect( ( await stockOf( page, LAST_TYRE ) ).is_in_stock ).toBe(
				false
			);

			// Rueda → Pedidos, find the card order by its email and open it.
			await admin.visitAdminPage( 'admin.php', 'page=rueda' );
			await page
				.locator( '#adminmenu' )
				.getByRole( 'link', { name: /^Pedidos( |$)/ } )
				.click();
			await expect(
				page.getByRole( 'heading', { name: 'Pedidos', level: 1 } )
			).toBeVisible();
			await page
				.getByRole( 'searchbox', {
					name: 'Buscar por número, correo o cliente',
				} )
				.fill( `tarjeta${ stamp }` );
			const row = page.getByRole( 'row' ).filter( {
				hasText: `tarjeta${ stamp }@example.test`,
			} );
			await expect( row ).toHaveCount( 1 );
			await expect( row.getByText( 'Procesando' ) ).toBeVisible();
			// At 1366 px every column is readable beside the sticky actions.
			await page.setViewportSize( { width: 1366, height: 900 } );
			await expect.poll( () => cutColumns( page ) ).toEqual( [] );
			await page.setViewportSize( { width: 1280, height: 800 } );
			// Delivered to Madrid: shipping, with the method's name under it.
			await expect( row.locator( '.rueda-orders__delivery' ) ).toHaveText(
				/^Envío \S/
			);
			await row.getByText( `n.º ${ paid }`, { exact: true } ).click();
			await expect( page ).toHaveURL( new RegExp( `order=${ paid }` ) );

			await expect(
				page.getByRole( 'heading', { name: `Pedido n.º ${ paid }` } )
			).toBeVisible();
			await expect(
				page.getByRole( 'cell', { name: PAID_TYRE } )
			).toBeVisible();
			await expect(
				page.getByRole( 'heading', {
					name: 'Dirección de facturación',
				} )
			).toBeVisible();
			await expect(
				page.getByText( 'Calle Mayor, 5' ).first()
			).toBeVisible();
			await expect(
				page.getByRole( 'row', { name: /^Total \d+,\d{2}\s€$/ } )
			).toBeVisible();
			await expect(
				page.getByText( 'Tarjeta (pruebas)', { exact: true } )
			).toBeVisible();
			// On a phone the order fits and its status comes first, without scrolling.
			await page.setViewportSize( { width: 390, height: 844 } );
			await page.evaluate( () => window.scrollTo( 0, 0 ) );
			await expect(
				page.getByRole( 'combobox', { name: 'Cambiar el estado a' } )
			).toBeInViewport();
			expect( await horizontalOverflow( page ) ).toBeLessThanOrEqual( 0 );
			await page.screenshot( {
				path: testInfo.outputPath( 'pedido-390.png' ),
				fullPage: true,
			} );
			await page.setViewportSize( { width: 1280, height: 800 } );

			await page
				.getByRole( 'combobox', { name: 'Cambiar el estado a' } )
				.selectOption( { label: 'Completado' } );
			await page
				.getByRole( 'button', { name: 'Cambiar estado' } )
				.click();
			await expect(
				page
					.locator( '.components-snackbar' )
					.getByText( 'Estado del pedido cambiado.' )
			).toBeVisible();
			await expect(
				page.locator( '.rueda-order__header' ).getByText( 'Completado' )
			).toBeVisible();
			await expect(
				page.getByText(
					'Estado del pedido cambiado de Procesando a Completado.'
				)
			).toBeVisible();

			// The transfer order: cancelling asks first, then the tyre is back.
			await page.goto(
				`/wp-admin/admin.php?page=rueda-orders&order=${ onHold }`
			);
			await expect(
				page.locator( '.rueda-order__header' ).getByText( 'En espera' )
			).toBeVisible();
			await page
				.getByRole( 'combobox', { name: 'Cambiar el estado a' } )
				.selectOption( { label: 'Cancelado' } );
			await page
				.getByRole( 'button', { name: 'Cambiar estado' } )
				.click();
			const confirm = page.getByRole( 'dialog', {
				name: '¿Cambiar el pedido a Cancelado?',
			} );
			await confirm
				.getByRole( 'button', { name: 'Sí, cambiar a Cancelado' } )
				.click();
			await expect(
				page.locator( '.rueda-order__header' ).getByText( 'Cancelado' )
			).toBeVisible();
			await expect(
				page.getByText( 'Este pedido ya no puede cambiar de estado.' )
			).toBeVisible();
			expect( await stockOf( page, LAST_TYRE ) ).toEqual( {
				is_in_stock: true,
				low_stock_remaining: 1,
			} );

			// A note, typed with markup, stays text.
			await page
				.getByRole( 'textbox', { name: 'Añadir una nota' } )
				.fill( 'Cliente avisado <b>por teléfono</b>' );
			await page.getByRole( 'button', { name: 'Añadir nota' } ).click();
			await expect(
				page.getByText( 'Cliente avisado por teléfono' )
			).toBeVisible();

			// Back to the list: both orders show their new status.
			await page
				.getByRole( 'button', { name: '← Volver a los pedidos' } )
				.click();
			await page
				.getByRole( 'searchbox', {
					name: 'Buscar por número, correo o cliente',
				} )
				.fill( String( stamp ) );
			await expect(
				page
					.getByRole( 'row' )
					.filter( { hasText: `transferencia${ stamp }` } )
					.getByText( 'Cancelado' )
			).toBeVisible();
		}
	);
} );
