<?php
/**
 * Child process of NotificationRaceTest: loads WordPress with the test bank, prints
 * "ready", waits until GO_FILE exists (every process is ready), then posts the bank's
 * notification form (JSON-encoded in FORM) to the route and prints "RESULT <status>".
 *
 * Usage: php notify.php SITE_DIR GO_FILE FORM
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

use Rueda\Tests\Payments\Fixtures\SigningBank;

[ , $site, $go_file, $form ] = $argv;
$_SERVER['HTTP_HOST']        = 'localhost';
require $site . '/wp-load.php';
require_once dirname( __DIR__ ) . '/Payments/Fixtures/SigningBank.php';
add_filter( 'pre_wp_mail', '__return_true' );
add_filter( 'rueda_payment_gateways', static fn( array $gateways ) => array_merge( $gateways, array( new SigningBank() ) ) );
// The racers share one address; counting them would leave a window behind for other tests.
add_filter( 'rueda_payment_notification_rate_limit', static fn( array $options ) => array( 'enabled' => false ) + $options );

echo "ready\n";
fflush( STDOUT );
while ( ! file_exists( $go_file ) ) {
	usleep( 2000 );
}
$request = new WP_REST_Request( 'POST', '/rueda/v1/payments/' . SigningBank::ID . '/notify' );
$request->set_body_params( (array) json_decode( $form, true ) );
$response = rest_do_request( $request );
echo "\nRESULT " . (int) $response->get_status() . "\n";
