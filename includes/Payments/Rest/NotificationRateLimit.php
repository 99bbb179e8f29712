<?php
/**
 * How often one address may post payment notifications.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Payments\Rest;

use Rueda\Storage\RateLimits;
use Rueda\StoreApi\RouteException;
use Rueda\StoreApi\Utilities\RateLimiter;

/**
 * A bucket of its own, per client address (an IPv6 client by its /64, behind the trusted
 * proxies of the Store API's limits: RateLimiter::client()), never per user: a
 * bank has no account. Generous, since a bank posts one notification per payment and
 * repeats the ones it thinks were lost: 60 a minute unless the filter
 * `rueda_payment_notification_rate_limit` says otherwise. Over it, a 429
 * `rueda_notification_rate_limited` with Retry-After, and the bank tries again later.
 *
 * @since 0.5.0
 */
final class NotificationRateLimit {

	public const CODE = 'rueda_notification_rate_limited';

	/**
	 * Creates the limit.
	 *
	 * @param RateLimits $limits Counters.
	 */
	public function __construct( private RateLimits $limits = new RateLimits() ) {}

	/**
	 * Counts one notification of the current client.
	 *
	 * @since 0.5.0
	 *
	 * @param string $gateway The gateway the notification names (for the filter).
	 * @throws RouteException 429 when the client is over the limit.
	 */
	public function check( string $gateway ): void {
		$options = $this->options( $gateway );
		if ( ! $options['enabled'] ) {
			return;
		}
		$state = $this->limits->take( 'notify:ip:' . ( new RateLimiter() )->client(), $options['limit'], $options['seconds'] );
		if ( ! $state['allowed'] ) {
			throw new RouteException(
				self::CODE,
				esc_html__( 'Too many notifications. Please try again later.', 'rueda' ),
				429,
				array( 'headers' => array( 'Retry-After' => (string) max( 1, $state['reset'] - time() ) ) ) // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- a number.
			);
		}
	}

	/**
	 * The limit's options.
	 *
	 * @since 0.5.0
	 *
	 * @param string $gateway Gateway id.
	 * @return array{enabled:bool,limit:int,seconds:int}
	 */
	public function options( string $gateway ): array {
		/**
		 * Filters how many payment notifications one address may post in a window.
		 *
		 * @since 0.5.0
		 *
		 * @param array  $options {enabled: true, limit: 60, seconds: 60}.
		 * @param string $gateway The gateway id in the notification's address.
		 */
		$options = (array) apply_filters(
			'rueda_payment_notification_rate_limit',
			array(
				'enabled' => true,
				'limit'   => 60,
				'seconds' => MINUTE_IN_SECONDS,
			),
			$gateway
		);
		return array(
			'enabled' => (bool) ( $options['enabled'] ?? true ),
			'limit'   => max( 1, (int) ( $options['limit'] ?? 60 ) ),
			'seconds' => max( 1, (int) ( $options['seconds'] ?? MINUTE_IN_SECONDS ) ),
		);
	}
}
