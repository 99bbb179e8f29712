/**
 * The invoice page's script (build/invoice/qr.js): draws its VERI*FACTU QR code.
 */
import { renderQrCodes } from '@rueda/shared/qr-code';

const start = () => void renderQrCodes();

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start );
} else {
	start();
}
