<?php
/**
 * POST /checkout retried after the request before it died without answering.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\Domain\Orders\OrderStatus;
use Rueda\Storage\IdempotencyKeys;
use Rueda\Storage\OrderStore;
use Rueda\Storage\Schema;

/**
 * A PHP node killed mid-checkout leaves the Idempotency-Key claimed with no answer; the
 * shopper's retry with the key must end with exactly one order.
 */
final class CheckoutResumeTest extends CheckoutTestCase {

	/**
	 * The stored hash of a key sent from the cart of an order.
	 *
	 * @param string $key      Idempotency-Key.
	 * @param int    $order_id Order of the cart.
	 */
	private function hash( string $key, int $order_id ): string {
		return IdempotencyKeys::hash( $key, (string) $this->order( $order_id )->row['cart_key'] );
	}

	/**
	 * Leaves a key as a request that died would: claimed, unanswered, its lock gone (and,
	 * for SQLite, which has no locks, claimed longer ago than a request can run).
	 *
	 * @param string $hash Key hash.
	 */
	private function claimed_by_a_dead_request( string $hash ): void {
		global $wpdb;
		$wpdb->query(
			$wpdb->prepare(
				'REPLACE INTO %i (key_hash, order_id, status, response, created_at) VALUES (%s, 0, 0, %s, %s)',
				Schema::table( Schema::REPLAYS ),
				$hash,
				'',
				gmdate( 'Y-m-d H:i:s', time() - 300 )
			)
		);
	}

	public function test_a_retry_after_the_order_was_paid_answers_with_that_order(): void {
		$this->add( self::TYRE, 2 );
		$this->deliver_to_madrid();
		$stock    = $this->stock( self::TYRE );
		$paid     = $this->count_orders( OrderStatus::PROCESSING );
		$first    = $this->checkout( $this->payload(), array( 'Idempotency-Key' => 'pedido-caido' ) )->get_data();
		$order_id = $first['order_id'];
		$this->claimed_by_a_dead_request( $this->hash( 'pedido-caido', $order_id ) );

		$retry = $this->checkout( $this->payload(), array( 'Idempotency-Key' => 'pedido-caido' ) );

		$this->assertSame( 200, $retry->get_status(), wp_json_encode( $retry->get_data() ) );
		$this->assertSame( $order_id, $retry->get_data()['order_id'] );
		$this->assertSame( OrderStatus::PROCESSING, $retry->get_data()['status'] );
		$this->assertSame( 'success', $retry->get_data()['payment_result']['payment_status'] );
		$this->assertSame( $paid + 1, $this->count_orders( OrderStatus::PROCESSING ), 'no second order' );
		$this->assertSame( $stock - 2, $this->stock( self::TYRE ), 'stock taken once' );

		$again = $this->checkout( $this->payload(), array( 'Idempotency-Key' => 'pedido-caido' ) );
		$this->assertSame( 'true', $again->get_headers()['Idempotency-Replayed'], 'the answer is stored now' );
		$this->assertSame( $order_id, $again->get_data()->order_id );
	}

	public function test_a_retry_after_the_payment_was_cut_short_pays_the_same_order_once(): void {
		$this->add( self::TYRE );
		$this->deliver_to_madrid();
		$stock    = $this->stock( self::TYRE );
		$order_id = $this->rest( 'GET', '/wc/store/v1/checkout' )->get_data()['order_id'];
		$hash     = $this->hash( 'pedido-a-medias', $order_id );
		// The dead request had made the order pending and was paying it.
		( new OrderStore() )->transition( $order_id, OrderStatus::DRAFT, OrderStatus::PENDING );
		( new OrderStore() )->set_meta( $order_id, '_attempt', $hash );
		$this->claimed_by_a_dead_request( $hash );

		$retry = $this->checkout( $this->payload(), array( 'Idempotency-Key' => 'pedido-a-medias' ) );

		$this->assertSame( 200, $retry->get_status(), wp_json_encode( $retry->get_data() ) );
		$this->assertSame( $order_id, $retry->get_data()['order_id'], 'the same order, paid' );
		$this->assertSame( OrderStatus::PROCESSING, $retry->get_data()['status'] );
		$this->assertSame( $stock - 1, $this->stock( self::TYRE ) );
		$history = array_column( (array) $this->order( $order_id )->meta( '_history' ), 'to' );
		$this->assertContains( OrderStatus::FAILED, $history, 'the interrupted attempt is in the history' );
	}

	public function test_a_claim_of_a_request_still_running_is_not_taken_over(): void {
		if ( ! \Rueda\Storage\RequestLocks::supported() ) {
			// SQLite: a fresh claim is a running request (the age rule).
			$this->add( self::TYRE );
			$order_id = $this->rest( 'GET', '/wc/store/v1/checkout' )->get_data()['order_id'];
			global $wpdb;
			$wpdb->insert(
				Schema::table( Schema::REPLAYS ),
				array(
					'key_hash'   => $this->hash( 'pedido-en-curso', $order_id ),
					'response'   => '',
					'created_at' => gmdate( 'Y-m-d H:i:s' ),
				)
			);
			$busy = $this->checkout( $this->payload(), array( 'Idempotency-Key' => 'pedido-en-curso' ) );
			$this->assertSame( 409, $busy->get_status() );
			$this->assertSame( 'rueda_idempotency_key_in_use', $busy->get_data()['code'] );
			return;
		}
		// MariaDB: another connection holds the key's lock, as a running request does.
		$this->add( self::TYRE );
		$order_id = $this->rest( 'GET', '/wc/store/v1/checkout' )->get_data()['order_id'];
		$hash     = $this->hash( 'pedido-en-curso', $order_id );
		$holder   = $this->hold_lock_elsewhere( 'idempotency|' . $hash );

		$busy = $this->checkout( $this->payload(), array( 'Idempotency-Key' => 'pedido-en-curso' ) );

		proc_terminate( $holder );
		$this->assertSame( 409, $busy->get_status(), wp_json_encode( $busy->get_data() ) );
		$this->assertSame( 'rueda_idempotency_key_in_use', $busy->get_data()['code'] );
	}

	/**
	 * A PHP process of its own that takes a named lock and keeps it until terminated.
	 *
	 * @param string $name Lock name.
	 * @return resource The process.
	 */
	private function hold_lock_elsewhere( string $name ) {
		$code    = 'require $argv[1] . "/wp-load.php"; if ( ! Rueda\Storage\RequestLocks::take( $argv[2] ) ) { exit( 1 ); } echo "held\n"; sleep( 30 );';
		$process = proc_open( array( PHP_BINARY, '-d', 'display_errors=stderr', '-r', '$_SERVER["HTTP_HOST"] = "localhost"; ' . $code, ABSPATH, $name ), array( 1 => array( 'pipe', 'w' ) ), $pipes );
		$this->assertSame( "held\n", fgets( $pipes[1] ), 'the other process holds the lock' );
		return $process;
	}
}
