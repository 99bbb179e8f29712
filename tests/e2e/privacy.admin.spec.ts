/**
 * Tools → Export Personal Data: WordPress's own export carries Rueda's orders of the
 * person, through the exporters Rueda registers.
 */
import { execFileSync } from 'node:child_process';

import { newGuestPage } from './admin.page';
import { confirmedOrderNumber } from './account-dashboard.page';
import { CheckoutPage, MADRID } from './checkout.page';
import { test, expect } from './fixtures';

test( "Administrator exports a guest's personal data and it holds the shop orders", async ( {
	admin,
	page,
	browser,
} ) => {
	// WordPress builds the export over one admin-ajax request per exporter and page, then
	// the zip: slow on a busy runner.
	test.slow();
	const email = `privacidad${ Date.now() }@example.test`;
	const guest = await newGuestPage( browser );
	const checkout = new CheckoutPage( guest );
	await checkout.fillCart( { 'Michelin Primacy 4+ 195/65 R15 91H': 1 } );
	await checkout.goto();
	await checkout.fillEmail( email );
	await checkout.fillAddress( 'Dirección de envío', MADRID );
	await checkout.payByCard( '4242 4242 4242 4242' );
	await checkout.placeOrderAndConfirm();
	const number = await confirmedOrderNumber( guest );
	await guest.context().close();

	await admin.visitAdminPage( 'export-personal-data.php' );
	await page
		.locator( '#username_or_email_for_privacy_request' )
		.fill( email );
	// Confirmed at once: no confirmation email to wait for.
	await page.locator( '#send_confirmation_email' ).uncheck();
	await page.locator( '#submit' ).click();
	// The download button works once WordPress's privacy script has run: a click before
	// the page's load event does nothing (seen on a busy runner).
	await page.waitForLoadState( 'load' );
	const row = page.locator( 'tr', { hasText: email } );
	await row.hover();
	const download = page.waitForEvent( 'download', { timeout: 90_000 } );
	await row
		.locator( '.download-data .export-personal-data-idle button' )
		.click();
	const zip = await ( await download ).path();

	const html = execFileSync( 'unzip', [ '-p', zip, 'index.html' ], {
		encoding: 'utf8',
	} );
	expect( html ).toContain( 'Pedidos de la tienda' );
	expect( html ).toContain( number );
	expect( html ).toContain( 'Calle Mayor, 5' );
} );
