/**
 * The invoice's side of the shop: "Necesito factura" in the checkout's contact
 * step, and the printable invoice page.
 */
import type { Locator, Page } from '@playwright/test';

import { expect } from './fixtures';

/** The Spanish tax id the shopper types first, with a wrong control digit. */
export const WRONG_CIF = 'B12345675';

/** The same company's CIF, right, as people write it. */
export const COMPANY_CIF = 'b-12.345.674';

export class InvoiceFields {
	constructor( private readonly page: Page ) {}

	private get contact(): Locator {
		return this.page.getByRole( 'group', {
			name: 'Información de contacto',
			exact: true,
		} );
	}

	get wanted(): Locator {
		return this.contact.getByRole( 'checkbox', {
			name: 'Necesito factura',
		} );
	}

	get taxId(): Locator {
		return this.contact.getByLabel( 'NIF/NIE/CIF' );
	}

	get company(): Locator {
		return this.contact.getByLabel( 'Nombre de la empresa (opcional)' );
	}

	/**
	 * The tax id field's error, as the shopper reads it.
	 *
	 * @param text The message.
	 */
	error( text: string ): Locator {
		return this.contact.getByRole( 'alert' ).filter( { hasText: text } );
	}
}

/**
 * Takes a full-page screenshot at a width after checking nothing scrolls sideways.
 *
 * @param page  The page.
 * @param name  File name (without extension) under artifacts/screenshots/.
 * @param width Viewport width.
 */
export async function screenshotAt( page: Page, name: string, width: number ) {
	await page.setViewportSize( { width, height: 900 } );
	// The blocks lay themselves out for the new width on the next frames.
	await page.evaluate(
		() =>
			new Promise( ( resolve ) =>
				requestAnimationFrame( () => requestAnimationFrame( resolve ) )
			)
	);
	const overflow = await page.evaluate(
		() =>
			document.documentElement.scrollWidth -
			document.documentElement.clientWidth
	);
	expect(
		overflow,
		`horizontal overflow at ${ width }px`
	).toBeLessThanOrEqual( 0 );
	await page.screenshot( {
		path: `artifacts/screenshots/${ name }-${ width }.png`,
		fullPage: true,
	} );
}

/**
 * Replaces the browser's print dialog with a counter (a test cannot answer
 * the dialog), kept on the body.
 *
 * @param page The invoice page.
 */
export async function recordPrinting( page: Page ) {
	await page.evaluate( () => {
		window.print = () => {
			document.body.dataset.printed = String(
				Number( document.body.dataset.printed ?? 0 ) + 1
			);
		};
	} );
}
