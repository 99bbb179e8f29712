/**
 * A shopper asks for an invoice at checkout: a wrong CIF is refused on its
 * field, the fixed one goes through, the confirmation links the invoice and
 * the invoice states it with the IVA breakdown, under its VERI*FACTU QR code
 * (on screen and printed). Screenshots at 390 and 1366 px.
 */
import { CheckoutPage, MADRID } from './checkout.page';
import {
	COMPANY_CIF,
	InvoiceFields,
	WRONG_CIF,
	expectTaxQrCode,
	recordPrinting,
	screenshotAt,
	taxQrCodeUrl,
} from './invoice.page';
import { test, expect } from './fixtures';

test.use( { storageState: { cookies: [], origins: [] } } );

const TYRE = 'Michelin Primacy 4+ 195/65 R15 91H';
const PHONE = 390;
const DESKTOP = 1366;

test( 'Shopper asks for an invoice, fixes a wrong CIF and opens the invoice from the confirmation', async ( {
	page,
} ) => {
	const checkout = new CheckoutPage( page );
	const invoice = new InvoiceFields( page );
	await checkout.fillCart( { [ TYRE ]: 2 } );
	await checkout.goto();
	await checkout.fillEmail( 'compras@tallerespaco.test' );
	await checkout.fillAddress( 'Dirección de envío', MADRID );

	// Who sells: below the summary.
	const seller = page.getByRole( 'complementary', { name: 'Vendedor' } );
	await expect( seller ).toContainText( 'Neumáticos Rueda S.L.' );
	await expect( seller ).toContainText( 'NIF: B76543214' );

	await expect( invoice.taxId ).toBeHidden();
	await invoice.wanted.check();
	await invoice.taxId.fill( WRONG_CIF );
	await invoice.company.fill( 'Talleres Paco S.L.' );
	const wrong =
		'El NIF/NIE/CIF no es válido: revisa el último carácter (el dígito o la letra de control).';
	await expect( invoice.error( wrong ) ).toBeVisible();
	await expect( invoice.taxId ).toHaveAttribute( 'aria-invalid', 'true' );

	// Placing the order is refused in the browser and takes the shopper to the field.
	await checkout.payByCard( '4242 4242 4242 4242' );
	await checkout.placeOrder();
	await expect( invoice.taxId ).toBeFocused();
	expect( page.url() ).not.toContain( 'order-received' );
	await invoice.taxId.scrollIntoViewIfNeeded();
	await screenshotAt( page, 'invoice-checkout-fields', PHONE );
	await screenshotAt( page, 'invoice-checkout-fields', DESKTOP );

	await invoice.taxId.fill( COMPANY_CIF );
	await expect( invoice.error( wrong ) ).toBeHidden();
	await expect( invoice.taxId ).not.toHaveAttribute( 'aria-invalid' );
	await checkout.placeOrderAndConfirm();

	// The confirmation links the invoice and names the seller.
	const link = page.getByRole( 'link', {
		name: /^Ver la factura F\d{4}-\d{6}$/,
	} );
	await expect( link ).toBeVisible();
	const number = ( await link.textContent() )!.replace(
		'Ver la factura ',
		''
	);
	await expect( page.locator( '.rueda-shop-identity' ) ).toContainText(
		'Neumáticos Rueda S.L.'
	);
	const confirmed = await checkout.confirmedOrder();
	expect( confirmed.status ).toBe( 'processing' );

	await link.click();
	await expect(
		page.getByRole( 'heading', { name: 'Factura', exact: true } )
	).toBeVisible();
	const facts = page.locator( '.rueda-invoice__facts' );
	await expect( facts ).toContainText( number );
	const customer = page.locator( '.rueda-invoice__customer' );
	await expect( customer ).toContainText( 'NIF: B12345674' );
	await expect( customer ).toContainText( 'Talleres Paco S.L.' );
	await expect( customer ).toContainText( 'Lucía Martín' );
	const line = page
		.getByRole( 'table', { name: 'Conceptos' } )
		.getByRole( 'row' )
		.filter( { hasText: TYRE } );
	await expect( line.getByRole( 'cell' ) ).toHaveText( [
		'2',
		// The unit price is rounded to the cent (the line keeps its exact amount).
		/^\d+,\d{2}\s€$/,
		'21 %',
		/^\d+,\d{2}\s€$/,
	] );
	const breakdown = page.getByRole( 'table', { name: 'Desglose del IVA' } );
	await expect( breakdown.getByRole( 'row' ) ).toHaveCount( 2 );
	await expect(
		breakdown.getByRole( 'cell', { name: '21 %' } )
	).toBeVisible();
	await expect(
		page.getByRole( 'row', { name: /^Total \d+,\d{2}\s€$/ } )
	).toBeVisible();

	await recordPrinting( page );
	await page
		.getByRole( 'button', { name: 'Imprimir / Guardar como PDF' } )
		.click();
	await expect( page.locator( 'body' ) ).toHaveAttribute(
		'data-printed',
		'1'
	);
	// The tax agency's QR code, first on the sheet, at its size on any screen and on paper.
	const qrCode = taxQrCodeUrl( {
		nif: 'B76543214',
		number,
		total: confirmed.totals.total_price,
	} );
	await screenshotAt( page, 'invoice', PHONE );
	await expectTaxQrCode( page, qrCode );
	await screenshotAt( page, 'invoice', DESKTOP );
	await expectTaxQrCode( page, qrCode );
	await page.emulateMedia( { media: 'print' } );
	await expectTaxQrCode( page, qrCode );
	await page.screenshot( {
		path: `artifacts/screenshots/invoice-print-${ DESKTOP }.png`,
		fullPage: true,
	} );
	await page.emulateMedia( { media: 'screen' } );

	// Someone with a forged key gets nothing.
	const forged = new URL( page.url() );
	forged.searchParams.set( 'key', 'wc_order_falsificada' );
	const refused = await page.request.get( forged.toString() );
	expect( refused.status() ).toBe( 404 );
	expect( await refused.text() ).not.toContain( number );
} );
