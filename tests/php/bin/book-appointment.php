<?php
/**
 * Child process of AppointmentRaceTest and UnpaidBookingsRaceTest: puts a workshop service
 * in a new cart, prints "ready", waits until the GO_FILE exists (all shoppers are ready),
 * posts the checkout with the appointment and prints "RESULT STATUS ORDER_ID" or
 * "RESULT STATUS CODE". Paid by test card with a new email unless METHOD (and EMAIL) say.
 *
 * Usage: php book-appointment.php SITE_DIR GO_FILE SERVICE_ID LOCATION START [METHOD [EMAIL]]
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

$arguments              = $argv + array(
	6 => 'rueda_sandbox_card',
	7 => 'cita' . getmypid() . '@example.test',
);
$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
[ , $site, $go_file, $service, $location, $start, $method, $email ] = $arguments;
require $site . '/wp-load.php';
add_filter( 'pre_wp_mail', '__return_true' );

/**
 * One Store API request with a valid nonce.
 *
 * @param string              $path Route under wc/store/v1.
 * @param array<string,mixed> $body JSON body.
 */
function rueda_booking_post( string $path, array $body ): WP_REST_Response {
	$request = new WP_REST_Request( 'POST', '/wc/store/v1/' . $path );
	$request->set_header( 'Content-Type', 'application/json' );
	$request->set_header( 'Nonce', \Rueda\StoreApi\Utilities\StoreNonce::create() );
	$request->set_body( (string) wp_json_encode( $body ) );
	return rest_do_request( $request );
}

rueda_booking_post(
	'cart/add-item',
	array(
		'id'       => (int) $service,
		'quantity' => 1,
	)
);

echo "ready\n";
fflush( STDOUT );
while ( ! file_exists( $go_file ) ) {
	usleep( 2000 );
}
$response = rueda_booking_post(
	'checkout',
	array(
		'billing_address'   => array(
			'first_name' => 'Cita',
			'last_name'  => 'Simultánea',
			'address_1'  => 'Calle Mayor, 5',
			'city'       => 'Madrid',
			'state'      => 'M',
			'postcode'   => '28013',
			'country'    => 'ES',
			'email'      => $email,
			'phone'      => '+34 600 000 000',
		),
		'payment_method'    => $method,
		'additional_fields' => array(
			'rueda/terms'           => true,
			'rueda/service-consent' => true,
			'rueda/plate'           => '1234 BCD',
		),
		'payment_data'      => array(
			array(
				'key'   => 'rueda-card-number',
				'value' => '4242424242424242',
			),
			array(
				'key'   => 'rueda-card-expiry',
				'value' => '12/40',
			),
			array(
				'key'   => 'rueda-card-cvc',
				'value' => '123',
			),
		),
		'extensions'        => array(
			'rueda' => array(
				'appointment' => array(
					'location' => (int) $location,
					'start'    => $start,
				),
			),
		),
	)
);
$data     = json_decode( (string) wp_json_encode( $response->get_data() ), true );
echo "\nRESULT " . (int) $response->get_status() . ' ' . esc_html( (string) ( $data['order_id'] ?? $data['code'] ?? '?' ) ) . "\n";
