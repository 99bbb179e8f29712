<?php
/**
 * The VERI*FACTU QR code block of an invoice.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Invoices\Content;

/**
 * What the law puts at the start of every invoice (Orden HAC/1177/2024, art. 20 and 21):
 * "QR tributario:" above the code, the code (30 to 40 mm, error correction M) and
 * "VERI*FACTU" below it. The code is drawn in the browser by build/invoice/qr.js
 * (src/invoice) from `data-rueda-qr`; until then, and without JavaScript, the block holds
 * a link to the same address, which the script keeps around the code for screen readers
 * and for those who read the invoice on the phone they would scan it with.
 *
 * @since 0.7.0
 */
final class InvoiceQrCode {

	/** The script that draws the codes. */
	public const SCRIPT_HANDLE = 'rueda-invoice-qr';

	/**
	 * The block.
	 *
	 * @since 0.7.0
	 *
	 * @param string $url The AEAT's address for the invoice (QrCodeUrl).
	 */
	public static function html( string $url ): string {
		return '<div class="rueda-invoice__verifactu">'
			/* translators: Spanish invoices must say exactly "QR tributario:" above the tax agency's QR code. */
			. '<p class="rueda-invoice__verifactu-legend">' . esc_html_x( 'Tax QR code:', 'invoice legend', 'rueda' ) . '</p>'
			. sprintf(
				'<div class="rueda-invoice__qr" data-rueda-qr="%1$s" data-rueda-qr-label="%2$s"><a href="%1$s" class="rueda-invoice__qr-link"><span class="rueda-invoice__qr-text">%3$s</span></a></div>',
				esc_url( $url ),
				esc_attr__( 'QR code of this invoice at the Tax Agency', 'rueda' ),
				esc_html__( 'Check this invoice with the Tax Agency', 'rueda' )
			)
			// The system's name the law prints under the code: the same in every language.
			. '<p class="rueda-invoice__verifactu-legend">VERI*FACTU</p>'
			. '</div>';
	}

	/**
	 * The script's tag, for the page's end (the page is outside the theme: no wp_footer()).
	 *
	 * @since 0.7.0
	 */
	public static function script(): string {
		$file  = RUEDA_DIR . '/build/invoice/qr.asset.php';
		$asset = is_readable( $file ) ? require $file : array();
		wp_register_script( self::SCRIPT_HANDLE, plugins_url( 'build/invoice/qr.js', RUEDA_FILE ), $asset['dependencies'] ?? array(), $asset['version'] ?? RUEDA_VERSION, true );
		ob_start();
		wp_print_scripts( self::SCRIPT_HANDLE );
		return (string) ob_get_clean();
	}
}
