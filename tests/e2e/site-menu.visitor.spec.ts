/**
 * Visitors use the site menu (rueda/site-menu) with the mouse, the keyboard and on a phone.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

import { test, expect } from './fixtures';

test.use( { storageState: { cookies: [], origins: [] } } );

const SCREENSHOTS = path.join( __dirname, '../../artifacts/screenshots' );
// Until the Spanish of the new strings is merged the English source may show.
const MENU = /^(Menú|Menu)$/;

function headerMenu( page: Page ): Locator {
	return page.getByRole( 'banner' ).getByRole( 'navigation' );
}

async function center( locator: Locator ) {
	const box = ( await locator.boundingBox() )!;
	return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Records in the page whether a button was ever expanded from now on.
 *
 * @param button The button to watch.
 */
async function watchExpanded( button: Locator ) {
	await button.evaluate( ( element ) => {
		const target = element as HTMLElement;
		new MutationObserver( () => {
			if ( target.getAttribute( 'aria-expanded' ) === 'true' ) {
				target.dataset.wasExpanded = 'true';
			}
		} ).observe( target, { attributeFilter: [ 'aria-expanded' ] } );
	} );
	return () =>
		button.evaluate(
			( element ) => ( element as HTMLElement ).dataset.wasExpanded
		);
}

async function expectNoOverflow( page: Page ) {
	expect(
		await page.evaluate(
			() => document.documentElement.scrollWidth <= window.innerWidth
		)
	).toBe( true );
}

