<?php
/**
 * The reads behind "Hoy en el taller": a day's appointments, pickups, unpaid orders, stock.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Storage;

use Rueda\Domain\Orders\OrderStatus;

/**
 * Each list is one query with its orders' billing names and phones joined in; the lines
 * and the checkout's fields of all their orders are read once more each, whatever their
 * number (WorkshopDay counts on it: a fixed number of queries for a full workshop).
 *
 * @since 0.7.0
 */
final class WorkshopDayQuery {

	/** Most rows of each list but the appointments. */
	public const LIMIT = 50;

	/** Columns of an order and its billing name and phone. */
	private const ORDER_COLUMNS = 'o.id AS order_id, o.status AS order_status, o.payment_method, o.billing_email, o.total, o.created_at AS order_created, ba.first_name, ba.last_name, ba.phone';

	/**
	 * Appointments starting within a period, soonest first: every status but cancelled,
	 * and holds only while they last.
	 *
	 * @since 0.7.0
	 *
	 * @param int $from Start (Unix time).
	 * @param int $to   End, excluded (Unix time).
	 * @return list<array<string,mixed>>
	 */
	public function appointments( int $from, int $to ): array {
		global $wpdb;
		$sql  = 'SELECT a.id, a.location, a.start_at, a.end_at, a.bays, a.status, ' . self::ORDER_COLUMNS . ' FROM %i a
			LEFT JOIN %i o ON o.id = a.order_id
			LEFT JOIN %i ba ON ba.order_id = a.order_id AND ba.type = %s
			WHERE a.start_at >= %s AND a.start_at < %s AND a.status <> %s AND ( a.status <> %s OR a.expires_at > %s )
			ORDER BY a.start_at, a.id';
		$rows = (array) $wpdb->get_results(
			$wpdb->prepare(
				$sql, // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- a constant's columns and placeholders.
				Schema::table( Schema::BOOKINGS ),
				Schema::table( Schema::ORDERS ),
				Schema::table( Schema::ADDRESS ),
				'billing',
				gmdate( 'Y-m-d H:i:s', $from ),
				gmdate( 'Y-m-d H:i:s', $to ),
				AppointmentTable::CANCELLED,
				AppointmentTable::HELD,
				gmdate( 'Y-m-d H:i:s' )
			),
			ARRAY_A
		);
		return array_map(
			static fn( array $row ) => array(
				'id'       => (int) $row['id'],
				'location' => (int) $row['location'],
				'start'    => (int) strtotime( $row['start_at'] . ' UTC' ),
				'end'      => (int) strtotime( $row['end_at'] . ' UTC' ),
				'bays'     => (int) $row['bays'],
				'status'   => (string) $row['status'],
			) + self::order( $row ),
			$rows
		);
	}

	/**
	 * Orders being prepared (processing) to be collected at a pickup location, oldest
	 * first, with their pickup rate's id and label.
	 *
	 * @since 0.7.0
	 *
	 * @return list<array<string,mixed>>
	 */
	public function pickups(): array {
		global $wpdb;
		$sql     = 'SELECT ' . self::ORDER_COLUMNS . ', s.meta AS shipping_meta FROM %i o
			JOIN %i s ON s.order_id = o.id AND s.type = %s AND s.meta LIKE %s
			LEFT JOIN %i ba ON ba.order_id = o.id AND ba.type = %s
			WHERE o.status = %s
			ORDER BY o.created_at, o.id LIMIT %d';
		$rows    = (array) $wpdb->get_results(
			$wpdb->prepare(
				$sql, // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- a constant's columns and placeholders.
				Schema::table( Schema::ORDERS ),
				Schema::table( Schema::ITEMS ),
				'shipping',
				'%' . $wpdb->esc_like( '"rate_id":"pickup_location:' ) . '%',
				Schema::table( Schema::ADDRESS ),
				'billing',
				OrderStatus::PROCESSING,
				self::LIMIT
			),
			ARRAY_A
		);
		$pickups = array();
		foreach ( $rows as $row ) {
			// One row per order even if it had two pickup lines.
			$meta                              = json_decode( (string) $row['shipping_meta'], true );
			$pickups[ (int) $row['order_id'] ] = self::order( $row ) + array( 'pickup_location' => is_array( $meta ) ? (string) ( $meta['pickup_location'] ?? '' ) : '' );
		}
		return array_values( $pickups );
	}

