<?php
/**
 * The printable invoice page.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Invoices\Content;

use Rueda\Admin\Capabilities;
use Rueda\Domain\Invoices\InvoiceNumbers;
use Rueda\Domain\Invoices\RectifyingInvoices;
use Rueda\Domain\Invoices\SubstituteInvoices;
use Rueda\Domain\Orders\Order;
use Rueda\Domain\Orders\Orders;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\ShopException;
use Rueda\Orders\Content\OrderReceived;

/**
 * `/?rueda-invoice={id}&key={order key}` answers an order's invoice as a page of its own,
 * to print or save as PDF. Who may see it:
 * - whoever manages the shop, any order's;
 * - the logged-in customer, their own orders';
 * - with the order key, a guest order's (the key of a customer's order asks its customer
 *   to log in: 403); the key of an order a privacy erasure anonymised opens nothing.
 * Anyone else, a wrong key and an unknown order get the same 404, so orders cannot be
 * probed; a visible order that is not paid yet has no invoice (404 saying so). A paid
 * order that has none yet (paid before invoicing existed) gets it now. With
 * `&rectification={refund id}` the page is that refund's rectifying invoice, with
 * `&substitute=1` the factura completa that replaced the simplificada (same access).
 *
 * @since 0.3.0
 */
final class InvoicePage {

	public const QUERY_ARG = 'rueda-invoice';

	/** With QUERY_ARG, a refund id: that refund's rectifying invoice instead. */
	public const RECTIFICATION_ARG = 'rectification';

	/** With QUERY_ARG, 1: the factura completa that replaced the order's simplificada instead. */
	public const SUBSTITUTE_ARG = 'substitute';

	/**
	 * Creates the page.
	 *
	 * @param Orders         $orders   Orders.
	 * @param InvoiceNumbers $invoices Invoices.
	 */
	public function __construct(
		private Orders $orders = new Orders(),
		private InvoiceNumbers $invoices = new InvoiceNumbers()
	) {}

	/**
	 * Hooks the page in before any template is chosen.
	 *
	 * @since 0.3.0
	 */
	public function register(): void {
		add_action( 'template_redirect', array( $this, 'serve' ), 0 );
	}

	/**
	 * Answers an invoice request and ends it.
	 *
	 * @since 0.3.0
	 */
	public function serve(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- a read-only page guarded by the order key or the login.
		if ( ! isset( $_GET[ self::QUERY_ARG ] ) ) {
			return;
		}
		$page = $this->respond( absint( $_GET[ self::QUERY_ARG ] ), sanitize_text_field( wp_unslash( $_GET['key'] ?? '' ) ), absint( $_GET[ self::RECTIFICATION_ARG ] ?? 0 ), ! empty( $_GET[ self::SUBSTITUTE_ARG ] ) );
		// phpcs:enable
		nocache_headers();
		// The address holds the order key: keep it out of search engines and referrers.
		header( 'X-Robots-Tag: noindex, nofollow' );
		header( 'Referrer-Policy: no-referrer' );
		header( 'Content-Type: text/html; charset=UTF-8' );
		status_header( $page['status'] );
		echo $page['body']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- InvoiceDocument escapes every value.
		exit;
	}

