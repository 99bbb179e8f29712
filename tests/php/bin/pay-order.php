<?php
/**
 * Child process of InvoiceRaceTest: loads WordPress, prints "ready", waits until GO_FILE
 * exists (every process is ready), then marks an order paid (pay) or asks for its invoice
 * (issue), and prints "RESULT <invoice number>" (or "RESULT none").
 *
 * Usage: php pay-order.php SITE_DIR GO_FILE pay|issue ORDER_ID
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

use Rueda\Domain\Invoices\InvoiceNumbers;
use Rueda\Domain\Orders\OrderLifecycle;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Storage\OrderStore;

[ , $site, $go_file, $mode, $order_id ] = $argv;
$_SERVER['HTTP_HOST']                   = 'localhost';
require $site . '/wp-load.php';
add_filter( 'pre_wp_mail', '__return_true' );

echo "ready\n";
fflush( STDOUT );
while ( ! file_exists( $go_file ) ) {
	usleep( 2000 );
}
$order = ( new OrderStore() )->get( (int) $order_id );
if ( 'pay' === $mode ) {
	( new OrderLifecycle() )->change( $order, OrderStatus::PROCESSING, 'Pago simultáneo' );
} else {
	( new InvoiceNumbers() )->issue( $order );
}
$invoice = ( new InvoiceNumbers() )->find( (int) $order_id );
echo "\nRESULT " . esc_html( $invoice ? $invoice->number() : 'none' ) . "\n";
