/**
 * Screenshots of one area of a page at a phone's and a desktop's width, checked for
 * sideways overflow first.
 */
import type { Locator, Page } from '@playwright/test';

import { expect } from './fixtures';

/**
 * Screenshots of an area (the smallest box around its parts) at a phone's and a
 * desktop's width, after checking that it fits the window, that nothing in it
 * overflows sideways and, for the shop's pages, that the page does not either.
 *
 * @param page      Page.
 * @param parts     The area's parts, top one first.
 * @param name      File name (without extension) under artifacts/screenshots/.
 * @param wholePage Whether the whole page must fit too.
 */
export async function screenshotsOf(
	page: Page,
	parts: [ Locator, ...Locator[] ],
	name: string,
	wholePage = true
) {
	for ( const width of [ 390, 1366 ] ) {
		await page.setViewportSize( { width, height: 900 } );
		await parts[ 0 ].scrollIntoViewIfNeeded();
		const boxes = [];
		for ( const part of parts ) {
			const box = ( await part.boundingBox() )!;
			expect( box.x, `${ name } at ${ width }px` ).toBeGreaterThanOrEqual(
				0
			);
			expect(
				box.x + box.width,
				`${ name } at ${ width }px`
			).toBeLessThanOrEqual( width );
			expect(
				await part.evaluate(
					( element ) => element.scrollWidth - element.clientWidth
				),
				`overflow inside ${ name } at ${ width }px`
			).toBeLessThanOrEqual( 0 );
			boxes.push( box );
		}
		if ( wholePage ) {
			expect(
				await page.evaluate(
					() =>
						document.documentElement.scrollWidth -
						document.documentElement.clientWidth
				),
				`page overflow at ${ width }px`
			).toBeLessThanOrEqual( 0 );
		}
		// Boxes are measured from the window's top; the clip from the page's.
		const scrolled = await page.evaluate( () => window.scrollY );
		const top = Math.min( ...boxes.map( ( box ) => box.y ) ) - 8 + scrolled;
		const bottom =
			Math.max( ...boxes.map( ( box ) => box.y + box.height ) ) +
			8 +
			scrolled;
		await page.screenshot( {
			path: `artifacts/screenshots/${ name }-${ width }.png`,
			fullPage: true,
			clip: {
				x: 0,
				y: Math.max( 0, top ),
				width,
				height: bottom - Math.max( 0, top ),
			},
		} );
	}
	await page.setViewportSize( { width: 1280, height: 800 } );
}
