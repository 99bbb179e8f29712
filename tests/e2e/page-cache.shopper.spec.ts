/**
 * Which pages a page cache in front may give to every guest (SharedPageCache): the shop
 * of a guest with no cart is, the pages of a shopper with a cart or of a customer are not.
 * Through nginx's cache itself: bin/check-production.mjs.
 */
import type { Page } from '@playwright/test';

import { test, expect } from './fixtures';
import { BuyBoxPage, miniCartButton } from './buy-box.page';

const SHARED = 'public, max-age=0, s-maxage=10';
const PRIMACY = 'Michelin Primacy 4+ 195/65 R15 91H';

async function cacheControl( page: Page, path: string ): Promise< string > {
	const response = await page.goto( path );
	expect( response?.status(), path ).toBe( 200 );
	return ( await response!.allHeaders() )[ 'cache-control' ] ?? '';
}

test.describe( 'Shared pages', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test(
		'A guest with no cart reads shared pages; with a tyre in the cart, the pages are the shopper’s own',
		{ tag: '@object-cache' },
		async ( { page } ) => {
			for ( const path of [
				'/',
				'/tienda/?ancho=195',
				'/servicios/',
				'/sobre-nosotros/',
				'/tienda/',
			] ) {
				expect( await cacheControl( page, path ), path ).toBe( SHARED );
			}
			await page
				.getByRole( 'link', { name: PRIMACY, exact: true } )
				.click();
			expect(
				await cacheControl( page, page.url() ),
				'a product page'
			).toBe( SHARED );

			const buyBox = new BuyBoxPage( page );
			await buyBox.root
				.getByRole( 'radio', { name: /^(Solo neumático|Tyre only)/ } )
				.check();
			await buyBox.add();
			await expect( miniCartButton( page ) ).toHaveAccessibleName(
				/^Carrito: 4 artículos/
			);

			// Back on the shared Tienda it left (the browser may keep it as it was): the cart
			// catches up.
			await page.goBack();
			await expect( page ).toHaveURL( /\/tienda\/$/ );
			await expect( miniCartButton( page ) ).toHaveAccessibleName(
				/^Carrito: 4 artículos/
			);

			for ( const path of [
				'/carrito/',
				'/sobre-nosotros/',
				'/tienda/',
			] ) {
				const header = await cacheControl( page, path );
				expect( header, path ).toContain( 'no-store' );
				expect( header, path ).toContain( 'private' );
			}
			// The page carries this shopper's cart.
			await expect( miniCartButton( page ) ).toHaveAccessibleName(
				/^Carrito: 4 artículos/
			);
		}
	);

	test.describe( () => {
		test.use( { expectedConsoleErrors: [ /status of 404/ ] } );

		test( 'A missing page is never shared', async ( { page } ) => {
			const response = await page.goto( '/no-existe-esta-pagina/' );
			expect( response?.status() ).toBe( 404 );
			expect(
				( await response!.allHeaders() )[ 'cache-control' ]
			).toContain( 'no-cache' );
		} );
	} );
} );

test.describe( 'A signed-in user', () => {
	test( 'never reads a shared page', async ( { page } ) => {
		for ( const path of [ '/', '/tienda/' ] ) {
			const header = await cacheControl( page, path );
			expect( header, path ).toContain( 'no-store' );
		}
	} );
} );
