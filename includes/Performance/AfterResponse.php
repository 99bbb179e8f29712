<?php
/**
 * Work the shopper need not wait for, done once the answer is on its way.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Performance;

/**
 * Under PHP-FPM a REST request can send its answer and go on (fastcgi_finish_request()):
 * the order emails are then written and sent after the checkout has answered, so an SMTP
 * server's slowness never reaches the shopper. Elsewhere (PHP's built-in server, WP-CLI,
 * tests) the work runs at once, as before.
 *
 * @since 0.1.0
 */
final class AfterResponse {

	/**
	 * Work waiting for the answer to be sent.
	 *
	 * @var list<callable>
	 */
	private static array $queue = array();

	/**
	 * Runs the work after the answer when the server allows it, else now.
	 *
	 * @since 0.1.0
	 *
	 * @param callable $work The work.
	 */
	public static function run( callable $work ): void {
		/**
		 * Filters whether work the shopper need not wait for (the order emails) runs after
		 * the REST answer is sent. Default: under PHP-FPM, during a REST request.
		 *
		 * @since 0.1.0
		 *
		 * @param bool $after Whether to wait for the answer to be sent.
		 */
		if ( ! apply_filters( 'rueda_work_after_response', function_exists( 'fastcgi_finish_request' ) && wp_is_serving_rest_request() ) ) {
			$work();
			return;
		}
		if ( ! self::$queue ) {
			// After WordPress has flushed its output buffers (priority 1).
			add_action( 'shutdown', array( self::class, 'flush' ), 2 );
		}
		self::$queue[] = $work;
	}

	/**
	 * Sends the answer, then runs the waiting work.
	 *
	 * @since 0.1.0
	 */
	public static function flush(): void {
		$queue       = self::$queue;
		self::$queue = array();
		if ( $queue && function_exists( 'fastcgi_finish_request' ) ) {
			fastcgi_finish_request();
		}
		array_map( 'call_user_func', $queue );
	}
}
