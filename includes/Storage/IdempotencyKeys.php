<?php
/**
 * Results of checkout requests by their Idempotency-Key.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Storage;

/**
 * A client that retries POST /checkout with the same Idempotency-Key gets the first answer
 * again instead of a second order. The key is claimed with an INSERT IGNORE before any work,
 * so of two simultaneous requests with one key only one places the order; the other sees the
 * claim (and, once stored, the answer). A claim whose request ended without an answer (its
 * PHP node killed mid-way) is taken over by the next request with the key. Keys are scoped
 * to the client that sent them and kept for a day.
 *
 * @since 0.1.0
 */
final class IdempotencyKeys {

	public const TTL = DAY_IN_SECONDS;

	public const FIRST   = 'first';
	public const RESUMED = 'resumed';
	public const BUSY    = 'busy';

	/**
	 * Without named locks (SQLite), an unanswered claim this old is abandoned: longer than
	 * PHP lets a request run.
	 */
	private const ABANDONED_SECONDS = 120;

	private const LOCK = 'idempotency|';

	/**
	 * Claims a key: FIRST when this request is the first to use it; RESUMED when a
	 * request claimed it earlier and ended without an answer (its PHP node was killed, or
	 * the database lost: its lock is free, or under SQLite, it is older than a request can
	 * run), so this one takes it over; BUSY when another request works with it now, or has
	 * answered (see find()).
	 *
	 * @since 0.1.0
	 * @since 0.2.0 Returns FIRST, RESUMED or BUSY.
	 *
	 * @param string $hash Scoped key hash (see hash()).
	 * @return string One of the constants.
	 */
	public function claim( string $hash ): string {
		global $wpdb;
		$this->forget_expired( $hash );
		$locks = RequestLocks::supported();
		if ( $locks && ! RequestLocks::take( self::LOCK . $hash ) ) {
			return self::BUSY;
		}
		$table = Schema::table( Schema::REPLAYS );
		$now   = gmdate( 'Y-m-d H:i:s' );
		if ( 1 === $wpdb->query( $wpdb->prepare( 'INSERT IGNORE INTO %i (key_hash, order_id, status, response, created_at) VALUES (%s, 0, 0, %s, %s)', $table, $hash, '', $now ) ) ) {
			return self::FIRST;
		}
		if ( $locks ) {
			return self::RESUMED;
		}
		$abandoned = gmdate( 'Y-m-d H:i:s', time() - self::ABANDONED_SECONDS );
		return 1 === $wpdb->query( $wpdb->prepare( 'UPDATE %i SET created_at = %s WHERE key_hash = %s AND status = 0 AND created_at < %s', $table, $now, $hash, $abandoned ) )
			? self::RESUMED
			: self::BUSY;
	}

	/**
	 * Stores the answer given for a claimed key.
	 *
	 * @since 0.1.0
	 *
	 * @param string              $hash     Key hash.
	 * @param int                 $status   HTTP status.
	 * @param array<string,mixed> $response Response body.
	 */
	public function store( string $hash, int $status, array $response ): void {
		global $wpdb;
		$wpdb->update(
			Schema::table( Schema::REPLAYS ),
			array(
				'status'   => $status,
				'order_id' => (int) ( $response['order_id'] ?? 0 ),
				'response' => (string) wp_json_encode( $response ),
			),
			array( 'key_hash' => $hash )
		);
		$this->release( $hash );
	}

	/**
	 * Lets a key be used again (the request failed before anything was decided, e.g. a
	 * validation error the shopper will fix and resend with the same key).
	 *
	 * @since 0.1.0
	 *
	 * @param string $hash Key hash.
	 */
	public function forget( string $hash ): void {
		global $wpdb;
		$wpdb->delete( Schema::table( Schema::REPLAYS ), array( 'key_hash' => $hash ) );
		$this->release( $hash );
	}

	/**
	 * The stored answer of a key: status and body, or null while the first request runs.
	 *
	 * @since 0.1.0
	 *
	 * @param string $hash Key hash.
	 * @return array{status:int,body:mixed}|null
	 */
	public function find( string $hash ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT status, response FROM %i WHERE key_hash = %s', Schema::table( Schema::REPLAYS ), $hash ), ARRAY_A );
		if ( ! $row || ! (int) $row['status'] ) {
			return null;
		}
		return array(
			'status' => (int) $row['status'],
			// Decoded as objects, so empty objects ({}) replay as they were sent.
			'body'   => json_decode( (string) $row['response'] ),
		);
	}

	/**
	 * The stored hash of a client's key: the same key from two carts never collides.
	 *
	 * @since 0.1.0
	 *
	 * @param string $key   The Idempotency-Key header.
	 * @param string $scope The client (cart key).
	 */
	public static function hash( string $key, string $scope ): string {
		return hash( 'sha256', $scope . '|' . $key );
	}

	/**
	 * Deletes keys older than a day; returns how many.
	 *
	 * @since 0.1.0
	 */
	public function delete_expired(): int {
		global $wpdb;
		return (int) $wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE created_at < %s', Schema::table( Schema::REPLAYS ), gmdate( 'Y-m-d H:i:s', time() - self::TTL ) ) );
	}

	/**
	 * Drops one key if it expired, so its claim can start over.
	 *
	 * @param string $hash Key hash.
	 */
	private function forget_expired( string $hash ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE key_hash = %s AND created_at < %s', Schema::table( Schema::REPLAYS ), $hash, gmdate( 'Y-m-d H:i:s', time() - self::TTL ) ) );
	}

	/**
	 * Lets the key's lock go once the key is answered or forgotten.
	 *
	 * @param string $hash Key hash.
	 */
	private function release( string $hash ): void {
		if ( RequestLocks::supported() ) {
			RequestLocks::release( self::LOCK . $hash );
		}
	}
}
