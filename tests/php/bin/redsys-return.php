<?php
/**
 * Child process of RedsysReturnRaceTest: loads WordPress, prints "ready", waits until
 * GO_FILE exists, then hands Redsys's signed message (JSON-encoded in FORM) to the shop,
 * either as the bank's notification (WAY "notify": POST to the route) or as the query
 * string of the shopper's return to URLOK (WAY "return"), and prints "RESULT <what>".
 *
 * Usage: php redsys-return.php SITE_DIR GO_FILE WAY FORM
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

use Rueda\Domain\Payments\Redsys\ShopperReturn;

[ , $site, $go_file, $way, $form ] = $argv;
$_SERVER['HTTP_HOST']              = 'localhost';
require $site . '/wp-load.php';
add_filter( 'pre_wp_mail', '__return_true' );
add_filter( 'rueda_payment_notification_rate_limit', static fn( array $options ) => array( 'enabled' => false ) + $options );
$fields = (array) json_decode( $form, true );

echo "ready\n";
fflush( STDOUT );
while ( ! file_exists( $go_file ) ) {
	usleep( 2000 );
}
if ( 'notify' === $way ) {
	$request = new WP_REST_Request( 'POST', '/rueda/v1/payments/redsys/notify' );
	$request->set_body_params( $fields );
	echo "\nRESULT notify " . (int) rest_do_request( $request )->get_status() . "\n";
} else {
	$notification = ( new ShopperReturn() )->apply( $fields );
	$outcome      = $notification ? $notification->outcome : 'none';
	echo "\nRESULT return " . esc_html( $outcome ) . "\n";
}
