<?php
/**
 * The appointment's day: held, confirmed, arrived, done, no-show, cancelled.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Workshop;

use Rueda\Admin\Capabilities;
use Rueda\Domain\Orders\OrderLifecycle;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Storage\AppointmentTable;
use Rueda\Storage\OrderStore;

/**
 * Each status one click away through POST /appointments/{id}/status, checked by the
 * domain (409 rueda_appointment_transition), the bay freed by a no-show as by a
 * cancellation, and the order's completion finishing its appointment.
 */
final class AppointmentStatesTest extends AppointmentTestCase {

	private function manager(): void {
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );
	}

	private function status_of( int $id ): string {
		return ( new AppointmentTable() )->find( $id )['status'];
	}

	private function change( int $id, string $status ): \WP_REST_Response {
		return $this->rest( 'POST', "/rueda/v1/appointments/{$id}/status", array( 'status' => $status ) );
	}

	/**
	 * Whether another order could book a time at location 0 of one bay.
	 *
	 * @param string $from Local start, Y-m-d H:i.
	 * @param string $to   Local end.
	 */
	private function bay_is_free( string $from, string $to ): bool {
		$order = ( new OrderStore() )->create( array( 'status' => OrderStatus::PROCESSING ) );
		$id    = ( new AppointmentTable() )->insert_if_free( $order, 0, ( new \DateTimeImmutable( $from, wp_timezone() ) )->getTimestamp(), ( new \DateTimeImmutable( $to, wp_timezone() ) )->getTimestamp(), 1, AppointmentTable::CONFIRMED, null );
		if ( null !== $id ) {
			( new AppointmentTable() )->delete( $id );
		}
		return null !== $id;
	}

	public function test_an_appointment_goes_from_held_to_confirmed_arrived_and_done_one_click_each(): void {
		$day = $this->next( 'thursday' );
		$id  = $this->book_other( "$day 10:00", "$day 10:30", AppointmentTable::HELD );
		$this->manager();

		foreach ( array( AppointmentTable::CONFIRMED, AppointmentTable::ARRIVED, AppointmentTable::DONE ) as $status ) {
			$response = $this->change( $id, $status );
			$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
			$this->assertSame( $status, $response->get_data()['status'] );
			$this->assertSame( $status, $this->status_of( $id ) );
		}
		$this->assertSame( 'Terminado', $response->get_data()['status_label'] );
		$this->assertSame( array(), $response->get_data()['next'], 'done is final' );
		$this->assertNull( ( new AppointmentTable() )->find( $id )['expires'], 'a confirmed one no longer expires' );
	}

	public function test_the_next_statuses_are_offered_with_their_buttons_words(): void {
		$day = $this->next( 'thursday' );
		$id  = $this->book_other( "$day 10:00", "$day 10:30" );
		$this->manager();

		$row = $this->rest( 'GET', "/rueda/v1/appointments/{$id}" )->get_data();
		$this->assertSame( 'Confirmada', $row['status_label'] );
		$this->assertSame(
			array(
				array(
					'status' => 'arrived',
					'label'  => 'Ha llegado',
				),
				array(
					'status' => 'done',
					'label'  => 'Terminado',
				),
				array(
					'status' => 'no_show',
					'label'  => 'No vino',
				),
				array(
					'status' => 'cancelled',
					'label'  => 'Cancelar',
				),
			),
			$row['next']
		);
	}

	public function test_a_status_that_may_not_follow_is_refused_with_409_and_nothing_changes(): void {
		$day     = $this->next( 'thursday' );
		$done    = $this->book_other( "$day 10:00", "$day 10:30" );
		$missed  = $this->book_other( "$day 11:00", "$day 11:30" );
		$held    = $this->book_other( "$day 12:00", "$day 12:30", AppointmentTable::HELD );
		$dropped = $this->book_other( "$day 16:00", "$day 16:30" );
		$this->manager();
		$this->assertSame( 200, $this->change( $done, 'done' )->get_status() );
		$this->assertSame( 200, $this->change( $missed, 'no_show' )->get_status() );
		$this->assertSame( 200, $this->change( $dropped, 'cancelled' )->get_status() );

		$refused = array(
			array( $done, 'arrived', 'done' ),
			array( $done, 'cancelled', 'done' ),
			array( $missed, 'arrived', 'no_show' ),
			array( $dropped, 'confirmed', 'cancelled' ),
			array( $held, 'arrived', 'held' ),
			array( $held, 'done', 'held' ),
			array( $held, 'held', 'held' ),
		);
		foreach ( $refused as [ $id, $to, $stays ] ) {
			$response = $this->change( $id, $to );
			$this->assertContains( $response->get_status(), array( 409 ), "$stays → $to" );
			$this->assertContains( $response->get_data()['code'], array( 'rueda_appointment_transition', 'rueda_appointment_cancelled' ), "$stays → $to" );
			$this->assertSame( $stays, $this->status_of( $id ), "$stays → $to changes nothing" );
		}
		$done_to_arrived = $this->change( $done, 'arrived' )->get_data();
		$this->assertSame( 'rueda_appointment_transition', $done_to_arrived['code'] );
		$this->assertSame( 'done', $done_to_arrived['data']['current'] );
		$this->assertStringContainsString( 'no puede', $done_to_arrived['message'] );

		$this->assertSame( 400, $this->change( $held, 'lost' )->get_status(), 'not a status' );
		$this->assertSame( 404, $this->change( 999999, 'arrived' )->get_status() );
		$this->assertSame( 409, $this->rest( 'POST', "/rueda/v1/appointments/{$done}/move", array( 'start' => $this->iso( "$day 17:00" ) ) )->get_status(), 'a done job does not move' );
	}

	public function test_an_expired_hold_cannot_be_confirmed_by_hand(): void {
		$day = $this->next( 'thursday' );
		$id  = $this->book_other( "$day 10:00", "$day 10:30", AppointmentTable::HELD );
		global $wpdb;
		$wpdb->update( \Rueda\Storage\Schema::table( \Rueda\Storage\Schema::BOOKINGS ), array( 'expires_at' => gmdate( 'Y-m-d H:i:s', time() - 60 ) ), array( 'id' => $id ) );
		$this->manager();

		$this->assertSame( 409, $this->change( $id, 'confirmed' )->get_status() );
		$this->assertSame( AppointmentTable::HELD, $this->status_of( $id ) );
	}

	public function test_a_no_show_frees_the_bay_as_a_cancellation_does_and_an_arrival_or_a_done_job_keep_it(): void {
		$this->set_schedule( array( 'bays' => 1 ) );
		$day = $this->next( 'thursday' );
		$a   = $this->book_other( "$day 10:00", "$day 11:00" );
		$b   = $this->book_other( "$day 12:00", "$day 13:00" );
		$this->manager();

		$this->assertFalse( $this->bay_is_free( "$day 10:30", "$day 11:00" ) );
		$this->assertSame( 200, $this->change( $a, 'arrived' )->get_status() );
		$this->assertFalse( $this->bay_is_free( "$day 10:30", "$day 11:00" ), 'arrived holds it' );
		$this->assertSame( 200, $this->change( $a, 'done' )->get_status() );
		$this->assertFalse( $this->bay_is_free( "$day 10:30", "$day 11:00" ), 'done keeps it' );

		$this->assertSame( 200, $this->change( $b, 'no_show' )->get_status() );
		$this->assertTrue( $this->bay_is_free( "$day 12:00", "$day 13:00" ), 'a no-show frees it' );
		$slots = new \WP_REST_Request( 'GET', "/rueda/v1/appointments/{$a}/slots" );
		$slots->set_query_params(
			array(
				'from' => $day,
				'days' => 1,
			)
		);
		$this->assertSame( 409, rest_do_request( $slots )->get_status(), 'a done job has no slots to move to' );
	}

	public function test_completing_the_order_finishes_its_appointment_and_cancelling_it_cancels_an_arrival(): void {
		$day       = $this->next( 'thursday' );
		$completed = $this->book_other( "$day 10:00", "$day 10:30" );
		$arrived   = $this->book_other( "$day 11:00", "$day 11:30" );
		$cancelled = $this->book_other( "$day 12:00", "$day 12:30" );
		$missed    = $this->book_other( "$day 16:00", "$day 16:30" );
		$table     = new AppointmentTable();
		$this->assertTrue( $table->set_status( $arrived, AppointmentTable::CONFIRMED, AppointmentTable::ARRIVED ) );
		$this->assertTrue( $table->set_status( $cancelled, AppointmentTable::CONFIRMED, AppointmentTable::ARRIVED ) );
		$this->assertTrue( $table->set_status( $missed, AppointmentTable::CONFIRMED, AppointmentTable::NO_SHOW ) );
		$lifecycle = new OrderLifecycle();
		$orders    = new OrderStore();

		$this->assertNotNull( $lifecycle->change( $orders->get( $table->find( $completed )['order_id'] ), OrderStatus::COMPLETED ) );
		$this->assertNotNull( $lifecycle->change( $orders->get( $table->find( $arrived )['order_id'] ), OrderStatus::COMPLETED ) );
		$this->assertNotNull( $lifecycle->change( $orders->get( $table->find( $cancelled )['order_id'] ), OrderStatus::CANCELLED ) );
		$this->assertNotNull( $lifecycle->change( $orders->get( $table->find( $missed )['order_id'] ), OrderStatus::CANCELLED ) );

		$this->assertSame( AppointmentTable::DONE, $this->status_of( $completed ), 'confirmed → done' );
		$this->assertSame( AppointmentTable::DONE, $this->status_of( $arrived ), 'arrived → done' );
		$this->assertSame( AppointmentTable::CANCELLED, $this->status_of( $cancelled ), 'arrived, then the order cancelled' );
		$this->assertSame( AppointmentTable::NO_SHOW, $this->status_of( $missed ), 'a no-show stays one' );
	}

	public function test_only_those_who_manage_the_shop_change_a_status(): void {
		$day = $this->next( 'thursday' );
		$id  = $this->book_other( "$day 10:00", "$day 10:30" );

		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->change( $id, 'arrived' )->get_status() );
		wp_set_current_user( $this->create_user( 'customer' ) );
		$this->assertSame( 403, $this->change( $id, 'arrived' )->get_status() );
		$this->assertSame( AppointmentTable::CONFIRMED, $this->status_of( $id ) );
	}
}
