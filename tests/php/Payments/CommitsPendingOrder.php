<?php
/**
 * A committed order waiting for its payment, for the tests whose racers or served site
 * pay it from other processes.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Payments;

use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Storage\OrderStore;
use Rueda\Storage\Schema;
use Rueda\Storage\StockHolds;
use Rueda\Tests\RemovesCommittedOrders;

/**
 * For test cases with `$isolate = false`: a tyre and a pending order of two of them, their
 * stock held, committed so other processes see them; the test removes them in tear_down().
 */
trait CommitsPendingOrder {

	use RemovesCommittedOrders;

	/**
	 * The tyre's product id.
	 *
	 * @var int
	 */
	protected int $product = 0;

	/**
	 * The order's id.
	 *
	 * @var int
	 */
	protected int $order = 0;

	/**
	 * Commits a tyre and a pending order of two of them, to be paid with a gateway.
	 *
	 * @param string $name    The tyre's name.
	 * @param int    $price   Its price in cents.
	 * @param int    $stock   Units in stock.
	 * @param string $gateway Payment method of the order.
	 */
	protected function commit_pending_order( string $name, int $price, int $stock, string $gateway ): void {
		$this->product = ( new ProductRepository() )->save(
			array(
				'name'           => $name,
				'regular_price'  => $price,
				'manage_stock'   => true,
				'stock_quantity' => $stock,
			)
		);
		$store         = new OrderStore();
		$this->order   = $store->create(
			array(
				'status'         => OrderStatus::PENDING,
				'payment_method' => $gateway,
				'currency'       => 'EUR',
				'total'          => 2 * $price,
				'billing_email'  => 'carrera@example.test',
			)
		);
		$store->replace_items(
			$this->order,
			array(
				array(
					'type'       => 'line_item',
					'name'       => $name,
					'product_id' => $this->product,
					'quantity'   => 2,
					'total'      => 2 * $price,
				),
			)
		);
		( new StockHolds() )->reserve( $this->order, array( $this->product => 2 ), HOUR_IN_SECONDS );
	}

	/**
	 * Removes the order and its tyre.
	 */
	protected function remove_pending_order(): void {
		global $wpdb;
		$this->remove_committed_orders( array( $this->order ) );
		wp_delete_post( $this->product, true );
		$wpdb->delete( Schema::table( Schema::PRODUCTS ), array( 'product_id' => $this->product ) );
	}
}
