/**
 * An administrator creates a coupon on wp-admin → Rueda → Coupons, finds it in the list,
 * and a guest gets its discount in the cart.
 */
import { CheckoutPage } from './checkout.page';
import { newGuestPage } from './admin.page';
import { test, expect } from './fixtures';

test.describe( 'Rueda coupons', () => {
	test( 'Administrator creates a coupon, finds it by searching, and a guest gets the discount in the cart', async ( {
		admin,
		page,
		browser,
	} ) => {
		const code = `otono${ Date.now() % 100000 }`;
		await admin.visitAdminPage( 'admin.php', 'page=rueda-coupons' );
		await page.getByRole( 'button', { name: 'Añadir cupón' } ).click();
		// The token fields' hint is core's, supplied in Spanish by Rueda.
		await expect(
			page
				.getByText( 'Sepáralos con comas o con la tecla Intro.' )
				.first()
		).toBeVisible();
		await page
			.getByRole( 'textbox', { name: 'Código del cupón' } )
			.fill( code.toUpperCase() );
		await page
			.getByRole( 'combobox', { name: 'Tipo de descuento' } )
			.selectOption( 'fixed_cart' );
		await page.getByRole( 'spinbutton', { name: 'Importe' } ).fill( '10' );
		await page
			.getByRole( 'textbox', { name: 'Descripción (para ti)' } )
			.fill( 'Diez euros de descuento.' );
		await page.getByRole( 'button', { name: 'Guardar cupón' } ).click();
		await expect(
			page
				.locator( '.components-snackbar' )
				.getByText( 'Cupón guardado.' )
		).toBeVisible();

		// Back in the list: the search finds it, and only it.
		await page
			.getByRole( 'searchbox', { name: 'Buscar cupones por código' } )
			.fill( code.slice( 0, 8 ) );
		const rows = page.locator( '.dataviews-view-table tbody tr' );
		await expect( rows ).toHaveCount( 1 );
		await expect( rows.first() ).toContainText( code );
		await expect( rows.first() ).toContainText( '10,00 €' );

		// A guest applies it in the cart.
		const guestPage = await newGuestPage( browser );
		await new CheckoutPage( guestPage ).fillCart( {
			'Michelin Primacy 4+ 195/65 R15 91H': 1,
		} );
		await guestPage.goto( '/carrito/' );
		await guestPage
			.getByRole( 'button', { name: 'Añadir cupones' } )
			.click();
		await guestPage
			.getByRole( 'textbox', { name: 'Introduce el código' } )
			.fill( code.toUpperCase() );
		await guestPage.getByRole( 'button', { name: 'Aplicar' } ).click();
		await expect(
			guestPage.getByRole( 'list', { name: 'Cupones aplicados' } )
		).toContainText( code );
		await expect(
			guestPage.locator( '.rueda-totals-discount' )
		).toContainText( '-10,00 €' );
		await guestPage.context().close();
	} );
} );
