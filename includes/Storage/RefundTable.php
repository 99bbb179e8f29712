<?php
/**
 * The refunds table.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Storage;

/**
 * One row per refund of an order. A refund is claimed as `pending` with the next number of
 * its order before any money moves: the unique key on (order, number) lets only one of two
 * requests that read the same refunds write theirs, and the one on (order, request key)
 * turns a repeated submit into the first one's answer. A claim becomes `done` once the
 * money was given back, or is deleted when the bank refused it.
 *
 * @since 0.6.0
 */
final class RefundTable {

	public const PENDING = 'pending';
	public const DONE    = 'done';

	/**
	 * The refund rows of an order, oldest first.
	 *
	 * @since 0.6.0
	 *
	 * @param int $order_id Order.
	 * @return list<array<string,mixed>>
	 */
	public function of_order( int $order_id ): array {
		global $wpdb;
		return (array) $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i WHERE order_id = %d ORDER BY refund_number', Schema::table( Schema::REFUNDS ), $order_id ), ARRAY_A );
	}

	/**
	 * One refund row.
	 *
	 * @since 0.6.0
	 *
	 * @param int $id Refund.
	 * @return array<string,mixed>|null
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE id = %d', Schema::table( Schema::REFUNDS ), $id ), ARRAY_A );
		return is_array( $row ) ? $row : null;
	}

	/**
	 * The refund an order's request key made, if any.
	 *
	 * @since 0.6.0
	 *
	 * @param int    $order_id    Order.
	 * @param string $request_key Hashed key.
	 * @return array<string,mixed>|null
	 */
	public function find_by_request( int $order_id, string $request_key ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE order_id = %d AND request_key = %s', Schema::table( Schema::REFUNDS ), $order_id, $request_key ), ARRAY_A );
		return is_array( $row ) ? $row : null;
	}

	/**
	 * Claims the refund numbered `$number` of its order; its id, or 0 when another
	 * refund has that number or that request key already.
	 *
	 * @since 0.6.0
	 *
	 * @param array<string,mixed> $row Columns (order_id, refund_number, amount, ...).
	 */
	public function claim( array $row ): int {
		global $wpdb;
		$suppress = $wpdb->suppress_errors( true );
		$written  = $wpdb->insert( Schema::table( Schema::REFUNDS ), array( 'state' => self::PENDING ) + $row );
		$wpdb->suppress_errors( $suppress );
		return 1 === $written ? (int) $wpdb->insert_id : 0;
	}

	/**
	 * Marks a claimed refund as done, with the bank's answer.
	 *
	 * @since 0.6.0
	 *
	 * @param int    $id        Refund.
	 * @param string $reference The bank's reference.
	 * @param string $raw_code  The bank's code.
	 */
	public function complete( int $id, string $reference, string $raw_code ): void {
		global $wpdb;
		$wpdb->update(
			Schema::table( Schema::REFUNDS ),
			array(
				'state'     => self::DONE,
				'reference' => $reference,
				'raw_code'  => $raw_code,
			),
			array( 'id' => $id )
		);
	}

	/**
	 * Forgets a claim whose money was not given back.
	 *
	 * @since 0.6.0
	 *
	 * @param int $id Refund.
	 */
	public function release( int $id ): void {
		global $wpdb;
		$wpdb->delete(
			Schema::table( Schema::REFUNDS ),
			array(
				'id'    => $id,
				'state' => self::PENDING,
			)
		);
	}
}
