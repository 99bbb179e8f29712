<?php
/**
 * Rate limits of Store API writes.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Utilities;

use Rueda\StoreApi\RouteException;
use Rueda\Storage\RateLimits;

/**
 * Limits how often one client may call a route: per customer when logged in, else per IP
 * (the first X-Forwarded-For address only when `proxy_support` says a trusted proxy sets it).
 * Answers carry RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset; over the limit
 * it is a 429 `rest_store_api_rate_limited` with RateLimit-Retry-After.
 *
 * Options (option `rueda_rate_limits`, filter `rueda_store_api_rate_limit_options`):
 * enabled, limit, seconds, proxy_support. POST /checkout uses it by default: 3 per 60 s.
 *
 * @since 0.1.0
 */
final class RateLimiter {

	public const OPTION = 'rueda_rate_limits';

	/**
	 * Creates the limiter.
	 *
	 * @param RateLimits $limits Counters.
	 */
	public function __construct( private RateLimits $limits = new RateLimits() ) {}

	/**
	 * The options for an action.
	 *
	 * @since 0.1.0
	 *
	 * @param string $action Limited action, e.g. `checkout`.
	 * @return array{enabled:bool,limit:int,seconds:int,proxy_support:bool}
	 */
	public function options( string $action ): array {
		$saved   = get_option( self::OPTION, array() );
		$options = array_merge(
			array(
				'enabled'       => true,
				'limit'         => 3,
				'seconds'       => 60,
				'proxy_support' => false,
			),
			is_array( $saved ) ? $saved : array()
		);

		/**
		 * Filters the rate limit of a Store API action.
		 *
		 * @since 0.1.0
		 *
		 * @param array  $options {enabled, limit, seconds, proxy_support}.
		 * @param string $action  Limited action (e.g. checkout).
		 */
		$options = (array) apply_filters( 'rueda_store_api_rate_limit_options', $options, $action );
		return array(
			'enabled'       => (bool) $options['enabled'],
			'limit'         => max( 1, (int) $options['limit'] ),
			'seconds'       => max( 1, (int) $options['seconds'] ),
			'proxy_support' => (bool) $options['proxy_support'],
		);
	}

	/**
	 * Counts one request of the current client; returns the headers to send.
	 *
	 * @since 0.1.0
	 *
	 * @param string $action Limited action.
	 * @return array<string,string> RateLimit headers (none when limiting is off).
	 * @throws RouteException 429 when the client is over the limit.
	 */
	public function check( string $action ): array {
		$options = $this->options( $action );
		if ( ! $options['enabled'] ) {
			return array();
		}
		$state   = $this->limits->take( $action . ':' . $this->client( $options['proxy_support'] ), $options['limit'], $options['seconds'] );
		$headers = array(
			'RateLimit-Limit'     => (string) $options['limit'],
			'RateLimit-Remaining' => (string) $state['remaining'],
			'RateLimit-Reset'     => (string) $state['reset'],
		);
		if ( ! $state['allowed'] ) {
			$retry = (string) max( 1, $state['reset'] - time() );
			throw new RouteException(
				'rest_store_api_rate_limited',
				esc_html__( 'Too many requests. Please wait a moment and try again.', 'rueda' ),
				429,
				array( 'headers' => $headers + array( 'RateLimit-Retry-After' => $retry ) ) // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- numbers.
			);
		}
		return $headers;
	}

	/**
	 * Who is asking: `user:{id}` or `ip:{address}` (hashed: no addresses at rest).
	 *
	 * @param bool $proxy_support Whether to trust X-Forwarded-For.
	 */
	private function client( bool $proxy_support ): string {
		$user = get_current_user_id();
		if ( $user ) {
			return 'user:' . $user;
		}
		$address = sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ?? '' ) );
		if ( $proxy_support && ! empty( $_SERVER['HTTP_X_FORWARDED_FOR'] ) ) {
			$forwarded = explode( ',', sanitize_text_field( wp_unslash( $_SERVER['HTTP_X_FORWARDED_FOR'] ) ) );
			$address   = trim( $forwarded[0] );
		}
		return 'ip:' . wp_hash( (string) filter_var( $address, FILTER_VALIDATE_IP ) );
	}
}
