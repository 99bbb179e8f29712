<?php
/**
 * The invoices table.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Storage;

/**
 * One row per invoice. A number is taken by one statement that reads the series' last
 * number and writes the next: the database runs it atomically, so numbers have no gaps (a
 * number exists only with its invoice) and, with the unique keys on (series, year,
 * number) and on the order, two invoices never share one, nor an order two invoices.
 *
 * @since 0.3.0
 */
final class InvoiceTable {

	/**
	 * The invoice row of an order.
	 *
	 * @since 0.3.0
	 *
	 * @param int $order_id Order.
	 * @return array<string,mixed>|null
	 */
	public function find( int $order_id ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE order_id = %d', Schema::table( Schema::INVOICES ), $order_id ), ARRAY_A );
		return is_array( $row ) ? $row : null;
	}

	/**
	 * The invoice rows of several orders.
	 *
	 * @since 0.3.0
	 *
	 * @param int[] $order_ids Orders.
	 * @return list<array<string,mixed>>
	 */
	public function find_many( array $order_ids ): array {
		global $wpdb;
		$ids = array_values( array_unique( array_map( 'intval', $order_ids ) ) );
		if ( ! $ids ) {
			return array();
		}
		$in = implode( ', ', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- one %d per id.
		return (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM %i WHERE order_id IN ({$in})", Schema::table( Schema::INVOICES ), ...$ids ), ARRAY_A );
	}

	/**
	 * Writes an order's invoice with the next number of its series and year; false when
	 * the statement failed (another invoice took the number at the same moment, a deadlock
	 * the database resolved by stopping this one, or the order has its invoice already).
	 *
	 * @since 0.3.0
	 *
	 * @param int    $order_id  Order.
	 * @param string $series    Series.
	 * @param int    $year      Year.
	 * @param string $issued_at UTC date and time.
	 * @param string $seller    The shop's legal details, JSON.
	 */
	public function insert_next( int $order_id, string $series, int $year, string $issued_at, string $seller ): bool {
		global $wpdb;
		$table    = Schema::table( Schema::INVOICES );
		$suppress = $wpdb->suppress_errors( true );
		$written  = $wpdb->query(
			$wpdb->prepare(
				'INSERT INTO %i (order_id, series, fiscal_year, sequence_number, issued_at, seller)
				SELECT %d, %s, %d, COALESCE(MAX(sequence_number), 0) + 1, %s, %s FROM %i WHERE series = %s AND fiscal_year = %d',
				$table,
				$order_id,
				$series,
				$year,
				$issued_at,
				$seller,
				$table,
				$series,
				$year
			)
		);
		$wpdb->suppress_errors( $suppress );
		return 1 === $written;
	}
}
