<?php
/**
 * Child process of StockHoldsRaceTest: loads WordPress, prints "ready", waits until the
 * GO_FILE exists (every buyer is ready), tries to hold one unit of a product for an order
 * and prints "RESULT won" or "RESULT lost".
 *
 * Usage: php reserve-stock.php SITE_DIR GO_FILE ORDER_ID PRODUCT_ID
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

[ , $site, $go_file, $order_id, $product_id ] = $argv;
$_SERVER['HTTP_HOST']                         = 'localhost';
require $site . '/wp-load.php';
$holds = new \Rueda\Storage\StockHolds();

echo "ready\n";
fflush( STDOUT );
while ( ! file_exists( $go_file ) ) {
	usleep( 2000 );
}
try {
	$holds->reserve( (int) $order_id, array( (int) $product_id => 1 ), 600 );
	echo "RESULT won\n";
} catch ( \Rueda\Domain\ShopException $lost ) {
	echo "RESULT lost\n";
}
