<?php
/**
 * GET rueda/v1/workshop/today, the dashboard widget and the menu's count badges.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Workshop;

use Rueda\Admin\AdminScreen;
use Rueda\Admin\Capabilities;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\Gateways\PayAtWorkshop;
use Rueda\Storage\AppointmentTable;
use Rueda\Storage\OrderStore;
use Rueda\Workshop\Admin\MenuBadges;
use Rueda\Workshop\Admin\TodayWidget;

/**
 * The owner's day: appointments by bay with their customer, phone, plate, vehicle and
 * services; pickups; orders to be paid at the workshop; low stock. A fixed number of
 * queries however many appointments.
 */
final class TodayRouteTest extends AppointmentTestCase {

	protected function tear_down(): void {
		$GLOBALS['menu']              = array();
		$GLOBALS['submenu']           = array();
		$GLOBALS['_registered_pages'] = array();
		parent::tear_down();
	}

	private function manager(): void {
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );
	}

	/**
	 * An order with a billing name and phone, lines, checkout fields and, if given, a
	 * shipping line; returns its id.
	 *
	 * @param string              $status   Status.
	 * @param string              $method   Payment method.
	 * @param array<string,mixed> $fields   additional_fields.
	 * @param string              $rate_id  Shipping rate ('' for none).
	 */
	private function an_order( string $status, string $method = 'rueda_card', array $fields = array(), string $rate_id = '' ): int {
		$store = new OrderStore();
		$id    = $store->create(
			array(
				'status'         => $status,
				'billing_email'  => 'ana@example.test',
				'payment_method' => $method,
				'total'          => 41990,
			)
		);
		$store->set_address(
			$id,
			'billing',
			array(
				'first_name' => 'Ana',
				'last_name'  => 'Ruiz',
				'phone'      => '+34 600 11 22 33',
				'email'      => 'ana@example.test',
			)
		);
		$items = array(
			array(
				'type'     => 'line_item',
				'name'     => 'Michelin Primacy 4 205/55 R16 91V',
				'quantity' => 4,
			),
			array(
				'type'     => 'line_item',
				'name'     => 'Montaje y equilibrado',
				'quantity' => 4,
			),
		);
		if ( '' !== $rate_id ) {
			$items[] = array(
				'type' => 'shipping',
				'name' => 'Recogida',
				'meta' => array(
					'rate_id'         => $rate_id,
					'pickup_location' => 'Taller Alcorcón',
				),
			);
		}
		$store->replace_items( $id, $items );
		if ( $fields ) {
			$store->set_meta( $id, 'additional_fields', $fields );
		}
		return $id;
	}

	/**
	 * An appointment of an order at location 0 today (local times); its id.
	 *
	 * @param int    $order  Order.
	 * @param string $from   H:i.
	 * @param string $to     H:i.
	 * @param string $status Status.
	 */
	private function today_at( int $order, string $from, string $to, string $status = AppointmentTable::CONFIRMED ): int {
		$day = current_datetime()->format( 'Y-m-d' );
		$id  = ( new AppointmentTable() )->insert_if_free( $order, 0, ( new \DateTimeImmutable( "$day $from", wp_timezone() ) )->getTimestamp(), ( new \DateTimeImmutable( "$day $to", wp_timezone() ) )->getTimestamp(), 500, AppointmentTable::CONFIRMED, null );
		$this->assertNotNull( $id );
		if ( AppointmentTable::CONFIRMED !== $status ) {
			( new AppointmentTable() )->set_status( (int) $id, AppointmentTable::CONFIRMED, $status );
		}
		return (int) $id;
	}

	private function today( string $query = '' ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'GET', '/rueda/v1/workshop/today' );
		parse_str( $query, $params );
		$request->set_query_params( $params );
		return rest_do_request( $request );
	}

	public function test_the_day_lists_appointments_by_bay_with_customer_phone_plate_vehicle_and_services(): void {
		$fitted = $this->an_order(
			OrderStatus::PROCESSING,
			'rueda_card',
			array(
				'rueda/plate'   => '1234 KLM',
				'rueda/vehicle' => 'Seat León 2019',
			)
		);
		$bare   = $this->an_order( OrderStatus::PROCESSING );
		$later  = $this->an_order( OrderStatus::PROCESSING );
		$first  = $this->today_at( $fitted, '10:00', '11:00' );
		$beside = $this->today_at( $bare, '10:30', '11:00', AppointmentTable::ARRIVED );
		$after  = $this->today_at( $later, '11:00', '11:30' );
		$this->manager();

		$response = $this->today( 'date=' . current_datetime()->format( 'Y-m-d' ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		$this->assertSame( current_datetime()->format( 'Y-m-d' ), $data['from'] );
		$this->assertSame( array( $first, $beside, $after ), array_column( $data['appointments'], 'id' ) );
		$this->assertSame( array( 1, 2, 1 ), array_column( $data['appointments'], 'bay' ), 'overlapping ones side by side, the next in the first free bay' );
		$this->assertSame( array( 'Puesto 1', 'Puesto 2' ), array_column( $data['bays'], 'label' ) );

		$card = $data['appointments'][0];
		$this->assertSame( $fitted, $card['order_id'] );
		$this->assertSame( (string) $fitted, $card['order_number'] );
		$this->assertSame( 'Ana Ruiz', $card['customer'] );
		$this->assertSame( '+34 600 11 22 33', $card['phone'] );
		$this->assertSame( '1234 KLM', $card['plate'] );
		$this->assertSame( 'Seat León 2019', $card['vehicle'] );
		$this->assertSame(
			array(
				array(
					'name'     => 'Michelin Primacy 4 205/55 R16 91V',
					'quantity' => 4,
				),
				array(
					'name'     => 'Montaje y equilibrado',
					'quantity' => 4,
				),
			),
			$card['services']
		);
		$this->assertSame( $this->iso( current_datetime()->format( 'Y-m-d' ) . ' 10:00' ), $card['start'] );
		$this->assertSame( 'confirmed', $card['status'] );
		$this->assertSame( array( 'arrived', 'done', 'no_show', 'cancelled' ), array_column( $card['next'], 'status' ) );
		$this->assertSame( '', $data['appointments'][1]['plate'], 'no plate: empty' );
		$this->assertSame( 'Ha llegado', $data['appointments'][1]['status_label'] );
	}

	public function test_the_week_runs_monday_to_sunday_and_leaves_cancelled_ones_out(): void {
		$order = $this->an_order( OrderStatus::PROCESSING );
		$id    = $this->today_at( $order, '10:00', '10:30' );
		$gone  = $this->today_at( $this->an_order( OrderStatus::PROCESSING ), '12:00', '12:30', AppointmentTable::CANCELLED );
		$this->manager();

		$data   = $this->today( 'range=week&date=' . current_datetime()->format( 'Y-m-d' ) )->get_data();
		$monday = current_datetime()->modify( 'monday this week' )->format( 'Y-m-d' );
		$this->assertSame( $monday, $data['from'] );
		$this->assertSame( ( new \DateTimeImmutable( $monday ) )->modify( '+6 days' )->format( 'Y-m-d' ), $data['to'] );
		$this->assertContains( $id, array_column( $data['appointments'], 'id' ) );
		$this->assertNotContains( $gone, array_column( $data['appointments'], 'id' ) );
		$next_week = ( new \DateTimeImmutable( $monday ) )->modify( '+7 days' )->format( 'Y-m-d' );
		$this->assertNotContains( $id, array_column( $this->today( "range=week&date=$next_week" )->get_data()['appointments'], 'id' ) );
	}

	public function test_pickups_unpaid_orders_and_low_stock_are_listed(): void {
		$pickup  = $this->an_order( OrderStatus::PROCESSING, 'rueda_card', array(), 'pickup_location:0' );
		$shipped = $this->an_order( OrderStatus::PROCESSING, 'rueda_card', array(), 'flat_rate:1' );
		$done    = $this->an_order( OrderStatus::COMPLETED, 'rueda_card', array(), 'pickup_location:0' );
		$unpaid  = $this->an_order( OrderStatus::ON_HOLD, PayAtWorkshop::ID, array( 'rueda/plate' => 'M-1234-AB' ) );
		$booked  = $this->today_at( $unpaid, '17:00', '17:30' );
		$bank    = $this->an_order( OrderStatus::ON_HOLD, 'rueda_bacs' );
		$this->set_stock( self::TYRE, 2 );
		global $wpdb;
		$wpdb->update( \Rueda\Storage\Schema::table( \Rueda\Storage\Schema::PRODUCTS ), array( 'low_stock_threshold' => null ), array( 'product_id' => $this->sku( self::TYRE ) ) );
		$this->manager();

		$data = $this->today()->get_data();
		$this->assertContains( $pickup, array_column( $data['pickups'], 'order_id' ) );
		$this->assertNotContains( $shipped, array_column( $data['pickups'], 'order_id' ) );
		$this->assertNotContains( $done, array_column( $data['pickups'], 'order_id' ) );
		$this->assertSame( 'Taller Alcorcón', $data['pickups'][ array_search( $pickup, array_column( $data['pickups'], 'order_id' ), true ) ]['pickup_location'] );

		$this->assertSame( array( $unpaid ), array_column( $data['unpaid'], 'order_id' ) );
		$this->assertNotContains( $bank, array_column( $data['unpaid'], 'order_id' ) );
		$this->assertSame( 41990, $data['unpaid'][0]['total'] );
		$this->assertStringContainsString( '419,90', $data['unpaid'][0]['total_text'] );
		$this->assertSame( ( new AppointmentTable() )->find( $booked )['start'], strtotime( $data['unpaid'][0]['appointment'] ) );

		$tyre = $this->sku( self::TYRE );
		$low  = array_values( array_filter( $data['low_stock'], static fn( array $row ) => $tyre === $row['id'] ) );
		$this->assertCount( 1, $low );
		$this->assertSame( 2, $low[0]['stock'] );
		$this->assertSame( 4, $low[0]['threshold'], 'the default of a product without its own' );
		$this->set_stock( self::TYRE, 5 );
		$this->assertNotContains( $tyre, array_column( $this->today()->get_data()['low_stock'], 'id' ) );
	}

	public function test_only_those_who_manage_the_shop_read_it_and_a_bad_date_is_a_400(): void {
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->today()->get_status() );
		wp_set_current_user( $this->create_user( 'customer' ) );
		$this->assertSame( 403, $this->today()->get_status() );

		$this->manager();
		foreach ( array( 'hoy', '2026-02-30', '2026-13-01', '03/12/2026', '' ) as $date ) {
			$response = $this->today( 'date=' . rawurlencode( $date ) );
			$this->assertSame( 400, $response->get_status(), $date );
			$this->assertSame( 'rueda_invalid_date', $response->get_data()['code'], $date );
		}
		$this->assertSame( 400, $this->today( 'range=month' )->get_status() );
	}

	public function test_the_number_of_queries_does_not_grow_with_the_appointments(): void {
		global $wpdb;
		$this->manager();
		$count = function ( int $appointments ) use ( $wpdb ): int {
			$day = ( new \DateTimeImmutable( '2026-12-03' ) )->modify( '+' . $appointments . ' days' )->format( 'Y-m-d' );
			for ( $i = 0; $i < $appointments; $i++ ) {
				$order = $this->an_order( OrderStatus::PROCESSING, 'rueda_card', array( 'rueda/plate' => "000$i BBB" ) );
				$start = ( new \DateTimeImmutable( "$day 08:00", wp_timezone() ) )->modify( '+' . ( 15 * $i ) . ' minutes' )->getTimestamp();
				$this->assertNotNull( ( new AppointmentTable() )->insert_if_free( $order, 0, $start, $start + 1800, 500, AppointmentTable::CONFIRMED, null ) );
			}
			$this->today( "date=$day" );
			$before   = $wpdb->num_queries;
			$response = $this->today( "date=$day" );
			$this->assertCount( $appointments, $response->get_data()['appointments'] );
			return $wpdb->num_queries - $before;
		};

		$three  = $count( 3 );
		$thirty = $count( 30 );
		$this->assertSame( $three, $thirty, 'as many queries for 30 appointments as for 3' );
		$this->assertLessThanOrEqual( 10, $thirty );
	}

	public function test_the_menu_counts_orders_waiting_and_todays_appointments_left(): void {
		global $submenu;
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		$this->an_order( OrderStatus::PROCESSING );
		$this->an_order( OrderStatus::ON_HOLD, PayAtWorkshop::ID );
		$this->an_order( OrderStatus::ON_HOLD, 'rueda_bacs' );
		$this->an_order( OrderStatus::COMPLETED );
		$this->today_at( $this->an_order( OrderStatus::COMPLETED ), '09:00', '09:30', AppointmentTable::DONE );
		$this->today_at( $this->an_order( OrderStatus::COMPLETED ), '09:00', '09:30', AppointmentTable::NO_SHOW );
		$this->today_at( $this->an_order( OrderStatus::COMPLETED ), '10:00', '10:30', AppointmentTable::ARRIVED );
		$this->today_at( $this->an_order( OrderStatus::COMPLETED ), '11:00', '11:30' );
		$expected = ( new \Rueda\Domain\Workshop\WorkshopDay() )->counts( current_datetime() );
		$this->assertSame( 2, $expected['appointments'], 'confirmed and arrived' );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		do_action( 'admin_menu', '' );

		$entries = array_column( $submenu[ AdminScreen::MENU ], 0, 2 );
		$this->assertStringContainsString( '<span class="awaiting-mod count-' . $expected['orders'] . '"><span class="pending-count" aria-hidden="true">' . $expected['orders'] . '</span>', $entries['rueda-orders'] );
		$this->assertStringContainsString( '<span class="awaiting-mod count-2"><span class="pending-count" aria-hidden="true">2</span><span class="screen-reader-text">2 citas pendientes hoy</span></span>', $entries['rueda-appointments'] );
		$this->assertStringNotContainsString( 'awaiting-mod', $entries['rueda-products'] );

		// The orders' count: processing and unpaid at the workshop, not a bank transfer on hold.
		global $wpdb;
		$this->assertSame(
			(int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE status = %s OR ( status = %s AND payment_method = %s )', \Rueda\Storage\Schema::table( \Rueda\Storage\Schema::ORDERS ), OrderStatus::PROCESSING, OrderStatus::ON_HOLD, PayAtWorkshop::ID ) ),
			$expected['orders']
		);
		$this->assertGreaterThanOrEqual( 2, $expected['orders'] );
	}

	public function test_the_rueda_menu_opens_today_at_the_workshop_then_settings(): void {
		global $submenu, $menu;
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		wp_set_current_user( $this->create_user( 'editor' ) );
		do_action( 'admin_menu', '' );
		$this->assertArrayNotHasKey( AdminScreen::MENU, (array) $submenu );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		do_action( 'admin_menu', '' );
		$this->assertSame( array( 'rueda-today', 'rueda' ), array_slice( array_column( $submenu[ AdminScreen::MENU ], 2 ), 0, 2 ) );
		$this->assertSame( 'Hoy en el taller', $submenu[ AdminScreen::MENU ][0][0] );
		$this->assertContains( 'rueda-today', array_column( (array) $menu, 2 ), 'the top-level Rueda link opens it' );
	}

	public function test_the_dashboard_widget_counts_the_day_and_links_to_the_screen(): void {
		$order = $this->an_order( OrderStatus::PROCESSING, 'rueda_card', array( 'rueda/plate' => '1234 KLM' ) );
		$this->today_at( $order, '23:00', '23:59' );
		$widget = new TodayWidget();

		wp_set_current_user( $this->create_user( 'customer' ) );
		ob_start();
		$widget->render();
		$this->assertSame( '', ob_get_clean(), 'nothing for a customer' );

		$this->manager();
		ob_start();
		$widget->render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '1 cita por hacer', $html );
		$this->assertStringContainsString( 'Ana Ruiz · 1234 KLM', $html );
		$this->assertStringContainsString( 'admin.php?page=rueda-today', $html );
	}
}
