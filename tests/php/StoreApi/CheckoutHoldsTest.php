<?php
/**
 * GET /checkout holds no stock, and only a limited number of drafts can be created.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\Domain\Cart\CartSession;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Storage\Schema;
use Rueda\Storage\StockHolds;

/**
 * Looking at the checkout must not keep stock from other shoppers.
 */
final class CheckoutHoldsTest extends CheckoutTestCase {

	protected function tear_down(): void {
		remove_filter( 'rueda_store_api_rate_limit_options', array( $this, 'two_drafts_a_minute' ) );
		parent::tear_down();
	}

	/**
	 * Rate limit options: two draft creations per minute, other actions unchanged.
	 *
	 * @param array<string,mixed> $options Options.
	 * @param string              $action  Action.
	 * @return array<string,mixed>
	 */
	public function two_drafts_a_minute( array $options, string $action ): array {
		if ( 'draft' !== $action ) {
			return $options;
		}
		return array(
			'enabled' => true,
			'limit'   => 2,
			'seconds' => 60,
		) + $options;
	}

	/**
	 * Starts another guest's cart.
	 */
	private function new_shopper(): void {
		unset( $_COOKIE[ CartSession::COOKIE ] );
	}

	public function test_get_checkout_returns_the_same_draft_and_holds_no_stock(): void {
		global $wpdb;
		$this->add( self::TYRE );

		$first  = $this->rest( 'GET', '/wc/store/v1/checkout' );
		$second = $this->rest( 'GET', '/wc/store/v1/checkout' );

		$this->assertSame( 200, $first->get_status(), (string) ( $first->get_data()['code'] ?? '' ) );
		$this->assertSame( OrderStatus::DRAFT, $first->get_data()['status'] );
		$this->assertSame( $first->get_data()['order_id'], $second->get_data()['order_id'] );
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE order_id = %d', Schema::table( Schema::HOLDS ), $first->get_data()['order_id'] ) ) );
		$this->assertSame( 0, ( new StockHolds() )->held( $this->sku( self::TYRE ) ) );
	}

	public function test_another_shopper_buys_the_last_unit_a_guest_is_looking_at(): void {
		$this->set_stock( self::TYRE, 1 );
		$this->add( self::TYRE );
		$this->assertSame( 200, $this->rest( 'GET', '/wc/store/v1/checkout' )->get_status() );

		$this->new_shopper();
		$this->add( self::TYRE );
		$this->deliver_to_madrid();
		$bought = $this->checkout( $this->payload() );

		$this->assertSame( 200, $bought->get_status(), (string) ( $bought->get_data()['code'] ?? '' ) );
		$this->assertSame( OrderStatus::PROCESSING, $bought->get_data()['status'] );
		$this->assertSame( 0, $this->stock( self::TYRE ) );
	}

	public function test_creating_drafts_is_rate_limited_but_refreshing_one_is_not(): void {
		add_filter( 'rueda_store_api_rate_limit_options', array( $this, 'two_drafts_a_minute' ), 10, 2 );
		$_SERVER['REMOTE_ADDR'] = '192.0.2.45';
		$drafts                 = $this->count_orders( OrderStatus::DRAFT );
		$this->add( self::TYRE );
		$first_cart = CartSession::guest_key_from_cookie();

		$refreshes = array();
		for ( $i = 0; $i < 4; $i++ ) {
			$refreshes[] = $this->rest( 'GET', '/wc/store/v1/checkout' )->get_status();
		}
		$this->new_shopper();
		$this->add( self::TYRE );
		$second = $this->rest( 'GET', '/wc/store/v1/checkout' );
		$this->new_shopper();
		$this->add( self::TYRE );
		$third = $this->rest( 'GET', '/wc/store/v1/checkout' );

		$this->assertSame( array( 200, 200, 200, 200 ), $refreshes, 'refreshing a draft is not counted' );
		$this->assertSame( 200, $second->get_status() );
		$this->assertSame( 429, $third->get_status() );
		$this->assertSame( 'rest_store_api_rate_limited', $third->get_data()['code'] );
		$this->assertArrayHasKey( 'RateLimit-Retry-After', $third->get_headers() );
		$this->assertSame( $drafts + 2, $this->count_orders( OrderStatus::DRAFT ), 'the refused request created no draft' );

		$_COOKIE[ CartSession::COOKIE ] = $first_cart;
		$this->assertSame( 200, $this->rest( 'GET', '/wc/store/v1/checkout' )->get_status(), 'the first cart still refreshes its draft' );
	}
	public function test_coupon_uses_are_held_no_longer_than_the_capped_stock(): void {
		$this->add( self::TYRE );
		$this->write( 'apply-coupon', array( 'code' => 'bienvenida10' ) );
		$tyre = $this->sku( self::TYRE );
		// The order has been renewing its hold for almost the whole cap.
		$aged = static function ( $order ) use ( $tyre ): void {
			global $wpdb;
			( new StockHolds() )->reserve( $order->id(), array( $tyre => 1 ), HOUR_IN_SECONDS );
			$wpdb->update( Schema::table( Schema::HOLDS ), array( 'held_since' => gmdate( 'Y-m-d H:i:s', time() - StockHolds::MAX_SECONDS + 300 ) ), array( 'order_id' => $order->id() ) );
		};
		add_action( 'rueda_checkout_update_order_from_request', $aged );

		$placed = $this->checkout( $this->payload() );
		remove_action( 'rueda_checkout_update_order_from_request', $aged );

		global $wpdb;
		$this->assertSame( 200, $placed->get_status(), (string) wp_json_encode( $placed->get_data() ) );
		$expires = (string) $wpdb->get_var( $wpdb->prepare( 'SELECT expires_at FROM %i WHERE order_id = %d', Schema::table( Schema::COUPONS ), $placed->get_data()['order_id'] ) );
		$this->assertNotSame( '', $expires, 'the coupon use is recorded' );
		$this->assertLessThanOrEqual( time() + 310, (int) strtotime( $expires . ' UTC' ), 'not the hour a fresh hold gets' );
	}
}
