/**
 * The whole order of a tyre centre, as issue 13 describes it: a company buys four tyres
 * fitted, books Thursday at 10:00 at the workshop, asks for an invoice with its CIF,
 * accepts the terms and asks for the fitting within the withdrawal period, and pays; the
 * confirmation shows the appointment and links the invoice, which carries the tyres, their
 * fitting and the ecovalor; the owner then moves the appointment and the customer is told.
 */
import type { Page } from '@playwright/test';

import { AppointmentPicker, WORKSHOP } from './appointment.page';
import { BuyBoxPage, LABELS } from './buy-box.page';
import { CheckoutPage, MADRID } from './checkout.page';
import { COMPANY_CIF, InvoiceFields, screenshotAt } from './invoice.page';
import { test, expect } from './fixtures';

// 36 in stock, fitted up to 16".
const TYRE = 'Michelin Primacy 4+ 195/65 R15 91H';
/** Each run books its own times: the other specs book Thursday at 10:00 too. */
const JOURNEYS = [
	{
		device: 'desktop',
		viewport: { width: 1366, height: 900 },
		email: 'flota@transportespaco.test',
		time: '10:00',
		booked: '10:00–11:00',
		movedTo: [ '12:00', '12:00–13:00' ],
	},
	{
		device: 'phone',
		viewport: { width: 390, height: 844 },
		email: 'taller@transportespaco.test',
		time: '16:00',
		booked: '16:00–17:00',
		movedTo: [ '17:00', '17:00–18:00' ],
	},
] as const;
type Journey = ( typeof JOURNEYS )[ number ];
const SERVICES = [
	'Montaje de neumático',
	'Equilibrado de rueda',
	'Válvula nueva',
];

type Mail = { to: string; subject: string; message: string };
type RequestUtils = Parameters<
	Parameters< typeof test >[ 2 ]
>[ 0 ][ 'requestUtils' ];

/**
 * Stock enough for four fitted tyres, whatever the specs before this one bought or hold.
 *
 * @param requestUtils The admin's REST client.
 */
async function restock( requestUtils: RequestUtils ) {
	for ( const sku of [
		'MIC-PRIMACY4-1956515',
		'SRV-MONTAJE',
		'SRV-EQUILIBRADO',
		'SRV-VALVULA',
	] ) {
		const [ product ]: Array< { id: number; manage_stock: boolean } > =
			await requestUtils.rest( {
				path: '/rueda/v1/products',
				params: { search: sku },
			} );
		if ( product?.manage_stock ) {
			await requestUtils.rest( {
				method: 'PATCH',
				path: `/rueda/v1/products/${ product.id }`,
				data: { stock_quantity: 40 },
			} );
		}
	}
}

/**
 * The shopper's journey up to the invoice; returns the order's id and the booked day.
 *
 * @param page    A page without the admin's cookies.
 * @param journey Device, email and time.
 */
