<?php
/**
 * Runs the conditional inserts that hold stock and coupon uses.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Storage;

use Rueda\Domain\ShopException;

/**
 * An INSERT ... SELECT ... WHERE <there is room> writes one row or none. Under InnoDB,
 * simultaneous ones for the same product or coupon can deadlock: the database then rolls
 * one back with an error, which is not a "no room" answer, so the statement is tried again
 * (after a short random pause, longer each time) until it answers yes or no. One that never
 * answers is refused as "busy, try again", never told as "no room" (out of stock, coupon
 * used up, slot taken).
 *
 * @since 0.1.0
 */
final class ConditionalInsert {

	private const ATTEMPTS = 10;

	/**
	 * Runs a prepared conditional insert; whether it wrote its row.
	 *
	 * @since 0.1.0
	 *
	 * @param string $sql Prepared statement.
	 * @throws ShopException 503 `rueda_busy` when every attempt failed.
	 */
	public static function run( string $sql ): bool {
		global $wpdb;
		$suppress = $wpdb->suppress_errors( true );
		for ( $attempt = 1; $attempt <= self::ATTEMPTS; $attempt++ ) {
			$inserted = $wpdb->query( $sql ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared by the caller.
			if ( false !== $inserted || self::ATTEMPTS === $attempt ) {
				break;
			}
			usleep( wp_rand( 1000, 5000 ) * $attempt );
		}
		$wpdb->suppress_errors( $suppress );
		if ( false === $inserted ) {
			throw new ShopException( 'rueda_busy', __( 'The shop is very busy right now. Please try again in a moment.', 'rueda' ), 503 );
		}
		return 1 === $inserted;
	}
}
