<?php
/**
 * The number plate and the vehicle at checkout.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Workshop;

use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Workshop\CheckoutVehicle;
use Rueda\Storage\StockHolds;

/**
 * A shopper with a tyre and a pre-ITV check collects at the workshop: the plate is asked
 * for, checked by the server and kept with the order; an order delivered home needs none.
 */
final class CheckoutVehicleTest extends AppointmentTestCase {

	/**
	 * A tyre and a service in the cart, collected at the workshop.
	 */
	private function collect_with_service(): void {
		$this->add( self::TYRE );
		$this->add( self::SERVICE );
		$this->deliver_to_madrid();
		$this->pick_up();
	}

	/**
	 * A booking on next Thursday at 10:00 with these additional fields.
	 *
	 * @param array<string,mixed> $fields Fields added to (or replacing) the consents and plate.
	 * @return array<string,mixed>
	 */
	private function booking_with( array $fields ): array {
		$payload                      = $this->booking( $this->iso( $this->next( 'thursday' ) . ' 10:00' ) );
		$payload['additional_fields'] = array_filter( $fields + $payload['additional_fields'], static fn( $value ) => null !== $value );
		return $payload;
	}

	/**
	 * Asserts the checkout was refused before anything was held or paid.
	 *
	 * @param \WP_REST_Response $response Answer.
	 * @param string            $code     Expected code.
	 * @param string            $message  Expected message.
	 */
	private function assert_refused_before_holding( \WP_REST_Response $response, string $code, string $message ): void {
		$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$body = $response->get_data();
		$this->assertSame( $code, $body['code'] );
		$this->assertSame( $message, $body['message'] );
		$this->assertSame( array( 'additional_fields.rueda/plate' => $message ), $body['data']['fields'] );
		$this->assertSame( 0, ( new StockHolds() )->held( $this->sku( self::TYRE ) ), 'no stock held' );
		$this->assertSame( 0, $this->count_orders( OrderStatus::PROCESSING ), 'nothing paid' );
		$this->assertSame( 2, $this->cart()['items_count'], 'the cart is kept to fix and retry' );
	}

	public function test_a_booking_without_a_plate_is_refused_naming_the_field(): void {
		$this->collect_with_service();

		$response = $this->checkout( $this->booking_with( array( 'rueda/plate' => null ) ) );

		$this->assert_refused_before_holding( $response, 'rueda_plate_required', 'Escribe la matrícula de tu vehículo para que el taller pueda tener tu trabajo preparado.' );
	}

	public function test_a_wrong_plate_is_refused_before_stock_is_held_or_payment_taken(): void {
		$this->collect_with_service();

		$response = $this->checkout( $this->booking_with( array( 'rueda/plate' => '1234 ABC' ) ) );

		$this->assert_refused_before_holding( $response, 'rueda_invalid_plate', 'Esta no es una matrícula española: escríbela como 1234 BCD (cuatro números y tres consonantes, sin vocales, Ñ ni Q) o, si es antigua, como M-1234-AB. Si la matrícula es de otro país, marca «Matrícula extranjera».' );
		$this->assertSame( array(), $this->rows_of( (int) ( $this->latest_order_id() ?? 0 ) ), 'no appointment held' );
	}

	public function test_the_plate_and_the_vehicle_are_kept_normalised_with_the_order(): void {
		$this->collect_with_service();

		$response = $this->checkout(
			$this->booking_with(
				array(
					'rueda/plate'   => ' 1234-bcd ',
					'rueda/vehicle' => "  Seat León   2018\n1.5 TSI <b>FR</b> " . str_repeat( 'x', 200 ),
				)
			)
		);

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$body    = $response->get_data();
		$order   = $this->order( $body['order_id'] );
		$fields  = (array) $order->meta( 'additional_fields' );
		$vehicle = $fields['rueda/vehicle'];
		$this->assertSame( '1234 BCD', $fields['rueda/plate'], 'the exact key "Hoy en el taller" reads' );
		$this->assertFalse( $fields['rueda/plate-foreign'] );
		$this->assertStringStartsWith( 'Seat León 2018 1.5 TSI FR xxx', $vehicle );
		$this->assertSame( CheckoutVehicle::VEHICLE_MAX, mb_strlen( $vehicle ) );
		$this->assertSame( '1234 BCD', $body['additional_fields']->{'rueda/plate'}, 'the checkout answers with it' );
		$this->assertSame( '1234BCD', $order->meta( CheckoutVehicle::KEY_META ) );
		$this->assertSame( true, $fields['rueda/terms'], 'the other fields are kept' );
		$this->assertSame(
			array(
				'plate'   => '1234 BCD',
				'vehicle' => $vehicle,
			),
			CheckoutVehicle::of_order( $order )
		);
	}

	public function test_a_foreign_plate_is_free_text_when_the_shopper_says_so(): void {
		$this->collect_with_service();

		$refused = $this->checkout( $this->booking_with( array( 'rueda/plate' => 'B-AB 1234' ) ) );
		$this->assertSame( 'rueda_invalid_plate', $refused->get_data()['code'] );

		$response = $this->checkout(
			$this->booking_with(
				array(
					'rueda/plate'         => 'b - ab  1234',
					'rueda/plate-foreign' => true,
				)
			)
		);

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$fields = (array) $this->order( $response->get_data()['order_id'] )->meta( 'additional_fields' );
		$this->assertSame( 'B-AB 1234', $fields['rueda/plate'] );
		$this->assertTrue( $fields['rueda/plate-foreign'] );
	}

	public function test_an_order_delivered_home_needs_no_plate_and_keeps_none(): void {
		$this->add( self::TYRE );
		$this->deliver_to_madrid();

		$response = $this->checkout(
			$this->payload(
				array(
					'additional_fields' => array(
						'rueda/terms'   => true,
						'rueda/plate'   => 'not a plate',
						'rueda/vehicle' => 'Seat León 2018 1.5 TSI',
					),
				)
			)
		);

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$order  = $this->order( $response->get_data()['order_id'] );
		$fields = (array) $order->meta( 'additional_fields' );
		$this->assertArrayNotHasKey( 'rueda/plate', $fields );
		$this->assertSame( 'Seat León 2018 1.5 TSI', $fields['rueda/vehicle'], 'the finder’s vehicle is kept' );
		$this->assertSame( '', $order->meta( CheckoutVehicle::KEY_META ) );
	}

	public function test_erasing_the_customers_data_forgets_the_plate_and_the_vehicle(): void {
		$this->collect_with_service();
		$response = $this->checkout( $this->booking_with( array( 'rueda/vehicle' => 'Seat León 2018 1.5 TSI' ) ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$id = $response->get_data()['order_id'];

		( new \Rueda\Domain\Orders\PersonalOrders() )->anonymise( $id );

		$order = $this->order( $id );
		$this->assertSame(
			array(
				'plate'   => '',
				'vehicle' => '',
			),
			CheckoutVehicle::of_order( $order )
		);
		$this->assertSame( '', $order->meta( CheckoutVehicle::KEY_META ), 'no longer found by its plate' );
		$this->assertTrue( ( (array) $order->meta( 'additional_fields' ) )['rueda/terms'], 'the consents are kept' );
	}

	/**
	 * The newest order's id, or null.
	 */
	private function latest_order_id(): ?int {
		global $wpdb;
		$id = $wpdb->get_var( $wpdb->prepare( 'SELECT MAX(id) FROM %i', \Rueda\Storage\Schema::table( \Rueda\Storage\Schema::ORDERS ) ) ); // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- %i is the table.
		return null === $id ? null : (int) $id;
	}
}