async function buyFittedWithInvoice(
	page: Page,
	journey: Journey
): Promise< { orderId: number; date: string } > {
	const buyBox = new BuyBoxPage( page );
	await buyBox.open( TYRE );
	await expect(
		buyBox.root.getByRole( 'radio', { name: 'Con montaje en taller' } )
	).toBeChecked();
	await expect(
		buyBox.root.getByRole( 'radio', { name: 'Con montaje en taller' } )
	).toBeEnabled();
	await buyBox.quick( 4 ).click();
	await buyBox.add();
	await expect( buyBox.confirmation ).toContainText( LABELS.added );

	const checkout = new CheckoutPage( page );
	const picker = new AppointmentPicker( page );
	const invoice = new InvoiceFields( page );
	await checkout.goto();
	await checkout.fillEmail( journey.email );
	await invoice.wanted.check();
	await invoice.taxId.fill( COMPANY_CIF );
	await invoice.company.fill( 'Transportes Paco S.L.' );
	// Fitted tyres are collected: the workshop's time is asked for, no delivery offered.
	await expect(
		page.getByRole( 'radio', { name: /^Recogida/ } )
	).toBeChecked();
	await expect(
		page.getByRole( 'heading', { name: 'Cita en el taller' } )
	).toBeVisible();
	const { day, date } = await picker.choose( 'jueves', journey.time );
	await checkout.fillAddress( 'Dirección de facturación', {
		...MADRID,
		phone: '600 123 456',
	} );
	await checkout.payByCard( '4242 4242 4242 4242' );

	// Both boxes unticked; the fitting is a service, so its early start is asked for.
	await expect( checkout.termsCheckbox ).not.toBeChecked();
	await expect( checkout.serviceConsentCheckbox ).not.toBeChecked();
	await expect( checkout.placeOrderButton ).toHaveText(
		'Pedido con obligación de pago'
	);
	await checkout.termsCheckbox.scrollIntoViewIfNeeded();
	await screenshotAt(
		page,
		'workshop-order-checkout',
		journey.viewport.width
	);
	await checkout.placeOrderAndConfirm();

	// The confirmation: the appointment, the fitted lines, the invoice.
	const main = page.getByRole( 'main' );
	await expect(
		main.getByText(
			`Cita en el taller: ${ day }, ${ journey.time }, ${ WORKSHOP }`
		)
	).toBeVisible();
	for ( const service of SERVICES ) {
		await expect( main ).toContainText(
			`${ service } · Montaje para: ${ TYRE }`
		);
	}
	const order = await checkout.confirmedOrder();
	expect( order.status ).toBe( 'processing' );
	const orderId = Number(
		new URL( page.url() ).searchParams.get( 'order-received' )
	);
	await screenshotAt(
		page,
		'workshop-order-confirmation',
		journey.viewport.width
	);

	await page
		.getByRole( 'link', { name: /^Ver la factura F\d{4}-\d{6}$/ } )
		.click();
	await expect(
		page.getByRole( 'heading', { name: 'Factura', exact: true } )
	).toBeVisible();
	await expect( page.locator( '.rueda-invoice__customer' ) ).toContainText(
		'NIF: B12345674'
	);
	const lines = page.getByRole( 'table', { name: 'Conceptos' } );
	await expect(
		lines.getByRole( 'row' ).filter( { hasText: TYRE } ).first()
	).toContainText( '4' );
	for ( const service of SERVICES ) {
		await expect( lines ).toContainText( service );
	}
	await expect( lines ).toContainText( /Ecovalor/ );
	await screenshotAt(
		page,
		'workshop-order-invoice',
		journey.viewport.width
	);

	return { orderId, date };
}

for ( const journey of JOURNEYS ) {
	test( `A company buys four tyres fitted on a ${ journey.device }, books the workshop, gets an invoice with its CIF, and the owner moves the appointment`, async ( {
		browser,
		admin,
		page,
		requestUtils,
	} ) => {
		await restock( requestUtils );
		const shopper = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
			viewport: journey.viewport,
		} );
		const { orderId, date } = await buyFittedWithInvoice(
			await shopper.newPage(),
			journey
		);
		await shopper.close();

		// From the order, its Citas link opens that Thursday; the owner moves it.
		await admin.visitAdminPage(
			'admin.php',
			`page=rueda-orders&order=${ orderId }`
		);
		await page
			.locator( '.rueda-order__appointment' )
			.getByRole( 'link', { name: 'Citas' } )
			.click();
		await expect( page.getByLabel( 'Fecha' ) ).toHaveValue( date );
		const row = page
			.getByRole( 'row' )
			.filter( { hasText: `n.º ${ orderId }` } );
		await expect( row ).toContainText( journey.booked );
		await expect( row ).toContainText( `4 × ${ SERVICES[ 0 ] }` );
		await row.getByRole( 'button', { name: 'Mover' } ).click();
		const dialog = page.getByRole( 'dialog', { name: 'Mover la cita' } );
		await dialog
			.getByRole( 'group', { name: 'Día', exact: true } )
			.locator( `input[value="${ date }"]` )
			.check();
		await dialog
			.getByRole( 'radio', { name: journey.movedTo[ 0 ], exact: true } )
			.check();
		await dialog.getByRole( 'button', { name: 'Mover cita' } ).click();
		await expect( row ).toContainText( journey.movedTo[ 1 ] );

		const mails: Mail[] = await requestUtils.rest( {
			path: '/rueda-test/v1/mails',
		} );
		const toCustomer = mails.filter(
			( mail ) => mail.to === journey.email
		);
		expect(
			toCustomer.find( ( mail ) =>
				mail.subject.includes( 'ha cambiado' )
			)?.message
		).toContain( `, ${ journey.movedTo[ 0 ] }, ${ WORKSHOP }` );
		// The confirmation email linked the invoice.
		expect(
			toCustomer.find( ( mail ) =>
				mail.subject.includes( 'Hemos recibido' )
			)?.message
		).toMatch( /rueda-invoice=\d+/ );
	} );
}
