<?php
/**
 * Schema 11's data step: the buyer snapshot of invoices issued before it.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Storage;

use Rueda\Domain\Invoices\InvoiceBuyer;

/**
 * Copies the buyer of each invoice issued before snapshots existed from its order as the
 * order is now, in batches. An order a privacy erasure already anonymised gives nothing to
 * copy: its invoice keeps no snapshot and shows the anonymised order, as it did before.
 * Schema::migrate() runs it once when upgrading from a schema before 11; running it again
 * changes nothing (a snapshot is never overwritten).
 *
 * @since 0.3.0
 */
final class InvoiceBuyerBackfill {

	/** Invoices read per batch. */
	public const BATCH = 200;

	/**
	 * Fills the snapshots.
	 *
	 * @since 0.3.0
	 *
	 * @param int $batch Invoices per batch.
	 * @return int Snapshots written.
	 */
	public static function run( int $batch = self::BATCH ): int {
		$invoices = new InvoiceTable();
		$orders   = new OrderStore();
		$batch    = max( 1, $batch );
		$after    = 0;
		$written  = 0;
		do {
			$ids   = $invoices->without_buyer( $after, $batch );
			$count = count( $ids );
			foreach ( $ids as $id ) {
				$after = $id;
				$order = $orders->get( $id );
				if ( $order && ! $order->is_anonymised() ) {
					$invoices->set_buyer( $id, InvoiceBuyer::to_json( InvoiceBuyer::from_order( $order ) ) );
					++$written;
				}
			}
		} while ( $count >= $batch );
		return $written;
	}
}
