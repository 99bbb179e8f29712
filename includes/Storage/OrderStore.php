<?php
/**
 * Reads and writes orders in their custom tables.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Storage;

use Rueda\Domain\Orders\Order;
use Rueda\Domain\Orders\OrderStatus;

/**
 * Orders live in four indexed tables (orders, items, addresses, meta) so admin lists by
 * status, customer or email stay fast; every query is prepared.
 *
 * @since 0.1.0
 */
final class OrderStore {

	public const ADDRESS_FIELDS = array( 'first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country', 'email', 'phone' );

	/**
	 * Creates an order row; returns its id.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $fields Column values (order_key is generated when absent).
	 */
	public function create( array $fields ): int {
		global $wpdb;
		$now = gmdate( 'Y-m-d H:i:s' );
		$wpdb->insert(
			Schema::table( Schema::ORDERS ),
			$fields + array(
				'order_key'     => 'wc_order_' . wp_generate_password( 13, false ),
				'status'        => OrderStatus::DRAFT,
				'customer_note' => '',
				'created_at'    => $now,
				'updated_at'    => $now,
			)
		);
		return (int) $wpdb->insert_id;
	}

	/**
	 * Updates columns of an order.
	 *
	 * @since 0.1.0
	 *
	 * @param int                 $id     Order id.
	 * @param array<string,mixed> $fields Column values.
	 */
	public function update( int $id, array $fields ): void {
		global $wpdb;
		$wpdb->update( Schema::table( Schema::ORDERS ), $fields + array( 'updated_at' => gmdate( 'Y-m-d H:i:s' ) ), array( 'id' => $id ) );
	}

	/**
	 * Changes the status only if it still is the expected one; returns whether it did.
	 * Status changes release or consume holds, so two requests must not both make one.
	 *
	 * @since 0.1.0
	 *
	 * @param int    $id   Order id.
	 * @param string $from Expected current status.
	 * @param string $to   New status.
	 */
	public function transition( int $id, string $from, string $to ): bool {
		global $wpdb;
		return 1 === $wpdb->query(
			$wpdb->prepare( 'UPDATE %i SET status = %s, updated_at = %s WHERE id = %d AND status = %s', Schema::table( Schema::ORDERS ), $to, gmdate( 'Y-m-d H:i:s' ), $id, $from )
		);
	}

	/**
	 * Claims an order left in a status for longer than some seconds (a payment that never
	 * finished), by touching it only if it still is; returns whether this request got it.
	 *
	 * @since 0.1.0
	 *
	 * @param int    $id      Order id.
	 * @param string $status  Expected status.
	 * @param int    $seconds Minimum age of the last change.
	 */
	public function claim_stale( int $id, string $status, int $seconds ): bool {
		global $wpdb;
		return 1 === $wpdb->query(
			$wpdb->prepare( 'UPDATE %i SET updated_at = %s WHERE id = %d AND status = %s AND updated_at < %s', Schema::table( Schema::ORDERS ), gmdate( 'Y-m-d H:i:s' ), $id, $status, gmdate( 'Y-m-d H:i:s', time() - $seconds ) )
		);
	}

	/**
	 * Replaces an order's lines.
	 *
	 * @since 0.1.0
	 *
	 * @param int                       $id    Order id.
	 * @param list<array<string,mixed>> $items Lines: type, name, product_id, quantity, subtotal, subtotal_tax, total, total_tax, meta.
	 */
	public function replace_items( int $id, array $items ): void {
		global $wpdb;
		$table = Schema::table( Schema::ITEMS );
		$wpdb->delete( $table, array( 'order_id' => $id ), array( '%d' ) );
		foreach ( $items as $item ) {
			$item['meta'] = (string) wp_json_encode( $item['meta'] ?? array() );
			$wpdb->insert( $table, array( 'order_id' => $id ) + $item );
		}
	}

	/**
	 * Stores an address of an order (billing or shipping).
	 *
	 * @since 0.1.0
	 *
	 * @param int                  $id      Order id.
	 * @param string               $type    billing or shipping.
	 * @param array<string,string> $address Address fields.
	 */
	public function set_address( int $id, string $type, array $address ): void {
		global $wpdb;
		$row = array(
			'order_id' => $id,
			'type'     => $type,
		);
		foreach ( self::ADDRESS_FIELDS as $field ) {
			$row[ $field ] = (string) ( $address[ $field ] ?? '' );
		}
		$wpdb->replace( Schema::table( Schema::ADDRESS ), $row );
	}

	/**
	 * Sets (replaces) one meta value of an order.
	 *
	 * @since 0.1.0
	 *
	 * @param int    $id    Order id.
	 * @param string $key   Meta key.
	 * @param mixed  $value Value (stored as JSON).
	 */
	public function set_meta( int $id, string $key, $value ): void {
		$this->set_metas( $id, array( $key => $value ) );
	}

