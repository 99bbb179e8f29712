<?php
/**
 * How long one order can keep renewing its stock hold.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Orders;

use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Storage\OrderStore;
use Rueda\Storage\Schema;
use Rueda\Storage\StockHolds;
use Rueda\Tests\TestCase;

/**
 * Renewing a hold keeps the time of the order's first one; nothing is held past the cap.
 */
final class StockHoldsCapTest extends TestCase {

	private function product( int $stock ): int {
		return ( new ProductRepository() )->save(
			array(
				'name'           => 'Neumático de prueba',
				'regular_price'  => 5000,
				'manage_stock'   => true,
				'stock_quantity' => $stock,
			)
		);
	}

	private function order(): int {
		return ( new OrderStore() )->create( array( 'status' => OrderStatus::PENDING ) );
	}

	/**
	 * Pretends the order's first hold was made some seconds ago.
	 *
	 * @param int $order   Order id.
	 * @param int $seconds Age of the first hold.
	 */
	private function first_held_ago( int $order, int $seconds ): int {
		global $wpdb;
		$since = time() - $seconds;
		$wpdb->update( Schema::table( Schema::HOLDS ), array( 'held_since' => gmdate( 'Y-m-d H:i:s', $since ) ), array( 'order_id' => $order ) );
		return $since;
	}

	private function expires_at( int $order ): int {
		global $wpdb;
		return (int) strtotime( $wpdb->get_var( $wpdb->prepare( 'SELECT expires_at FROM %i WHERE order_id = %d', Schema::table( Schema::HOLDS ), $order ) ) . ' UTC' );
	}

	public function test_a_first_hold_lasts_its_time(): void {
		$order = $this->order();

		( new StockHolds() )->reserve( $order, array( $this->product( 1 ) => 1 ), HOUR_IN_SECONDS );

		$this->assertEqualsWithDelta( time() + HOUR_IN_SECONDS, $this->expires_at( $order ), 2 );
	}

	public function test_renewing_a_hold_never_pushes_it_past_the_cap(): void {
		$holds   = new StockHolds();
		$product = $this->product( 1 );
		$order   = $this->order();
		$holds->reserve( $order, array( $product => 1 ), HOUR_IN_SECONDS );
		$since = $this->first_held_ago( $order, 90 * MINUTE_IN_SECONDS );

		$holds->reserve( $order, array( $product => 1 ), HOUR_IN_SECONDS );

		$this->assertEqualsWithDelta( $since + StockHolds::MAX_SECONDS, $this->expires_at( $order ), 2 );
		$this->assertSame( 1, $holds->held( $product ) );
	}

	public function test_past_the_cap_a_renewal_holds_nothing_and_others_can_buy(): void {
		$holds   = new StockHolds();
		$product = $this->product( 1 );
		$order   = $this->order();
		$holds->reserve( $order, array( $product => 1 ), HOUR_IN_SECONDS );
		$this->first_held_ago( $order, StockHolds::MAX_SECONDS + MINUTE_IN_SECONDS );

		$holds->reserve( $order, array( $product => 1 ), HOUR_IN_SECONDS );

		$this->assertSame( 0, $holds->held( $product ) );
		$holds->reserve( $this->order(), array( $product => 1 ), HOUR_IN_SECONDS );
		$this->assertSame( 1, $holds->held( $product ), 'another order got the unit' );
	}
}
