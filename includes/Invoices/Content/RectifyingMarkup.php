<?php
/**
 * A rectifying invoice's content as HTML.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Invoices\Content;

use Rueda\Domain\Customers\AddressLines;
use Rueda\Domain\Invoices\InvoiceBuyer;
use Rueda\Domain\Invoices\RectifyingInvoice;
use Rueda\Domain\Invoices\Verifactu\QrCodeUrl;
use Rueda\Domain\Invoices\Verifactu\VerifactuSettings;
use Rueda\Domain\Orders\Order;
use Rueda\Settings\CompanySettings;
use Rueda\Settings\CurrencySettings;

/**
 * What a factura rectificativa states (Real Decreto 1619/2012, art. 15): that it is one,
 * its own series, number and date, the invoice it rectifies (number and date), the reason,
 * the issuer and the customer as on that invoice, the refunded concepts and the IVA by
 * rate as negative amounts, and the total; first of all, the VERI*FACTU QR code. Styled as
 * the invoice (InvoiceMarkup's classes); every value is escaped here.
 *
 * @since 0.6.0
 */
final class RectifyingMarkup {

	/**
	 * The rectifying invoice.
	 *
	 * @since 0.6.0
	 *
	 * @param Order             $order         Order.
	 * @param RectifyingInvoice $rectification Rectification.
	 */
	public static function html( Order $order, RectifyingInvoice $rectification ): string {
		return '<article class="rueda-invoice is-rectifying">'
			. self::qr_code( $rectification )
			. self::header( $order, $rectification )
			. self::customer( $order, $rectification )
			. self::lines( $rectification )
			. '<div class="rueda-invoice__sums">' . self::taxes( $rectification ) . self::totals( $rectification ) . '</div>'
			. '<footer class="rueda-invoice__footer"><p>' . esc_html( self::seller( $rectification )['mercantile_registry'] ) . '</p></footer>'
			. '</article>';
	}

	/**
	 * The VERI*FACTU QR code with the negative total, as on the invoice; none while the
	 * issuer has no NIF.
	 *
	 * @param RectifyingInvoice $rectification Rectification.
	 */
	private static function qr_code( RectifyingInvoice $rectification ): string {
		$nif = self::seller( $rectification )['tax_id'];
		return '' === $nif ? '' : InvoiceQrCode::html( QrCodeUrl::for_rectification( $rectification, $nif, VerifactuSettings::environment() ) );
	}

	/**
	 * The issuer, the title, the numbers, dates and reason.
	 *
	 * @param Order             $order         Order.
	 * @param RectifyingInvoice $rectification Rectification.
	 */
	private static function header( Order $order, RectifyingInvoice $rectification ): string {
		$seller = self::seller( $rectification );
		$format = (string) get_option( 'date_format' );
		$facts  = array(
			__( 'Invoice number', 'rueda' )    => $rectification->number(),
			__( 'Date of issue', 'rueda' )     => wp_date( $format, $rectification->issued()->getTimestamp() ),
			/* translators: 1: invoice number, 2: its date. */
			__( 'Rectifies invoice', 'rueda' ) => sprintf( __( '%1$s of %2$s', 'rueda' ), $rectification->rectified, wp_date( $format, $rectification->rectified_issued()->getTimestamp() ) ),
			__( 'Order', 'rueda' )             => $order->number(),
			__( 'Reason', 'rueda' )            => $rectification->reason,
		);
		$html   = '<header class="rueda-invoice__header"><div class="rueda-invoice__seller">'
			. '<p class="rueda-invoice__seller-name">' . esc_html( $seller['legal_name'] ) . '</p>'
			. self::text_lines( array( '' !== $seller['tax_id'] ? self::nif( $seller['tax_id'] ) : '', $seller['registered_address'] ) )
			. '</div><div class="rueda-invoice__heading"><h1>' . esc_html__( 'Rectifying invoice', 'rueda' ) . '</h1><dl class="rueda-invoice__facts">';
		foreach ( $facts as $label => $value ) {
			$html .= sprintf( '<div><dt>%s</dt><dd>%s</dd></div>', esc_html( $label ), esc_html( $value ) );
		}
		return $html . '</dl></div></header>';
	}

	/**
	 * The customer as on the rectified invoice.
	 *
	 * @param Order             $order         Order.
	 * @param RectifyingInvoice $rectification Rectification.
	 */
	private static function customer( Order $order, RectifyingInvoice $rectification ): string {
		$buyer = $rectification->buyer ?? InvoiceBuyer::from_order( $order );
		$lines = array_merge(
			array( $buyer['name'], $buyer['company'], '' !== $buyer['tax_id'] ? self::nif( $buyer['tax_id'] ) : '' ),
			AddressLines::of( array_diff_key( $buyer, array_flip( array( 'name', 'company', 'tax_id' ) ) ) )
		);
		return '<section class="rueda-invoice__customer"><h2>' . esc_html__( 'Customer', 'rueda' ) . '</h2>' . self::text_lines( $lines ) . '</section>';
	}

