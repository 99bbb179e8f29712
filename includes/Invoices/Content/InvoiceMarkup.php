<?php
/**
 * An invoice's content as HTML.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Invoices\Content;

use Rueda\Domain\Customers\AddressLines;
use Rueda\Domain\Invoices\Invoice;
use Rueda\Domain\Invoices\InvoiceBuyer;
use Rueda\Domain\Invoices\InvoiceLines;
use Rueda\Domain\Invoices\Verifactu\QrCodeUrl;
use Rueda\Domain\Invoices\Verifactu\VerifactuSettings;
use Rueda\Domain\Orders\Order;
use Rueda\Settings\CompanySettings;
use Rueda\Settings\CurrencySettings;

/**
 * What Spanish invoices state (Real Decreto 1619/2012): the issuer's name, NIF and
 * address; series, number and date; the customer (with their NIF on a full invoice);
 * each concept with quantity, unit price without IVA and rate; the IVA breakdown by rate
 * (base, rate, cuota) and the total; first of all, the VERI*FACTU QR code. Every value is
 * escaped here.
 *
 * @since 0.3.0
 */
final class InvoiceMarkup {

	/**
	 * The invoice.
	 *
	 * @since 0.3.0
	 *
	 * @since 0.8.0 $note.
	 *
	 * @param Order   $order   Order.
	 * @param Invoice $invoice Its invoice (or the factura completa that replaced it, as one).
	 * @param string  $note    A statement under the heading: which invoice replaced this
	 *                         one, or which one this replaces ('' for none).
	 */
	public static function html( Order $order, Invoice $invoice, string $note = '' ): string {
		$lines = new InvoiceLines( $order );
		return '<article class="rueda-invoice">'
			. self::qr_code( $order, $invoice )
			. self::header( $order, $invoice )
			. ( '' === $note ? '' : '<p class="rueda-invoice__note">' . esc_html( $note ) . '</p>' )
			. self::customer( $order, $invoice )
			. self::lines( $lines )
			. '<div class="rueda-invoice__sums">' . self::taxes( $lines ) . self::totals( $lines, $order ) . '</div>'
			. self::footer( $order, $invoice )
			. '</article>';
	}

	/**
	 * The VERI*FACTU QR code, before the content as the AEAT asks; none without the
	 * issuer's NIF, the first value it states.
	 *
	 * @param Order   $order   Order.
	 * @param Invoice $invoice Invoice.
	 */
	private static function qr_code( Order $order, Invoice $invoice ): string {
		$nif = self::seller( $invoice )['tax_id'];
		return '' === $nif ? '' : InvoiceQrCode::html( QrCodeUrl::for_invoice( $invoice, $nif, $order->total(), VerifactuSettings::environment() ) );
	}

	/**
	 * The issuer, the kind of invoice, its number and dates.
	 *
	 * @param Order   $order   Order.
	 * @param Invoice $invoice Invoice.
	 */
	private static function header( Order $order, Invoice $invoice ): string {
		$seller = self::seller( $invoice );
		$facts  = array(
			__( 'Invoice number', 'rueda' ) => $invoice->number(),
			__( 'Date of issue', 'rueda' )  => wp_date( (string) get_option( 'date_format' ), $invoice->issued()->getTimestamp() ),
			/* translators: 1: order number, 2: order date. */
			__( 'Order', 'rueda' )          => sprintf( __( 'No. %1$s of %2$s', 'rueda' ), $order->number(), wp_date( (string) get_option( 'date_format' ), (int) strtotime( $order->row['created_at'] . ' UTC' ) ) ),
		);
		$html   = '<header class="rueda-invoice__header"><div class="rueda-invoice__seller">'
			. '<p class="rueda-invoice__seller-name">' . esc_html( $seller['legal_name'] ) . '</p>'
			. self::text_lines( array( '' !== $seller['tax_id'] ? self::nif( $seller['tax_id'] ) : '', $seller['registered_address'] ) )
			. '</div><div class="rueda-invoice__heading"><h1>'
			. esc_html( $invoice->is_simplified() ? __( 'Simplified invoice', 'rueda' ) : __( 'Invoice', 'rueda' ) )
			. '</h1><dl class="rueda-invoice__facts">';
		foreach ( $facts as $label => $value ) {
			$html .= sprintf( '<div><dt>%s</dt><dd>%s</dd></div>', esc_html( $label ), esc_html( $value ) );
		}
		return $html . '</dl></div></header>';
	}

