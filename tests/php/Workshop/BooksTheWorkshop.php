<?php
/**
 * Checkouts that book the workshop's first free time, for tests of carts with services.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Workshop;

/**
 * For test cases that extend CheckoutTestCase: a cart with services collected at the
 * workshop needs an appointment (extensions.rueda.appointment) and the car's plate.
 */
trait BooksTheWorkshop {

	/**
	 * A checkout payload booking the first free time of workshop 0 for the current cart.
	 *
	 * @param array<string,mixed> $changes Top-level changes.
	 * @return array<string,mixed>
	 */
	protected function booked_payload( array $changes = array() ): array {
		$request = new \WP_REST_Request( 'GET', '/wc/store/v1/appointment-slots' );
		$request->set_query_params( array( 'location' => 0 ) );
		foreach ( (array) rest_do_request( $request )->get_data() as $day ) {
			foreach ( (array) ( $day['slots'] ?? array() ) as $slot ) {
				$appointment = array(
					'location' => 0,
					'start'    => $slot['start'],
				);
				$payload     = $this->payload( array( 'extensions' => array( 'rueda' => array( 'appointment' => $appointment ) ) ) + $changes );
				// A booking gives the car's plate (CheckoutVehicle), unless the test sends its own fields.
				$payload['additional_fields'] = (array) $payload['additional_fields'] + array( 'rueda/plate' => '1234 BCD' );
				return $payload;
			}
		}
		$this->fail( 'the workshop has no free time in the next days' );
	}
}
