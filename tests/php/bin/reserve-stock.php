<?php
/**
 * Child process of StockHoldsRaceTest: waits for a shared start time, then tries to hold
 * one unit of a product for an order, and prints "won" or "lost".
 *
 * Usage: php reserve-stock.php SITE_DIR ORDER_ID PRODUCT_ID START_MICROTIME
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

[ , $site, $order_id, $product_id, $start ] = $argv;
$_SERVER['HTTP_HOST']                       = 'localhost';
require $site . '/wp-load.php';

time_sleep_until( (float) $start );
try {
	( new \Rueda\Storage\StockHolds() )->reserve( (int) $order_id, array( (int) $product_id => 1 ), 600 );
	echo 'won';
} catch ( \Rueda\Domain\ShopException $lost ) {
	echo 'lost';
}