	/**
	 * The refunded concepts.
	 *
	 * @param RectifyingInvoice $rectification Rectification.
	 */
	private static function lines( RectifyingInvoice $rectification ): string {
		$heads = array( __( 'Concept', 'rueda' ), __( 'Quantity', 'rueda' ), __( 'VAT', 'rueda' ), __( 'Amount excl. VAT', 'rueda' ) );
		$html  = '<table class="rueda-invoice__lines"><caption class="rueda-visually-hidden">' . esc_html__( 'Concepts', 'rueda' ) . '</caption><thead><tr>';
		foreach ( $heads as $index => $head ) {
			$html .= sprintf( '<th scope="col"%s>%s</th>', $index ? ' class="is-number"' : '', esc_html( $head ) );
		}
		$html .= '</tr></thead><tbody>';
		foreach ( $rectification->lines as $line ) {
			$cells = array( (string) $line['quantity'], self::rate( (float) $line['rate'] ), self::money( (int) $line['base'] ) );
			$html .= sprintf( '<tr class="is-item"><th scope="row">%s</th>', esc_html( (string) $line['name'] ) );
			foreach ( $cells as $index => $cell ) {
				$html .= sprintf( '<td class="is-number" data-label="%s">%s</td>', esc_attr( $heads[ $index + 1 ] ), esc_html( $cell ) );
			}
			$html .= '</tr>';
		}
		return $html . '</tbody></table>';
	}

	/**
	 * The IVA by rate.
	 *
	 * @param RectifyingInvoice $rectification Rectification.
	 */
	private static function taxes( RectifyingInvoice $rectification ): string {
		$html = '<table class="rueda-invoice__taxes"><caption>' . esc_html__( 'VAT breakdown', 'rueda' ) . '</caption><thead><tr>'
			. '<th scope="col">' . esc_html__( 'Taxable base', 'rueda' ) . '</th>'
			. '<th scope="col">' . esc_html__( 'Rate', 'rueda' ) . '</th>'
			. '<th scope="col">' . esc_html__( 'VAT amount', 'rueda' ) . '</th></tr></thead><tbody>';
		foreach ( $rectification->taxes as $row ) {
			$html .= sprintf( '<tr><td>%s</td><td>%s</td><td>%s</td></tr>', esc_html( self::money( (int) $row['base'] ) ), esc_html( self::rate( (float) $row['rate'] ) ), esc_html( self::money( (int) $row['tax'] ) ) );
		}
		return $html . '</tbody></table>';
	}

	/**
	 * Base, IVA and total, negative.
	 *
	 * @param RectifyingInvoice $rectification Rectification.
	 */
	private static function totals( RectifyingInvoice $rectification ): string {
		$rows = array(
			array( __( 'Taxable base', 'rueda' ), $rectification->base_total(), '' ),
			array( __( 'VAT', 'rueda' ), $rectification->tax_total(), '' ),
			array( __( 'Total', 'rueda' ), $rectification->base_total() + $rectification->tax_total(), ' class="is-total"' ),
		);
		$html = '<table class="rueda-invoice__totals"><caption class="rueda-visually-hidden">' . esc_html__( 'Totals', 'rueda' ) . '</caption><tbody>';
		foreach ( $rows as [ $label, $amount, $class ] ) {
			$html .= sprintf( '<tr%s><th scope="row">%s</th><td>%s</td></tr>', $class, esc_html( $label ), esc_html( self::money( $amount ) ) );
		}
		return $html . '</tbody></table>';
	}

	/**
	 * The issuer as when the rectification was issued.
	 *
	 * @param RectifyingInvoice $rectification Rectification.
	 * @return array{legal_name:string,tax_id:string,registered_address:string,mercantile_registry:string}
	 */
	private static function seller( RectifyingInvoice $rectification ): array {
		$seller = array_merge( CompanySettings::DEFAULTS, array_intersect_key( $rectification->seller, CompanySettings::DEFAULTS ) );
		if ( '' === $seller['legal_name'] ) {
			$seller['legal_name'] = wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
		}
		return $seller;
	}

	/**
	 * Lines of text in one paragraph, empty ones left out.
	 *
	 * @param string[] $lines Lines.
	 */
	private static function text_lines( array $lines ): string {
		$lines = array_filter( $lines, 'strlen' );
		return $lines ? '<p>' . implode( '<br>', array_map( 'esc_html', $lines ) ) . '</p>' : '';
	}

	/**
	 * "NIF: B12345674".
	 *
	 * @param string $tax_id Tax id.
	 */
	private static function nif( string $tax_id ): string {
		/* translators: %s: a NIF, NIE or CIF. */
		return sprintf( __( 'NIF: %s', 'rueda' ), $tax_id );
	}

	/**
	 * A rate as people write it ("21 %").
	 *
	 * @param float $rate Rate.
	 */
	private static function rate( float $rate ): string {
		/* translators: %s: tax rate, e.g. 21. */
		return sprintf( __( '%s %%', 'rueda' ), number_format_i18n( $rate, floor( $rate ) === $rate ? 0 : 2 ) );
	}

	/**
	 * Money in the shop's currency.
	 *
	 * @param int $minor Minor units.
	 */
	private static function money( int $minor ): string {
		return CurrencySettings::currency()->format( $minor );
	}
}
