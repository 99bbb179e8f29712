<?php
/**
 * The workshop's jobs in the admin: found by phone and plate, printed as a work order.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Workshop;

use Rueda\Admin\Capabilities;
use Rueda\Workshop\Content\WorkOrderPage;

/**
 * Two shoppers book the workshop with their cars; the owner finds each order and
 * appointment by phone or plate however it is typed, and prints the work order.
 */
final class WorkshopJobsTest extends AppointmentTestCase {

	/**
	 * Books a tyre and a pre-ITV check collected at a local time with a phone, a plate and
	 * a vehicle; returns the order id.
	 *
	 * @param string              $time   Y-m-d H:i.
	 * @param string              $phone  Billing phone.
	 * @param array<string,mixed> $fields Additional fields (plate, vehicle).
	 * @param string              $note   Customer note.
	 */
	private function book( string $time, string $phone, array $fields, string $note = '' ): int {
		unset( $_COOKIE[ \Rueda\Domain\Cart\CartSession::COOKIE ] );
		$this->add( self::TYRE, 4 );
		$this->add( self::SERVICE );
		$this->deliver_to_madrid();
		$this->pick_up();
		$payload                      = $this->booking( $this->iso( $time ) );
		$payload['billing_address']   = $this->billing( array( 'phone' => $phone ) );
		$payload['additional_fields'] = $fields + $payload['additional_fields'];
		$payload['customer_note']     = $note;
		$response                     = $this->checkout( $payload );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data()['order_id'];
	}

	/**
	 * The order ids a search of the orders list finds.
	 *
	 * @param string $search Search.
	 * @return list<int>
	 */
	private function orders_found( string $search ): array {
		$request = new \WP_REST_Request( 'GET', '/rueda/v1/orders' );
		$request->set_query_params( array( 'search' => $search ) );
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$ids = array_map( static fn( array $order ): int => (int) $order['id'], $response->get_data() );
		sort( $ids );
		return $ids;
	}

	/**
	 * The order ids of the appointments a search of Citas finds.
	 *
	 * @param string $search Search.
	 * @return list<int>
	 */
	private function appointments_found( string $search ): array {
		$request = new \WP_REST_Request( 'GET', '/rueda/v1/appointments' );
		$request->set_query_params( array( 'search' => $search ) );
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$ids = array_map( static fn( array $row ): int => (int) $row['order_id'], $response->get_data() );
		sort( $ids );
		return $ids;
	}

	public function test_orders_and_appointments_are_found_by_phone_and_plate_however_typed(): void {
		$thursday = $this->next( 'thursday' );
		$lucia    = $this->book( "$thursday 10:00", '+34 612 345 678', array( 'rueda/plate' => '1234 KLM' ) );
		$pablo    = $this->book( "$thursday 11:00", '699-111-222', array( 'rueda/plate' => 'm-5678-ab' ) );
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );

