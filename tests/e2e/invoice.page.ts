/**
 * The invoice's side of the shop: "Necesito factura" in the checkout's contact
 * step, and the printable invoice page.
 */
import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

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

/** CSS pixels in a millimetre: 96 in an inch of 25.4 mm, on screen and on paper. */
const PX_PER_MM = 96 / 25.4;

/**
 * The address of an invoice's VERI*FACTU QR code in the AEAT's test environment (the
 * test sites are for developing).
 *
 * @param invoice        Its values.
 * @param invoice.nif    The shop's NIF.
 * @param invoice.number Its number.
 * @param invoice.total  Its total in cents, as the Store API gives it.
 */
export function taxQrCodeUrl( {
	nif,
	number,
	total,
}: {
	nif: string;
	number: string;
	total: string;
} ): string {
	// Issued today in Madrid: dd/mm/yyyy in British English.
	const date = new Intl.DateTimeFormat( 'en-GB', {
		timeZone: 'Europe/Madrid',
		day: '2-digit',
		month: '2-digit',
		year: 'numeric',
	} )
		.format( new Date() )
		.replace( /\//g, '-' );
	const amount = ( Number( total ) / 100 ).toFixed( 2 );
	return `https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=${ nif }&numserie=${ number }&fecha=${ date }&importe=${ amount }`;
}

/**
 * Checks the invoice page's VERI*FACTU QR code as the current viewport shows it: between
 * its legends above the invoice's header, 30 to 40 mm square, inside the viewport, and
 * holding the address (decoded from a screenshot of it).
 *
 * @param page The invoice page.
 * @param url  The address it must hold.
 */
export async function expectTaxQrCode( page: Page, url: string ) {
	const block = page.locator( '.rueda-invoice__verifactu' );
	const code = block.getByRole( 'img', {
		name: 'Código QR de esta factura en la Agencia Tributaria',
	} );
	await expect( code ).toBeVisible();
	await expect( block.locator( 'p' ) ).toHaveText( [
		'QR tributario:',
		'VERI*FACTU',
	] );
	await expect(
		block.getByRole( 'link', {
			name: /Comprobar esta factura en la Agencia Tributaria/,
		} )
	).toHaveAttribute( 'href', url );

	const box = ( await code.boundingBox() )!;
	const header = ( await page
		.locator( '.rueda-invoice__header' )
		.boundingBox() )!;
	for ( const side of [ box.width, box.height ] ) {
		expect( side / PX_PER_MM ).toBeGreaterThanOrEqual( 30 );
		expect( side / PX_PER_MM ).toBeLessThanOrEqual( 40 );
	}
	expect( box.x ).toBeGreaterThanOrEqual( 0 );
	expect( box.x + box.width ).toBeLessThanOrEqual(
		page.viewportSize()!.width
	);
	expect( box.y + box.height, 'above the invoice' ).toBeLessThan( header.y );

	// The code with its white margin, as a phone's camera would see it.
	const png = PNG.sync.read(
		await page.locator( '.rueda-invoice__qr' ).screenshot()
	);
	const decoded = jsQR(
		new Uint8ClampedArray( png.data ),
		png.width,
		png.height
	);
	expect( decoded?.data ).toBe( url );
}
