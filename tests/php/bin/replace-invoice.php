<?php
/**
 * Child process of SubstituteInvoiceRaceTest: loads WordPress, prints "ready", waits until
 * GO_FILE exists (every process is ready), then replaces an order's simplified invoice by a
 * full one, and prints "RESULT done <its number>" or "RESULT <refusal code>".
 *
 * Usage: php replace-invoice.php SITE_DIR GO_FILE ORDER_ID TAX_ID
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

use Rueda\Domain\Invoices\SubstituteInvoices;
use Rueda\Domain\Orders\Orders;
use Rueda\Domain\ShopException;

[ , $site, $go_file, $order_id, $tax_id ] = $argv;
$_SERVER['HTTP_HOST']                     = 'localhost';
require $site . '/wp-load.php';

$order = ( new Orders() )->get( (int) $order_id );
echo "ready\n";
fflush( STDOUT );
while ( ! file_exists( $go_file ) ) {
	usleep( 2000 );
}
try {
	$substitute = ( new SubstituteInvoices() )->issue(
		$order,
		array(
			'name'   => 'Carrera S.L.',
			'tax_id' => $tax_id,
		)
	);
	echo "\nRESULT done " . esc_html( $substitute->number() ) . "\n";
} catch ( ShopException $refusal ) {
	echo "\nRESULT " . esc_html( $refusal->error_code ) . "\n";
}
