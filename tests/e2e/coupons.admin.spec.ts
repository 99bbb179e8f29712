/**
 * An administrator creates a coupon on wp-admin → Rueda → Coupons, finds it in the list,
 * and a guest gets its discount in the cart.
 */
import { CheckoutPage } from './checkout.page';
import { newGuestPage } from './admin.page';
import { test, expect } from './fixtures';

test.describe( 'Rueda coupons', () => {
	test(
		'Administrator creates a coupon, finds it by searching, and a guest gets the discount in the cart',
		{ tag: '@object-cache' },
		async ( { admin, page, browser } ) => {
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
			await page
				.getByRole( 'spinbutton', { name: 'Importe' } )
				.fill( '10' );
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
			// As typed; the shop still matches it in any case (below, in the cart).
			await expect( rows.first() ).toContainText( code.toUpperCase() );
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
		}
	);

	test( 'Administrator reads each coupon’s discount in words and whether it can be used, and opens a coupon from its own address', async ( {
		admin,
		page,
	} ) => {
		await admin.visitAdminPage( 'admin.php', 'page=rueda-coupons' );
		const row = ( code: string ) =>
			page
				.getByRole( 'row' )
				.filter( { hasText: new RegExp( code, 'i' ) } );
		// The demo's codes as written; its free-shipping coupon: no "0,00 €" discount.
		await expect(
			page.getByRole( 'row' ).filter( { hasText: /ENVIOGRATIS/ } )
		).toBeVisible();
		await expect( row( 'enviogratis' ) ).toContainText( 'Envío gratuito' );
		await expect( row( 'enviogratis' ) ).not.toContainText( '0,00 €' );
		await expect( row( 'bienvenida10' ) ).toContainText( /10\s%/ );
		await expect( row( 'verano2024' ) ).toContainText( /Caducado/ );
		await expect( row( 'bienvenida10' ) ).toContainText( /Activo/ );
		// Dates as the orders list writes them ("30 de septiembre de 2024").
		await expect( row( 'verano2024' ) ).toContainText(
			'30 de septiembre de 2024'
		);

		await page.getByRole( 'button', { name: 'Añadir cupón' } ).click();
		await expect( page ).toHaveURL( /[?&]coupon=new\b/ );
		await page.reload();
		await expect(
			page.getByRole( 'textbox', { name: 'Código del cupón' } )
		).toHaveValue( '' );
		await page.goBack();
		await expect( page ).not.toHaveURL( /coupon=/ );
		await expect( row( 'enviogratis' ) ).toBeVisible();

		await row( 'enviogratis' )
			.getByRole( 'button', { name: 'ENVIOGRATIS' } )
			.click();
		await expect( page ).toHaveURL( /[?&]coupon=\d+/ );
		await page.reload();
		await expect(
			page.getByRole( 'textbox', { name: 'Código del cupón' } )
		).toHaveValue( 'ENVIOGRATIS' );
	} );
} );
