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
 * only while some remain, give one back never above the limit), so simultaneous requests
 * can never take more than the limit.
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
		return array( 'allowed' => 1 === $taken ) + $this->state( $key, 0, $now + $seconds );
	}

	/**
	 * Gives back one request taken with take(), never above the limit. For attempts that
	 * only count when they fail: taking first and giving back on success keeps
	 * simultaneous attempts from passing the limit.
	 *
	 * @since 0.1.0
	 *
	 * @param string $key     Client key.
	 * @param int    $limit   Requests per window.
	 * @param int    $seconds Window length.
	 * @return array{remaining:int,reset:int}
	 */
	public function give_back( string $key, int $limit, int $seconds ): array {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET remaining = remaining + 1 WHERE limit_key = %s AND remaining < %d', Schema::table( Schema::LIMITS ), $key, $limit ) );
		return $this->state( $key, $limit, time() + $seconds );
	}

	/**
	 * What is left of a client's window.
	 *
	 * @param string $key       Client key.
	 * @param int    $remaining Remaining requests when there is no window.
	 * @param int    $reset     Window end when there is no window.
	 * @return array{remaining:int,reset:int}
	 */
	private function state( string $key, int $remaining, int $reset ): array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT remaining, expires_at FROM %i WHERE limit_key = %s', Schema::table( Schema::LIMITS ), $key ), ARRAY_A );
		return array(
			'remaining' => $row ? max( 0, (int) $row['remaining'] ) : $remaining,
			'reset'     => $row ? (int) strtotime( $row['expires_at'] . ' UTC' ) : $reset,
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
