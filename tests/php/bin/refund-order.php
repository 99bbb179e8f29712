<?php
/**
 * Child process of RefundRaceTest: loads WordPress, prints "ready", waits until GO_FILE
 * exists (every process is ready), then refunds an amount of an order by hand with a client
 * key, and prints "RESULT done <rectifying invoice number or none>" or "RESULT <refusal code>".
 *
 * Usage: php refund-order.php SITE_DIR GO_FILE ORDER_ID AMOUNT KEY
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

use Rueda\Domain\Invoices\RectifyingInvoices;
use Rueda\Domain\Refunds\RefundRequest;
use Rueda\Domain\Refunds\Refunds;
use Rueda\Domain\ShopException;

[ , $site, $go_file, $order_id, $amount, $key ] = $argv;
$_SERVER['HTTP_HOST']                           = 'localhost';
require $site . '/wp-load.php';
add_filter( 'pre_wp_mail', '__return_true' );

$refunds = new Refunds();
$order   = $refunds->order( (int) $order_id );
echo "ready\n";
fflush( STDOUT );
while ( ! file_exists( $go_file ) ) {
	usleep( 2000 );
}
try {
	$refund        = $refunds->refund( $order, new RefundRequest( (int) $amount, array(), 'Carrera', 'Efectivo', $key ), 1 );
	$rectification = ( new RectifyingInvoices() )->find( $refund->id );
	echo "\nRESULT done " . esc_html( $rectification ? $rectification->number() : 'none' ) . "\n";
} catch ( ShopException $refusal ) {
	echo "\nRESULT " . esc_html( $refusal->error_code ) . "\n";
}
