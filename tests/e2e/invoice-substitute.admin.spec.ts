/**
 * The owner replaces a paid order's simplified invoice by a full one from the
 * order's screen: the buyer's details, a confirmation, then both invoices in
 * the panel; the full invoice's page names the simplified one it replaces,
 * whose page names it back.
 */
import { logInAsNewUser } from './account.page';
import { newGuestPage } from './admin.page';
import { CheckoutPage, MADRID } from './checkout.page';
import { test, expect } from './fixtures';

const TYRE = 'Michelin Primacy 4+ 195/65 R15 91H';

test( 'Owner issues a full invoice replacing the simplified invoice of a paid order', async ( {
	admin,
	page,
	browser,
	requestUtils,
} ) => {
	// A customer pays by card without asking for an invoice: a simplificada.
	const customer = await newGuestPage( browser );
	await logInAsNewUser( customer, requestUtils, 'sustituta', 'subscriber' );
	const checkout = new CheckoutPage( customer );
	await checkout.fillCart( { [ TYRE ]: 1 } );
	await checkout.goto();
	await checkout.fillAddress( 'Dirección de envío', MADRID );
	await checkout.payByCard( '4242424242424242' );
	await checkout.placeOrderAndConfirm();
	const id = new URL( customer.url() ).searchParams.get( 'order-received' )!;
	await customer.context().close();

	await admin.visitAdminPage(
		'admin.php',
		`page=rueda-orders&order=${ id }`
	);
	const panel = page.locator( '.rueda-order__invoice' );
	await expect( panel ).toContainText( /Factura FS\d{4}-\d{6}/ );
	await panel
		.getByRole( 'button', { name: 'Emitir factura completa' } )
		.click();
	await panel.getByLabel( 'Nombre', { exact: true } ).fill( 'Lucía Martín' );
	await panel.getByLabel( 'NIF, NIE o CIF' ).fill( 'B12345674' );
	await panel.getByLabel( 'Dirección' ).fill( 'Calle Mayor 1' );
	await panel.getByLabel( 'Código postal' ).fill( '28013' );
	await panel.getByLabel( 'Localidad' ).fill( 'Madrid' );
	await panel
		.getByRole( 'button', { name: 'Emitir factura completa' } )
		.click();
	const confirm = page.getByRole( 'dialog', {
		name: '¿Emitir una factura completa?',
	} );
	await expect( confirm ).toContainText( 'B12345674' );
	await confirm.getByRole( 'button', { name: 'Sí, emitirla' } ).click();
	await expect(
		page
			.locator( '.components-snackbar' )
			.getByText( 'Factura completa emitida.' )
	).toBeVisible();
	await expect( panel ).toContainText(
		/Factura completa FC\d{4}-\d{6}, en sustitución de FS\d{4}-\d{6}/
	);
	await expect(
		panel.getByRole( 'button', { name: 'Emitir factura completa' } )
	).toHaveCount( 0 );

	// Its page says what it replaces; the simplified invoice's, what replaced it.
	const full = await panel
		.getByRole( 'link', { name: 'Ver la factura completa' } )
		.getAttribute( 'href' );
	const simplified = await panel
		.getByRole( 'link', { name: 'Ver la factura', exact: true } )
		.getAttribute( 'href' );
	await page.goto( full! );
	await expect( page.locator( '.rueda-invoice__note' ) ).toContainText(
		/^Factura completa en sustitución de la factura simplificada FS\d{4}-\d{6}, de fecha /
	);
	await expect( page.locator( '.rueda-invoice__customer' ) ).toContainText(
		'NIF: B12345674'
	);
	await expect( page.locator( '.rueda-invoice__qr' ) ).toHaveAttribute(
		'data-rueda-qr',
		/numserie=FC\d{4}-\d{6}/
	);
	await page.goto( simplified! );
	await expect( page.locator( '.rueda-invoice__note' ) ).toContainText(
		/^Sustituida por la factura FC\d{4}-\d{6}\.$/
	);
} );
