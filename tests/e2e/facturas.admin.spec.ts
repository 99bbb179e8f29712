/**
 * The owner's Facturas screen: a paid order's simplified invoice with its
 * VERI*FACTU record pending and its QR code, the chain's check, the records'
 * export, the annulment of the invoice with a reason, and the declaración
 * responsable one click away. The screen fits 1366 and 390 px, without
 * serious or critical axe-core violations (screenshots in artifacts/).
 */
import { readFile } from 'node:fs/promises';

import { newGuestPage } from './admin.page';
import { CheckoutPage, MADRID } from './checkout.page';
import { test, expect } from './fixtures';
import { horizontalOverflow, seriousViolations } from './quality';

const TYRE = 'Michelin Primacy 4+ 195/65 R15 91H';

test( 'Owner checks an invoice’s record and QR code, the chain and the export, then annuls the invoice with a reason', async ( {
	admin,
	page,
	browser,
} ) => {
	// A guest pays by card without asking for an invoice: a simplified one.
	const guest = await newGuestPage( browser );
	const checkout = new CheckoutPage( guest );
	await checkout.fillCart( { [ TYRE ]: 1 } );
	await checkout.goto();
	await checkout.fillEmail( 'verifactu@example.test' );
	await checkout.fillAddress( 'Dirección de envío', MADRID );
	await checkout.payByCard( '4242424242424242' );
	await checkout.placeOrderAndConfirm();
	const link = guest.getByRole( 'link', { name: /^Ver la factura FS/ } );
	const number = ( ( await link.textContent() ) ?? '' ).replace(
		'Ver la factura ',
		''
	);
	expect( number ).toMatch( /^FS\d{4}-\d{6}$/ );
	await guest.context().close();

	await admin.visitAdminPage( 'admin.php', 'page=rueda-invoices' );
	await expect(
		page.getByRole( 'heading', { name: 'Facturas', level: 1 } )
	).toBeVisible();
	await page.getByRole( 'searchbox' ).fill( number );
	const row = page.getByRole( 'row' ).filter( { hasText: number } );
	await expect( row ).toHaveCount( 1 );
	await expect( row ).toContainText( 'F2' );
	await expect( row ).toContainText( 'Pendiente' );

	for ( const width of [ 1366, 390 ] ) {
		await page.setViewportSize( { width, height: 900 } );
		await expect( row ).toBeVisible();
		expect( await horizontalOverflow( page ) ).toBeLessThanOrEqual( 0 );
		expect( await seriousViolations( page, '.rueda-admin' ) ).toEqual( [] );
		await page.screenshot( {
			path: `artifacts/screenshots/verifactu-admin-${ width }.png`,
			fullPage: true,
		} );
	}
	await page.setViewportSize( { width: 1366, height: 900 } );

	// Its QR code, as on the invoice: the AEAT's address of its number.
	await row.getByRole( 'button', { name: 'Mostrar código QR' } ).click();
	const qr = page.getByRole( 'dialog', {
		name: `Código QR de la factura ${ number }`,
	} );
	await expect(
		qr.getByRole( 'img', { name: new RegExp( `QR.*${ number }` ) } )
	).toBeVisible();
	await expect(
		qr.getByRole( 'link', { name: new RegExp( number ) } )
	).toHaveAttribute(
		'href',
		new RegExp( `ValidarQR\\?nif=[^&]+&numserie=${ number }&` )
	);
	await qr.screenshot( {
		path: 'artifacts/screenshots/verifactu-admin-qr.png',
	} );
	await qr.getByRole( 'button', { name: /Cerrar/ } ).click();

	// The chain holds.
	await page.getByRole( 'button', { name: 'Comprobar la cadena' } ).click();
	await expect( page.getByRole( 'status' ) ).toHaveText(
		/^La cadena está íntegra \([\d.]+ registros?\)\.$/
	);

	// The export: every record, this invoice's alta among them.
	const [ download ] = await Promise.all( [
		page.waitForEvent( 'download' ),
		page
			.getByRole( 'button', { name: 'Exportar registros (XML)' } )
			.click(),
	] );
	expect( download.suggestedFilename() ).toMatch(
		/^registros-verifactu-\d{4}-\d{2}-\d{2}\.xml$/
	);
	const xml = await readFile( ( await download.path() )!, 'utf8' );
	expect( xml ).toContain( '<sum:RegFactuSistemaFacturacion' );
	expect( xml ).toContain(
		`<sum1:NumSerieFactura>${ number }</sum1:NumSerieFactura>`
	);

	// Annulled with a reason (required), after confirming.
	await row.getByRole( 'button', { name: 'Acciones' } ).click();
	await page.getByRole( 'menuitem', { name: 'Anular' } ).click();
	const dialog = page.getByRole( 'dialog', {
		name: `Anular la factura ${ number }`,
	} );
	await dialog.getByRole( 'button', { name: 'Anular factura' } ).click();
	await expect( dialog.getByText( 'Escribe el motivo.' ) ).toBeVisible();
	await dialog
		.getByLabel( 'Motivo (obligatorio)' )
		.fill( 'Pedido de prueba emitido por error' );
	await dialog.getByRole( 'button', { name: 'Anular factura' } ).click();
	await expect( dialog ).toBeHidden();
	await expect( row ).toContainText( 'Anulada' );
	await expect( row ).toContainText( 'Pedido de prueba emitido por error' );

	// The declaración responsable, one click away.
	await page.getByRole( 'link', { name: 'Declaración responsable' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Declaración responsable' } )
	).toBeVisible();
	await expect( page.getByRole( 'table' ) ).toContainText( 'VERI*FACTU' );
	expect( await horizontalOverflow( page ) ).toBeLessThanOrEqual( 0 );
	await page.screenshot( {
		path: 'artifacts/screenshots/verifactu-declaration-1366.png',
		fullPage: true,
	} );
} );