	/**
	 * The answer for the current user: status and HTML.
	 *
	 * @since 0.3.0
	 *
	 * @since 0.6.0 $refund_id.
	 * @since 0.8.0 $substitute.
	 *
	 * @param int    $id        Order id.
	 * @param string $key       Order key ('' when not given).
	 * @param int    $refund_id A refund whose rectifying invoice is asked for (0: the invoice).
	 * @param bool   $substitute Whether the factura completa replacing the invoice is asked for.
	 * @return array{status:int,body:string}
	 */
	public function respond( int $id, string $key, int $refund_id = 0, bool $substitute = false ): array {
		$order  = $this->orders->get( $id );
		$status = $this->access( $order, $key );
		if ( 403 === $status ) {
			return $this->refusal( 403, __( 'Log in to see this invoice', 'rueda' ), __( 'This invoice belongs to a customer account: log in with it to see the invoice.', 'rueda' ) );
		}
		if ( 200 !== $status || ! $order ) {
			return $this->refusal( 404, __( 'Invoice not found', 'rueda' ), __( 'Sorry, this invoice does not exist or its link is not valid.', 'rueda' ) );
		}
		if ( $refund_id ) {
			$rectification = ( new RectifyingInvoices() )->find( $refund_id );
			if ( ! $rectification || $rectification->order_id !== $order->id() ) {
				return $this->refusal( 404, __( 'Invoice not found', 'rueda' ), __( 'Sorry, this invoice does not exist or its link is not valid.', 'rueda' ) );
			}
			return array(
				'status' => 200,
				'body'   => InvoiceDocument::rectification( $order, $rectification, $this->back_link( $order ) ),
			);
		}
		$replaced_by = ( new SubstituteInvoices() )->find( $order->id() );
		if ( $substitute ) {
			if ( ! $replaced_by ) {
				return $this->refusal( 404, __( 'Invoice not found', 'rueda' ), __( 'Sorry, this invoice does not exist or its link is not valid.', 'rueda' ) );
			}
			return array(
				'status' => 200,
				'body'   => InvoiceDocument::substitute( $order, $replaced_by, $this->back_link( $order ) ),
			);
		}
		$invoice = $this->invoices->find( $order->id() );
		if ( ! $invoice && in_array( $order->status(), InvoiceNumbers::paid_statuses(), true ) ) {
			try {
				$invoice = $this->invoices->issue( $order );
			} catch ( ShopException ) {
				// The record chain is broken (logged, noted for the owner): no invoice yet.
				$invoice = null;
			}
		}
		if ( ! $invoice ) {
			return array(
				'status' => 404,
				'body'   => InvoiceDocument::message( __( 'No invoice yet', 'rueda' ), __( 'This order has no invoice yet: we issue it once the order is paid.', 'rueda' ), $this->back_link( $order ) ),
			);
		}
		return array(
			'status' => 200,
			/* translators: %s: number of the full invoice that replaced this simplified one. */
			'body'   => InvoiceDocument::html( $order, $invoice, $this->back_link( $order ), $replaced_by ? sprintf( __( 'Replaced by invoice %s.', 'rueda' ), $replaced_by->number() ) : '' ),
		);
	}

	/**
	 * 200 when the current user may see the order's invoice, 403 when the key is right but
	 * the order's customer must log in, else 404.
	 *
	 * @param Order|null $order Order.
	 * @param string     $key   Key given.
	 */
	private function access( ?Order $order, string $key ): int {
		if ( ! $order || OrderStatus::DRAFT === $order->status() ) {
			return 404;
		}
		if ( current_user_can( Capabilities::CAPABILITY ) ) {
			return 200;
		}
		if ( $order->customer_id() > 0 && get_current_user_id() === $order->customer_id() ) {
			return 200;
		}
		if ( ! $order->key_matches( $key ) ) {
			return 404;
		}
		return 0 === $order->customer_id() ? 200 : 403;
	}

	/**
	 * A refusal page, with the way to log in for visitors.
	 *
	 * @param int    $status  HTTP status.
	 * @param string $title   Title.
	 * @param string $message What happened.
	 * @return array{status:int,body:string}
	 */
	private function refusal( int $status, string $title, string $message ): array {
		$login = is_user_logged_in() ? array() : array( wp_login_url( (string) add_query_arg( array() ) ) => __( 'Log in', 'rueda' ) );
		return array(
			'status' => $status,
			'body'   => InvoiceDocument::message( $title, $message, $login + array( home_url( '/' ) => __( 'Go to the shop', 'rueda' ) ) ),
		);
	}

	/**
	 * Where "back" goes: the order in wp-admin for those who manage the shop, else its
	 * confirmation page.
	 *
	 * @param Order $order Order.
	 * @return array<string,string> Label by URL.
	 */
	private function back_link( Order $order ): array {
		if ( current_user_can( Capabilities::CAPABILITY ) ) {
			return array( admin_url( 'admin.php?page=rueda-orders&order=' . $order->id() ) => __( 'Back to the order', 'rueda' ) );
		}
		return array( OrderReceived::url( $order ) => __( 'Back to the order', 'rueda' ) );
	}
}
