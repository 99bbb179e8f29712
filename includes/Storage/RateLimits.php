<?php
/**
 * Counters of requests per client and time window.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Storage;

/**
 * One row per client key: how many requests are left and when the window ends. Each step
 * is one atomic statement (drop an ended window, open a window if none, take one request
 * only while some remain), so simultaneous requests can never take more than the limit.
 *
 * @since 0.1.0
 */
final class RateLimits {

	/**
	 * Takes one request from a client's allowance.
	 *
	 * @since 0.1.0
	 *
	 * @param string $key     Client key (action + customer or IP).
	 * @param int    $limit   Requests per window.
	 * @param int    $seconds Window length.
	 * @return array{allowed:bool,remaining:int,reset:int} reset: Unix time the window ends.
	 */
	public function take( string $key, int $limit, int $seconds ): array {
		global $wpdb;
		$table = Schema::table( Schema::LIMITS );
		$now   = time();
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE limit_key = %s AND expires_at <= %s', $table, $key, gmdate( 'Y-m-d H:i:s', $now ) ) );
		$wpdb->query(
			$wpdb->prepare(
				'INSERT IGNORE INTO %i (limit_key, remaining, expires_at) VALUES (%s, %d, %s)',
				$table,
				$key,
				$limit,
				gmdate( 'Y-m-d H:i:s', $now + $seconds )
			)
		);
		$taken = $wpdb->query( $wpdb->prepare( 'UPDATE %i SET remaining = remaining - 1 WHERE limit_key = %s AND remaining > 0', $table, $key ) );
		$row   = $wpdb->get_row( $wpdb->prepare( 'SELECT remaining, expires_at FROM %i WHERE limit_key = %s', $table, $key ), ARRAY_A );
		return array(
			'allowed'   => 1 === $taken,
			'remaining' => max( 0, (int) ( $row['remaining'] ?? 0 ) ),
			'reset'     => $row ? (int) strtotime( $row['expires_at'] . ' UTC' ) : $now + $seconds,
		);
	}

	/**
	 * Deletes ended windows (daily cleanup).
	 *
	 * @since 0.1.0
	 */
	public function delete_expired(): int {
		global $wpdb;
		return (int) $wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE expires_at <= %s', Schema::table( Schema::LIMITS ), gmdate( 'Y-m-d H:i:s' ) ) );
	}
}