	/**
	 * Who the invoice is made out to: the buyer as copied into the invoice when it was
	 * issued (never the order as it is now, which a privacy erasure may have anonymised);
	 * the order only for an invoice issued without a copy.
	 *
	 * @param Order   $order   Order.
	 * @param Invoice $invoice Invoice.
	 */
	private static function customer( Order $order, Invoice $invoice ): string {
		$buyer = $invoice->buyer ?? InvoiceBuyer::from_order( $order );
		$lines = array_merge(
			array(
				$buyer['name'],
				$buyer['company'],
				'' !== $buyer['tax_id'] ? self::nif( $buyer['tax_id'] ) : '',
			),
			AddressLines::of( array_diff_key( $buyer, array_flip( array( 'name', 'company', 'tax_id' ) ) ) )
		);
		return '<section class="rueda-invoice__customer"><h2>' . esc_html__( 'Customer', 'rueda' ) . '</h2>'
			. self::text_lines( $lines ) . '</section>';
	}

	/**
	 * The concepts.
	 *
	 * @param InvoiceLines $lines Lines.
	 */
	private static function lines( InvoiceLines $lines ): string {
		$heads = array(
			__( 'Concept', 'rueda' ),
			__( 'Quantity', 'rueda' ),
			__( 'Unit price excl. VAT', 'rueda' ),
			__( 'VAT', 'rueda' ),
			__( 'Amount excl. VAT', 'rueda' ),
		);
		$html  = '<table class="rueda-invoice__lines"><caption class="rueda-visually-hidden">' . esc_html__( 'Concepts', 'rueda' ) . '</caption><thead><tr>';
		foreach ( $heads as $index => $head ) {
			$html .= sprintf( '<th scope="col"%s>%s</th>', $index ? ' class="is-number"' : '', esc_html( $head ) );
		}
		$html .= '</tr></thead><tbody>';
		foreach ( $lines->lines as $line ) {
			$cells = array(
				(string) $line['quantity'],
				null === $line['unit'] ? '—' : self::unit_price( $line['unit'] ),
				self::rate( $line['rate'] ),
				self::money( $line['net'] ),
			);
			$html .= sprintf( '<tr class="is-%s"><th scope="row">%s</th>', esc_attr( $line['kind'] ), esc_html( self::concept( $line['kind'], $line['name'] ) ) );
			foreach ( $cells as $index => $cell ) {
				$html .= sprintf( '<td class="is-number" data-label="%s">%s</td>', esc_attr( $heads[ $index + 1 ] ), esc_html( $cell ) );
			}
			$html .= '</tr>';
		}
		return $html . '</tbody></table>';
	}

	/**
	 * The IVA breakdown by rate.
	 *
	 * @param InvoiceLines $lines Lines.
	 */
	private static function taxes( InvoiceLines $lines ): string {
		$html = '<table class="rueda-invoice__taxes"><caption>' . esc_html__( 'VAT breakdown', 'rueda' ) . '</caption><thead><tr>'
			. '<th scope="col">' . esc_html__( 'Taxable base', 'rueda' ) . '</th>'
			. '<th scope="col">' . esc_html__( 'Rate', 'rueda' ) . '</th>'
			. '<th scope="col">' . esc_html__( 'VAT amount', 'rueda' ) . '</th></tr></thead><tbody>';
		foreach ( $lines->taxes as $row ) {
			$html .= sprintf( '<tr><td>%s</td><td>%s</td><td>%s</td></tr>', esc_html( self::money( $row['base'] ) ), esc_html( self::rate( $row['rate'] ) ), esc_html( self::money( $row['tax'] ) ) );
		}
		return $html . '</tbody></table>';
	}

