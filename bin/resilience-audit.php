<?php
/**
 * The audit of bin/test-resilience.sh, run against the shop's database after each fault.
 *
 * Usage: php bin/resilience-audit.php SITE_DIR setup STATE_FILE
 *          Gives the load its products and coupon, and records the stock before it.
 *        php bin/resilience-audit.php SITE_DIR check STATE_FILE
 *          Prints one line per check, "ok <what>" or "fail <what>: <detail>".
 */

declare( strict_types=1 );

use Rueda\Domain\Coupons\CouponRepository;
use Rueda\Domain\Orders\OrderLifecycle;
use Rueda\Storage\Schema;

[ , $site, $mode, $state_file ] = $argv;
$_SERVER['HTTP_HOST']           = 'localhost';
require $site . '/wp-load.php';

global $wpdb;
$products  = Schema::table( Schema::PRODUCTS );
$orders    = Schema::table( Schema::ORDERS );
$items     = Schema::table( Schema::ITEMS );
$meta      = Schema::table( Schema::META );
$holds     = Schema::table( Schema::HOLDS );
$uses      = Schema::table( Schema::COUPONS );
$confirmed = "'" . implode( "','", OrderLifecycle::confirmed() ) . "'";

if ( 'setup' === $mode ) {
	// Two tyres in stock, managed: one plentiful, one scarce enough to sell out under load.
	$ids = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT product_id FROM %i WHERE kind = 'tyre' AND type = 'simple' ORDER BY product_id LIMIT 2", $products ) ) );
	foreach ( array( $ids[0] => 100000, $ids[1] => 25 ) as $id => $stock ) {
		$wpdb->update( $products, array( 'manage_stock' => 1, 'stock_quantity' => $stock, 'stock_status' => 'instock', 'backorders' => 'no', 'max_quantity' => 99 ), array( 'product_id' => $id ) );
	}
	( new CouponRepository() )->save( 'CARGA5', array( 'discount_type' => 'percent', 'amount' => 5, 'usage_limit' => 30 ) );
	wp_cache_flush();
	$stock = array();
	foreach ( $wpdb->get_results( $wpdb->prepare( 'SELECT product_id, stock_quantity FROM %i WHERE manage_stock = 1', $products ) ) as $row ) {
		$stock[ (int) $row->product_id ] = (int) $row->stock_quantity;
	}
	$state = array(
		'products'   => $ids,
		'stock'      => $stock,
		'last_order' => (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COALESCE(MAX(id), 0) FROM %i', $orders ) ),
		'coupon'     => 'CARGA5',
	);
	file_put_contents( $state_file, (string) wp_json_encode( $state ) );
	echo wp_json_encode( $state ), "\n";
	exit( 0 );
}

$state = json_decode( (string) file_get_contents( $state_file ), true );
$since = (int) $state['last_order'];

/**
 * Prints a check's result.
 *
 * @param string $what   The check.
 * @param bool   $ok     Whether it holds.
 * @param string $detail What is wrong.
 */
function rueda_audit( string $what, bool $ok, string $detail = '' ): void {
	echo $ok ? "ok {$what}\n" : "fail {$what}: {$detail}\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- a CLI report.
}

// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $confirmed is built from constants.
$sold = $wpdb->get_results( $wpdb->prepare( "SELECT i.product_id, SUM(i.quantity) AS units FROM %i i JOIN %i o ON o.id = i.order_id WHERE o.id > %d AND o.status IN ({$confirmed}) AND i.type = 'line_item' GROUP BY i.product_id", $items, $orders, $since ), OBJECT_K );
$wrong = array();
foreach ( $state['stock'] as $id => $before ) {
	$now      = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT stock_quantity FROM %i WHERE product_id = %d', $products, $id ) );
	$expected = (int) $before - (int) ( $sold[ $id ]->units ?? 0 );
	if ( $now !== $expected ) {
		$wrong[] = "product {$id}: {$now} units, {$expected} expected";
	}
}
rueda_audit( 'every paid order has exactly its stock taken', ! $wrong, implode( '; ', $wrong ) );

$unmarked = $wpdb->get_col( $wpdb->prepare( "SELECT o.id FROM %i o LEFT JOIN %i m ON m.order_id = o.id AND m.meta_key = '_stock_taken' WHERE o.id > %d AND ( ( o.status IN ({$confirmed}) AND COALESCE(m.meta_value, '0') <> '1' ) OR ( o.status NOT IN ({$confirmed}) AND m.meta_value = '1' ) )", $orders, $meta, $since ) );
rueda_audit( 'stock is marked taken on paid orders only', ! $unmarked, 'orders ' . implode( ', ', $unmarked ) );

$negative = $wpdb->get_col( $wpdb->prepare( "SELECT product_id FROM %i WHERE manage_stock = 1 AND backorders = 'no' AND stock_quantity < 0", $products ) );
rueda_audit( 'no stock below zero', ! $negative, 'products ' . implode( ', ', $negative ) );

$coupon = ( new CouponRepository() )->find( $state['coupon'] );
$used   = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE coupon_id = %d AND used = 1', $uses, $coupon->id ) );
rueda_audit( 'no coupon over its limit', $used <= (int) $coupon->get( 'usage_limit' ), "{$used} uses of {$coupon->get( 'usage_limit' )}" );

$twice = $wpdb->get_col( $wpdb->prepare( "SELECT meta_value FROM %i WHERE meta_key = '_attempt' AND order_id > %d GROUP BY meta_value HAVING COUNT(DISTINCT order_id) > 1", $meta, $since ) );
$carts = $wpdb->get_col( $wpdb->prepare( "SELECT cart_key FROM %i WHERE id > %d AND status IN ({$confirmed}) GROUP BY cart_key HAVING COUNT(*) > 1", $orders, $since ) );
rueda_audit( 'no two orders for one idempotency key (or one shopper\'s cart)', ! $twice && ! $carts, count( $twice ) . ' keys, ' . count( $carts ) . ' carts' );

$held = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM %i h JOIN %i o ON o.id = h.order_id WHERE o.status IN ({$confirmed})", $holds, $orders ) );
$open = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM %i u JOIN %i o ON o.id = u.order_id WHERE o.status IN ({$confirmed}) AND u.used = 0", $uses, $orders ) );
rueda_audit( 'paid orders hold nothing more (holds released, coupon uses counted)', 0 === $held && 0 === $open, "{$held} stock holds, {$open} coupon holds" );

$half = $wpdb->get_col( $wpdb->prepare( "SELECT o.id FROM %i o WHERE o.id > %d AND o.status IN ({$confirmed}) AND NOT EXISTS ( SELECT 1 FROM %i i WHERE i.order_id = o.id AND i.type = 'line_item' )", $orders, $since, $items ) );
rueda_audit( 'no half-written paid order (every one has its lines)', ! $half, 'orders ' . implode( ', ', $half ) );
