<?php
/**
 * Stock, prices, settings, carts and coupon uses across two nodes sharing Redis.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\ObjectCache;

use Rueda\Domain\Coupons\CouponRepository;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\StoreApi\Utilities\RateLimiter;

/**
 * Node B has served (and cached) a value, node A changes it through the shop's own routes,
 * node B's next request must answer the new value, never the cached one.
 *
 * @group object-cache
 */
final class SharedCacheTest extends TwoNodesTestCase {

	public function test_stock_taken_by_a_checkout_on_one_node_shows_on_the_other(): void {
		$this->set_stock( self::TYRE, 2 );
		$id  = $this->sku( self::TYRE );
		$in  = array(
			'include'      => array( $id ),
			'stock_status' => array( 'instock' ),
		);
		$out = array( 'stock_status' => array( 'outofstock' ) ) + $in;
		$this->assertTrue( $this->store_get( 'B', "/products/{$id}" )['is_in_stock'] );
		$this->assertSame( array( $id ), $this->listed( 'B', $in ) );
		$this->assertSame( array(), $this->listed( 'B', $out ) );
		$this->assertSame( array( $id ), $this->admin_list( 'B', 'instock' ) );

		$this->new_shopper();
		$bought = $this->on(
			'A',
			function () {
				$this->add( self::TYRE, 2 );
				$this->deliver_to_madrid();
				return $this->checkout( $this->payload() );
			}
		);
		$this->assertSame( OrderStatus::PROCESSING, $bought->get_data()['status'] ?? null, (string) wp_json_encode( $bought->get_data() ) );
		$this->assertSame( 0, $this->stock( self::TYRE ) );

		$this->assertFalse( $this->store_get( 'B', "/products/{$id}" )['is_in_stock'], 'the product' );
		$this->assertSame( array(), $this->listed( 'B', $in ), 'no longer listed in stock' );
		$this->assertSame( array( $id ), $this->listed( 'B', $out ), 'listed out of stock' );
		$this->assertSame( array(), $this->admin_list( 'B', 'instock' ), 'wp-admin lists it out of stock' );
		$this->assertSame( array( $id ), $this->admin_list( 'B', 'outofstock' ) );

		$this->new_shopper();
		$refused = $this->on( 'B', fn() => $this->add( self::TYRE ) );
		$this->assertSame( 400, $refused->get_status(), 'node B sells no unit that is gone' );
	}

	/**
	 * The ids wp-admin's product list shows for the tyre's SKU in a stock status.
	 *
	 * @param string $node   Node name.
	 * @param string $status Stock status.
	 * @return list<int>
	 */
	private function admin_list( string $node, string $status ): array {
		return $this->on(
			$node,
			function () use ( $status ) {
				wp_set_current_user( $this->create_user( 'administrator' ) );
				$request = new \WP_REST_Request( 'GET', '/rueda/v1/products' );
				$request->set_query_params(
					array(
						'search'       => self::TYRE,
						'stock_status' => array( $status ),
					)
				);
				$ids = array_map( 'intval', array_column( (array) rest_do_request( $request )->get_data(), 'id' ) );
				wp_set_current_user( 0 );
				return $ids;
			}
		);
	}

	public function test_a_price_changed_in_wp_admin_on_one_node_is_charged_on_the_other(): void {
		$id = $this->sku( self::TYRE );
		$this->on( 'B', fn() => $this->add( self::TYRE ) );
		$before = (int) $this->on( 'B', fn() => $this->cart() )['totals']['total_items'];
		$this->assertNotSame( '9900', $this->store_get( 'B', "/products/{$id}" )['prices']['price'] );
		$cheap = array(
			'include'   => array( $id ),
			'max_price' => 9900,
		);
		$this->assertSame( array(), $this->listed( 'B', $cheap ) );
		$this->assertSame( array( $id ), $this->listed( 'B', array( 'include' => array( $id ) ) + array( 'min_price' => 10000 ) ) );

		$shopper = $_COOKIE;
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$changed = $this->on(
			'A',
			fn() => $this->rest(
				'PATCH',
				"/rueda/v1/products/{$id}",
				array(
					'regular_price' => 9900,
					'sale_price'    => null,
				)
			)
		);
		$this->assertSame( 200, $changed->get_status(), (string) wp_json_encode( $changed->get_data() ) );
		wp_set_current_user( 0 );
		$_COOKIE = $shopper;

		$this->assertSame( '9900', $this->store_get( 'B', "/products/{$id}" )['prices']['price'] );
		$this->assertSame( array( $id ), $this->listed( 'B', $cheap ), 'found under the new price' );
		$cart = $this->on( 'B', fn() => $this->cart() );
		$this->assertSame( '9900', $cart['items'][0]['prices']['price'], 'the cart charges the new price' );
		$this->assertNotSame( $before, (int) $cart['totals']['total_items'] );
	}

