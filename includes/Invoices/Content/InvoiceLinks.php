<?php
/**
 * Where an order's invoice is, for the pages, emails and APIs that link to it.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Invoices\Content;

use Rueda\Domain\Invoices\Invoice;
use Rueda\Domain\Invoices\InvoiceNumbers;
use Rueda\Domain\Invoices\RectifyingInvoice;
use Rueda\Domain\Invoices\SubstituteInvoice;
use Rueda\Domain\Invoices\SubstituteInvoices;
use Rueda\Domain\Orders\Order;

/**
 * The invoice page's address carries the order key, so a guest opens it from the email;
 * a customer's order also needs its customer logged in (InvoicePage).
 *
 * @since 0.3.0
 */
final class InvoiceLinks {

	/**
	 * The invoice page of an order.
	 *
	 * @since 0.3.0
	 *
	 * @param Order $order Order.
	 */
	public static function url( Order $order ): string {
		return add_query_arg(
			array(
				InvoicePage::QUERY_ARG => $order->id(),
				'key'                  => $order->key(),
			),
			home_url( '/' )
		);
	}

	/**
	 * The page of a refund's rectifying invoice.
	 *
	 * @since 0.6.0
	 *
	 * @param Order $order     Order.
	 * @param int   $refund_id Refund.
	 */
	public static function rectification_url( Order $order, int $refund_id ): string {
		return add_query_arg( InvoicePage::RECTIFICATION_ARG, $refund_id, self::url( $order ) );
	}

	/**
	 * A rectifying invoice as the APIs show it: number, date, page and what it rectifies.
	 *
	 * @since 0.6.0
	 *
	 * @param Order             $order         Order.
	 * @param RectifyingInvoice $rectification Rectification.
	 * @return array{number:string,date:string,url:string,rectifies:string,total:int}
	 */
	public static function describe_rectification( Order $order, RectifyingInvoice $rectification ): array {
		return array(
			'number'    => $rectification->number(),
			'date'      => $rectification->issued()->format( DATE_RFC3339 ),
			'url'       => self::rectification_url( $order, $rectification->refund_id ),
			'rectifies' => $rectification->rectified,
			'total'     => $rectification->base_total() + $rectification->tax_total(),
		);
	}

	/**
	 * The page of the factura completa that replaced the order's simplificada.
	 *
	 * @since 0.8.0
	 *
	 * @param Order $order Order.
	 */
	public static function substitute_url( Order $order ): string {
		return add_query_arg( InvoicePage::SUBSTITUTE_ARG, 1, self::url( $order ) );
	}

	/**
	 * A substitute invoice as the APIs show it: number, date, page and what it replaces.
	 *
	 * @since 0.8.0
	 *
	 * @param Order             $order      Order.
	 * @param SubstituteInvoice $substitute Substitute.
	 * @return array{number:string,date:string,url:string,replaces:string}
	 */
	public static function describe_substitute( Order $order, SubstituteInvoice $substitute ): array {
		return array(
			'number'   => $substitute->number(),
			'date'     => $substitute->issued()->format( DATE_RFC3339 ),
			'url'      => self::substitute_url( $order ),
			'replaces' => $substitute->replaced,
		);
	}

	/**
	 * The order's substitute invoice as the APIs show it; null when it has none.
	 *
	 * @since 0.8.0
	 *
	 * @param Order $order Order.
	 * @return array{number:string,date:string,url:string,replaces:string}|null
	 */
	public static function substitute_shape( Order $order ): ?array {
		$substitute = ( new SubstituteInvoices() )->find( $order->id() );
		return $substitute ? self::describe_substitute( $order, $substitute ) : null;
	}

	/**
	 * The invoice as the APIs show it: number, date and page; null before it is issued.
	 *
	 * @since 0.3.0
	 *
	 * @param Order $order Order.
	 * @return array{number:string,date:string,url:string}|null
	 */
	public static function shape( Order $order ): ?array {
		return self::describe( $order, ( new InvoiceNumbers() )->find( $order->id() ) );
	}

	/**
	 * The same for an invoice already read (a page of orders reads theirs in one query).
	 *
	 * @since 0.3.0
	 *
	 * @param Order        $order   Order.
	 * @param Invoice|null $invoice Its invoice, null when it has none.
	 * @return array{number:string,date:string,url:string}|null
	 */
	public static function describe( Order $order, ?Invoice $invoice ): ?array {
		if ( ! $invoice ) {
			return null;
		}
		return array(
			'number' => $invoice->number(),
			'date'   => $invoice->issued()->format( DATE_RFC3339 ),
			'url'    => self::url( $order ),
		);
	}

	/**
	 * The link on the order confirmation ('' before the invoice is issued).
	 *
	 * @since 0.3.0
	 *
	 * @param Order $order Order.
	 */
	public static function confirmation( Order $order ): string {
		$invoice = ( new InvoiceNumbers() )->find( $order->id() );
		if ( ! $invoice ) {
			return '';
		}
		return '<p class="rueda-order-invoice">'
			. sprintf( '<a class="rueda-button is-secondary" href="%s">%s</a>', esc_url( self::url( $order ) ), esc_html( self::label( $invoice ) ) )
			. '</p>';
	}

	/**
	 * The paragraph of an order email ('' before the invoice is issued).
	 *
	 * @since 0.3.0
	 *
	 * @param Order $order Order.
	 */
	public static function email( Order $order ): string {
		$invoice = ( new InvoiceNumbers() )->find( $order->id() );
		if ( ! $invoice ) {
			return '';
		}
		return sprintf(
			'<p>%s <a href="%s">%s</a></p>',
			esc_html__( 'Your invoice is ready to view, print or save as PDF:', 'rueda' ),
			esc_url( self::url( $order ) ),
			esc_html( self::label( $invoice ) )
		);
	}

	/**
	 * "View invoice F2026-000001".
	 *
	 * @param Invoice $invoice Invoice.
	 */
	private static function label( Invoice $invoice ): string {
		/* translators: %s: invoice number, e.g. F2026-000001. */
		return sprintf( __( 'View invoice %s', 'rueda' ), $invoice->number() );
	}
}
