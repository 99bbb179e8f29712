/**
 * Visitors browse the Spanish content pages with the site menu.
 */
import { test, expect } from './fixtures';

test.use( { storageState: { cookies: [], origins: [] } } );

test.describe( 'Content pages', () => {
	test( 'Visitor sees the home page in Spanish', async ( { page } ) => {
		await page.goto( '/' );

		await expect( page.locator( 'html' ) ).toHaveAttribute(
			'lang',
			'es-ES'
		);
		await expect( page ).toHaveTitle( /Neumáticos y Taller/ );
		await expect(
			page.getByRole( 'link', { name: 'Ver la tienda' } )
		).toHaveAttribute( 'href', '/tienda/' );
	} );

	test( 'Visitor finds the workshop and the legal pages in the footer', async ( {
		page,
	} ) => {
		await page.goto( '/sobre-nosotros/' );

		const footer = page.getByRole( 'contentinfo' );
		await expect( footer ).toContainText( 'Calle de la Industria, 24' );
		await expect(
			footer.getByRole( 'link', { name: 'Política de privacidad' } )
		).toHaveAttribute( 'href', '/privacidad/' );
		await expect(
			footer.getByRole( 'link', { name: 'Términos y condiciones' } )
		).toHaveAttribute( 'href', '/terminos/' );
		// The theme's sample links are gone.
		await expect(
			footer.getByRole( 'link', { name: 'Blog' } )
		).toHaveCount( 0 );
	} );

	test( 'Visitor reads About Us (page 4338) and moves on with the site menu', async ( {
		page,
	} ) => {
		await page.goto( '/?page_id=4338' );

		await expect( page ).toHaveURL( /\/sobre-nosotros\/$/ );
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Sobre nosotros' } )
		).toBeVisible();
		await expect( page.locator( 'body' ) ).toHaveClass( /page-id-4338/ );
		await expect(
			page.getByRole( 'heading', { name: 'Nuestros servicios' } )
		).toBeVisible();
		const main = page.getByRole( 'main' );
		await expect( main.getByText( 'Horario de apertura' ) ).toBeVisible();
		await expect( main.getByText( 'Lunes a viernes' ) ).toBeVisible();

		const menu = page
			.getByRole( 'banner' )
			.getByRole( 'navigation' )
			.first();
		for ( const label of [
			'Inicio',
			'Tienda',
			'Sobre nosotros',
			'Carrito',
			'Mi cuenta',
		] ) {
			await expect(
				menu.getByRole( 'link', { name: label, exact: true } )
			).toBeVisible();
		}
		await menu.getByRole( 'link', { name: 'Tienda', exact: true } ).click();
		await expect( page ).toHaveURL( /\/tienda\/$/ );
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Tienda' } )
		).toBeVisible();
	} );

	test( 'Visitor on a phone opens the menu with its toggle and closes it with Escape', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 390, height: 844 } );
		await page.goto( '/sobre-nosotros/' );

		// Rueda's toggle bar: a visible "Menú" that opens the menu below it.
		const open = page.getByRole( 'button', { name: 'Menú', exact: true } );
		await expect( open ).toBeVisible();
		await expect( open ).toHaveAttribute( 'aria-expanded', 'false' );
		await open.click();
		await expect( open ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect(
			page
				.getByRole( 'banner' )
				.getByRole( 'link', { name: 'Carrito', exact: true } )
		).toBeVisible();

		await page.keyboard.press( 'Escape' );
		await expect( open ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( open ).toBeFocused();
	} );
} );
