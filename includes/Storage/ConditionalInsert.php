<?php
/**
 * Runs the conditional inserts that hold stock and coupon uses.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Storage;

/**
 * An INSERT ... SELECT ... WHERE <there is room> writes one row or none. Under InnoDB,
 * simultaneous ones for the same product or coupon can deadlock: the database then rolls
 * one back with an error, which is not a "no room" answer, so the statement is tried again
 * (after a short random pause) until it answers yes or no.
 *
 * @since 0.1.0
 */
final class ConditionalInsert {

	private const ATTEMPTS = 6;

	/**
	 * Runs a prepared conditional insert; whether it wrote its row.
	 *
	 * @since 0.1.0
	 *
	 * @param string $sql Prepared statement.
	 */
	public static function run( string $sql ): bool {
		global $wpdb;
		$suppress = $wpdb->suppress_errors( true );
		for ( $attempt = 1; $attempt <= self::ATTEMPTS; $attempt++ ) {
			$inserted = $wpdb->query( $sql ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared by the caller.
			if ( false !== $inserted ) {
				break;
			}
			usleep( wp_rand( 1000, 5000 ) * $attempt );
		}
		$wpdb->suppress_errors( $suppress );
		return 1 === $inserted;
	}
}