		$searches = array(
			'1234 KLM'       => array( $lucia ),
			'1234klm'        => array( $lucia ),
			'1234-KLM'       => array( $lucia ),
			'M 5678 AB'      => array( $pablo ),
			'm5678ab'        => array( $pablo ),
			'5678'           => array( $pablo ),
			'612 345 678'    => array( $lucia ),
			'+34612345678'   => array( $lucia ),
			'0034 612345678' => array( $lucia ),
			'699111222'      => array( $pablo ),
			'699 11 12 22'   => array( $pablo ),
			'9999 ZZZ'       => array(),
		);
		foreach ( $searches as $search => $expected ) {
			$this->assertSame( $expected, $this->orders_found( (string) $search ), "orders: $search" );
			$this->assertSame( $expected, $this->appointments_found( (string) $search ), "appointments: $search" );
		}
		// What was found before still is: the number, the email.
		$this->assertSame( array( $lucia ), $this->appointments_found( (string) $lucia ) );
		$this->assertSame( array( $lucia, $pablo ), $this->orders_found( 'lucia@example.test' ) );
	}

	public function test_the_plate_and_vehicle_show_in_the_appointment_and_the_order(): void {
		$thursday = $this->next( 'thursday' );
		$order    = $this->book( "$thursday 10:00", '612345678', array( 'rueda/vehicle' => 'Seat León 2018 1.5 TSI' ) );
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );
		$expected = array(
			'plate'   => '1234 BCD',
			'vehicle' => 'Seat León 2018 1.5 TSI',
		);

		$row = $this->rest( 'GET', '/rueda/v1/appointments' )->get_data()[0];
		$this->assertSame( $expected, $row['vehicle'] );
		$this->assertStringContainsString( 'admin-post.php?action=rueda_work_order&order=' . $order . '&_wpnonce=', $row['work_order_url'] );

		$detail = $this->rest( 'GET', '/rueda/v1/orders/' . $order )->get_data();
		$this->assertSame( $expected, $detail['vehicle'] );
		$this->assertSame( $expected, $detail['appointment']['vehicle'] );
		$this->assertSame( $row['work_order_url'], $detail['work_order_url'] );
		$this->assertSame( $expected, $this->rest( 'GET', '/rueda/v1/orders' )->get_data()[0]['vehicle'], 'the list too' );
	}

	/**
	 * The work order as the current user gets it with the link's nonce.
	 *
	 * @param int $order Order id.
	 * @return array{status:int,body:string}
	 */
	private function work_order( int $order ): array {
		parse_str( (string) wp_parse_url( WorkOrderPage::url( $order ), PHP_URL_QUERY ), $query );
		return ( new WorkOrderPage() )->respond( (int) $query['order'], (string) $query['_wpnonce'] );
	}

	public function test_the_work_order_has_everything_the_mechanic_needs(): void {
		$thursday = $this->next( 'thursday' );
		$order    = $this->book(
			"$thursday 10:00",
			'+34 612 345 678',
			array(
				'rueda/plate'   => '1234klm',
				'rueda/vehicle' => 'Seat León 2018 1.5 TSI',
			),
			"Tornillo antirrobo en la guantera.\nLlamar antes."
		);
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );

		$page = $this->work_order( $order );

		$this->assertSame( 200, $page['status'] );
		$body = $page['body'];
		$text = (string) preg_replace( '/\s+/', ' ', wp_strip_all_tags( str_replace( '<', ' <', $body ) ) );
		foreach ( array( 'Orden de trabajo', '#' . $this->order( $order )->number(), wp_date( 'd/m/Y', strtotime( $this->iso( "$thursday 10:00" ) ) ), '10:00–10:30', 'Taller Neumáticos y Taller (Alcorcón)', 'Lucía Martín', '+34 612 345 678', '1234 KLM', 'Seat León 2018 1.5 TSI', 'Presión de los neumáticos', 'Par de apriete', 'Equilibrado', 'Válvulas', 'Tornillo antirrobo en la guantera.', 'Firma del cliente', 'Firma del mecánico' ) as $expected ) {
			$this->assertStringContainsString( $expected, $text );
		}
		$this->assertStringContainsString( 'href="tel:+34612345678"', $body );
		// The tyre's row: its size, load index, speed rating and the four of them.
		$this->assertMatchesRegularExpression( '#<td class="size">205/55 R16</td><td>91</td><td>V</td><td class="num">4</td>#', $body );
		$this->assertStringContainsString( '@page{size:A4', $body );
		$this->assertStringNotContainsString( 'DOT', $text );
	}

	public function test_text_in_the_work_order_is_escaped(): void {
		$thursday = $this->next( 'thursday' );
		$order    = $this->book(
			"$thursday 10:00",
			'612345678',
			array(
				'rueda/plate'         => 'AB 12',
				'rueda/plate-foreign' => true,
				'rueda/vehicle'       => 'Seat "León" & <i>co</i>',
			),
			'<script>alert(1)</script><img src=x onerror=alert(2)>'
		);
		global $wpdb;
		// Straight into the database, as an import or an older version might have left it.
		$wpdb->update(
			\Rueda\Storage\Schema::table( \Rueda\Storage\Schema::ADDRESS ),
			array( 'first_name' => '<b onmouseover=alert(3)>Lucía</b>' ),
			array(
				'order_id' => $order,
				'type'     => 'billing',
			)
		);
		( new \Rueda\Storage\OrderStore() )->set_meta(
			$order,
			'additional_fields',
			array(
				'rueda/plate'   => '<svg onload=alert(4)>',
				'rueda/vehicle' => '"><script>alert(5)</script>',
			)
		);
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$body = $this->work_order( $order )['body'];

		$this->assertStringNotContainsString( '<script>alert', $body );
		$this->assertStringNotContainsString( '<img', $body );
		$this->assertStringNotContainsString( '<svg', $body );
		$this->assertStringNotContainsString( '<b onmouseover', $body );
		$this->assertStringContainsString( '&lt;svg onload=alert(4)&gt;', $body );
		$this->assertStringContainsString( '&lt;b onmouseover=alert(3)&gt;Lucía&lt;/b&gt;', $body );
	}

	public function test_only_the_shop_opens_a_work_order_and_only_with_its_link(): void {
		$order = $this->book( $this->next( 'thursday' ) . ' 10:00', '612345678', array() );
		$url   = fn() => $this->work_order( $order );

		wp_set_current_user( $this->create_user( 'customer' ) );
		$page = $url();
		$this->assertSame( 403, $page['status'], 'a customer' );
		$this->assertStringNotContainsString( '1234 BCD', $page['body'] );

		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );
		$this->assertSame( 200, $url()['status'], 'the shop manager' );
		$this->assertSame( 403, ( new WorkOrderPage() )->respond( $order, 'forged' )['status'], 'without the nonce' );
		$other = wp_create_nonce( WorkOrderPage::ACTION . '_' . ( $order + 1 ) );
		$this->assertSame( 403, ( new WorkOrderPage() )->respond( $order, $other )['status'], 'another order’s nonce' );
		$this->assertSame( 404, ( new WorkOrderPage() )->respond( $order + 1000, wp_create_nonce( WorkOrderPage::ACTION . '_' . ( $order + 1000 ) ) )['status'] );
	}
}