	/**
	 * Orders waiting on hold for payment at the workshop, oldest first, with the start of
	 * their appointment (Unix time) if they have one that was not cancelled.
	 *
	 * @since 0.7.0
	 *
	 * @param string $payment_method The pay-at-workshop method's id.
	 * @return list<array<string,mixed>>
	 */
	public function unpaid( string $payment_method ): array {
		global $wpdb;
		$sql  = 'SELECT ' . self::ORDER_COLUMNS . ', ( SELECT MIN( a.start_at ) FROM %i a WHERE a.order_id = o.id AND a.status NOT IN ( %s, %s ) ) AS appointment_at FROM %i o
			LEFT JOIN %i ba ON ba.order_id = o.id AND ba.type = %s
			WHERE o.status = %s AND o.payment_method = %s
			ORDER BY o.created_at, o.id LIMIT %d';
		$rows = (array) $wpdb->get_results(
			$wpdb->prepare(
				$sql, // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- a constant's columns and placeholders.
				Schema::table( Schema::BOOKINGS ),
				AppointmentTable::CANCELLED,
				AppointmentTable::NO_SHOW,
				Schema::table( Schema::ORDERS ),
				Schema::table( Schema::ADDRESS ),
				'billing',
				OrderStatus::ON_HOLD,
				$payment_method,
				self::LIMIT
			),
			ARRAY_A
		);
		return array_map(
			static fn( array $row ) => self::order( $row ) + array( 'appointment' => empty( $row['appointment_at'] ) ? null : (int) strtotime( $row['appointment_at'] . ' UTC' ) ),
			$rows
		);
	}

	/**
	 * The line items (name, quantity, product) of some orders, by order id.
	 *
	 * @since 0.7.0
	 *
	 * @param int[] $order_ids Orders.
	 * @return array<int,list<array{name:string,quantity:int,product_id:int}>>
	 */
	public function lines( array $order_ids ): array {
		global $wpdb;
		if ( ! $order_ids ) {
			return array();
		}
		$rows  = (array) $wpdb->get_results(
			$wpdb->prepare(
				'SELECT order_id, name, quantity, product_id FROM %i WHERE type = %s AND order_id IN (' . implode( ',', array_fill( 0, count( $order_ids ), '%d' ) ) . ') ORDER BY id', // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- placeholders.
				Schema::table( Schema::ITEMS ),
				'line_item',
				...$order_ids
			),
			ARRAY_A
		);
		$lines = array();
		foreach ( $rows as $row ) {
			$lines[ (int) $row['order_id'] ][] = array(
				'name'       => (string) $row['name'],
				'quantity'   => (int) $row['quantity'],
				'product_id' => (int) $row['product_id'],
			);
		}
		return $lines;
	}

	/**
	 * One meta value (decoded) of some orders, by order id.
	 *
	 * @since 0.7.0
	 *
	 * @param int[]  $order_ids Orders.
	 * @param string $key       Meta key.
	 * @return array<int,mixed>
	 */
	public function meta( array $order_ids, string $key ): array {
		global $wpdb;
		if ( ! $order_ids ) {
			return array();
		}
		$rows   = (array) $wpdb->get_results(
			$wpdb->prepare(
				'SELECT order_id, meta_value FROM %i WHERE meta_key = %s AND order_id IN (' . implode( ',', array_fill( 0, count( $order_ids ), '%d' ) ) . ')', // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- placeholders.
				Schema::table( Schema::META ),
				$key,
				...$order_ids
			),
			ARRAY_A
		);
		$values = array();
		foreach ( $rows as $row ) {
			$values[ (int) $row['order_id'] ] = json_decode( (string) $row['meta_value'], true );
		}
		return $values;
	}

