/**
 * The VERI*FACTU QR code of the invoice page (includes/Invoices/Content/InvoiceQrCode.php)
 * and of the owner's Facturas screen (src/admin/invoices):
 * `<div data-rueda-qr="https://…ValidarQR?…">` holds a link to the tax agency's address;
 * the code is drawn as an inline SVG inside that link, and the link's text stays for
 * screen readers. Error correction M, as the law asks; no quiet zone in the SVG, as the
 * stylesheet gives the code its white margin and its size in millimetres.
 */
import { toString } from 'qrcode';

/**
 * The address an element's code holds (the AEAT's, over https), or null when it names none.
 *
 * @param element The code's element.
 */
export function qrCodeUrl( element: HTMLElement ): string | null {
	const value = element.dataset.ruedaQr ?? '';
	try {
		const url = new URL( value );
		return url.protocol === 'https:' ? value : null;
	} catch {
		return null;
	}
}

/**
 * Draws one element's code, once.
 *
 * @param element The code's element.
 * @return Whether a code was drawn.
 */
export async function renderQrCode( element: HTMLElement ): Promise< boolean > {
	const url = qrCodeUrl( element );
	if ( ! url || element.querySelector( 'svg' ) ) {
		return false;
	}
	const markup = await toString( url, {
		type: 'svg',
		errorCorrectionLevel: 'M',
		margin: 0,
	} );
	const svg = new DOMParser().parseFromString(
		markup,
		'image/svg+xml'
	).documentElement;
	svg.setAttribute( 'role', 'img' );
	svg.setAttribute( 'aria-label', element.dataset.ruedaQrLabel ?? '' );
	svg.setAttribute( 'focusable', 'false' );
	const link = element.querySelector( 'a' );
	link?.querySelector( 'span' )?.classList.add( 'rueda-visually-hidden' );
	( link ?? element ).prepend(
		element.ownerDocument.importNode( svg, true )
	);
	element.classList.add( 'is-drawn' );
	return true;
}

/**
 * Draws every code in a document or part of one.
 *
 * @param root Where to look.
 */
export function renderQrCodes(
	root: ParentNode = document
): Promise< boolean[] > {
	return Promise.all(
		Array.from(
			root.querySelectorAll< HTMLElement >( '[data-rueda-qr]' ),
			renderQrCode
		)
	);
}
