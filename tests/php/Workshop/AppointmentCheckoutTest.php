<?php
/**
 * The appointment at checkout: required, checked, held with the stock, confirmed, released.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Workshop;

use Rueda\Domain\Orders\OrderLifecycle;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Workshop\AppointmentCheckout;
use Rueda\Storage\AppointmentTable;
use Rueda\Storage\Schema;
use Rueda\Storage\StockHolds;

/**
 * A shopper with a tyre and a pre-ITV check (30 minutes) collects at the workshop.
 */
final class AppointmentCheckoutTest extends AppointmentTestCase {

	/**
	 * A tyre and a service in the cart, collected at the workshop.
	 */
	private function collect_with_service(): void {
		$this->add( self::TYRE );
		$this->add( self::SERVICE );
		$this->deliver_to_madrid();
		$this->pick_up();
	}

	public function test_an_order_with_a_service_collected_at_the_workshop_needs_an_appointment(): void {
		$this->collect_with_service();

		$response = $this->checkout( $this->payload() );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rueda_appointment_required', $response->get_data()['code'] );
		$this->assertSame( 0, $this->count_orders( OrderStatus::PROCESSING ) );
		$this->assertSame( 0, ( new StockHolds() )->held( $this->sku( self::TYRE ) ), 'nothing held' );
	}

	public function test_the_chosen_slot_is_booked_and_confirmed_with_the_payment(): void {
		$this->collect_with_service();
		$thursday = $this->next( 'thursday' );
		$this->set_schedule( array( 'bays' => 1 ) );

		$response = $this->checkout( $this->booking( $this->iso( "$thursday 10:00" ) ) );

		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( OrderStatus::PROCESSING, $response->get_data()['status'] );
		$appointment = $response->get_data()['extensions']->rueda->appointment ?? null;
		$this->assertSame(
			array(
				'location'      => 0,
				'location_name' => 'Taller Neumáticos y Taller (Alcorcón)',
				'start'         => $this->iso( "$thursday 10:00" ),
				'end'           => $this->iso( "$thursday 10:30" ),
				'status'        => 'confirmed',
			),
			(array) $appointment
		);
		$rows = $this->rows_of( $response->get_data()['order_id'] );
		$this->assertCount( 1, $rows );
		$this->assertSame( AppointmentTable::CONFIRMED, $rows[0]['status'] );
		$this->assertNull( $rows[0]['expires_at'], 'a confirmed appointment does not expire' );
		$this->assertNotContains( '10:00', $this->times( $this->other_shoppers_slots( $thursday, 1 ), $thursday ) );
	}

	public function test_a_time_given_in_utc_books_the_same_slot(): void {
		$this->collect_with_service();
		$thursday = $this->next( 'thursday' );
		$utc      = ( new \DateTimeImmutable( "$thursday 10:00", wp_timezone() ) )->setTimezone( new \DateTimeZone( 'UTC' ) )->format( 'Y-m-d\TH:i:s\Z' );

		$response = $this->checkout( $this->booking( $utc ) );

		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( $this->iso( "$thursday 10:00" ), $response->get_data()['extensions']->rueda->appointment['start'] );
	}

	/**
	 * Appointments that are not slots.
	 *
	 * @return array<string,array{0:callable}>
	 */
	public static function not_slots(): array {
		return array(
			'off the step'          => array( static fn( self $t ) => $t->booking( $t->iso( $t->next( 'thursday' ) . ' 10:10' ) ) ),
			'over the lunch break'  => array( static fn( self $t ) => $t->booking( $t->iso( $t->next( 'thursday' ) . ' 13:30' ) ) ),
			'on a Sunday'           => array( static fn( self $t ) => $t->booking( $t->iso( $t->next( 'sunday' ) . ' 10:00' ) ) ),
			'another location'      => array( static fn( self $t ) => $t->booking( $t->iso( $t->next( 'thursday' ) . ' 10:00' ), 3 ) ),
			'not a time'            => array( static fn( self $t ) => $t->booking( 'el jueves a las diez' ) ),
			'a time without offset' => array( static fn( self $t ) => $t->booking( $t->next( 'thursday' ) . 'T10:00:00' ) ),
		);
	}

