<?php
/**
 * The substitute invoices table.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Storage;

/**
 * One row per factura completa issued to replace an order's simplificada, numbered as
 * RectifyingInvoiceTable numbers rectifications: one statement reads the series' last
 * number and writes the next, and the unique keys on (series, year, number) and on the
 * order keep two substitutes from one number and an order from two substitutes.
 *
 * @since 0.8.0
 */
final class SubstituteInvoiceTable {

	/**
	 * The substitute of an order's invoice.
	 *
	 * @since 0.8.0
	 *
	 * @param int $order_id Order.
	 * @return array<string,mixed>|null
	 */
	public function find( int $order_id ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE order_id = %d', Schema::table( Schema::REPLACE ), $order_id ), ARRAY_A );
		return is_array( $row ) ? $row : null;
	}

	/**
	 * The substitutes of several orders.
	 *
	 * @since 0.8.0
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
		return (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM %i WHERE order_id IN ({$in}) ORDER BY id", Schema::table( Schema::REPLACE ), ...$ids ), ARRAY_A );
	}

	/**
	 * Writes an order's substitute with the next number of its series and year; false when
	 * the statement failed (another took the number at the same moment, or the order has
	 * its substitute already).
	 *
	 * @since 0.8.0
	 *
	 * @param array<string,mixed> $row Every column but id and sequence_number.
	 */
	public function insert_next( array $row ): bool {
		global $wpdb;
		$table    = Schema::table( Schema::REPLACE );
		$suppress = $wpdb->suppress_errors( true );
		$written  = $wpdb->query(
			$wpdb->prepare(
				'INSERT INTO %i (order_id, series, fiscal_year, sequence_number, issued_at, replaced_number, replaced_issued_at, seller, buyer)
				SELECT %d, %s, %d, COALESCE(MAX(sequence_number), 0) + 1, %s, %s, %s, %s, %s FROM %i WHERE series = %s AND fiscal_year = %d',
				$table,
				$row['order_id'],
				$row['series'],
				$row['fiscal_year'],
				$row['issued_at'],
				$row['replaced_number'],
				$row['replaced_issued_at'],
				$row['seller'],
				$row['buyer'],
				$table,
				$row['series'],
				$row['fiscal_year']
			)
		);
		$wpdb->suppress_errors( $suppress );
		return 1 === $written;
	}
}
