<?php
/**
 * Removes orders a test committed, for the tests that run outside a transaction.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests;

use Rueda\Storage\Schema;

/**
 * For test cases with `$isolate = false` (racers in their own processes see only committed
 * rows): deletes each order and every row that names it.
 */
trait RemovesCommittedOrders {

	/**
	 * Deletes orders and their items, addresses, meta, holds, coupon uses, invoices,
	 * appointments, refunds, rectifying invoices, substitute invoices and their invoice
	 * records.
	 *
	 * @param int[] $orders Order ids.
	 */
	protected function remove_committed_orders( array $orders ): void {
		global $wpdb;
		foreach ( $orders as $order ) {
			// Records are never deleted by the shop; a test removes the ones it made, last of their chain.
			$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE invoice_table = %s AND invoice_id IN (SELECT refund_id FROM %i WHERE order_id = %d)', Schema::table( Schema::RECORDS ), Schema::RECTIFY, Schema::table( Schema::RECTIFY ), $order ) );
			foreach ( array( Schema::INVOICES, Schema::REPLACE ) as $invoices ) {
				$wpdb->delete(
					Schema::table( Schema::RECORDS ),
					array(
						'invoice_table' => $invoices,
						'invoice_id'    => $order,
					)
				);
			}
			foreach ( array( Schema::ITEMS, Schema::ADDRESS, Schema::META, Schema::HOLDS, Schema::COUPONS, Schema::INVOICES, Schema::BOOKINGS, Schema::REFUNDS, Schema::RECTIFY, Schema::REPLACE ) as $table ) {
				$wpdb->delete( Schema::table( $table ), array( 'order_id' => $order ) );
			}
			$wpdb->delete( Schema::table( Schema::ORDERS ), array( 'id' => $order ) );
		}
	}
}
