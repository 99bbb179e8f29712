<?php
/**
 * Plugin Name: Rueda benchmark helpers
 * Description: No rate limit for the timed requests nor for the bank's notifications, and stock that never runs out, for the load test.
 *
 * Copied into the bench sites' mu-plugins by bin/bench.sh only (beside
 * bin/query-count-mu-plugin.php, the bare route and the query counts); not part of Rueda.
 *
 * @package Rueda
 */

// The timings repeat requests from one address: no rate limit there. The load test
// (bin/bench-shoppers.mjs) keeps the shop's limits, as each shopper has an address of its
// own (option rueda_bench_keep_rate_limits), and needs stock that does not run out
// (POST rueda-bench/v1/restock).
if ( ! get_option( 'rueda_bench_keep_rate_limits' ) ) {
	add_filter(
		'rueda_store_api_rate_limit_options',
		static fn( array $options ) => array( 'enabled' => false ) + $options
	);
}
// Every payment's notification comes from the one bank (the Redsys simulator on this
// machine, or bin/bench.mjs timing the route): more than the 60 a minute one address may post.
add_filter(
	'rueda_payment_notification_rate_limit',
	static fn( array $options ) => array( 'enabled' => false ) + $options
);
add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'rueda-bench/v1',
			'/restock',
			array(
				'methods'             => 'POST',
				'callback'            => static function () {
					global $wpdb;
					$wpdb->query( $wpdb->prepare( 'UPDATE %i SET stock_quantity = 1000000, stock_status = %s WHERE manage_stock = 1', $wpdb->prefix . 'rueda_products', 'instock' ) );
					// Each run starts with the workshop's month free (its two bays fill in minutes).
					$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE id > %d', $wpdb->prefix . 'rueda_appointments', 0 ) );
					return array( 'ok' => true );
				},
				'permission_callback' => '__return_true',
			)
		);
	}
);
