<?php
/**
 * Simultaneous checkouts, from separate PHP processes with their own connections.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\Domain\Cart\Cart;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Coupons\CouponRepository;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Storage\CartTable;
use Rueda\Storage\Schema;
use Rueda\StoreApi\Utilities\RateLimiter;
use Rueda\Tests\RacesProcesses;
use Rueda\Tests\TestCase;

/**
 * Runs on committed data and removes what it made afterwards.
 *
 * @group object-cache
 */
final class CheckoutRaceTest extends TestCase {

	use RacesProcesses;

	protected bool $isolate = false;

	private int $product = 0;

	private int $coupon = 0;

	protected function set_up(): void {
		parent::set_up();
		update_option( RateLimiter::OPTION, array( 'enabled' => false ) );
		$this->product = ( new ProductRepository() )->save(
			array(
				'name'           => 'Neumático de la carrera',
				'sku'            => 'RACE-' . wp_generate_password( 6, false ),
				'regular_price'  => 9900,
				'manage_stock'   => true,
				'stock_quantity' => 1,
			)
		);
	}

	protected function tear_down(): void {
		global $wpdb;
		$orders = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( 'SELECT DISTINCT order_id FROM %i WHERE product_id = %d', Schema::table( Schema::ITEMS ), $this->product ) ) );
		foreach ( $orders as $order ) {
			foreach ( array( Schema::ITEMS, Schema::ADDRESS, Schema::META, Schema::HOLDS, Schema::COUPONS ) as $table ) {
				$wpdb->delete( Schema::table( $table ), array( 'order_id' => $order ) );
			}
			$wpdb->delete( Schema::table( Schema::ORDERS ), array( 'id' => $order ) );
		}
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE contents LIKE %s', Schema::table( Schema::CARTS ), '%"id":' . $this->product . ',%' ) );
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE order_id > %d', Schema::table( Schema::REPLAYS ), 0 ) );
		wp_delete_post( $this->product, true );
		$wpdb->delete( Schema::table( Schema::PRODUCTS ), array( 'product_id' => $this->product ) );
		if ( $this->coupon ) {
			wp_delete_post( $this->coupon, true );
		}
		delete_option( RateLimiter::OPTION );
		parent::tear_down();
	}

	/**
	 * Twenty, as the coupon's race: each has filled the cart before the go, so all twenty
	 * are checking out at once on CI's two cores (fifty only queued longer for them).
	 */
	public function test_twenty_shoppers_for_the_last_tyre_make_exactly_one_order(): void {
		$results = $this->race_processes( 'checkout.php', array_fill( 0, 20, array( (string) $this->product, '', '', '' ) ) );

		$this->assertSame( 1, count( preg_grep( '/^200 \d+$/', $results ) ), implode( ', ', $results ) );
		// A hold the database kept deadlocking is "busy, try again" (ConditionalInsert), never a sale.
		$this->assertSame( 19, count( preg_grep( '/^(409 woocommerce_rest_product_out_of_stock|503 rueda_busy)$/', $results ) ), implode( ', ', $results ) );
		$this->assertSame( 0, $this->stock(), 'never negative' );
		$this->assertSame( 1, $this->orders_with( OrderStatus::PROCESSING ) );
	}

	public function test_twenty_shoppers_with_a_single_use_coupon_make_one_discounted_order(): void {
		$this->set_stock( 100 );
		$code         = 'race' . strtolower( wp_generate_password( 6, false ) );
		$this->coupon = ( new CouponRepository() )->save(
			$code,
			array(
				'discount_type' => 'fixed_cart',
				'amount'        => 500,
				'usage_limit'   => 1,
			)
		);

		$results = $this->race_processes( 'checkout.php', array_fill( 0, 20, array( (string) $this->product, $code, '', '' ) ) );

		global $wpdb;
		$discounted = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i i INNER JOIN %i o ON o.id = i.order_id WHERE i.type = %s AND i.name = %s AND o.status = %s', Schema::table( Schema::ITEMS ), Schema::table( Schema::ORDERS ), 'coupon', $code, OrderStatus::PROCESSING ) );
		$this->assertSame( 1, $discounted, implode( ', ', $results ) );
		$this->assertSame( 1, count( preg_grep( '/^200 \d+$/', $results ) ), implode( ', ', $results ) );
		$this->assertSame( 19, count( preg_grep( '/^(409 woocommerce_rest_cart_coupon_(error|invalid)|503 rueda_busy)$/', $results ) ), implode( ', ', $results ) );
	}

	public function test_the_same_idempotency_key_sent_twice_at_once_makes_one_order(): void {
		$this->set_stock( 10 );
		$cart_key = 'g_' . bin2hex( random_bytes( 16 ) );
		$cart     = new Cart();
		$cart->items[ Cart::item_key( $this->product ) ] = array(
			'id'        => $this->product,
			'quantity'  => 1,
			'variation' => array(),
		);
		( new CartTable() )->put( $cart_key, $cart->to_array(), 0, HOUR_IN_SECONDS );

		$results = $this->race_processes( 'checkout.php', array_fill( 0, 4, array( '', '', 'clave-unica-1', $cart_key ) ) );

		$this->assertSame( 1, $this->orders_with( OrderStatus::PROCESSING ), implode( ', ', $results ) );
		$ids = array_unique( array_map( static fn( string $result ) => explode( ' ', $result )[1], preg_grep( '/^200 /', $results ) ) );
		$this->assertCount( 1, $ids, implode( ', ', $results ) );
		$this->assertSame( array(), preg_grep( '/^(200 \d+|409 rueda_idempotency_key_in_use)$/', $results, PREG_GREP_INVERT ), 'every other answer is the replay or "in use"' );
	}


	/**
	 * Units left.
	 */
	private function stock(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT stock_quantity FROM %i WHERE product_id = %d', Schema::table( Schema::PRODUCTS ), $this->product ) );
	}

	/**
	 * Sets the units in stock.
	 *
	 * @param int $units Units.
	 */
	private function set_stock( int $units ): void {
		global $wpdb;
		$wpdb->update( Schema::table( Schema::PRODUCTS ), array( 'stock_quantity' => $units ), array( 'product_id' => $this->product ) );
	}

	/**
	 * Orders of the race product in a status.
	 *
	 * @param string $status Status.
	 */
	private function orders_with( string $status ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(DISTINCT o.id) FROM %i o INNER JOIN %i i ON i.order_id = o.id WHERE i.product_id = %d AND o.status = %s', Schema::table( Schema::ORDERS ), Schema::table( Schema::ITEMS ), $this->product, $status ) );
	}
}
