<?php
/**
 * Orders paid at the workshop that nobody came to pay are released.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Workshop;

use Rueda\Domain\Cart\CartLifecycle;
use Rueda\Domain\Orders\OrderLifecycle;
use Rueda\Domain\Orders\OrderNotes;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\Gateways\BankTransfer;
use Rueda\Domain\Payments\Gateways\PayAtWorkshop;
use Rueda\Domain\Workshop\WorkshopPaymentRelease;
use Rueda\Settings\CheckoutSettings;
use Rueda\Storage\AppointmentTable;
use Rueda\Storage\OrderStore;
use Rueda\Storage\Schema;

/**
 * The shop keeps an order paid at the workshop (its tyre, its bay, its coupon) for the days
 * of the setting after its appointment, or after it was placed when it has none; then the
 * daily cleanup cancels it. The clock is passed in; rows are dated where the test needs.
 */
final class WorkshopPaymentReleaseTest extends AppointmentTestCase {

	protected function set_up(): void {
		parent::set_up();
		$_SERVER['REMOTE_ADDR'] = '192.0.2.20';
		$this->set_stock( self::TYRE, 10 );
	}

	/**
	 * Places an order paid at the workshop: a tyre with the single-use coupon, and a pre-ITV
	 * check booked next Thursday at a time unless $booked is false (then the tyre alone is
	 * collected); returns its id.
	 *
	 * @param bool   $booked Whether it books the workshop.
	 * @param string $method Payment method.
	 * @param string $time   Local time of the appointment.
	 */
	private function place( bool $booked = true, string $method = PayAtWorkshop::ID, string $time = '10:00' ): int {
		unset( $_COOKIE[ \Rueda\Domain\Cart\CartSession::COOKIE ] );
		$this->add( self::TYRE );
		if ( $booked ) {
			$this->add( self::SERVICE );
		}
		$this->write( 'apply-coupon', array( 'code' => 'UNSOLOUSO' ) );
		$this->deliver_to_madrid();
		$this->pick_up();
		$payload  = array(
			'payment_method' => $method,
			'payment_data'   => array(),
		) + ( $booked ? $this->booking( $this->iso( $this->next( 'thursday' ) . " $time" ) ) : $this->payload() );
		$response = $this->checkout( $payload );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( OrderStatus::ON_HOLD, $response->get_data()['status'] );
		return (int) $response->get_data()['order_id'];
	}

	/**
	 * When an order's appointment starts (Unix time).
	 *
	 * @param int $order_id Order.
	 */
	private function start_of( int $order_id ): int {
		return (int) ( new AppointmentTable() )->for_order( $order_id )['start'];
	}

	private function status_of( int $order_id ): string {
		return ( new OrderStore() )->get( $order_id )->status();
	}

	/**
	 * Dates an order as placed some days ago.
	 *
	 * @param int $order_id Order.
	 * @param int $days     Days ago.
	 */
	private function placed_days_ago( int $order_id, int $days ): void {
		( new OrderStore() )->update( $order_id, array( 'created_at' => gmdate( 'Y-m-d H:i:s', time() - $days * DAY_IN_SECONDS ) ) );
	}

	/**
	 * Why an order last changed status (its history).
	 *
	 * @param int $order_id Order.
	 */
	private function last_change( int $order_id ): string {
		$history = (array) ( new OrderStore() )->get( $order_id )->meta( '_history', array() );
		return (string) ( end( $history )['note'] ?? '' );
	}

	public function test_an_order_unpaid_a_week_after_its_appointment_is_cancelled_with_everything_it_held_given_back(): void {
		$stock = $this->stock( self::TYRE );
		$id    = $this->place();
		$start = $this->start_of( $id );
		$this->assertSame( $stock - 1, $this->stock( self::TYRE ) );
		$release = new WorkshopPaymentRelease();

		$this->assertSame( 0, $release->release_overdue( $start + 7 * DAY_IN_SECONDS - 60 ), 'not a minute before' );
		$this->assertSame( OrderStatus::ON_HOLD, $this->status_of( $id ) );

		$this->assertSame( 1, $release->release_overdue( $start + 7 * DAY_IN_SECONDS + 60 ) );

		$this->assertSame( OrderStatus::CANCELLED, $this->status_of( $id ) );
		$this->assertSame( $stock, $this->stock( self::TYRE ), 'the tyre is back' );
		$this->assertSame( array( AppointmentTable::CANCELLED ), array_column( $this->rows_of( $id ), 'status' ), 'the bay is free' );
		$this->assertSame( array(), ( new AppointmentTable() )->bookings( 0, $start, $start + 1800 ), 'nobody holds the time' );
		$notes = array_column( ( new OrderNotes() )->all( $id ), 'note' );
		$this->assertStringContainsString( 'Sin pagar en el taller 7 días después de la cita: cancelado automáticamente.', (string) end( $notes ) );
		$this->assertSame( 'Sin pagar en el taller 7 días después de la cita: cancelado automáticamente.', $this->last_change( $id ) );
		$this->add( self::TYRE );
		$this->assertSame( 200, $this->write( 'apply-coupon', array( 'code' => 'UNSOLOUSO' ) )->get_status(), 'its coupon use is released' );

		$this->assertSame( 0, $release->release_overdue( $start + 30 * DAY_IN_SECONDS ), 'once' );
		$this->assertSame( $stock, $this->stock( self::TYRE ), 'restocked once' );
		$this->assertSame( OrderStatus::CANCELLED, $this->status_of( $id ) );
	}

