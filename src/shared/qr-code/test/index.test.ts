import { screen } from '@testing-library/react';
import { TextEncoder } from 'node:util';
import { create, toString } from 'qrcode';

import { qrCodeUrl, renderQrCode, renderQrCodes } from '..';

// Browsers have it, and qrcode encodes with it; jsdom has not.
Object.assign( globalThis, { TextEncoder } );

const URL =
	'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B76543214&numserie=FS2026-000001&fecha=29-11-2026&importe=123.45';

// What InvoiceQrCode::html() prints (the translations of the shop's Spanish).
function renderBlock( url = URL ): HTMLElement {
	document.body.innerHTML = `<div class="rueda-invoice__verifactu"><p class="rueda-invoice__verifactu-legend">QR tributario:</p><div class="rueda-invoice__qr" data-rueda-qr="${ url.replace(
		/&/g,
		'&#038;'
	) }" data-rueda-qr-label="Código QR de esta factura en la Agencia Tributaria"><a href="${ url.replace(
		/&/g,
		'&#038;'
	) }" class="rueda-invoice__qr-link"><span class="rueda-invoice__qr-text">Comprobar esta factura en la Agencia Tributaria</span></a></div><p class="rueda-invoice__verifactu-legend">VERI*FACTU</p></div>`;
	return document.querySelector< HTMLElement >( '[data-rueda-qr]' )!;
}

describe( 'qrCodeUrl', () => {
	it( 'reads the address, its entities decoded', () => {
		expect( qrCodeUrl( renderBlock() ) ).toBe( URL );
	} );

	it( 'refuses what is not an https address', () => {
		expect( qrCodeUrl( renderBlock( 'javascript:alert(1)' ) ) ).toBeNull();
		expect(
			qrCodeUrl( renderBlock( 'http://prewww2.aeat.es/' ) )
		).toBeNull();
		expect( qrCodeUrl( renderBlock( '' ) ) ).toBeNull();
	} );
} );

describe( 'renderQrCode', () => {
	it( 'draws the code as an image inside the link to the same address', async () => {
		const element = renderBlock();

		await expect( renderQrCode( element ) ).resolves.toBe( true );

		const image = screen.getByRole( 'img', {
			name: 'Código QR de esta factura en la Agencia Tributaria',
		} );
		expect( image.tagName.toLowerCase() ).toBe( 'svg' );
		expect( image.namespaceURI ).toBe( 'http://www.w3.org/2000/svg' );
		// The address's symbol at error correction M, without a quiet zone (the
		// stylesheet's white margin is one): its first finder pattern at the origin.
		const size = create( URL, { errorCorrectionLevel: 'M' } ).modules.size;
		expect( image.getAttribute( 'viewBox' ) ).toBe(
			`0 0 ${ size } ${ size }`
		);
		const modules = image
			.querySelector( 'path[stroke]' )!
			.getAttribute( 'd' );
		expect( modules ).toMatch( /^M0 0\.5h7m/ );
		const levelM = await toString( URL, {
			type: 'svg',
			errorCorrectionLevel: 'M',
			margin: 0,
		} );
		expect( levelM ).toContain( `d="${ modules }"` );

		const link = screen.getByRole( 'link', {
			name: /Comprobar esta factura en la Agencia Tributaria/,
		} );
		expect( link ).toHaveAttribute( 'href', URL );
		expect( link ).toContainElement( image );
		expect( element ).toHaveClass( 'is-drawn' );
	} );

	it( 'keeps the link text for screen readers, visually hidden', async () => {
		const element = renderBlock();

		await renderQrCode( element );

		const text = element.querySelector( '.rueda-invoice__qr-text' );
		expect( text ).toHaveTextContent(
			'Comprobar esta factura en la Agencia Tributaria'
		);
		expect( text ).toHaveClass( 'rueda-visually-hidden' );
		expect( screen.getByRole( 'link' ).textContent ).toBe(
			'Comprobar esta factura en la Agencia Tributaria'
		);
	} );

	it( 'draws the code once however often it is asked', async () => {
		const element = renderBlock();

		await renderQrCode( element );
		await expect( renderQrCode( element ) ).resolves.toBe( false );

		expect( element.querySelectorAll( 'svg' ) ).toHaveLength( 1 );
	} );

	it( 'leaves the link alone when the address is not one to draw', async () => {
		const element = renderBlock( 'javascript:alert(1)' );

		await expect( renderQrCode( element ) ).resolves.toBe( false );

		expect( element.querySelector( 'svg' ) ).toBeNull();
		expect( element.querySelector( 'span' ) ).not.toHaveClass(
			'rueda-visually-hidden'
		);
	} );
} );

describe( 'renderQrCodes', () => {
	it( 'draws every code of the page', async () => {
		renderBlock();

		await expect( renderQrCodes() ).resolves.toEqual( [ true ] );

		expect( screen.getAllByRole( 'img' ) ).toHaveLength( 1 );
	} );
} );
