<?php
/**
 * Plugin Name: Rueda query counts
 * Description: A bare REST route to compare Rueda's routes with (WordPress REST boot plus a trivial callback), and the number of database queries of requests that ask for it.
 *
 * Copied into the bench site (bin/bench.sh) and the Playwright sites (bin/e2e-server.sh,
 * for the query budget) only; not part of Rueda.
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
	// A counted request does not start WordPress's cron: whether an event is due depends on
	// the clock, and its queries are not the request's.
	remove_action( 'init', 'wp_cron' );
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