	public function test_an_order_without_an_appointment_counts_from_when_it_was_placed(): void {
		$old   = $this->place( false );
		$fresh = $this->place( false );
		$this->placed_days_ago( $old, 8 );
		$this->placed_days_ago( $fresh, 6 );

		$released = ( new WorkshopPaymentRelease() )->release_overdue();

		$this->assertSame( 1, $released );
		$this->assertSame( array( OrderStatus::CANCELLED, OrderStatus::ON_HOLD ), array( $this->status_of( $old ), $this->status_of( $fresh ) ) );
		$this->assertSame( 'Sin pagar en el taller 7 días después de hacer el pedido: cancelado automáticamente.', $this->last_change( $old ) );
	}

	public function test_the_shops_days_are_used_and_a_future_appointment_keeps_an_old_order(): void {
		update_option( CheckoutSettings::OPTION, array( 'pay_at_workshop_days' => 2 ) );
		$id    = $this->place();
		$start = $this->start_of( $id );
		$this->placed_days_ago( $id, 30 );
		$release = new WorkshopPaymentRelease();

		$this->assertSame( 0, $release->release_overdue(), 'the appointment is still to come' );
		$this->assertSame( 0, $release->release_overdue( $start + DAY_IN_SECONDS ) );
		$this->assertSame( 1, $release->release_overdue( $start + 2 * DAY_IN_SECONDS + 1 ) );
	}

	public function test_an_arrival_or_a_done_job_still_counts_from_the_appointment(): void {
		update_option( CheckoutSettings::OPTION, array( 'pay_at_workshop_days' => 2 ) );
		$arrived = $this->place();
		$done    = $this->place( true, PayAtWorkshop::ID, '11:00' );
		$table   = new AppointmentTable();
		$table->set_status( $table->for_order( $arrived )['id'], AppointmentTable::CONFIRMED, AppointmentTable::ARRIVED );
		$table->set_status( $table->for_order( $done )['id'], AppointmentTable::CONFIRMED, AppointmentTable::DONE );
		$this->placed_days_ago( $arrived, 30 );
		$this->placed_days_ago( $done, 30 );
		$start   = $this->start_of( $arrived );
		$release = new WorkshopPaymentRelease();

		$this->assertSame( 0, $release->release_overdue( $start + DAY_IN_SECONDS ), 'the customer came: days count from the appointment, not the order' );
		$this->assertSame( 2, $release->release_overdue( $start + 3 * DAY_IN_SECONDS ) );
		$this->assertSame( 'Sin pagar en el taller 2 días después de la cita: cancelado automáticamente.', $this->last_change( $arrived ) );
	}

	public function test_paid_orders_and_transfers_are_never_released(): void {
		update_option(
			\Rueda\Domain\Payments\PaymentSettings::OPTION,
			array(
				'gateways' => array(
					BankTransfer::ID => array(
						'settings' => array(
							'holder' => 'Neumáticos y Taller SL',
							'iban'   => 'ES91 2100 0418 4502 0005 1332',
						),
					),
				),
			)
		);
		$paid     = $this->place( false );
		$transfer = $this->place( false, BankTransfer::ID );
		$this->placed_days_ago( $paid, 60 );
		$this->placed_days_ago( $transfer, 60 );
		( new OrderLifecycle() )->change( ( new OrderStore() )->get( $paid ), OrderStatus::PROCESSING, 'Pagado en el taller.' );

		$this->assertSame( 0, ( new WorkshopPaymentRelease() )->release_overdue() );
		$this->assertSame( array( OrderStatus::PROCESSING, OrderStatus::ON_HOLD ), array( $this->status_of( $paid ), $this->status_of( $transfer ) ) );
	}

	public function test_the_daily_cleanup_releases_them_in_batches(): void {
		global $wpdb;
		$ids = array();
		for ( $order = 0; $order < WorkshopPaymentRelease::BATCH + 3; $order++ ) {
			$ids[] = ( new OrderStore() )->create(
				array(
					'status'         => OrderStatus::ON_HOLD,
					'payment_method' => PayAtWorkshop::ID,
					'billing_email'  => "olvido{$order}@example.test",
					'created_at'     => gmdate( 'Y-m-d H:i:s', time() - 10 * DAY_IN_SECONDS ),
				)
			);
		}

		do_action( CartLifecycle::CLEANUP_HOOK );

		$statuses = $wpdb->get_col( $wpdb->prepare( 'SELECT DISTINCT status FROM %i WHERE id >= %d AND id <= %d', Schema::table( Schema::ORDERS ), min( $ids ), max( $ids ) ) );
		$this->assertSame( array( OrderStatus::CANCELLED ), $statuses, 'every one, past the first batch' );
	}
}