	/**
	 * Sets (replaces) several meta values of an order in two statements.
	 *
	 * @since 0.1.0
	 *
	 * @param int                 $id     Order id.
	 * @param array<string,mixed> $values Values by key (stored as JSON).
	 */
	public function set_metas( int $id, array $values ): void {
		global $wpdb;
		if ( ! $values ) {
			return;
		}
		$table = Schema::table( Schema::META );
		$keys  = array_map( 'strval', array_keys( $values ) );
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE order_id = %d AND meta_key IN (' . implode( ',', array_fill( 0, count( $keys ), '%s' ) ) . ')', $table, $id, ...$keys ) ); // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- placeholders built above.
		$rows = array();
		$args = array( $table );
		foreach ( $values as $key => $value ) {
			$rows[] = '(%d, %s, %s)';
			array_push( $args, $id, (string) $key, (string) wp_json_encode( $value ) );
		}
		$wpdb->query( $wpdb->prepare( 'INSERT INTO %i (order_id, meta_key, meta_value) VALUES ' . implode( ',', $rows ), ...$args ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- placeholders built above.
	}

	/**
	 * Adds one more value under a key that holds a list (e.g. order notes); returns its
	 * row id. One row per value, so two requests adding at once never lose one.
	 *
	 * @since 0.1.0
	 *
	 * @param int    $id    Order id.
	 * @param string $key   Meta key.
	 * @param mixed  $value Value (stored as JSON).
	 */
	public function add_meta( int $id, string $key, $value ): int {
		global $wpdb;
		$wpdb->insert(
			Schema::table( Schema::META ),
			array(
				'order_id'   => $id,
				'meta_key'   => $key, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- own indexed table.
				'meta_value' => (string) wp_json_encode( $value ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- own indexed table.
			)
		);
		return (int) $wpdb->insert_id;
	}

	/**
	 * Every value added under a list key, oldest first, by row id.
	 *
	 * @since 0.1.0
	 *
	 * @param int    $id  Order id.
	 * @param string $key Meta key.
	 * @return array<int,mixed>
	 */
	public function meta_values( int $id, string $key ): array {
		global $wpdb;
		$values = array();
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( 'SELECT id, meta_value FROM %i WHERE order_id = %d AND meta_key = %s ORDER BY id', Schema::table( Schema::META ), $id, $key ), ARRAY_A ) as $row ) {
			$values[ (int) $row['id'] ] = json_decode( (string) $row['meta_value'], true );
		}
		return $values;
	}

	/**
	 * An order with its lines and addresses, or null.
	 *
	 * @since 0.1.0
	 *
	 * @param int $id Order id.
	 */
	public function get( int $id ): ?Order {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE id = %d', Schema::table( Schema::ORDERS ), $id ), ARRAY_A );
		if ( ! $row ) {
			return null;
		}
		$items = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i WHERE order_id = %d ORDER BY id', Schema::table( Schema::ITEMS ), $id ), ARRAY_A );
		foreach ( $items as &$item ) {
			foreach ( array( 'id', 'order_id', 'product_id', 'quantity', 'subtotal', 'subtotal_tax', 'total', 'total_tax' ) as $column ) {
				$item[ $column ] = (int) $item[ $column ];
			}
			$item['meta'] = json_decode( (string) $item['meta'], true ) ?: array(); // phpcs:ignore WordPress.PHP.DisallowShortTernary.Found -- null on bad JSON.
		}
		unset( $item );
		$addresses = array();
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i WHERE order_id = %d', Schema::table( Schema::ADDRESS ), $id ), ARRAY_A ) as $address ) {
			$addresses[ $address['type'] ] = array_intersect_key( $address, array_flip( self::ADDRESS_FIELDS ) );
		}
		$meta = array();
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( 'SELECT meta_key, meta_value FROM %i WHERE order_id = %d', Schema::table( Schema::META ), $id ), ARRAY_A ) as $entry ) {
			$meta[ $entry['meta_key'] ] = json_decode( (string) $entry['meta_value'], true ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- own indexed table.
		}
		return new Order( $row, $items, $addresses, $meta );
	}

	/**
	 * The order a cart's checkout works on, if any: its draft, or its last attempt that was
	 * not paid (pending or failed), which a retry reuses.
	 *
	 * @since 0.1.0
	 *
	 * @param string $cart_key Cart key.
	 */
	public function find_draft( string $cart_key ): ?Order {
		global $wpdb;
		$id = (int) $wpdb->get_var(
			$wpdb->prepare( 'SELECT id FROM %i WHERE cart_key = %s AND status IN ( %s, %s, %s ) ORDER BY id DESC LIMIT 1', Schema::table( Schema::ORDERS ), $cart_key, OrderStatus::DRAFT, OrderStatus::PENDING, OrderStatus::FAILED )
		);
		return $id ? $this->get( $id ) : null;
	}

	/**
	 * The order with a key (order_key is unique), or null.
	 *
	 * @since 0.6.0
	 *
	 * @param string $key Order key.
	 */
	public function find_by_key( string $key ): ?Order {
		global $wpdb;
		if ( '' === $key ) {
			return null;
		}
		$id = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM %i WHERE order_key = %s', Schema::table( Schema::ORDERS ), $key ) );
		return $id ? $this->get( $id ) : null;
	}

	/**
	 * A cart's newest order, whatever its status.
	 *
	 * @since 0.2.0
	 *
	 * @param string $cart_key Cart key.
	 */
	public function latest_for_cart( string $cart_key ): ?Order {
		global $wpdb;
		$id = (int) $wpdb->get_var(
			$wpdb->prepare( 'SELECT id FROM %i WHERE cart_key = %s ORDER BY id DESC LIMIT 1', Schema::table( Schema::ORDERS ), $cart_key )
		);
		return $id ? $this->get( $id ) : null;
	}

	/**
	 * Orders on hold with a payment method whose time to be paid has passed: their
	 * confirmed (or arrived, or done) appointment began before a time or, without one, they were placed before
	 * it; by id, after an id, at most a number of them.
	 *
	 * @since 0.3.0
	 *
	 * @param string $payment_method Payment method.
	 * @param int    $before         The time (Unix).
	 * @param int    $after_id       Only orders after this id.
	 * @param int    $limit          Most ids.
	 * @return list<int>
	 */
	public function overdue_on_hold( string $payment_method, int $before, int $after_id, int $limit ): array {
		global $wpdb;
		$ids = $wpdb->get_col(
			$wpdb->prepare(
				'SELECT o.id FROM %i o LEFT JOIN %i b ON b.order_id = o.id AND b.status IN ( %s, %s, %s )
				WHERE o.status = %s AND o.payment_method = %s AND o.id > %d AND COALESCE( b.start_at, o.created_at ) < %s
				ORDER BY o.id LIMIT %d',
				Schema::table( Schema::ORDERS ),
				Schema::table( Schema::BOOKINGS ),
				AppointmentTable::CONFIRMED,
				AppointmentTable::ARRIVED,
				AppointmentTable::DONE,
				OrderStatus::ON_HOLD,
				$payment_method,
				$after_id,
				gmdate( 'Y-m-d H:i:s', $before ),
				$limit
			)
		);
		return array_values( array_unique( array_map( 'intval', (array) $ids ) ) );
	}

	/**
	 * Orders pending payment with one of some payment methods, untouched since a time; by
	 * id, after an id, at most a number of them.
	 *
	 * @since 0.6.0
	 *
	 * @param string[] $payment_methods Payment methods.
	 * @param int      $before          The time (Unix).
	 * @param int      $after_id        Only orders after this id.
	 * @param int      $limit           Most ids.
	 * @return list<int>
	 */
	public function stale_pending( array $payment_methods, int $before, int $after_id, int $limit ): array {
		global $wpdb;
		if ( ! $payment_methods ) {
			return array();
		}
		$ids = $wpdb->get_col(
			$wpdb->prepare(
				'SELECT id FROM %i WHERE status = %s AND payment_method IN (' . implode( ',', array_fill( 0, count( $payment_methods ), '%s' ) ) . ') AND id > %d AND updated_at < %s ORDER BY id LIMIT %d', // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- placeholders built here.
				Schema::table( Schema::ORDERS ),
				OrderStatus::PENDING,
				...array_merge( array_values( $payment_methods ), array( $after_id, gmdate( 'Y-m-d H:i:s', $before ), $limit ) )
			)
		);
		return array_map( 'intval', (array) $ids );
	}

	/**
	 * Deletes every draft untouched for a day, with its lines, addresses and meta, in
	 * batches of 500 until none is left; returns how many.
	 *
	 * @since 0.1.0
	 */
	public function delete_stale_drafts(): int {
		global $wpdb;
		$before  = gmdate( 'Y-m-d H:i:s', time() - DAY_IN_SECONDS );
		$deleted = 0;
		do {
			$batch = 0;
			$ids   = $wpdb->get_col(
				$wpdb->prepare( 'SELECT id FROM %i WHERE status = %s AND updated_at < %s LIMIT 500', Schema::table( Schema::ORDERS ), OrderStatus::DRAFT, $before )
			);
			foreach ( $ids as $id ) {
				foreach ( array( Schema::ITEMS, Schema::ADDRESS, Schema::META ) as $table ) {
					$wpdb->delete( Schema::table( $table ), array( 'order_id' => (int) $id ), array( '%d' ) );
				}
				$batch += (int) $wpdb->delete( Schema::table( Schema::ORDERS ), array( 'id' => (int) $id ), array( '%d' ) );
			}
			$deleted += $batch;
		} while ( $batch > 0 ); // Stops when none is left, or when a batch could not be deleted.
		return $deleted;
	}
}
