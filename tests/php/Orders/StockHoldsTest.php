<?php
/**
 * Stock holds of orders being paid.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Orders;

use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Storage\StockHolds;
use Rueda\Domain\ShopException;
use Rueda\Storage\OrderStore;
use Rueda\Storage\Schema;
use Rueda\Tests\TestCase;

/**
 * Reservation rules.
 *
 * @group object-cache
 */
final class StockHoldsTest extends TestCase {

	private function product( int $stock, string $backorders = 'no' ): int {
		return ( new ProductRepository() )->save(
			array(
				'name'           => 'Neumático de prueba',
				'regular_price'  => 5000,
				'manage_stock'   => true,
				'stock_quantity' => $stock,
				'backorders'     => $backorders,
			)
		);
	}

	private function order( string $status = OrderStatus::PENDING ): int {
		return ( new OrderStore() )->create( array( 'status' => $status ) );
	}

	public function test_holds_what_is_left_and_refuses_the_rest(): void {
		$holds   = new StockHolds();
		$product = $this->product( 3 );

		$holds->reserve( $this->order(), array( $product => 2 ), 600 );

		$this->assertSame( 2, $holds->held( $product ) );
		$this->expectException( ShopException::class );
		$holds->reserve( $this->order(), array( $product => 2 ), 600 );
	}

	public function test_a_failed_reservation_holds_nothing_at_all(): void {
		$holds  = new StockHolds();
		$plenty = $this->product( 10 );
		$scarce = $this->product( 1 );
		$order  = $this->order();

		try {
			$holds->reserve(
				$order,
				array(
					$plenty => 1,
					$scarce => 2,
				),
				600
			);
		} catch ( ShopException $expected ) {
			$this->assertSame( 'woocommerce_rest_product_out_of_stock', $expected->error_code );
		}

		$this->assertSame( 0, $holds->held( $plenty ) );
	}

	public function test_retrying_an_order_replaces_its_own_hold(): void {
		$holds   = new StockHolds();
		$product = $this->product( 2 );
		$order   = $this->order();

		$holds->reserve( $order, array( $product => 2 ), 600 );
		$holds->reserve( $order, array( $product => 2 ), 600 );

		$this->assertSame( 2, $holds->held( $product ) );
	}

	public function test_expired_holds_and_finished_orders_free_the_stock(): void {
		global $wpdb;
		$holds     = new StockHolds();
		$product   = $this->product( 1 );
		$expired   = $this->order();
		$cancelled = $this->order();
		$holds->reserve( $expired, array( $product => 1 ), 600 );
		$wpdb->update( Schema::table( Schema::HOLDS ), array( 'expires_at' => gmdate( 'Y-m-d H:i:s', time() - 1 ) ), array( 'order_id' => $expired ) );
		$holds->reserve( $cancelled, array( $product => 1 ), 600 );
		( new OrderStore() )->transition( $cancelled, OrderStatus::PENDING, OrderStatus::CANCELLED );

		$holds->reserve( $this->order(), array( $product => 1 ), 600 );

		$this->assertSame( 1, $holds->held( $product ) );
		$this->assertSame( 1, $holds->delete_expired(), 'the daily cleanup drops the expired hold' );
		$this->assertSame( 1, $holds->held( $product ) );
	}

	public function test_uncounted_stock_and_backorders_always_fit(): void {
		$holds = new StockHolds();
		$free  = ( new ProductRepository() )->save(
			array(
				'name'          => 'Servicio',
				'regular_price' => 100,
			)
		);
		$back  = $this->product( 0, 'notify' );

		$holds->reserve(
			$this->order(),
			array(
				$free => 50,
				$back => 3,
			),
			600
		);

		$this->assertSame( 50, $holds->held( $free ) );
	}
}
