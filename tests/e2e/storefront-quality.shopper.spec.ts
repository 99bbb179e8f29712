/**
 * The storefront's quality bar, page by page as a shopper meets it: no horizontal
 * overflow and no text under another element from 360 to 1920 px in any state (coupon
 * form open, errors shown, drawer open), no serious or critical axe-core violation, every image with its size reserved
 * (nothing shifts when it loads), and no English left on the page.
 */
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { API, CheckoutPage, MADRID } from './checkout.page';
import { coveredText, horizontalOverflow, seriousViolations } from './quality';

const WIDTHS = [ 360, 390, 768, 1280, 1366, 1920 ];
const TYRE = 'Michelin Pilot Sport 5 205/55 R16 91V';
/** English a Spanish shopper must never read (common leftovers of untranslated UI). */
const ENGLISH =
	/\b(Add to cart|Skip to content|Open menu|Close menu|Subtotal:|Checkout|Place order|Search|Loading|Select options)\b/;

test.use( { storageState: { cookies: [], origins: [] } } );

/**
 * Fails when the page is wider than the window, or an element covers text, at any width.
 *
 * @param page    The page, in the state to check.
 * @param state   What the page shows, for the message.
 * @param context Where to look for covered text (an open dialog covers the page).
 */
async function expectNoOverflow( page: Page, state: string, context = 'body' ) {
	for ( const width of WIDTHS ) {
		await page.setViewportSize( { width, height: 900 } );
		// Polled: the blocks switch to their phone layout once they have seen the new width.
		await expect
			.poll( () => horizontalOverflow( page ), {
				message: `${ state } at ${ width } px`,
			} )
			.toBeLessThanOrEqual( 0 );
		expect(
			await coveredText( page, context ),
			`text covered: ${ state } at ${ width } px`
		).toEqual( [] );
	}
}

/**
 * Fails on serious or critical axe-core violations, at a phone and a desktop width.
 *
 * @param page  The page.
 * @param state What the page shows, for the message.
 */
async function expectAccessible( page: Page, state: string ) {
	for ( const width of [ 390, 1366 ] ) {
		await page.setViewportSize( { width, height: 900 } );
		const violations = await seriousViolations( page );
		expect( violations, `${ state } at ${ width } px` ).toEqual( [] );
	}
}

/**
 * Fails when an image in the content has no reserved size (width and height, or an
 * aspect ratio from CSS), so it would push the layout when it loads.
 *
 * @param page The page.
 */
async function expectImagesSized( page: Page ) {
	const unsized = await page.evaluate( () =>
		[ ...document.querySelectorAll( 'main img, .wp-site-blocks img' ) ]
			.filter( ( img ) => {
				const style = getComputedStyle( img );
				const sized =
					( img.getAttribute( 'width' ) &&
						img.getAttribute( 'height' ) ) ||
					style.aspectRatio !== 'auto';
				return ! sized;
			} )
			.map( ( img ) => ( img as HTMLImageElement ).src )
	);
	expect( unsized ).toEqual( [] );
}

async function expectSpanish( page: Page, state: string ) {
	const text = await page.locator( 'body' ).innerText();
	expect( text, state ).not.toMatch( ENGLISH );
}

async function tyrePagePath( page: Page ): Promise< string > {
	const products: Array< { name: string; permalink: string } > = await (
		await page.request.get( `${ API }/products?search=Pilot&per_page=20` )
	).json();
	return new URL( products.find( ( p ) => p.name === TYRE )!.permalink )
		.pathname;
}

