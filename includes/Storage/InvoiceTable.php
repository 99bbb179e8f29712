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
	 * @param string $buyer     Who it is made out to (InvoiceBuyer), JSON.
	 */
	public function insert_next( int $order_id, string $series, int $year, string $issued_at, string $seller, string $buyer ): bool {
		global $wpdb;
		$table    = Schema::table( Schema::INVOICES );
		$suppress = $wpdb->suppress_errors( true );
		$written  = $wpdb->query(
			$wpdb->prepare(
				'INSERT INTO %i (order_id, series, fiscal_year, sequence_number, issued_at, seller, buyer)
				SELECT %d, %s, %d, COALESCE(MAX(sequence_number), 0) + 1, %s, %s, %s FROM %i WHERE series = %s AND fiscal_year = %d',
				$table,
				$order_id,
				$series,
				$year,
				$issued_at,
				$seller,
				$buyer,
				$table,
				$series,
				$year
			)
		);
		$wpdb->suppress_errors( $suppress );
		return 1 === $written;
	}

	/**
	 * Orders whose invoice has no buyer snapshot yet (issued before schema 11), after an id.
	 *
	 * @since 0.3.0
	 *
	 * @param int $after Order id to continue after.
	 * @param int $limit How many.
	 * @return int[]
	 */
	public function without_buyer( int $after, int $limit ): array {
		global $wpdb;
		return array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( 'SELECT order_id FROM %i WHERE buyer IS NULL AND order_id > %d ORDER BY order_id LIMIT %d', Schema::table( Schema::INVOICES ), $after, $limit ) ) );
	}

	/**
	 * Stores the buyer snapshot of an invoice that has none (never overwrites one).
	 *
	 * @since 0.3.0
	 *
	 * @param int    $order_id Order.
	 * @param string $buyer    Snapshot, JSON.
	 */
	public function set_buyer( int $order_id, string $buyer ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET buyer = %s WHERE order_id = %d AND buyer IS NULL', Schema::table( Schema::INVOICES ), $buyer, $order_id ) );
	}
}
