<?php
/**
 * The rectifying invoices table.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Storage;

/**
 * One row per rectifying invoice (one per refund of an invoiced order), numbered as
 * InvoiceTable numbers invoices: one statement reads the series' last number and writes the
 * next, and the unique keys on (series, year, number) and on the refund keep two
 * rectifications from one number and a refund from two rectifications.
 *
 * @since 0.6.0
 */
final class RectifyingInvoiceTable {

	/**
	 * The rectification of a refund.
	 *
	 * @since 0.6.0
	 *
	 * @param int $refund_id Refund.
	 * @return array<string,mixed>|null
	 */
	public function find( int $refund_id ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE refund_id = %d', Schema::table( Schema::RECTIFY ), $refund_id ), ARRAY_A );
		return is_array( $row ) ? $row : null;
	}

	/**
	 * The rectifications of several orders, oldest first.
	 *
	 * @since 0.6.0
	 *
	 * @param int[] $order_ids Orders.
	 * @return list<array<string,mixed>>
	 */
	public function of_orders( array $order_ids ): array {
		global $wpdb;
		$ids = array_values( array_unique( array_map( 'intval', $order_ids ) ) );
		if ( ! $ids ) {
			return array();
		}
		$in = implode( ', ', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- one %d per id.
		return (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM %i WHERE order_id IN ({$in}) ORDER BY refund_id", Schema::table( Schema::RECTIFY ), ...$ids ), ARRAY_A );
	}

	/**
	 * Writes a refund's rectification with the next number of its series and year; false
	 * when the statement failed (another took the number at the same moment, or the refund
	 * has its rectification already).
	 *
	 * @since 0.6.0
	 *
	 * @param array<string,mixed> $row Every column but sequence_number.
	 */
	public function insert_next( array $row ): bool {
		global $wpdb;
		$table    = Schema::table( Schema::RECTIFY );
		$suppress = $wpdb->suppress_errors( true );
		$written  = $wpdb->query(
			$wpdb->prepare(
				'INSERT INTO %i (refund_id, order_id, series, fiscal_year, sequence_number, issued_at, rectified_number, rectified_issued_at, reason, seller, buyer, line_items)
				SELECT %d, %d, %s, %d, COALESCE(MAX(sequence_number), 0) + 1, %s, %s, %s, %s, %s, %s, %s FROM %i WHERE series = %s AND fiscal_year = %d',
				$table,
				$row['refund_id'],
				$row['order_id'],
				$row['series'],
				$row['fiscal_year'],
				$row['issued_at'],
				$row['rectified_number'],
				$row['rectified_issued_at'],
				$row['reason'],
				$row['seller'],
				$row['buyer'],
				$row['line_items'],
				$table,
				$row['series'],
				$row['fiscal_year']
			)
		);
		$wpdb->suppress_errors( $suppress );
		return 1 === $written;
	}
}
