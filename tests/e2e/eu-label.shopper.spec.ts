/**
 * A shopper reads a tyre's EU label (Regulation (EU) 2020/740): the compact
 * label beside the price opens the full label, a native popover, from the
 * keyboard; Escape closes it and gives focus back; it fits a phone's screen.
 */
import type { Locator, Page } from '@playwright/test';

import { test, expect } from './fixtures';

test.use( { storageState: { cookies: [], origins: [] } } );

// B, B, 71 dB B, EPREL sheet 534609 (demo catalogue).
const PILOT = 'Michelin Pilot Sport 5 205/55 R16 91V';
const EPREL = 'https://eprel.ec.europa.eu/screen/product/tyres/534609';

// Spanish once languages/ has the strings; their English source until then.
const TOGGLE =
	/^(Etiqueta europea del neumático|EU tyre label): .*B.*B.*71 dB.*B.*\. (Ver la etiqueta completa|Show the full label)$/;
const FULL = new RegExp(
	`^(Etiqueta europea del neumático de|EU tyre label of) ${ PILOT }$`
);
const CLOSE = /^(Cerrar la etiqueta|Close the label)$/;
const SHEET =
	/^(Ficha de información del producto|Product information sheet) \(EPREL\)/;

function card( page: Page ): Locator {
	return page.getByRole( 'listitem' ).filter( {
		has: page.getByRole( 'heading', { level: 3, name: PILOT } ),
	} );
}

/**
 * Opens the label from the keyboard: Tab from the element before it, Enter.
 *
 * @param page   The shopper's page.
 * @param before The focusable element just before the label.
 * @param scope  Where the label is.
 */
async function openWithKeyboard( page: Page, before: Locator, scope: Locator ) {
	await before.focus();
	await page.keyboard.press( 'Tab' );
	const toggle = scope.getByRole( 'button', { name: TOGGLE } );
	await expect( toggle ).toBeFocused();
	await page.keyboard.press( 'Enter' );
	return toggle;
}

/**
 * Checks the open full label: its classes, noise, EPREL link, close button.
 *
 * @param page The shopper's page.
 */
async function expectFullLabel( page: Page ) {
	const label = page.getByRole( 'dialog', { name: FULL } );
	await expect( label ).toBeVisible();
	await expect( label.locator( '.rueda-eu-label__marker' ) ).toHaveText( [
		'B',
		'B',
	] );
	await expect( label.locator( '.rueda-eu-label__noise-db' ) ).toHaveText(
		'71 dB'
	);
	await expect(
		label.locator( '.rueda-eu-label__wave.is-current' )
	).toHaveText( 'B' );
	const sheet = label.getByRole( 'link', { name: SHEET } );
	await expect( sheet ).toHaveAttribute( 'href', EPREL );
	await expect( sheet ).toHaveAttribute( 'target', '_blank' );
	await expect( sheet ).toHaveAttribute( 'rel', 'noopener noreferrer' );
	// Focus moves into the label, onto its close button.
	await expect( label.getByRole( 'button', { name: CLOSE } ) ).toBeFocused();
	return label;
}

/**
 * Whether the page scrolls sideways.
 *
 * @param page The shopper's page.
 */
function overflows( page: Page ) {
	return page.evaluate(
		() => document.documentElement.scrollWidth > window.innerWidth
	);
}

test.describe( 'EU tyre label', () => {
	test( 'Shopper opens a tyre’s EU label in the shop with the keyboard', async ( {
		page,
	} ) => {
		await page.goto( '/tienda/' );
		const tyre = card( page );

		const toggle = await openWithKeyboard(
			page,
			tyre.getByRole( 'link', { name: PILOT } ),
			tyre
		);
		const label = await expectFullLabel( page );

		await page.keyboard.press( 'Escape' );
		await expect( label ).toBeHidden();
		await expect( toggle ).toBeFocused();

		// The close button closes it too.
		await page.keyboard.press( 'Enter' );
		await expect( label ).toBeVisible();
		await label.getByRole( 'button', { name: CLOSE } ).click();
		await expect( label ).toBeHidden();
		await expect( toggle ).toBeFocused();
	} );

	test( 'Shopper adds a tyre and reads its EU label in the cart and the drawer', async ( {
		page,
	} ) => {
		await page.goto( '/tienda/' );
		await card( page )
			.getByRole( 'button', { name: `Añadir al carrito: «${ PILOT }»` } )
			.click();
		const miniCart = page
			.getByRole( 'banner' )
			.getByRole( 'button', { name: /^Carrito: 1 artículo/ } );
		await expect( miniCart ).toBeVisible();

		// The drawer: Escape closes the label, not the drawer.
		await miniCart.click();
		const drawer = page.getByRole( 'dialog', { name: /^Tu carrito/ } );
		await expect( drawer ).toBeVisible();
		const drawerToggle = await openWithKeyboard(
			page,
			drawer.getByRole( 'link', { name: PILOT } ),
			drawer
		);
		const drawerLabel = await expectFullLabel( page );
		await page.keyboard.press( 'Escape' );
		await expect( drawerLabel ).toBeHidden();
		await expect( drawer ).toBeVisible();
		await expect( drawerToggle ).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await expect( drawer ).toBeHidden();

		// The cart page: the label replaces the EU label's text rows.
		await page.goto( '/carrito/' );
		const line = page
			.getByRole( 'row' )
			.filter( { has: page.getByRole( 'link', { name: PILOT } ) } );
		await expect( line.locator( '.rueda-item-data' ) ).toHaveCount( 0 );
		const toggle = await openWithKeyboard(
			page,
			line.getByRole( 'link', { name: PILOT } ),
			line
		);
		const label = await expectFullLabel( page );
		await page.keyboard.press( 'Escape' );
		await expect( label ).toBeHidden();
		await expect( toggle ).toBeFocused();
	} );

	test( 'Shopper on a phone reads the whole label without scrolling sideways', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 390, height: 844 } );
		await page.goto( '/tienda/' );
		await card( page ).getByRole( 'button', { name: TOGGLE } ).click();
		const label = page.getByRole( 'dialog', { name: FULL } );
		await expect( label ).toBeVisible();

		const box = ( await label.boundingBox() )!;
		expect( box.x ).toBeGreaterThanOrEqual( 0 );
		expect( box.x + box.width ).toBeLessThanOrEqual( 390 );
		expect( await overflows( page ) ).toBe( false );
		await page.screenshot( {
			path: test.info().outputPath( 'eu-label-390.png' ),
		} );

		// The same in the cart line.
		await card( page ).getByRole( 'button', { name: CLOSE } ).click();
		await card( page )
			.getByRole( 'button', { name: `Añadir al carrito: «${ PILOT }»` } )
			.click();
		await expect(
			page
				.getByRole( 'banner' )
				.getByRole( 'button', { name: /^Carrito: 1 artículo/ } )
		).toBeVisible();
		await page.goto( '/carrito/' );
		expect( await overflows( page ) ).toBe( false );
		await page
			.getByRole( 'row' )
			.filter( { has: page.getByRole( 'link', { name: PILOT } ) } )
			.getByRole( 'button', { name: TOGGLE } )
			.click();
		await expect(
			page.getByRole( 'dialog', { name: FULL } )
		).toBeVisible();
		const inCart = ( await page
			.getByRole( 'dialog', { name: FULL } )
			.boundingBox() )!;
		expect( inCart.x ).toBeGreaterThanOrEqual( 0 );
		expect( inCart.x + inCart.width ).toBeLessThanOrEqual( 390 );
		expect( await overflows( page ) ).toBe( false );
	} );
} );
