/**
 * The administrator corrects the ecovalor's amounts in wp-admin → Rueda → Ajustes, and
 * carts charge the new amount at once.
 */
import path from 'node:path';

import { CheckoutPage } from './checkout.page';
import { newGuestPage, saveSettings } from './admin.page';
import { test, expect } from './fixtures';

const SCREENSHOTS = path.join( __dirname, '../../artifacts/screenshots' );
const TYRE = 'Hankook Ventus Prime 4 205/55 R16 91V';
// Until the Spanish of the new strings is merged the English source may show.
const CAR = /^(Turismo|Passenger car)$/;

test.describe( 'Ecovalor settings', () => {
	// The browser notes the refused save.
	test.use( {
		expectedConsoleErrors: [ /status of 400 .*settings\/ecovalor/ ],
	} );

	test( 'Administrator changes the passenger car amount and the cart charges it', async ( {
		admin,
		page,
		browser,
	} ) => {
		await admin.visitAdminPage( 'admin.php', 'page=rueda' );
		const section = page.locator( '#rueda-settings-ecovalor' );
		const amount = section.getByRole( 'textbox', { name: CAR } );
		await expect( amount ).toHaveValue( '1,30' );

		// A negative amount is refused under its field, and nothing is saved.
		await amount.fill( '-1' );
		await page.getByRole( 'button', { name: 'Guardar cambios' } ).click();
		await expect( section.getByRole( 'alert' ) ).toContainText( '50,00' );

		await amount.fill( '1,50' );
		await saveSettings( page );
		// Tall enough that the save bar, kept at the bottom, covers none of it.
		await page.setViewportSize( { width: 1366, height: 1600 } );
		await section.screenshot( {
			path: path.join( SCREENSHOTS, 'ecovalor-settings-1366.png' ),
		} );
		await page.reload();
		await expect(
			page
				.locator( '#rueda-settings-ecovalor' )
				.getByRole( 'textbox', { name: CAR } )
		).toHaveValue( '1,50' );

		// A shopper's four tyres: 4 × 1,50 € + 21 % IVA.
		const guestPage = await newGuestPage( browser );
		await new CheckoutPage( guestPage ).fillCart( { [ TYRE ]: 4 } );
		await guestPage.goto( '/carrito/' );
		await expect(
			guestPage.locator( '.rueda-totals-fee .rueda-totals-row__value' )
		).toHaveText( '7,26 €' );
		await guestPage.context().close();

		// Back as it was for the other tests.
		await page
			.locator( '#rueda-settings-ecovalor' )
			.getByRole( 'textbox', { name: CAR } )
			.fill( '1,30' );
		await saveSettings( page );
	} );
} );