	public function test_tax_settings_changed_on_one_node_apply_to_the_carts_of_the_other(): void {
		$this->on( 'B', fn() => $this->add( self::TYRE ) );
		$with_tax = (int) $this->on( 'B', fn() => $this->cart() )['items'][0]['prices']['price'];

		$shopper = $_COOKIE;
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$saved = $this->on( 'A', fn() => $this->rest( 'POST', '/rueda/v1/settings/taxes', array( 'display_cart_prices_including_tax' => false ) ) );
		$this->assertSame( 200, $saved->get_status() );
		wp_set_current_user( 0 );
		$_COOKIE = $shopper;

		$this->assertSame( (int) round( $with_tax / 1.21 ), (int) $this->on( 'B', fn() => $this->cart() )['items'][0]['prices']['price'] );
	}

	public function test_rate_limits_count_the_requests_of_every_node_and_follow_the_settings_of_any(): void {
		$_SERVER['REMOTE_ADDR'] = '203.0.113.77';
		$this->on( 'B', fn() => update_option( RateLimiter::OPTION, array( 'enabled' => true ) ) );
		$this->assertSame( 3, $this->on( 'B', fn() => ( new RateLimiter() )->options( 'checkout' )['limit'] ) );

		$this->on( 'A', fn() => update_option( RateLimiter::OPTION, array( 'checkout' => array( 'limit' => 4 ) ) ) );
		$left = array();
		foreach ( array( 'A', 'B', 'A', 'B' ) as $node ) {
			$left[] = $this->on( $node, fn() => ( new RateLimiter() )->check( 'checkout' )['RateLimit-Remaining'] );
		}
		$this->assertSame( array( '3', '2', '1', '0' ), $left, 'one allowance, counted on both nodes, with the limit saved on A' );

		$this->expectException( \Rueda\StoreApi\RouteException::class );
		$this->on( 'A', fn() => ( new RateLimiter() )->check( 'checkout' ) );
	}

	public function test_a_cart_changed_on_one_node_is_the_cart_the_other_serves(): void {
		$this->new_shopper();
		$this->on( 'A', fn() => $this->add( self::TYRE ) );
		$this->assertSame( 1, $this->on( 'B', fn() => $this->cart() )['items_count'] );

		$key     = $this->on( 'B', fn() => $this->cart() )['items'][0]['key'];
		$updated = $this->on(
			'B',
			fn() => $this->write(
				'update-item',
				array(
					'key'      => $key,
					'quantity' => 3,
				)
			)
		);
		$this->assertSame( 200, $updated->get_status() );
		$cart = $this->on( 'A', fn() => $this->cart() );
		$this->assertSame( 3, $cart['items'][0]['quantity'] );
		$this->assertSame( $updated->get_data()['totals']['total_price'], $cart['totals']['total_price'] );

		$this->on( 'A', fn() => $this->write( 'apply-coupon', array( 'code' => 'bienvenida10' ) ) );
		$this->assertSame( array( 'bienvenida10' ), array_column( $this->on( 'B', fn() => $this->cart() )['coupons'], 'code' ) );

		$this->on( 'B', fn() => $this->write( 'remove-item', array( 'key' => $key ) ) );
		$this->assertSame( 0, $this->on( 'A', fn() => $this->cart() )['items_count'] );
	}

