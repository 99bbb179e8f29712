<?php
/**
 * Issuing invoices: correlative numbers per series and calendar year.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices;

use Rueda\Domain\Invoices\Verifactu\AltaRecords;
use Rueda\Domain\Orders\Order;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Settings\CompanySettings;
use Rueda\Storage\InvoiceTable;
use Rueda\Storage\RetriedTransaction;

/**
 * An order gets its invoice once it is paid, and only once: issuing again answers the
 * invoice it has. Numbers run from 1 in each series (F, FS) and calendar year of the
 * shop's time zone, without gaps or repeats however many orders are paid at once. The
 * shop's legal details and the buyer's are copied into the invoice as it is issued, and
 * its VERI*FACTU record is written with it.
 *
 * @since 0.3.0
 */
final class InvoiceNumbers {

	/**
	 * Creates the service.
	 *
	 * @param InvoiceTable $table   Invoices.
	 * @param AltaRecords  $records Their records.
	 */
	public function __construct(
		private InvoiceTable $table = new InvoiceTable(),
		private AltaRecords $records = new AltaRecords()
	) {}

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
	 * Issues an order's invoice and its VERI*FACTU alta record in one transaction (neither
	 * exists without the other), or answers the invoice it has. Null only when the
	 * database kept refusing (the next paid trigger or the first view of the invoice
	 * issues it).
	 *
	 * @since 0.3.0
	 * @since 0.7.0 Writes the invoice's alta record (AltaRecords) with it.
	 *
	 * @param Order                   $order Paid order.
	 * @param \DateTimeImmutable|null $when  Issue time (now by default).
	 * @throws \Rueda\Domain\ShopException 500 rueda_invoice_chain_broken: the last record of
	 *                                      the shop's chain was changed; nothing is issued.
	 */
	public function issue( Order $order, ?\DateTimeImmutable $when = null ): ?Invoice {
		$existing = $this->find( $order->id() );
		if ( $existing ) {
			return $existing;
		}
		$when    = ( $when ?? new \DateTimeImmutable( 'now' ) )->setTimezone( wp_timezone() );
		$series  = InvoiceRequest::from_order( $order )->is_full() ? Invoice::FULL : Invoice::SIMPLIFIED;
		$utc     = $when->setTimezone( new \DateTimeZone( 'UTC' ) )->format( 'Y-m-d H:i:s' );
		$seller  = (string) wp_json_encode( CompanySettings::get(), JSON_UNESCAPED_UNICODE );
		$buyer   = InvoiceBuyer::to_json( InvoiceBuyer::from_order( $order ) );
		$invoice = RetriedTransaction::run(
			function () use ( $order, $series, $when, $utc, $seller, $buyer ): ?Invoice {
				if ( ! $this->table->insert_next( $order->id(), $series, (int) $when->format( 'Y' ), $utc, $seller, $buyer ) ) {
					// Refused (another invoice took the number): run() rolls back, then a fresh try.
					return null;
				}
				$invoice = $this->find( $order->id() );
				if ( $invoice ) {
					$this->records->of_invoice( $invoice, $order, $when );
				}
				return $invoice;
			},
			// Issued meanwhile by another request for the same order?
			fn(): ?Invoice => $this->find( $order->id() )
		);
		if ( ! $invoice ) {
			error_log( sprintf( 'Rueda: order %d could not get an invoice number.', $order->id() ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- a missing invoice must be traceable.
		}
		return $invoice;
	}
}