	/**
	 * Each is refused with rueda_appointment_invalid and nothing is booked.
	 *
	 * @dataProvider not_slots
	 *
	 * @param callable $payload Builds the payload.
	 */
	public function test_an_appointment_that_is_not_a_slot_is_refused( callable $payload ): void {
		$this->collect_with_service();

		$response = $this->checkout( $payload( $this ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rueda_appointment_invalid', $response->get_data()['code'], wp_json_encode( $response->get_data() ) );
		$this->assertSame( 0, $this->count_orders( OrderStatus::PROCESSING ) );
	}

	public function test_a_badly_shaped_appointment_is_refused_before_anything_is_written(): void {
		$this->collect_with_service();
		$payload = $this->payload( array( 'extensions' => array( 'rueda' => array( 'appointment' => array( 'location' => 'taller' ) ) ) ) );

		$response = $this->checkout( $payload );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rueda_invalid_extension_data', $response->get_data()['code'] );
		$this->assertSame( 0, $this->count_orders( OrderStatus::DRAFT ), 'no draft was written' );
	}

	public function test_a_delivered_order_books_no_appointment(): void {
		$this->add( self::TYRE );
		$this->add( self::SERVICE );
		$this->deliver_to_madrid();

		$response = $this->checkout( $this->booking( $this->iso( $this->next( 'thursday' ) . ' 10:00' ) ) );

		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertNull( $response->get_data()['extensions']->rueda->appointment );
		$this->assertSame( array(), $this->rows_of( $response->get_data()['order_id'] ) );
	}

	public function test_an_order_of_services_only_books_at_a_location(): void {
		$this->add( 'SRV-ACEITE' );
		$thursday = $this->next( 'thursday' );

		$this->assertSame( 'rueda_appointment_required', $this->checkout( $this->payload() )->get_data()['code'] );
		$response = $this->checkout( $this->booking( $this->iso( "$thursday 12:45" ) ) );

		$this->assertSame( 400, $response->get_status(), '12:45 is not on the half-hour step' );
		$response = $this->checkout( $this->booking( $this->iso( "$thursday 12:30" ) ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( $this->iso( "$thursday 13:15" ), $response->get_data()['extensions']->rueda->appointment['end'], 'the oil change takes 45 minutes' );
	}

	public function test_a_slot_taken_meanwhile_answers_409_with_fresh_slots(): void {
		$this->collect_with_service();
		$thursday = $this->next( 'thursday' );
		$this->book_other( "$thursday 10:00", "$thursday 10:30" );
		$this->book_other( "$thursday 09:30", "$thursday 10:30", AppointmentTable::HELD );

		$response = $this->checkout( $this->booking( $this->iso( "$thursday 10:00" ) ) );

		$this->assertSame( 409, $response->get_status() );
		$this->assertSame( 'rueda_appointment_slot_taken', $response->get_data()['code'] );
		$data = $response->get_data()['data'];
		$this->assertSame( 0, $data['location'] );
		$this->assertSame( $thursday, $data['slots'][0]['date'], 'from the chosen day on' );
		$this->assertNotContains( '10:00', $this->times( $data['slots'], $thursday ) );
		$this->assertContains( '10:30', $this->times( $data['slots'], $thursday ) );
		$this->assertArrayHasKey( 'cart', $data, 'a 409 carries the cart' );
		$this->assertSame( 0, ( new StockHolds() )->held( $this->sku( self::TYRE ) ), 'the stock hold is given back' );
		$this->assertSame( 2, $this->count_orders( OrderStatus::PROCESSING ), 'only the other shoppers’ orders' );

		$retry = $this->checkout( $this->booking( $this->iso( "$thursday 10:30" ) ) );
		$this->assertSame( 200, $retry->get_status(), wp_json_encode( $retry->get_data() ) );
	}

	public function test_a_declined_payment_gives_the_slot_back(): void {
		$this->collect_with_service();
		$thursday = $this->next( 'thursday' );
		$this->set_schedule( array( 'bays' => 1 ) );

		$declined = $this->checkout( $this->booking( $this->iso( "$thursday 10:00" ), 0, '4000000000000002' ) );

		$this->assertSame( 402, $declined->get_status() );
		$order = $declined->get_data()['data']['order']['order_id'];
		$this->assertSame( array(), $this->rows_of( $order ), 'the hold is released' );
		$this->assertContains( '10:00', $this->times( $this->other_shoppers_slots( $thursday, 1 ), $thursday ) );

		$paid = $this->checkout( $this->booking( $this->iso( "$thursday 10:00" ) ) );
		$this->assertSame( 200, $paid->get_status(), wp_json_encode( $paid->get_data() ) );
		$this->assertSame( AppointmentTable::CONFIRMED, $this->rows_of( $order )[0]['status'], 'the retry books it again' );
	}

	public function test_cancelling_the_order_cancels_the_appointment_and_frees_the_bay(): void {
		$this->collect_with_service();
		$thursday = $this->next( 'thursday' );
		$this->set_schedule( array( 'bays' => 1 ) );
		$order = $this->checkout( $this->booking( $this->iso( "$thursday 10:00" ) ) )->get_data()['order_id'];
		$this->assertNotContains( '10:00', $this->times( $this->other_shoppers_slots( $thursday, 1 ), $thursday ) );

		( new OrderLifecycle() )->change( $this->order( $order ), OrderStatus::CANCELLED, 'El cliente no puede venir.' );

		$this->assertSame( AppointmentTable::CANCELLED, $this->rows_of( $order )[0]['status'] );
		$this->assertContains( '10:00', $this->times( $this->other_shoppers_slots( $thursday, 1 ), $thursday ) );
	}

	public function test_a_hold_lasts_as_long_as_the_stock_hold_and_no_longer_counts_once_expired(): void {
		global $wpdb;
		$this->collect_with_service();
		$thursday = $this->next( 'thursday' );
		$this->set_schedule( array( 'bays' => 1 ) );
		$draft = $this->rest( 'GET', '/wc/store/v1/checkout' )->get_data()['order_id'];
		( new \Rueda\Storage\OrderStore() )->set_meta(
			$draft,
			AppointmentCheckout::META,
			array(
				'location'  => 0,
				'start'     => ( new \DateTimeImmutable( "$thursday 10:00", wp_timezone() ) )->getTimestamp(),
				'end'       => ( new \DateTimeImmutable( "$thursday 10:30", wp_timezone() ) )->getTimestamp(),
				'duration'  => 30,
				'backorder' => false,
			)
		);
		( new StockHolds() )->reserve( $draft, array( $this->sku( self::TYRE ) => 1 ), HOUR_IN_SECONDS );

		( new AppointmentCheckout() )->hold( $draft, ( new StockHolds() )->seconds_left( $draft ) );

		$row = $this->rows_of( $draft )[0];
		$this->assertSame( AppointmentTable::HELD, $row['status'] );
		$this->assertSame( $wpdb->get_var( $wpdb->prepare( 'SELECT MAX(expires_at) FROM %i WHERE order_id = %d', Schema::table( Schema::HOLDS ), $draft ) ), $row['expires_at'] );
		$this->assertNotContains( '10:00', $this->times( $this->other_shoppers_slots( $thursday, 1 ), $thursday ) );

		$wpdb->update( Schema::table( Schema::BOOKINGS ), array( 'expires_at' => gmdate( 'Y-m-d H:i:s', time() - 1 ) ), array( 'order_id' => $draft ) );
		$this->assertContains( '10:00', $this->times( $this->other_shoppers_slots( $thursday, 1 ), $thursday ), 'an expired hold keeps nobody out' );
		$this->assertSame( 1, ( new AppointmentTable() )->delete_expired() );
		$this->assertSame( array(), $this->rows_of( $draft ) );
	}

	public function test_the_shoppers_own_earlier_hold_does_not_hide_the_slot_from_them(): void {
		$this->collect_with_service();
		$thursday = $this->next( 'thursday' );
		$this->set_schedule( array( 'bays' => 1 ) );
		$draft = $this->rest( 'GET', '/wc/store/v1/checkout' )->get_data()['order_id'];
		( new AppointmentTable() )->insert_if_free( $draft, 0, ( new \DateTimeImmutable( "$thursday 10:00", wp_timezone() ) )->getTimestamp(), ( new \DateTimeImmutable( "$thursday 10:30", wp_timezone() ) )->getTimestamp(), 1, AppointmentTable::HELD, time() + HOUR_IN_SECONDS );

		$own = $this->slots(
			array(
				'location' => 0,
				'from'     => $thursday,
				'days'     => 1,
			)
		)->get_data();

		$this->assertContains( '10:00', $this->times( $own, $thursday ) );
		$this->assertNotContains( '10:00', $this->times( $this->other_shoppers_slots( $thursday, 1 ), $thursday ) );
	}

	/**
	 * The slots another shopper with the same service sees.
	 *
	 * @param string $from First day.
	 * @param int    $days Days.
	 */
	private function other_shoppers_slots( string $from, int $days ): array {
		$cookie = isset( $_COOKIE[ \Rueda\Domain\Cart\CartSession::COOKIE ] ) ? sanitize_text_field( wp_unslash( $_COOKIE[ \Rueda\Domain\Cart\CartSession::COOKIE ] ) ) : null;
		unset( $_COOKIE[ \Rueda\Domain\Cart\CartSession::COOKIE ] );
		$this->add( self::SERVICE );
		$slots = $this->slots(
			array(
				'location' => 0,
				'from'     => $from,
				'days'     => $days,
			)
		)->get_data();
		if ( null !== $cookie ) {
			$_COOKIE[ \Rueda\Domain\Cart\CartSession::COOKIE ] = $cookie;
		}
		return $slots;
	}
}