test.describe( 'Site menu', () => {
	test( 'Visitor opens Servicios by resting the pointer on it, not by sweeping past it', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1366, height: 900 } );
		await page.goto( '/sobre-nosotros/' );
		const menu = headerMenu( page );
		const servicios = menu.getByRole( 'button', { name: 'Servicios' } );
		const tienda = menu.getByRole( 'button', { name: /Tienda/ } );
		const wasExpanded = await watchExpanded( servicios );

		// A quick sweep from "Sobre nosotros" across Servicios, resting on Tienda's button.
		const from = await center(
			menu.getByRole( 'link', { name: 'Sobre nosotros', exact: true } )
		);
		const to = await center( tienda );
		await page.mouse.move( from.x, from.y );
		await page.mouse.move( to.x, to.y, { steps: 4 } );
		await expect( tienda ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( await wasExpanded() ).toBeUndefined();

		// Resting on Servicios opens it.
		const target = await center( servicios );
		await page.mouse.move( target.x, target.y, { steps: 5 } );
		await expect( servicios ).toHaveAttribute( 'aria-expanded', 'true' );
		for ( const service of [
			'Montaje',
			'Equilibrado',
			'Alineación',
			'Pre-ITV',
		] ) {
			await expect(
				menu.getByRole( 'link', { name: service, exact: true } )
			).toBeVisible();
		}
		await page.screenshot( {
			path: path.join( SCREENSHOTS, 'site-menu-1366-hover.png' ),
		} );

		// Leaving closes it after the delay.
		await page.mouse.move( target.x, target.y + 400, { steps: 5 } );
		await expect( servicios ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect(
			menu.getByRole( 'link', { name: 'Montaje', exact: true } )
		).toBeHidden();
	} );

	test.describe( 'A second menu in click mode with a 900 px breakpoint', () => {
		let link: string;

		test.beforeAll( async ( { requestUtils } ) => {
			const created = await requestUtils.rest< { link: string } >( {
				path: '/wp/v2/pages',
				method: 'POST',
				data: {
					title: 'Menú por clic',
					status: 'publish',
					content:
						'<!-- wp:rueda/site-menu {"openMode":"click","breakpoint":"custom","customBreakpoint":900} /-->',
				},
			} );
			link = created.link;
		} );

		test( 'Visitor opens its submenus by clicking, not by hovering', async ( {
			page,
		} ) => {
			await page.setViewportSize( { width: 1366, height: 900 } );
			await page.goto( link );
			const menu = page.getByRole( 'main' ).getByRole( 'navigation' );
			const servicios = menu.getByRole( 'button', { name: 'Servicios' } );
			const wasExpanded = await watchExpanded( servicios );

			const rest = await center( servicios );
			await page.mouse.move( rest.x, rest.y, { steps: 3 } );
			// The header's menu (hover intent) opens on resting: time enough for this one too.
			const header = headerMenu( page ).getByRole( 'button', {
				name: 'Servicios',
			} );
			const headerCenter = await center( header );
			await page.mouse.move( headerCenter.x, headerCenter.y, {
				steps: 3,
			} );
			await expect( header ).toHaveAttribute( 'aria-expanded', 'true' );
			expect( await wasExpanded() ).toBeUndefined();

			await servicios.click();
			await expect( servicios ).toHaveAttribute(
				'aria-expanded',
				'true'
			);
			await expect(
				menu.getByRole( 'link', { name: 'Pre-ITV', exact: true } )
			).toBeVisible();
			await servicios.click();
			await expect( servicios ).toHaveAttribute(
				'aria-expanded',
				'false'
			);

			await servicios.click();
			await page.getByRole( 'heading', { level: 1 } ).click();
			await expect( servicios ).toHaveAttribute(
				'aria-expanded',
				'false'
			);
		} );

		test( 'Visitor sees the toggle bar at 899 px and the desktop menu at 901 px', async ( {
			page,
		} ) => {
			await page.setViewportSize( { width: 899, height: 800 } );
			await page.goto( link );
			const menu = page.getByRole( 'main' ).getByRole( 'navigation' );
			const toggle = menu.getByRole( 'button', { name: MENU } );
			await expect( toggle ).toBeVisible();
			await expect(
				menu.getByRole( 'button', { name: 'Servicios' } )
			).toBeHidden();
			await expect( menu ).toHaveAttribute( 'data-breakpoint', '900' );

			await page.setViewportSize( { width: 901, height: 800 } );
			await expect( toggle ).toBeHidden();
			await expect(
				menu.getByRole( 'button', { name: 'Servicios' } )
			).toBeVisible();
			// The header's menu keeps its own breakpoint (767 px).
			await expect(
				headerMenu( page ).getByRole( 'button', { name: MENU } )
			).toBeHidden();
		} );
	} );

	test( 'Visitor drives the whole menu with the keyboard', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1366, height: 900 } );
		await page.goto( '/sobre-nosotros/' );
		const menu = headerMenu( page );
		const inicio = menu.getByRole( 'link', {
			name: 'Inicio',
			exact: true,
		} );
		const servicios = menu.getByRole( 'button', { name: 'Servicios' } );

		// Tab from the top of the page until the menu's first link.
		await expect( async () => {
			await page.keyboard.press( 'Tab' );
			await expect( inicio ).toBeFocused( { timeout: 100 } );
		} ).toPass();
		await expect( inicio ).toBeFocused();
		await expect( menu ).toHaveClass( /is-keyboard/ );
		expect(
			await inicio.evaluate(
				( el ) => getComputedStyle( el ).outlineStyle
			)
		).not.toBe( 'none' );

		await page.keyboard.press( 'ArrowRight' );
		await expect(
			menu.getByRole( 'link', { name: 'Tienda', exact: true } )
		).toBeFocused();
		// Tienda's button, the Servicios page's link, then its button.
		await page.keyboard.press( 'Tab' );
		await page.keyboard.press( 'Tab' );
		await expect(
			menu.getByRole( 'link', { name: 'Servicios', exact: true } )
		).toBeFocused();
		await page.keyboard.press( 'Tab' );
		await expect( servicios ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect( servicios ).toHaveAttribute( 'aria-expanded', 'true' );
		await page.keyboard.press( 'ArrowDown' );
		await expect(
			menu.getByRole( 'link', { name: 'Montaje', exact: true } )
		).toBeFocused();
		await page.keyboard.press( 'End' );
		const preItv = menu.getByRole( 'link', {
			name: 'Pre-ITV',
			exact: true,
		} );
		await expect( preItv ).toBeFocused();
		await page.screenshot( {
			path: path.join( SCREENSHOTS, 'site-menu-1366-keyboard.png' ),
		} );
		await page.keyboard.press( 'Home' );
		await expect(
			menu.getByRole( 'link', { name: 'Montaje', exact: true } )
		).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await expect( servicios ).toBeFocused();
		await expect( servicios ).toHaveAttribute( 'aria-expanded', 'false' );

		// Into Tienda's nested submenu (past the Servicios link) and back out.
		await page.keyboard.press( 'ArrowLeft' );
		await expect(
			menu.getByRole( 'link', { name: 'Servicios', exact: true } )
		).toBeFocused();
		await page.keyboard.press( 'ArrowLeft' );
		await page.keyboard.press( 'ArrowDown' );
		const neumaticos = menu.getByRole( 'button', { name: 'Neumáticos' } );
		await expect( neumaticos ).toBeFocused();
		await page.keyboard.press( 'ArrowRight' );
		await expect(
			menu.getByRole( 'link', { name: 'Verano', exact: true } )
		).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await expect( neumaticos ).toBeFocused();

		// The mouse switches keyboard mode, and the focus ring, off.
		await page.mouse.click( 5, 600 );
		await expect( menu ).not.toHaveClass( /is-keyboard/ );
		await servicios.focus();
		expect(
			await servicios.evaluate(
				( el ) => getComputedStyle( el ).outlineStyle
			)
		).toBe( 'none' );

		// Enter on a link follows it.
		await page.keyboard.press( 'ArrowUp' );
		await expect( preItv ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect( page ).toHaveURL( /pre-itv/ );
	} );

	test( 'Visitor on a phone opens and closes the menu with the toggle bar', async ( {
		page,
	} ) => {
		mkdirSync( SCREENSHOTS, { recursive: true } );
		await page.setViewportSize( { width: 390, height: 844 } );
		await page.goto( '/sobre-nosotros/' );
		const menu = headerMenu( page );
		const toggle = menu.getByRole( 'button', { name: MENU } );
		const carrito = menu.getByRole( 'link', {
			name: 'Carrito',
			exact: true,
		} );

		await expect( toggle ).toBeVisible();
		await expect( carrito ).toBeHidden();
		const bar = ( await toggle.boundingBox() )!;
		expect( bar.width ).toBeGreaterThan( 300 );
		await expectNoOverflow( page );
		await page.screenshot( {
			path: path.join( SCREENSHOTS, 'site-menu-390-closed.png' ),
		} );

		await toggle.click();
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( carrito ).toBeVisible();
		await menu.getByRole( 'button', { name: 'Servicios' } ).click();
		await expect(
			menu.getByRole( 'link', { name: 'Pre-ITV', exact: true } )
		).toBeVisible();
		await expectNoOverflow( page );
		await page.screenshot( {
			path: path.join( SCREENSHOTS, 'site-menu-390-open.png' ),
			fullPage: true,
		} );

		await toggle.click();
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( carrito ).toBeHidden();
	} );

	test( 'Visitor hears the menu in Spanish', async ( { page } ) => {
		await page.setViewportSize( { width: 390, height: 844 } );
		await page.goto( '/sobre-nosotros/' );
		const menu = page.getByRole( 'navigation', { name: 'Menú principal' } );
		await expect(
			menu.getByRole( 'button', { name: 'Menú', exact: true } )
		).toBeVisible();
		await menu.getByRole( 'button', { name: 'Menú', exact: true } ).click();
		await expect(
			menu.getByRole( 'button', { name: 'Submenú de Tienda' } )
		).toBeVisible();
		await expect(
			menu.getByRole( 'button', { name: 'Servicios' } )
		).toBeVisible();
	} );

	test( 'Visitor meets no accessibility violations in the menu (axe)', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 390, height: 844 } );
		await page.goto( '/sobre-nosotros/' );
		const menu = headerMenu( page );
		await menu.getByRole( 'button', { name: MENU } ).click();
		await menu.getByRole( 'button', { name: 'Servicios' } ).click();

		// axe-core is in node_modules (not @axe-core/playwright): inject it.
		await page.addScriptTag( { path: require.resolve( 'axe-core' ) } );
		for ( const width of [ 390, 1366 ] ) {
			await page.setViewportSize( { width, height: 900 } );
			const violations = await page.evaluate( async () => {
				const { axe } = window as unknown as {
					axe: {
						run: (
							context: string
						) => Promise< { violations: Array< { id: string } > } >;
					};
				};
				const results = await axe.run( '.wp-block-rueda-site-menu' );
				return results.violations.map( ( violation ) => violation.id );
			} );
			expect( violations ).toEqual( [] );
		}
	} );
} );
