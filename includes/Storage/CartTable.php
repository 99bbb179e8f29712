<?php
/**
 * Reads and writes rows of the carts table.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Storage;

/**
 * One row per cart: its contents as JSON, its owner and its expiry. Carts live in the
 * database so any PHP server behind a load balancer can serve any shopper.
 *
 * @since 0.1.0
 */
final class CartTable {

	/**
	 * A cart's contents and owner, or null when missing or expired.
	 *
	 * @since 0.1.0
	 *
	 * @param string $key Cart key.
	 * @return array{contents:array<string,mixed>,customer_id:int,version:int}|null
	 */
	public function get( string $key ): ?array {
		global $wpdb;
		$row = $wpdb->get_row(
			$wpdb->prepare( 'SELECT contents, customer_id, version FROM %i WHERE cart_key = %s AND expires_at > %s', Schema::table( Schema::CARTS ), $key, gmdate( 'Y-m-d H:i:s' ) ),
			ARRAY_A
		);
		if ( ! $row ) {
			return null;
		}
		$contents = json_decode( (string) $row['contents'], true );
		return array(
			'contents'    => is_array( $contents ) ? $contents : array(),
			'customer_id' => (int) $row['customer_id'],
			'version'     => (int) $row['version'],
		);
	}

	/**
	 * Stores a cart only if nobody changed it since it was read (optimistic locking):
	 * version 0 inserts a new cart, any other version must still be the stored one.
	 *
	 * @since 0.1.0
	 *
	 * @param string              $key         Cart key.
	 * @param array<string,mixed> $contents    Contents.
	 * @param int                 $customer_id Owner (0 for guests).
	 * @param int                 $ttl         Seconds until it expires.
	 * @param int                 $version     Version read (0 when the cart was new).
	 * @return bool Whether it was stored (false: a concurrent write won).
	 */
	public function put_if_version( string $key, array $contents, int $customer_id, int $ttl, int $version ): bool {
		global $wpdb;
		$table = Schema::table( Schema::CARTS );
		$now   = gmdate( 'Y-m-d H:i:s' );
		$until = gmdate( 'Y-m-d H:i:s', time() + $ttl );
		$json  = (string) wp_json_encode( $contents );
		if ( 0 === $version ) {
			// An expired row with this key is gone for good; a live one means a concurrent insert.
			$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE cart_key = %s AND expires_at <= %s', $table, $key, $now ) );
			// IGNORE: a duplicate key is an answer (0 rows), not an error that aborts a transaction.
			return 1 === $wpdb->query( $wpdb->prepare( 'INSERT IGNORE INTO %i (cart_key, customer_id, contents, version, updated_at, expires_at) VALUES (%s, %d, %s, 1, %s, %s)', $table, $key, $customer_id, $json, $now, $until ) );
		}
		return 1 === $wpdb->query(
			$wpdb->prepare( 'UPDATE %i SET contents = %s, customer_id = %d, version = version + 1, updated_at = %s, expires_at = %s WHERE cart_key = %s AND version = %d', $table, $json, $customer_id, $now, $until, $key, $version )
		);
	}

	/**
	 * Stores a cart.
	 *
	 * @since 0.1.0
	 *
	 * @param string              $key         Cart key.
	 * @param array<string,mixed> $contents    Contents.
	 * @param int                 $customer_id Owner (0 for guests).
	 * @param int                 $ttl         Seconds until it expires.
	 */
	public function put( string $key, array $contents, int $customer_id, int $ttl ): void {
		global $wpdb;
		$wpdb->replace(
			Schema::table( Schema::CARTS ),
			array(
				'cart_key'    => $key,
				'customer_id' => $customer_id,
				'contents'    => (string) wp_json_encode( $contents ),
				'updated_at'  => gmdate( 'Y-m-d H:i:s' ),
				'expires_at'  => gmdate( 'Y-m-d H:i:s', time() + $ttl ),
			),
			array( '%s', '%d', '%s', '%s', '%s' )
		);
	}

	/**
	 * Deletes a cart.
	 *
	 * @since 0.1.0
	 *
	 * @param string $key Cart key.
	 */
	public function delete( string $key ): void {
		global $wpdb;
		$wpdb->delete( Schema::table( Schema::CARTS ), array( 'cart_key' => $key ), array( '%s' ) );
	}

	/**
	 * Deletes expired carts; returns how many.
	 *
	 * @since 0.1.0
	 */
	public function delete_expired(): int {
		global $wpdb;
		return (int) $wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE expires_at <= %s', Schema::table( Schema::CARTS ), gmdate( 'Y-m-d H:i:s' ) ) );
	}
	/**
	 * Keys of the carts holding a person's data: the customer's own, and guest carts whose
	 * stored addresses carry their email (for the privacy exporters and erasers).
	 *
	 * @since 0.1.0
	 *
	 * @param int    $customer_id Their user id (0 when they have no account).
	 * @param string $email       Their email.
	 * @return list<string>
	 */
	public function personal_keys( int $customer_id, string $email ): array {
		global $wpdb;
		// Contents are JSON: look for the email as wp_json_encode() writes it.
		$needle = '%"email":' . $wpdb->esc_like( (string) wp_json_encode( $email ) ) . '%';
		return array_map(
			'strval',
			(array) $wpdb->get_col( $wpdb->prepare( 'SELECT cart_key FROM %i WHERE ( customer_id = %d AND customer_id > 0 ) OR contents LIKE %s', Schema::table( Schema::CARTS ), $customer_id, $needle ) )
		);
	}
}
