<?php
/**
 * Orders storage and the draft order of a cart.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Orders;

use Rueda\Domain\Cart\Cart;
use Rueda\Domain\Cart\CartCalculator;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Orders\DraftOrders;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Storage\OrderStore;
use Rueda\Storage\Schema;
use Rueda\Tests\TestCase;

/**
 * Draft orders.
 */
final class DraftOrdersTest extends TestCase {

	private function cart(): Cart {
		$cart = new Cart();
		$id   = ( new ProductRepository() )->find_id_by_sku( 'MIC-PILOTSPO-2055516' );

		$cart->items[ Cart::item_key( $id ) ] = array(
			'id'        => $id,
			'quantity'  => 2,
			'variation' => array(),
		);
		$cart->coupons                        = array( 'bienvenida10' );
		$cart->customer['billing']            = array(
			'first_name' => 'Lucía',
			'email'      => 'lucia@example.test',
			'country'    => 'ES',
		);
		$cart->customer['shipping']           = array(
			'country' => 'ES',
			'state'   => 'M',
		);
		return $cart;
	}

	public function test_a_draft_holds_the_carts_lines_totals_and_addresses(): void {
		$calculated = ( new CartCalculator() )->calculate( $this->cart() );

		$order = ( new DraftOrders() )->sync( 'g_' . str_repeat( 'd', 32 ), 0, $calculated );

		$this->assertSame( OrderStatus::DRAFT, $order->status() );
		$this->assertSame( $calculated->totals()['total_price'], $order->total() );
		$this->assertSame( array( 'line_item', 'shipping', 'coupon', 'fee' ), array_column( $order->items, 'type' ), 'the tyres\' ecovalor is a fee line' );
		$this->assertSame( 2, $order->lines( 'line_item' )[0]['quantity'] );
		$this->assertSame( 'Lucía', $order->address( 'billing' )['first_name'] );
		$this->assertSame( 'lucia@example.test', $order->row['billing_email'] );
		$this->assertMatchesRegularExpression( '/^wc_order_\w{13}$/', $order->key() );
	}

	public function test_checking_out_again_reuses_the_draft(): void {
		$drafts = new DraftOrders();
		$cart   = $this->cart();
		$first  = $drafts->sync( 'g_' . str_repeat( 'e', 32 ), 0, ( new CartCalculator() )->calculate( $cart ) );

		$cart->coupons = array();
		$second        = $drafts->sync( 'g_' . str_repeat( 'e', 32 ), 0, ( new CartCalculator() )->calculate( $cart ) );

		$this->assertSame( $first->id(), $second->id() );
		$this->assertSame( $first->key(), $second->key() );
		$this->assertSame( array(), $second->lines( 'coupon' ) );
		$this->assertGreaterThan( $first->total(), $second->total() );
	}

	public function test_a_status_changes_once_even_when_asked_twice(): void {
		$store = new OrderStore();
		$id    = $store->create( array( 'status' => OrderStatus::PENDING ) );

		$this->assertTrue( $store->transition( $id, OrderStatus::PENDING, OrderStatus::CANCELLED ) );
		$this->assertFalse( $store->transition( $id, OrderStatus::PENDING, OrderStatus::PROCESSING ) );
		$this->assertSame( OrderStatus::CANCELLED, $store->get( $id )->status() );
	}

	public function test_stale_drafts_are_deleted_with_their_lines(): void {
		global $wpdb;
		$store = new OrderStore();
		$stale = ( new DraftOrders() )->sync( 'g_' . str_repeat( 'f', 32 ), 0, ( new CartCalculator() )->calculate( $this->cart() ) );
		$fresh = $store->create( array() );
		$wpdb->update( Schema::table( Schema::ORDERS ), array( 'updated_at' => gmdate( 'Y-m-d H:i:s', time() - 2 * DAY_IN_SECONDS ) ), array( 'id' => $stale->id() ) );

		$this->assertSame( 1, $store->delete_stale_drafts() );
		$this->assertNull( $store->get( $stale->id() ) );
		$this->assertNotNull( $store->get( $fresh ) );
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE order_id = %d', Schema::table( Schema::ITEMS ), $stale->id() ) ) );
	}
}
