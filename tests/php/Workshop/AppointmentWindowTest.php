<?php
/**
 * Appointments only inside the days the workshop lists.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Workshop;

use Rueda\Admin\Capabilities;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Workshop\SlotListing;
use Rueda\Storage\AppointmentTable;

/**
 * The workshop opens every day (09:00-18:00), so the first day that can be booked is
 * tomorrow and the last one is SlotListing::WINDOW_DAYS - 1 days after it. The listing
 * stops there, and a checkout or a move to a time outside (past, before the first day,
 * after the last, in 2099) is refused with rueda_appointment_out_of_window.
 */
final class AppointmentWindowTest extends AppointmentTestCase {

	protected function set_up(): void {
		parent::set_up();
		$this->open_every_day();
	}

	/**
	 * The last day that can be booked, Y-m-d.
	 */
	private function last_day(): string {
		return current_datetime()->setTime( 0, 0 )->modify( '+' . SlotListing::WINDOW_DAYS . ' days' )->format( 'Y-m-d' );
	}

	/**
	 * A day counted from the last one, Y-m-d.
	 *
	 * @param int $days Days after it (negative: before).
	 */
	private function from_last( int $days ): string {
		return ( new \DateTimeImmutable( $this->last_day(), wp_timezone() ) )->modify( sprintf( '%+d days', $days ) )->format( 'Y-m-d' );
	}

	/**
	 * A tyre and a pre-ITV check in the cart, collected at the workshop.
	 */
	private function collect_with_service(): void {
		$this->add( self::TYRE );
		$this->add( self::SERVICE );
		$this->deliver_to_madrid();
		$this->pick_up();
	}

	public function test_the_listing_stops_at_the_last_day_of_the_window(): void {
		$this->add( self::SERVICE );

		$end  = $this->slots(
			array(
				'location' => 0,
				'from'     => $this->from_last( -2 ),
				'days'     => 31,
			)
		);
		$past = $this->slots(
			array(
				'location' => 0,
				'from'     => $this->from_last( 1 ),
				'days'     => 14,
			)
		);
		$far  = $this->slots(
			array(
				'location' => 0,
				'from'     => '2099-01-08',
			)
		);

		$this->assertSame( 200, $end->get_status(), wp_json_encode( $end->get_data() ) );
		$this->assertSame( array( $this->from_last( -2 ), $this->from_last( -1 ), $this->last_day() ), array_column( $end->get_data(), 'date' ) );
		$this->assertNotEmpty( $end->get_data()[2]['slots'], 'the last day is bookable' );
		$this->assertSame( array(), $past->get_data(), 'nothing after the last day' );
		$this->assertSame( array(), $far->get_data() );
	}

	/**
	 * Starts outside the window.
	 *
	 * @return array<string,array{0:callable}>
	 */
	public static function outside_the_window(): array {
		return array(
			'in the past'                 => array( static fn( self $t ) => $t->iso( '2026-01-08 10:00' ) ),
			'today, before the first day' => array( static fn( self $t ) => current_datetime()->setTime( 17, 30 )->format( DATE_ATOM ) ),
			'the day after the last one'  => array( static fn( self $t ) => $t->iso( $t->from_last( 1 ) . ' 10:00' ) ),
			'in 2099'                     => array( static fn( self $t ) => $t->iso( '2099-01-08 10:00' ) ),
		);
	}

	/**
	 * Each is refused at checkout and nothing is booked.
	 *
	 * @dataProvider outside_the_window
	 *
	 * @param callable $start Builds the start.
	 */
	public function test_a_checkout_outside_the_window_is_refused( callable $start ): void {
		$this->collect_with_service();
		$before = $this->count_appointments();
		$placed = $this->count_orders( OrderStatus::PROCESSING ) + $this->count_orders( OrderStatus::ON_HOLD );

		$response = $this->checkout( $this->booking( $start( $this ) ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rueda_appointment_out_of_window', $response->get_data()['code'], wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'El taller no da citas para ese día. Elige una hora de la lista.', $response->get_data()['message'] );
		$this->assertArrayHasKey( 'extensions[rueda][appointment]', $response->get_data()['data']['params'] );
		$this->assertSame( $placed, $this->count_orders( OrderStatus::PROCESSING ) + $this->count_orders( OrderStatus::ON_HOLD ), 'no order placed' );
		$this->assertSame( $before, $this->count_appointments(), 'nothing booked' );
	}

	public function test_the_first_and_last_listed_days_are_booked(): void {
		$tomorrow = current_datetime()->modify( '+1 day' )->format( 'Y-m-d' );
		foreach ( array( $tomorrow, $this->last_day() ) as $day ) {
			unset( $_COOKIE[ \Rueda\Domain\Cart\CartSession::COOKIE ] );
			$this->collect_with_service();

			$response = $this->checkout( $this->booking( $this->iso( "$day 10:00" ) ) );

			$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
			$this->assertSame( $this->iso( "$day 10:00" ), $response->get_data()['extensions']->rueda->appointment['start'] );
		}
	}

	public function test_the_shop_moves_an_appointment_only_inside_the_window(): void {
		$this->collect_with_service();
		$placed = $this->checkout( $this->booking( $this->iso( $this->from_last( -10 ) . ' 10:00' ) ) );
		$this->assertSame( 200, $placed->get_status(), wp_json_encode( $placed->get_data() ) );
		$id = ( new AppointmentTable() )->for_order( $placed->get_data()['order_id'] )['id'];
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );

		foreach ( array( '2026-01-08 10:00', '2099-01-08 10:00', $this->from_last( 1 ) . ' 10:00' ) as $time ) {
			$refused = $this->rest( 'POST', "/rueda/v1/appointments/{$id}/move", array( 'start' => $this->iso( $time ) ) );
			$this->assertSame( 400, $refused->get_status(), $time );
			$this->assertSame( 'rueda_appointment_out_of_window', $refused->get_data()['code'], $time );
		}
		$moved = $this->rest( 'POST', "/rueda/v1/appointments/{$id}/move", array( 'start' => $this->iso( $this->last_day() . ' 11:00' ) ) );

		$this->assertSame( 200, $moved->get_status(), wp_json_encode( $moved->get_data() ) );
		$this->assertSame( $this->iso( $this->last_day() . ' 11:00' ), $moved->get_data()['start'] );
	}

	/**
	 * Appointment rows, whatever their status.
	 */
	private function count_appointments(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i', \Rueda\Storage\Schema::table( \Rueda\Storage\Schema::BOOKINGS ) ) ); // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- %i is the table.
	}
}
