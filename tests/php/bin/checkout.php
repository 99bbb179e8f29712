<?php
/**
 * Child process of CheckoutRaceTest: fills a cart (unless given one), prints "ready", waits
 * until the GO_FILE exists (all shoppers are ready), posts the checkout and prints
 * "STATUS ORDER_ID" or "STATUS CODE".
 *
 * Usage: php checkout.php SITE_DIR GO_FILE PRODUCT_ID COUPON IDEMPOTENCY_KEY CART_KEY
 * (empty strings for what is not used).
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

[ , $site, $go_file, $product, $coupon, $key, $cart ] = $argv;
$_SERVER['HTTP_HOST']                                 = 'localhost';
$_SERVER['REMOTE_ADDR']                               = '127.0.0.1';
if ( '' !== $cart ) {
	$_COOKIE['rueda_cart'] = $cart;
}
require $site . '/wp-load.php';
add_filter( 'pre_wp_mail', '__return_true' );

/**
 * One Store API request with a valid nonce.
 *
 * @param string               $path    Route under wc/store/v1.
 * @param array<string,mixed>  $body    JSON body.
 * @param array<string,string> $headers Headers.
 */
function rueda_race_post( string $path, array $body, array $headers = array() ): WP_REST_Response {
	$request = new WP_REST_Request( 'POST', '/wc/store/v1/' . $path );
	$request->set_header( 'Content-Type', 'application/json' );
	$request->set_header( 'Nonce', \Rueda\StoreApi\Utilities\StoreNonce::create() );
	foreach ( $headers as $name => $value ) {
		$request->set_header( $name, $value );
	}
	$request->set_body( (string) wp_json_encode( $body ) );
	return rest_do_request( $request );
}

$address = array(
	'first_name' => 'Carrera',
	'last_name'  => 'Simultánea',
	'address_1'  => 'Calle Mayor, 5',
	'city'       => 'Madrid',
	'state'      => 'M',
	'postcode'   => '28013',
	'country'    => 'ES',
);
$billing = $address + array( 'email' => 'carrera' . getmypid() . '@example.test' );
if ( '' !== $product ) {
	rueda_race_post(
		'cart/add-item',
		array(
			'id'       => (int) $product,
			'quantity' => 1,
		)
	);
}
if ( '' !== $coupon ) {
	rueda_race_post( 'cart/apply-coupon', array( 'code' => $coupon ) );
}

echo "ready\n";
fflush( STDOUT );
while ( ! file_exists( $go_file ) ) {
	usleep( 2000 );
}
$response = rueda_race_post(
	'checkout',
	array(
		'billing_address'   => $billing,
		'shipping_address'  => $address,
		'payment_method'    => 'rueda_sandbox_card',
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
		'additional_fields' => array(
			'rueda/terms'           => true,
			'rueda/service-consent' => true,
		),
	),
	'' !== $key ? array( 'Idempotency-Key' => $key ) : array()
);
$data     = json_decode( (string) wp_json_encode( $response->get_data() ), true ); // Replays are objects.
echo "\nRESULT " . (int) $response->get_status() . ' ' . esc_html( (string) ( $data['order_id'] ?? $data['code'] ?? '?' ) ) . "\n";