	/**
	 * Published products whose counted stock is at or below their own low-stock threshold,
	 * or a default one when they have none; fewest first.
	 *
	 * @since 0.7.0
	 *
	 * @param int $threshold Threshold of products without their own.
	 * @return list<array{id:int,name:string,sku:string,stock:int,threshold:int}>
	 */
	public function low_stock( int $threshold ): array {
		global $wpdb;
		$rows = (array) $wpdb->get_results(
			$wpdb->prepare(
				'SELECT p.product_id, p.sku, p.stock_quantity, COALESCE( p.low_stock_threshold, %d ) AS threshold, w.post_title FROM %i p
				JOIN %i w ON w.ID = p.product_id
				WHERE p.manage_stock = 1 AND p.type <> %s AND w.post_status = %s AND p.stock_quantity <= COALESCE( p.low_stock_threshold, %d )
				ORDER BY p.stock_quantity, w.post_title, p.product_id LIMIT %d',
				$threshold,
				Schema::table( Schema::PRODUCTS ),
				$wpdb->posts,
				'variable',
				'publish',
				$threshold,
				self::LIMIT
			),
			ARRAY_A
		);
		return array_map(
			static fn( array $row ) => array(
				'id'        => (int) $row['product_id'],
				'name'      => (string) $row['post_title'],
				'sku'       => (string) $row['sku'],
				'stock'     => (int) $row['stock_quantity'],
				'threshold' => (int) $row['threshold'],
			),
			$rows
		);
	}

	/**
	 * How many orders wait for the shop: being prepared (processing), or on hold to be
	 * paid at the workshop.
	 *
	 * @since 0.7.0
	 *
	 * @param string $payment_method The pay-at-workshop method's id.
	 */
	public function count_orders_needing_action( string $payment_method ): int {
		global $wpdb;
		return (int) $wpdb->get_var(
			$wpdb->prepare(
				'SELECT COUNT(*) FROM %i WHERE status = %s OR ( status = %s AND payment_method = %s )',
				Schema::table( Schema::ORDERS ),
				OrderStatus::PROCESSING,
				OrderStatus::ON_HOLD,
				$payment_method
			)
		);
	}

	/**
	 * How many appointments starting within a period still wait for their job (confirmed
	 * or arrived).
	 *
	 * @since 0.7.0
	 *
	 * @param int $from Start (Unix time).
	 * @param int $to   End, excluded (Unix time).
	 */
	public function count_pending_appointments( int $from, int $to ): int {
		global $wpdb;
		return (int) $wpdb->get_var(
			$wpdb->prepare(
				'SELECT COUNT(*) FROM %i WHERE start_at >= %s AND start_at < %s AND status IN ( %s, %s )',
				Schema::table( Schema::BOOKINGS ),
				gmdate( 'Y-m-d H:i:s', $from ),
				gmdate( 'Y-m-d H:i:s', $to ),
				AppointmentTable::CONFIRMED,
				AppointmentTable::ARRIVED
			)
		);
	}

	/**
	 * The order columns of a row, typed.
	 *
	 * @param array<string,mixed> $row Row.
	 * @return array<string,mixed>
	 */
	private static function order( array $row ): array {
		return array(
			'order_id'       => (int) $row['order_id'],
			'order_status'   => (string) $row['order_status'],
			'payment_method' => (string) $row['payment_method'],
			'email'          => (string) $row['billing_email'],
			'total'          => (int) $row['total'],
			'order_created'  => empty( $row['order_created'] ) ? 0 : (int) strtotime( $row['order_created'] . ' UTC' ),
			'name'           => trim( $row['first_name'] . ' ' . $row['last_name'] ),
			'phone'          => (string) $row['phone'],
		);
	}
}
