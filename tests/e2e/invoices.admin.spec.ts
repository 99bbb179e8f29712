/**
 * The shop's side of invoices: its legal details in Rueda → Ajustes, checked on
 * the server, and a paid order's invoice opened from the order screen.
 */
import { CheckoutPage, MADRID } from './checkout.page';
import { newGuestPage, saveSettings } from './admin.page';
import { test, expect } from './fixtures';

const TYRE = 'Michelin Primacy 4+ 195/65 R15 91H';

// The wrong NIF is refused by the server on purpose: the browser notes the 400.
test.use( {
	expectedConsoleErrors: [ /status of 400 .*\/rueda\/v1\/settings\/company/ ],
} );

test( 'Administrator keeps the legal details and opens an order’s invoice from the order screen', async ( {
	admin,
	page,
	browser,
} ) => {
	// A guest pays by card, without asking for an invoice: a simplified one.
	const guest = await newGuestPage( browser );
	const checkout = new CheckoutPage( guest );
	await checkout.fillCart( { [ TYRE ]: 1 } );
	await checkout.goto();
	await checkout.fillEmail( 'sinfactura@example.test' );
	await checkout.fillAddress( 'Dirección de envío', MADRID );
	await checkout.payByCard( '4242424242424242' );
	await checkout.placeOrderAndConfirm();
	const id = new URL( guest.url() ).searchParams.get( 'order-received' );
	await guest.context().close();

	// The legal details: the demo's, and a wrong NIF refused under its field.
	await admin.visitAdminPage( 'admin.php', 'page=rueda' );
	const details = page.locator( '#rueda-settings-company' );
	await expect( details.getByLabel( 'Razón social' ) ).toHaveValue(
		'Neumáticos Rueda S.L.'
	);
	await details.getByLabel( 'NIF/CIF' ).fill( 'B76543215' );
	await page.getByRole( 'button', { name: 'Guardar cambios' } ).click();
	await expect(
		details.getByText(
			'NIF/CIF: el NIF/NIE/CIF no es válido: revisa el último carácter (el dígito o la letra de control).'
		)
	).toBeVisible();
	await details.getByLabel( 'NIF/CIF' ).fill( 'b-76543214' );
	await saveSettings( page );
	await expect( details.getByLabel( 'NIF/CIF' ) ).toHaveValue( 'B76543214' );

	// The order's invoice, from its screen, in a new tab.
	await admin.visitAdminPage(
		'admin.php',
		`page=rueda-orders&order=${ id }`
	);
	const panel = page.locator( '.rueda-order__invoice' );
	await expect( panel ).toContainText( /Factura FS\d{4}-\d{6}/ );
	await expect( panel ).toContainText(
		'Factura simplificada: el cliente no indicó NIF.'
	);
	const [ invoice ] = await Promise.all( [
		page.context().waitForEvent( 'page' ),
		panel.getByRole( 'link', { name: 'Ver la factura' } ).click(),
	] );
	await expect(
		invoice.getByRole( 'heading', { name: 'Factura simplificada' } )
	).toBeVisible();
	await expect( invoice.locator( '.rueda-invoice__facts' ) ).toContainText(
		`N.º ${ id }`
	);
	await expect(
		invoice.getByRole( 'table', { name: 'Desglose del IVA' } )
	).toContainText( '21 %' );
	await expect(
		invoice.getByRole( 'link', { name: 'Volver al pedido' } )
	).toHaveAttribute(
		'href',
		new RegExp( `page=rueda-orders&order=${ id }$` )
	);
	await invoice.close();
} );
