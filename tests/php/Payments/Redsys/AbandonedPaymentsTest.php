<?php
/**
 * Redsys payments the bank never answered for, and the cart's next checkout.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Payments\Redsys;

use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\Gateways\SandboxCard;
use Rueda\Domain\Payments\Redsys\AbandonedPayments;
use Rueda\Domain\Payments\Redsys\RedsysGateway;
use Rueda\Storage\Schema;
use Rueda\Storage\StockHolds;

/**
 * An order sent to Redsys is cancelled after the owner's minutes without a notification,
 * its tyre released; until then nothing takes it back, not even the same cart's next
 * checkout (the bank may still pay it).
 */
final class AbandonedPaymentsTest extends RedsysTestCase {

	public function test_a_payment_never_confirmed_is_cancelled_after_the_minutes_and_its_stock_released(): void {
		$order = $this->place()['order_id'];
		$this->assertNotFalse( wp_next_scheduled( RedsysGateway::EXPIRY_HOOK, array( $order ) ), 'each attempt schedules the check' );

		$this->assertSame( 0, ( new AbandonedPayments() )->release_overdue( time() + 44 * MINUTE_IN_SECONDS ), 'not before 45 minutes' );
		$this->assertSame( OrderStatus::PENDING, $this->order( $order )->status() );

		$this->assertSame( 1, ( new AbandonedPayments() )->release_overdue( time() + 46 * MINUTE_IN_SECONDS ) );

		$cancelled = $this->order( $order );
		$this->assertSame( OrderStatus::CANCELLED, $cancelled->status() );
		$history = (array) $cancelled->meta( '_history' );
		$this->assertStringContainsString( '45', (string) end( $history )['note'] );
		$this->assertSame( 0, ( new StockHolds() )->held( $this->sku( self::TYRE ) ) );
		$this->assertSame( 5, $this->stock( self::TYRE ) );
	}

	public function test_the_owners_minutes_count_from_the_last_attempt(): void {
		$this->configure( array( 'expiry_minutes' => 20 ) );
		$order = $this->place()['order_id'];
		// The shopper came back to the bank's page later: a newer attempt.
		$this->age_attempts( $order, 30 * MINUTE_IN_SECONDS );
		$this->age_order( $order, 30 * MINUTE_IN_SECONDS );
		( new \Rueda\Domain\Payments\PaymentGateways() )->get( 'rueda_redsys' )->form( $this->order( $order ) );

		$this->assertSame( 0, ( new AbandonedPayments() )->release_overdue(), 'the last attempt is new' );
		$this->assertSame( 1, ( new AbandonedPayments() )->release_overdue( time() + 21 * MINUTE_IN_SECONDS ) );
		$this->assertSame( OrderStatus::CANCELLED, $this->order( $order )->status() );
	}

	public function test_a_paid_order_is_never_cancelled(): void {
		$order = $this->place()['order_id'];
		$this->notify_answer( $order );

		$this->assertSame( 0, ( new AbandonedPayments() )->release_overdue( time() + DAY_IN_SECONDS ) );
		$this->assertSame( OrderStatus::PROCESSING, $this->order( $order )->status() );
	}

	public function test_the_same_carts_next_checkout_never_takes_back_an_order_the_bank_may_pay(): void {
		$first = $this->place()['order_id'];
		// Longer ago than a payment takes (DraftOrders::PAYMENT_SECONDS).
		$this->age_order( $first, 10 * MINUTE_IN_SECONDS );
		// The shopper, in another tab, fills the same cart again and pays by card.
		$this->add( self::TYRE );

		$response = $this->checkout( $this->payload() );

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$second = $response->get_data()['order_id'];
		$this->assertNotSame( $first, $second, 'a new order' );
		$this->assertSame( SandboxCard::ID, $this->order( $second )->payment_method() );
		$this->assertSame( OrderStatus::PENDING, $this->order( $first )->status(), 'the one at the bank is left as it was' );
		$this->assertSame( 'rueda_redsys', $this->order( $first )->payment_method() );

		// And the bank's late "paid" still pays it, for its own amount.
		$this->assertSame( 200, $this->notify_answer( $first )->get_status() );
		$this->assertSame( OrderStatus::PROCESSING, $this->order( $first )->status() );
	}

	/**
	 * Moves an order's last change back in time.
	 *
	 * @param int $order   Order id.
	 * @param int $seconds Seconds.
	 */
	private function age_order( int $order, int $seconds ): void {
		global $wpdb;
		$wpdb->update( Schema::table( Schema::ORDERS ), array( 'updated_at' => gmdate( 'Y-m-d H:i:s', time() - $seconds ) ), array( 'id' => $order ) );
	}

	/**
	 * Moves an order's attempts back in time.
	 *
	 * @param int $order   Order id.
	 * @param int $seconds Seconds.
	 */
	private function age_attempts( int $order, int $seconds ): void {
		global $wpdb;
		$table = Schema::table( Schema::META );
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( 'SELECT id, meta_value FROM %i WHERE order_id = %d AND meta_key = %s', $table, $order, '_rueda_redsys_attempt' ), ARRAY_A ) as $row ) {
			$attempt             = json_decode( $row['meta_value'], true );
			$attempt['created'] -= $seconds;
			$wpdb->update( $table, array( 'meta_value' => wp_json_encode( $attempt ) ), array( 'id' => $row['id'] ) ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- own table.
		}
	}
}
