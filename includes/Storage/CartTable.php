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
	 * @return array{contents:array<string,mixed>,customer_id:int}|null
	 */
	public function get( string $key ): ?array {
		global $wpdb;
		$row = $wpdb->get_row(
			$wpdb->prepare( 'SELECT contents, customer_id FROM %i WHERE cart_key = %s AND expires_at > %s', Schema::table( Schema::CARTS ), $key, gmdate( 'Y-m-d H:i:s' ) ),
			ARRAY_A
		);
		if ( ! $row ) {
			return null;
		}
		$contents = json_decode( (string) $row['contents'], true );
		return array(
			'contents'    => is_array( $contents ) ? $contents : array(),
			'customer_id' => (int) $row['customer_id'],
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
}
