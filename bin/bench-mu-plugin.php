<?php
/**
 * Plugin Name: Rueda benchmark helpers
 * Description: A bare REST route to compare Rueda's routes with (WordPress REST boot plus a trivial callback), and a query count header for requests that ask for it.
 *
 * Copied into the bench site's mu-plugins by bin/bench.sh only; not part of Rueda.
 *
 * @package Rueda
 */

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'rueda-bench/v1',
			'/ping',
			array(
				'methods'             => 'GET',
				'callback'            => static fn() => array( 'ok' => true ),
				'permission_callback' => '__return_true',
			)
		);
	}
);

// `X-Rueda-Bench-Queries: 1` asks for the number of database queries run so far (the whole
// request up to the response being sent) in `X-Rueda-Queries`.
if ( '1' === sanitize_text_field( wp_unslash( $_SERVER['HTTP_X_RUEDA_BENCH_QUERIES'] ?? '' ) ) ) {
	add_filter(
		'rest_post_dispatch',
		static function ( $response ) {
			if ( $response instanceof WP_REST_Response ) {
				$response->header( 'X-Rueda-Queries', (string) $GLOBALS['wpdb']->num_queries );
			}
			return $response;
		},
		PHP_INT_MAX
	);
	// A page has sent its headers by then: the count goes in a comment at the very end.
	add_action(
		'shutdown',
		static function () {
			if ( ! wp_is_serving_rest_request() && ! wp_doing_ajax() ) {
				echo "\n<!-- rueda-queries: " . (int) $GLOBALS['wpdb']->num_queries . ' -->';
			}
		},
		0
	);
}

// The timings above repeat requests from one address: no rate limit there. The load test
// (bin/bench-shoppers.mjs) keeps the shop's limits, as each shopper has an address of its
// own (option rueda_bench_keep_rate_limits), and needs stock that does not run out
// (POST rueda-bench/v1/restock).
if ( ! get_option( 'rueda_bench_keep_rate_limits' ) ) {
	add_filter(
		'rueda_store_api_rate_limit_options',
		static fn( array $options ) => array( 'enabled' => false ) + $options
	);
}
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
					return array( 'ok' => true );
				},
				'permission_callback' => '__return_true',
			)
		);
	}
);
