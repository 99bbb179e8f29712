<?php
/**
 * Issuing invoices: correlative numbers per series and calendar year.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices;

use Rueda\Domain\Orders\Order;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Settings\CompanySettings;
use Rueda\Storage\InvoiceTable;

/**
 * An order gets its invoice once it is paid, and only once: issuing again answers the
 * invoice it has. Numbers run from 1 in each series (F, FS) and calendar year of the
 * shop's time zone, without gaps or repeats however many orders are paid at once. The
 * shop's legal details and the buyer's are copied into the invoice as it is issued.
 *
 * @since 0.3.0
 */
final class InvoiceNumbers {

	/** Tries before giving up when other invoices keep taking the next number first. */
	private const ATTEMPTS = 60;

	/**
	 * Creates the service.
	 *
	 * @param InvoiceTable $table Invoices.
	 */
	public function __construct( private InvoiceTable $table = new InvoiceTable() ) {}

	/**
	 * Statuses of paid orders, which have an invoice.
	 *
	 * @since 0.3.0
	 *
	 * @return string[]
	 */
	public static function paid_statuses(): array {
		return array( OrderStatus::PROCESSING, OrderStatus::COMPLETED );
	}

	/**
	 * The invoice of an order, if it has one.
	 *
	 * @since 0.3.0
	 *
	 * @param int $order_id Order.
	 */
	public function find( int $order_id ): ?Invoice {
		$row = $this->table->find( $order_id );
		return $row ? Invoice::from_row( $row ) : null;
	}

	/**
	 * The invoices of several orders, in one query.
	 *
	 * @since 0.3.0
	 *
	 * @param int[] $order_ids Orders.
	 * @return array<int,Invoice> By order id; orders without one are left out.
	 */
	public function find_many( array $order_ids ): array {
		$invoices = array();
		foreach ( $this->table->find_many( $order_ids ) as $row ) {
			$invoices[ (int) $row['order_id'] ] = Invoice::from_row( $row );
		}
		return $invoices;
	}

	/**
	 * Issues an order's invoice, or answers the one it has. Null only when the database
	 * kept refusing (the next paid trigger or the first view of the invoice issues it).
	 *
	 * @since 0.3.0
	 *
	 * @param Order                   $order Paid order.
	 * @param \DateTimeImmutable|null $when  Issue time (now by default).
	 */
	public function issue( Order $order, ?\DateTimeImmutable $when = null ): ?Invoice {
		$existing = $this->find( $order->id() );
		if ( $existing ) {
			return $existing;
		}
		$when   = ( $when ?? new \DateTimeImmutable( 'now' ) )->setTimezone( wp_timezone() );
		$series = InvoiceRequest::from_order( $order )->is_full() ? Invoice::FULL : Invoice::SIMPLIFIED;
		$utc    = $when->setTimezone( new \DateTimeZone( 'UTC' ) )->format( 'Y-m-d H:i:s' );
		$seller = (string) wp_json_encode( CompanySettings::get(), JSON_UNESCAPED_UNICODE );
		$buyer  = InvoiceBuyer::to_json( InvoiceBuyer::from_order( $order ) );
		for ( $attempt = 1; $attempt <= self::ATTEMPTS; $attempt++ ) {
			if ( $this->table->insert_next( $order->id(), $series, (int) $when->format( 'Y' ), $utc, $seller, $buyer ) ) {
				return $this->find( $order->id() );
			}
			// Issued meanwhile by another request for the same order?
			$existing = $this->find( $order->id() );
			if ( $existing ) {
				return $existing;
			}
			// Another invoice took the number: try again after a short, random pause.
			usleep( wp_rand( 1000, 4000 ) * min( $attempt, 10 ) );
		}
		error_log( sprintf( 'Rueda: order %d could not get an invoice number.', $order->id() ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- a missing invoice must be traceable.
		return null;
	}
}
