<?php
/**
 * The invoice page's document.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Invoices\Content;

use Rueda\Domain\Invoices\Invoice;
use Rueda\Domain\Orders\Order;

/**
 * A page of its own, outside the theme, sized for A4 when printed: a bar with the way back
 * and the "Print / Save as PDF" button (the browser's print dialog saves PDFs too, so no
 * PDF library), then the invoice. The bar is not printed. Its styles are
 * build/invoice/page.css (src/invoice/invoice-page.scss); its script build/invoice/qr.js
 * draws the VERI*FACTU QR code (InvoiceQrCode).
 *
 * @since 0.3.0
 */
final class InvoiceDocument {

	/**
	 * The page of an invoice.
	 *
	 * @since 0.3.0
	 * @since 0.8.0 $note.
	 *
	 * @param Order                $order   Order.
	 * @param Invoice              $invoice Its invoice.
	 * @param array<string,string> $links   Links of the bar, label by URL.
	 * @param string               $note    A statement under the heading (InvoiceMarkup).
	 */
	public static function html( Order $order, Invoice $invoice, array $links, string $note = '' ): string {
		/* translators: %s: invoice number. */
		$title = sprintf( __( 'Invoice %s', 'rueda' ), $invoice->number() );
		$bar   = self::links( $links )
			. '<button type="button" class="rueda-invoice-page__print" id="rueda-invoice-print">' . esc_html__( 'Print / Save as PDF', 'rueda' ) . '</button>';
		return self::page( $title, $bar, InvoiceMarkup::html( $order, $invoice, $note ) )
			. self::scripts();
	}

	/**
	 * The page of a factura completa that replaces a simplificada: the invoice as a full
	 * one, saying which simplificada (number and date) it replaces.
	 *
	 * @since 0.8.0
	 *
	 * @param Order                                    $order      Order.
	 * @param \Rueda\Domain\Invoices\SubstituteInvoice $substitute Substitute.
	 * @param array<string,string>                     $links      Links of the bar, label by URL.
	 */
	public static function substitute( Order $order, \Rueda\Domain\Invoices\SubstituteInvoice $substitute, array $links ): string {
		/* translators: %s: invoice number. */
		$title = sprintf( __( 'Invoice %s', 'rueda' ), $substitute->number() );
		$note  = sprintf(
			/* translators: 1: number of the simplified invoice replaced, 2: its date. */
			__( 'Full invoice replacing simplified invoice %1$s, dated %2$s.', 'rueda' ),
			$substitute->replaced,
			wp_date( (string) get_option( 'date_format' ), $substitute->replaced_issued()->getTimestamp() )
		);
		$bar = self::links( $links )
			. '<button type="button" class="rueda-invoice-page__print" id="rueda-invoice-print">' . esc_html__( 'Print / Save as PDF', 'rueda' ) . '</button>';
		return self::page( $title, $bar, InvoiceMarkup::html( $order, $substitute->as_invoice(), $note ) )
			. self::scripts();
	}

	/**
	 * The page of a rectifying invoice.
	 *
	 * @since 0.6.0
	 *
	 * @param Order                                    $order         Order.
	 * @param \Rueda\Domain\Invoices\RectifyingInvoice $rectification Rectification.
	 * @param array<string,string>                     $links         Links of the bar, label by URL.
	 */
	public static function rectification( Order $order, \Rueda\Domain\Invoices\RectifyingInvoice $rectification, array $links ): string {
		/* translators: %s: rectifying invoice number. */
		$title = sprintf( __( 'Rectifying invoice %s', 'rueda' ), $rectification->number() );
		$bar   = self::links( $links )
			. '<button type="button" class="rueda-invoice-page__print" id="rueda-invoice-print">' . esc_html__( 'Print / Save as PDF', 'rueda' ) . '</button>';
		return self::page( $title, $bar, RectifyingMarkup::html( $order, $rectification ) )
			. self::scripts();
	}

	/**
	 * A page that says why there is no invoice to show.
	 *
	 * @since 0.3.0
	 *
	 * @param string               $title   Title.
	 * @param string               $message What happened.
	 * @param array<string,string> $links   Where to go, label by URL.
	 */
	public static function message( string $title, string $message, array $links ): string {
		return self::page( $title, self::links( $links ), '<div class="rueda-invoice-page__message"><h1>' . esc_html( $title ) . '</h1><p>' . esc_html( $message ) . '</p></div>' ) . '</body></html>';
	}

	/**
	 * The document up to the end of its content (the body is closed by the caller).
	 *
	 * @param string $title   Title.
	 * @param string $bar     The bar's HTML.
	 * @param string $content The content's HTML.
	 */
	private static function page( string $title, string $bar, string $content ): string {
		$site = wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
		return '<!DOCTYPE html><html lang="' . esc_attr( get_bloginfo( 'language' ) ) . '"><head><meta charset="utf-8">'
			. '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow">'
			. '<title>' . esc_html( $title . ' · ' . $site ) . '</title>' . self::stylesheet() . '</head>'
			. '<body class="rueda-invoice-page"><nav class="rueda-invoice-page__bar" aria-label="' . esc_attr__( 'Invoice actions', 'rueda' ) . '">' . $bar . '</nav>'
			. '<main class="rueda-invoice-page__main">' . $content . '</main>';
	}

	/**
	 * The scripts of an invoice's page, and the end of the document: the print button's
	 * and the one that draws the QR code.
	 */
	private static function scripts(): string {
		return "<script>document.getElementById('rueda-invoice-print').addEventListener('click',function(){window.print();});</script>"
			. InvoiceQrCode::script() . '</body></html>';
	}

	/**
	 * The page's stylesheet link (the page is outside the theme: no wp_head()).
	 */
	private static function stylesheet(): string {
		$asset = RUEDA_DIR . '/build/invoice/page.asset.php';
		wp_register_style( 'rueda-invoice', plugins_url( 'build/invoice/page.css', RUEDA_FILE ), array(), is_readable( $asset ) ? ( require $asset )['version'] : false );
		ob_start();
		wp_print_styles( 'rueda-invoice' );
		return (string) ob_get_clean();
	}

	/**
	 * Links of the bar.
	 *
	 * @param array<string,string> $links Label by URL.
	 */
	private static function links( array $links ): string {
		$html = '';
		foreach ( $links as $url => $label ) {
			$html .= sprintf( '<a href="%s">%s</a>', esc_url( $url ), esc_html( $label ) );
		}
		return $html;
	}
}