test.describe( 'Storefront quality', () => {
	test( 'Every content and shop page holds at every width', async ( {
		page,
	} ) => {
		// Nine pages at every width, each checked by axe: more than a usual test's minute.
		test.slow();
		const pages = [
			'/',
			'/tienda/',
			'/tienda/?medida=205-55-r16',
			'/servicios/',
			'/sobre-nosotros/',
			'/mi-cuenta/',
			'/carrito/',
			'/finalizar-compra/',
		];
		pages.push( await tyrePagePath( page ) );
		for ( const path of pages ) {
			await page.goto( path );
			await expect(
				page.locator( '[data-rueda-placeholder]' )
			).toHaveCount( 0 );
			await expectNoOverflow( page, path );
			await expectImagesSized( page );
			await expectSpanish( page, path );
			await expectAccessible( page, path );
		}
	} );

	test( 'The header total is never under the mini cart badge, and the check would see it', async ( {
		page,
	} ) => {
		await new CheckoutPage( page ).fillCart( { [ TYRE ]: 4 } );
		await page.goto( '/' );
		const header = 'header';
		for ( const width of WIDTHS ) {
			await page.setViewportSize( { width, height: 900 } );
			expect(
				await coveredText( page, header ),
				`${ width } px`
			).toEqual( [] );
		}
		// The badge where it used to be: over the total's first digit.
		await page.addStyleTag( {
			content:
				'.rueda-mini-cart__badge { inset-inline-start: 2em !important; } .rueda-mini-cart__amount { margin-inline-start: 0 !important; }',
		} );
		expect( ( await coveredText( page, header ) ).join() ).toMatch(
			/"579,80 €" \(span\.rueda-mini-cart__amount\) under span\.rueda-mini-cart__badge/
		);
	} );

	test( 'The open EU label and the open drawer fit a phone', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 360, height: 800 } );
		await page.goto( await tyrePagePath( page ) );
		await page
			.getByRole( 'button', { name: /Etiqueta europea/ } )
			.first()
			.click();
		await expectNoOverflow(
			page,
			'EU label open',
			'[popover]:popover-open'
		);

		await new CheckoutPage( page ).fillCart( { [ TYRE ]: 4 } );
		await page.reload();
		await page.setViewportSize( { width: 360, height: 800 } );
		await page
			.getByRole( 'button', { name: /carrito/i } )
			.first()
			.click();
		await expect( page.getByRole( 'dialog' ) ).toBeVisible();
		await expectNoOverflow( page, 'drawer open', '[role=dialog]' );
	} );

	test.describe( () => {
		// The browser logs the 400 of the unknown code; the cart shows it as a notice.
		test.use( {
			expectedConsoleErrors: [ /status of 400 .*cart\/apply-coupon/ ],
		} );

		test( 'Carrito, Finalizar compra and the confirmation hold in every state', async ( {
			page,
		} ) => {
			const checkout = new CheckoutPage( page );
			await page.goto( '/carrito/' );
			await checkout.fillCart( {
				[ TYRE ]: 4,
				'Montaje de neumático': 4,
			} );
			await page.reload();
			await page
				.getByRole( 'button', { name: 'Añadir cupones' } )
				.click();
			await page
				.getByRole( 'textbox', { name: 'Introduce el código' } )
				.fill( 'UN-CODIGO-DE-CUPON-MUY-LARGO-QUE-NO-EXISTE' );
			await page.getByRole( 'button', { name: 'Aplicar' } ).click();
			await expect( page.getByText( /no existe/ ) ).toBeVisible();
			await expectNoOverflow( page, 'Carrito, coupon error shown' );
			await expectImagesSized( page );
			await expectAccessible( page, 'Carrito' );

			await checkout.goto();
			await checkout.placeOrder();
			await expect( page.getByText( /Introduce/ ).first() ).toBeVisible();
			await expectNoOverflow( page, 'Finalizar compra, errors shown' );
			await expectAccessible( page, 'Finalizar compra' );

			await checkout.fillEmail( 'calidad@example.com' );
			await checkout.fillAddress( 'Dirección de envío', MADRID );
			await checkout.payByCard( '4242424242424242' );
			// The fitting is a service: asked for within the withdrawal period.
			await checkout.serviceConsentCheckbox.check();
			await checkout.placeOrderAndConfirm();
			await expectNoOverflow( page, 'confirmation' );
			await expectSpanish( page, 'confirmation' );
			await expectAccessible( page, 'confirmation' );
		} );
	} );
} );