	public function test_a_coupon_changed_or_deleted_in_wp_admin_on_one_node_is_what_the_carts_of_the_other_apply(): void {
		$this->on( 'B', fn() => $this->add( self::TYRE ) );
		$this->on( 'B', fn() => $this->write( 'apply-coupon', array( 'code' => 'bienvenida10' ) ) );
		$discount = fn() => (int) $this->on( 'B', fn() => $this->cart() )['totals']['total_discount'];
		$ten      = $discount();
		$this->assertGreaterThan( 0, $ten );
		$id    = ( new CouponRepository() )->find( 'bienvenida10' )->id;
		$admin = function ( string $method, array $body = array() ) use ( $id ): \WP_REST_Response {
			$shopper = $_COOKIE;
			wp_set_current_user( $this->create_user( 'administrator' ) );
			$answer = $this->on( 'A', fn() => $this->rest( $method, "/rueda/v1/coupons/{$id}", $body ) );
			wp_set_current_user( 0 );
			$_COOKIE = $shopper;
			return $answer;
		};

		$this->assertSame( 200, $admin( 'PATCH', array( 'amount' => 20 ) )->get_status() );
		$this->assertEqualsWithDelta( 2 * $ten, $discount(), 2, 'B applies the new amount (each line rounded)' );

		$this->assertSame( 200, $admin( 'DELETE' )->get_status() );
		$cart = $this->on( 'B', fn() => $this->cart() );
		$this->assertSame( array(), $cart['coupons'], 'B no longer finds the code' );
		$this->assertSame( 'woocommerce_rest_cart_coupon_invalid', $cart['errors'][0]['code'] ?? null );
	}

	public function test_coupon_uses_counted_on_one_node_are_enforced_on_the_other(): void {
		$coupon = ( new CouponRepository() )->find( 'unsolouso' );
		$this->assertNotNull( $coupon );
		$uses   = function () use ( $coupon ): int {
			wp_set_current_user( $this->create_user( 'administrator' ) );
			$count = (int) $this->rest( 'GET', "/rueda/v1/coupons/{$coupon->id}" )->get_data()['usage_count'];
			wp_set_current_user( 0 );
			return $count;
		};
		$before = $this->on( 'B', $uses );

		$this->new_shopper();
		$second_shopper = $_COOKIE;
		$this->on( 'B', fn() => $this->add( self::TYRE ) );
		$this->assertSame( 200, $this->on( 'B', fn() => $this->write( 'apply-coupon', array( 'code' => 'unsolouso' ) ) )->get_status() );

		$this->new_shopper();
		$placed = $this->on(
			'A',
			function () {
				$this->add( self::TYRE );
				$this->write( 'apply-coupon', array( 'code' => 'unsolouso' ) );
				$this->deliver_to_madrid();
				return $this->checkout( $this->payload() );
			}
		);
		$this->assertSame( OrderStatus::PROCESSING, $placed->get_data()['status'] ?? null, (string) wp_json_encode( $placed->get_data() ) );

		$this->assertSame( $before + 1, $this->on( 'B', $uses ), 'the admin on B counts the use' );
		$_COOKIE = $second_shopper;
		$refused = $this->on(
			'B',
			function () {
				$this->deliver_to_madrid();
				return $this->checkout( $this->payload( array( 'billing_address' => $this->billing( array( 'email' => 'otra@example.test' ) ) ) ) );
			}
		);
		$this->assertSame( 'woocommerce_rest_cart_coupon_invalid', $refused->get_data()['code'] ?? null, (string) wp_json_encode( $refused->get_data() ) );
		$this->assertNotSame( OrderStatus::PROCESSING, $refused->get_data()['status'] ?? null, 'B sells no second use' );
	}

	public function test_a_checkout_retried_on_the_other_node_replays_the_first_answer(): void {
		$this->set_stock( self::TYRE, 5 );
		$this->new_shopper();
		$key   = array( 'Idempotency-Key' => 'nodos-' . wp_generate_password( 8, false ) );
		$first = $this->on(
			'A',
			function () use ( $key ) {
				$this->add( self::TYRE );
				$this->deliver_to_madrid();
				return $this->checkout( $this->payload(), $key );
			}
		);
		$this->assertSame( 200, $first->get_status(), (string) wp_json_encode( $first->get_data() ) );

		$this->on( 'B', fn() => $this->add( self::TYRE ) );
		$second = $this->on( 'B', fn() => $this->checkout( $this->payload(), $key ) );

		$this->assertSame( 'true', $second->get_headers()['Idempotency-Replayed'] ?? null );
		$this->assertSame( wp_json_encode( $first->get_data() ), wp_json_encode( $second->get_data() ), 'the same order' );
		$this->assertSame( 4, $this->stock( self::TYRE ), 'one order, one unit taken' );
		$this->assertSame( 1, $this->on( 'A', fn() => $this->cart() )['items_count'], 'the new cart is untouched' );
	}
}
