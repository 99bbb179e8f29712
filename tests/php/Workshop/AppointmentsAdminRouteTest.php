<?php
/**
 * The rueda/v1 appointment routes.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Workshop;

use Rueda\Admin\Capabilities;
use Rueda\Storage\AppointmentTable;

/**
 * Who may use them, the list's filters, moves (conditional, like bookings) and
 * cancellations, and the appointment in the order detail.
 */
final class AppointmentsAdminRouteTest extends AppointmentTestCase {

	/**
	 * Places a pre-ITV check collected at a local time; returns the order id.
	 *
	 * @param string $time Y-m-d H:i.
	 */
	private function place( string $time ): int {
		unset( $_COOKIE[ \Rueda\Domain\Cart\CartSession::COOKIE ] );
		$this->add( self::SERVICE );
		$response = $this->checkout( $this->booking( $this->iso( $time ) ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return $response->get_data()['order_id'];
	}

	private function appointment_of( int $order ): int {
		return ( new AppointmentTable() )->for_order( $order )['id'];
	}

	/**
	 * A GET request whose path may carry a query string.
	 *
	 * @param string $path Path and query.
	 */
	private function get( string $path ): \WP_REST_Response {
		[ $route, $query ] = array_pad( explode( '?', $path, 2 ), 2, '' );
		$request           = new \WP_REST_Request( 'GET', $route );
		parse_str( $query, $params );
		$request->set_query_params( $params );
		return rest_do_request( $request );
	}

	private function manager(): void {
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );
	}

	public function test_only_those_who_manage_the_shop_reach_the_routes(): void {
		$id     = $this->appointment_of( $this->place( $this->next( 'thursday' ) . ' 10:00' ) );
		$routes = array(
			array( 'GET', '/rueda/v1/appointments', array() ),
			array( 'GET', "/rueda/v1/appointments/{$id}", array() ),
			array( 'GET', "/rueda/v1/appointments/{$id}/slots", array() ),
			array( 'POST', "/rueda/v1/appointments/{$id}/move", array( 'start' => 'x' ) ),
			array( 'POST', "/rueda/v1/appointments/{$id}/cancel", array() ),
		);

		foreach ( $routes as [ $method, $path, $body ] ) {
			wp_set_current_user( 0 );
			$this->assertSame( 401, $this->rest( $method, $path, $body )->get_status(), "visitor $method $path" );
			wp_set_current_user( $this->create_user( 'customer' ) );
			$this->assertSame( 403, $this->rest( $method, $path, $body )->get_status(), "customer $method $path" );
		}
		$this->assertSame( AppointmentTable::CONFIRMED, ( new AppointmentTable() )->find( $id )['status'], 'nothing changed' );
	}

	public function test_the_list_is_soonest_first_and_filters_by_location_status_dates_and_search(): void {
		$thursday = $this->next( 'thursday' );
		$friday   = ( new \DateTimeImmutable( $thursday ) )->modify( '+1 day' )->format( 'Y-m-d' );
		$late     = $this->place( "$friday 09:00" );
		$early    = $this->place( "$thursday 16:00" );
		$other    = $this->book_other( "$thursday 12:00", "$thursday 12:30" );
		( new AppointmentTable() )->cancel( $other );
		$this->manager();

		$all = $this->rest( 'GET', '/rueda/v1/appointments' );
		$this->assertSame( 200, $all->get_status() );
		$mine = array_values( array_filter( $all->get_data(), static fn( array $row ) => in_array( $row['order_id'], array( $late, $early ), true ) ) );
		$this->assertSame( array( $early, $late ), array_column( $mine, 'order_id' ), 'soonest first' );
		$this->assertSame( 'Lucía Martín', $mine[0]['customer']['name'] );
		$this->assertSame( 'Revisión pre-ITV', $mine[0]['items'][0]['name'] );
		$this->assertSame( 'Taller Neumáticos y Taller (Alcorcón)', $mine[0]['location_name'] );
		$this->assertSame( $this->iso( "$thursday 16:00" ), $mine[0]['start'] );
		$this->assertSame( 'Confirmada', $mine[0]['status_label'] );

		$day = $this->get( "/rueda/v1/appointments?from={$thursday}&to={$thursday}&location=0" );
		$this->assertSame( array( $other, $this->appointment_of( $early ) ), array_column( $day->get_data(), 'id' ) );
		$this->assertSame( '2', $day->get_headers()['X-WP-Total'] );
		$confirmed = $this->get( "/rueda/v1/appointments?from={$thursday}&to={$thursday}&status[]=confirmed" )->get_data();
		$this->assertSame( array( $this->appointment_of( $early ) ), array_column( $confirmed, 'id' ) );
		$this->assertSame( array(), $this->get( '/rueda/v1/appointments?location=3' )->get_data() );
		$found = $this->get( '/rueda/v1/appointments?search=' . $late )->get_data();
		$this->assertSame( array( $late ), array_column( $found, 'order_id' ) );
		$this->assertSame( 400, $this->get( '/rueda/v1/appointments?status[]=lost' )->get_status() );
		$this->assertSame( 400, $this->get( '/rueda/v1/appointments?from=jueves' )->get_status() );
	}

	public function test_an_appointment_moves_to_a_free_slot_and_its_old_time_frees_up(): void {
		$thursday = $this->next( 'thursday' );
		$this->set_schedule( array( 'bays' => 1 ) );
		$order = $this->place( "$thursday 10:00" );
		$id    = $this->appointment_of( $order );
		$this->manager();

		$slots = $this->get( "/rueda/v1/appointments/{$id}/slots?from={$thursday}&days=1" )->get_data();
		$this->assertContains( '10:00', $this->times( $slots, $thursday ), 'its own time is no rival' );
		$moved = $this->rest( 'POST', "/rueda/v1/appointments/{$id}/move", array( 'start' => $this->iso( "$thursday 11:30" ) ) );

		$this->assertSame( 200, $moved->get_status(), wp_json_encode( $moved->get_data() ) );
		$this->assertSame( $this->iso( "$thursday 11:30" ), $moved->get_data()['start'] );
		$this->assertSame( $this->iso( "$thursday 12:00" ), $moved->get_data()['end'] );
		$this->assertSame( 'confirmed', $moved->get_data()['status'] );
		$this->assertCount( 1, $this->rows_of( $order ), 'the old time is gone' );
		$notes = array_column( ( new \Rueda\Domain\Orders\OrderNotes() )->all( $order ), 'note' );
		$this->assertStringContainsString( '10:00', (string) end( $notes ) );
		wp_set_current_user( 0 );
		unset( $_COOKIE[ \Rueda\Domain\Cart\CartSession::COOKIE ] );
		$this->add( self::SERVICE );
		$free = $this->slots(
			array(
				'location' => 0,
				'from'     => $thursday,
				'days'     => 1,
			)
		)->get_data();
		$this->assertContains( '10:00', $this->times( $free, $thursday ) );
		$this->assertNotContains( '11:30', $this->times( $free, $thursday ) );
	}

	public function test_a_move_to_a_taken_or_impossible_time_is_refused(): void {
		$thursday = $this->next( 'thursday' );
		$this->set_schedule( array( 'bays' => 1 ) );
		$id = $this->appointment_of( $this->place( "$thursday 10:00" ) );
		$this->book_other( "$thursday 12:00", "$thursday 12:30" );
		$this->manager();

		$taken = $this->rest( 'POST', "/rueda/v1/appointments/{$id}/move", array( 'start' => $this->iso( "$thursday 12:00" ) ) );
		$this->assertSame( 409, $taken->get_status() );
		$this->assertSame( 'rueda_appointment_slot_taken', $taken->get_data()['code'] );
		$this->assertNotContains( '12:00', $this->times( $taken->get_data()['data']['slots'], $thursday ) );

		$off = $this->rest( 'POST', "/rueda/v1/appointments/{$id}/move", array( 'start' => $this->iso( "$thursday 10:10" ) ) );
		$this->assertSame( 'rueda_appointment_invalid', $off->get_data()['code'] );
		$this->assertSame( 400, $this->rest( 'POST', "/rueda/v1/appointments/{$id}/move", array( 'start' => 'el jueves' ) )->get_status() );
		$this->assertSame( 404, $this->rest( 'POST', '/rueda/v1/appointments/999999/move', array( 'start' => $this->iso( "$thursday 11:00" ) ) )->get_status() );
		$this->assertSame( $this->iso( "$thursday 10:00" ), $this->rest( 'GET', "/rueda/v1/appointments/{$id}" )->get_data()['start'], 'unchanged' );
	}

	public function test_a_cancelled_appointment_frees_its_bay_and_cannot_move(): void {
		$thursday = $this->next( 'thursday' );
		$id       = $this->appointment_of( $this->place( "$thursday 10:00" ) );
		$this->manager();

		$cancelled = $this->rest( 'POST', "/rueda/v1/appointments/{$id}/cancel" );

		$this->assertSame( 200, $cancelled->get_status() );
		$this->assertSame( 'cancelled', $cancelled->get_data()['status'] );
		$this->assertSame( 'rueda_appointment_cancelled', $this->rest( 'POST', "/rueda/v1/appointments/{$id}/cancel" )->get_data()['code'] );
		$this->assertSame( 409, $this->rest( 'POST', "/rueda/v1/appointments/{$id}/move", array( 'start' => $this->iso( "$thursday 11:00" ) ) )->get_status() );
	}

	public function test_the_order_detail_shows_its_appointment(): void {
		$thursday = $this->next( 'thursday' );
		$order    = $this->place( "$thursday 10:00" );
		$this->manager();

		$detail = $this->rest( 'GET', "/rueda/v1/orders/{$order}" )->get_data();

		$this->assertSame( $this->iso( "$thursday 10:00" ), $detail['appointment']['start'] );
		$this->assertSame( 'Cita en el taller: ' . $this->spanish_day( $thursday ) . ', 10:00, Taller Neumáticos y Taller (Alcorcón)', $detail['appointment']['summary'] );
	}
}
