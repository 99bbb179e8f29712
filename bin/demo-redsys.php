<?php
/**
 * Turns on the demo shop's Redsys card and Bizum against the local simulator
 * (bin/redsys-simulator.php), with Redsys's public test merchant. `npm start` runs it for
 * the demo site only; the test sites keep Redsys off. A site whose card gateway already has
 * a merchant code (the owner's, or Redsys's real test environment) is left as it is.
 *
 * Usage: php bin/demo-redsys.php SITE_DIR SIMULATOR_URL
 */

declare( strict_types=1 );

[ , $site, $simulator ] = $argv;

$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['SERVER_NAME'] = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
require rtrim( $site, '/' ) . '/wp-load.php';

use Rueda\Domain\Payments\PaymentSettings;
use Rueda\Domain\Payments\Redsys\RedsysBizum;
use Rueda\Domain\Payments\Redsys\RedsysCard;
use Rueda\Domain\Payments\Redsys\Signature;
use Rueda\Domain\Payments\Redsys\Terminal;

$settings = PaymentSettings::get();
// Saved settings come back with every field's default: a merchant code means the owner's.
if ( '' !== (string) ( $settings['gateways'][ RedsysCard::ID ]['settings']['merchant_code'] ?? '' ) ) {
	exit( 0 );
}
$settings['gateways'][ RedsysCard::ID ]  = array(
	'enabled'  => true,
	'settings' => array(
		'merchant_code'     => '999008881',
		'terminal'          => '1',
		'secret_key'        => 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
		'signature_version' => Signature::V1,
		'environment'       => Terminal::CUSTOM,
		'custom_url'        => rtrim( $simulator, '/' ) . Terminal::PAGE_PATH,
	),
);
$settings['gateways'][ RedsysBizum::ID ] = array(
	'enabled'  => true,
	'settings' => array(),
);
PaymentSettings::save( $settings );
fwrite( STDERR, "Redsys card and Bizum on, against the simulator at {$simulator}\n" );
