/**
 * The shop owner sets the fitting bands in wp-admin → Rueda → Montaje, and the shop's
 * cards show the new fitted price. The bands are put back as they were: the site is
 * shared by every spec. Until the Spanish of the new strings is merged the English
 * source may show, so names accept both.
 */
import { newGuestPage } from './admin.page';
import { test, expect } from './fixtures';

const PATH = '/rueda/v1/settings/fitting';
// 144,95 € a tyre; up to 16": fitting 12,00 €, balancing 8,00 €, valve 3,00 € a tyre.
const PILOT = 'Michelin Pilot Sport 5 205/55 R16 91V';

test.describe( 'Fitting bands', () => {
	let saved: unknown;

	test.beforeEach( async ( { requestUtils } ) => {
		saved = await requestUtils.rest( { path: PATH } );
	} );

	test.afterEach( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			path: PATH,
			method: 'POST',
			data: saved as object,
		} );
	} );

	test(
		'Owner raises the fitting price of small rims and the shop shows it',
		{ tag: '@object-cache' },
		async ( { page, browser }, testInfo ) => {
			await page.goto( '/wp-admin/admin.php?page=rueda-fitting' );
			const toggle = page.getByRole( 'button', { name: /^Hasta 16"/ } );
			await expect( toggle ).toHaveText( /23,00\s€/ );
			await toggle.click();
			const band = page.locator( '.rueda-settings__panel', {
				has: toggle,
			} );
			const prices = band.getByRole( 'textbox', {
				name: /^(Precio por neumático \(IVA incluido\)|Price per tyre \(tax included\))$/,
			} );
			await expect( prices ).toHaveCount( 3 );
			await expect( prices.first() ).toHaveValue( '12,00' );
			await band.screenshot( {
				path: testInfo.outputPath( 'fitting-admin-band.png' ),
			} );

			await prices.first().fill( '15,00' );
			await expect( toggle ).toHaveText( /26,00\s€/ );
			await page
				.getByRole( 'button', { name: 'Guardar cambios' } )
				.click();
			await expect(
				page
					.locator( '.components-snackbar' )
					.getByText(
						/(Bandas de montaje guardadas|Fitting bands saved)\./
					)
			).toBeVisible();

			// A shopper sees the new fitted price on the card.
			const shopper = await newGuestPage( browser );
			await shopper.goto( '/tienda/' );
			const card = shopper.locator( '.rueda-product-card' ).filter( {
				has: shopper.getByRole( 'link', { name: PILOT, exact: true } ),
			} );
			await expect(
				card.locator( '.rueda-product-card__fitted' )
			).toContainText( /170,95\s€.*683,80\s€/ );
			await shopper.context().close();
		}
	);

	test.describe( 'refused', () => {
		// The browser reports the refusal (400) in the console.
		test.use( { expectedConsoleErrors: [ /status of 400/ ] } );

		test( 'Owner is told which bands overlap and nothing is saved', async ( {
			page,
			requestUtils,
		} ) => {
			await page.goto( '/wp-admin/admin.php?page=rueda-fitting' );
			const toggle = page.getByRole( 'button', { name: /^17" y 18"/ } );
			await toggle.click();
			const band = page.locator( '.rueda-settings__panel', {
				has: toggle,
			} );
			await band
				.getByRole( 'textbox', {
					name: /^(Llanta mínima|Smallest rim)/,
				} )
				.fill( '16' );
			await page
				.getByRole( 'button', { name: 'Guardar cambios' } )
				.click();

			await expect( band.getByRole( 'alert' ) ).toContainText(
				'Hasta 16"'
			);
			expect( await requestUtils.rest( { path: PATH } ) ).toEqual(
				saved
			);
		} );
	} );
} );
