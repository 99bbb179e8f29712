<?php
/**
 * A lock kept as a row of the options table.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Storage;

/**
 * A lock that works on every database Rueda runs on (RequestLocks has none under SQLite)
 * and across PHP processes (two WP-Cron runs at once): the row is written with INSERT
 * IGNORE, so of two takers the database lets one write it. The row holds when it expires
 * and a token: a holder that died leaves it, and the next taker after the expiry takes it
 * over with a conditional UPDATE (again one of two). add_option() cannot serve: it
 * overwrites a row that exists. The row is never read through get_option() (no cache).
 *
 * @since 0.7.0
 */
final class OptionLock {

	/**
	 * Takes the lock for $ttl seconds; the token to release it with, or null while another
	 * holds it.
	 *
	 * @since 0.7.0
	 *
	 * @param string $name Option name.
	 * @param int    $ttl  Seconds after which it is given up for dead.
	 * @param int    $now  The time now.
	 */
	public static function take( string $name, int $ttl, int $now ): ?string {
		global $wpdb;
		$token = sprintf( '%010d', $now + $ttl ) . ':' . wp_generate_password( 20, false );
		if ( 1 === $wpdb->query( $wpdb->prepare( 'INSERT IGNORE INTO %i (option_name, option_value, autoload) VALUES (%s, %s, %s)', $wpdb->options, $name, $token, 'off' ) ) ) {
			return $token;
		}
		// Fixed-width expiry first: comparing the texts compares the times.
		$taken = $wpdb->query( $wpdb->prepare( 'UPDATE %i SET option_value = %s WHERE option_name = %s AND option_value < %s', $wpdb->options, $token, $name, sprintf( '%010d', $now ) ) );
		return 1 === $taken ? $token : null;
	}

	/**
	 * Releases the lock, if the token still holds it.
	 *
	 * @since 0.7.0
	 *
	 * @param string $name  Option name.
	 * @param string $token What take() gave.
	 */
	public static function release( string $name, string $token ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE option_name = %s AND option_value = %s', $wpdb->options, $name, $token ) );
	}
}