	/**
	 * Base, IVA and total.
	 *
	 * @param InvoiceLines $lines Lines.
	 * @param Order        $order Order.
	 */
	private static function totals( InvoiceLines $lines, Order $order ): string {
		$rows = array(
			array( __( 'Taxable base', 'rueda' ), $lines->base_total(), '' ),
			array( __( 'VAT', 'rueda' ), $lines->tax_total(), '' ),
			array( __( 'Total', 'rueda' ), $order->total(), ' class="is-total"' ),
		);
		$html = '<table class="rueda-invoice__totals"><caption class="rueda-visually-hidden">' . esc_html__( 'Totals', 'rueda' ) . '</caption><tbody>';
		foreach ( $rows as [ $label, $amount, $class ] ) {
			$html .= sprintf( '<tr%s><th scope="row">%s</th><td>%s</td></tr>', $class, esc_html( $label ), esc_html( self::money( $amount ) ) );
		}
		return $html . '</tbody></table>';
	}

	/**
	 * How it was paid, what a simplified invoice includes, the registry line.
	 *
	 * @param Order   $order   Order.
	 * @param Invoice $invoice Invoice.
	 */
	private static function footer( Order $order, Invoice $invoice ): string {
		$method = (string) $order->row['payment_method_title'];
		$lines  = array(
			/* translators: %s: payment method. */
			'' !== $method ? sprintf( __( 'Payment method: %s', 'rueda' ), $method ) : '',
			$invoice->is_simplified() ? __( 'Prices include VAT.', 'rueda' ) : '',
			self::seller( $invoice )['mercantile_registry'],
		);
		return '<footer class="rueda-invoice__footer">' . implode( '', array_map( static fn( string $line ) => '<p>' . esc_html( $line ) . '</p>', array_filter( $lines, 'strlen' ) ) ) . '</footer>';
	}

	/**
	 * The issuer as when the invoice was issued; the settings now if nothing was saved then.
	 *
	 * @param Invoice $invoice Invoice.
	 * @return array{legal_name:string,tax_id:string,registered_address:string,mercantile_registry:string}
	 */
	private static function seller( Invoice $invoice ): array {
		$seller = array_merge( CompanySettings::DEFAULTS, array_intersect_key( $invoice->seller, CompanySettings::DEFAULTS ) );
		if ( '' === $seller['legal_name'] ) {
			$seller = CompanySettings::get();
		}
		if ( '' === $seller['legal_name'] ) {
			$seller['legal_name'] = wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
		}
		return $seller;
	}

	/**
	 * A concept's name: discounts and deliveries say what they are.
	 *
	 * @param string $kind item, discount, fee or shipping.
	 * @param string $name The line's name.
	 */
	private static function concept( string $kind, string $name ): string {
		switch ( $kind ) {
			case 'discount':
				/* translators: %s: coupon code. */
				return sprintf( __( 'Discount (%s)', 'rueda' ), strtoupper( $name ) );
			case 'shipping':
				/* translators: %s: shipping method or pickup location. */
				return sprintf( __( 'Delivery: %s', 'rueda' ), $name );
		}
		return $name;
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
	 * A rate as people write it ("21 %", "—" for a mix of rates).
	 *
	 * @param float|null $rate Rate.
	 */
	private static function rate( ?float $rate ): string {
		if ( null === $rate ) {
			return '—';
		}
		/* translators: %s: tax rate, e.g. 21. */
		return sprintf( __( '%s %%', 'rueda' ), number_format_i18n( $rate, floor( $rate ) === $rate ? 0 : 2 ) );
	}

	/**
	 * A unit price, rounded to the currency's decimals as an invoice shows prices (114,835 €
	 * is 114,84 €); the line's amount beside it stays the exact one the totals add up.
	 *
	 * @param float $minor Minor units, maybe fractional.
	 */
	private static function unit_price( float $minor ): string {
		return CurrencySettings::currency()->format( (int) round( $minor ) );
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
