<?php
/**
 * Rate limits of Store API writes.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Utilities;

use Rueda\Domain\ShopException;
use Rueda\StoreApi\RouteException;
use Rueda\Storage\RateLimits;

/**
 * Limits how often one client may call a route: per customer when logged in, else per IP
 * address (an IPv6 client per /64 network: client_address_key()).
 * Answers carry RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset; over the limit
 * it is a 429 `rest_store_api_rate_limited` with RateLimit-Retry-After.
 *
 * Options (option `rueda_rate_limits`, filter `rueda_store_api_rate_limit_options`):
 * - `enabled`, `limit`, `seconds`: at the top level for every action, or under an action's
 *   name for that action only (e.g. `'coupon' => array( 'limit' => 20 )`). Defaults:
 *   `checkout` (POST /checkout) 3 per 60 s; `coupon` (failed coupon codes) 10 per 600 s;
 *   `draft` (GET /checkout creating a draft order) 10 per 600 s; `order_lookup` (every guest
 *   order lookup) 10 per 600 s; `register` (sign-ups) 5 an hour; `account_password` (wrong
 *   current passwords in Mi cuenta) 5 per 900 s.
 * - `proxy_support` (default false): the site is behind a reverse proxy that appends the
 *   client's address to X-Forwarded-For.
 * - `trusted_proxies` (default empty): IPs or CIDR ranges (IPv4, IPv6) of those proxies, as
 *   a list or a comma-separated string. Empty means REMOTE_ADDR is the one proxy. The header
 *   is read only when REMOTE_ADDR is a trusted proxy, from the right, skipping trusted
 *   proxies: the first other entry is the client (the entries left of it are written by
 *   the client). A malformed entry there falls back to REMOTE_ADDR.
 *
 * @since 0.1.0
 */
final class RateLimiter {

	public const OPTION = 'rueda_rate_limits';

	/**
	 * Limit and window per action; other actions get the checkout's.
	 */
	private const DEFAULTS = array(
		'checkout'         => array(
			'limit'   => 3,
			'seconds' => 60,
		),
		'coupon'           => array(
			'limit'   => 10,
			'seconds' => 600,
		),
		'draft'            => array(
			'limit'   => 10,
			'seconds' => 600,
		),
		'order_lookup'     => array(
			'limit'   => 10,
			'seconds' => 600,
		),
		'register'         => array(
			'limit'   => 5,
			'seconds' => HOUR_IN_SECONDS,
		),
		'account_password' => array(
			'limit'   => 5,
			'seconds' => 900,
		),
	);

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
	 * @param string $action Limited action, e.g. `checkout` or `coupon`.
	 * @return array{enabled:bool,limit:int,seconds:int,proxy_support:bool,trusted_proxies:list<string>}
	 */
	public function options( string $action ): array {
		$saved    = get_option( self::OPTION, array() );
		$saved    = is_array( $saved ) ? $saved : array();
		$defaults = array(
			'enabled'         => true,
			'proxy_support'   => false,
			'trusted_proxies' => array(),
		) + ( self::DEFAULTS[ $action ] ?? self::DEFAULTS['checkout'] );
		$options  = array_merge(
			$defaults,
			array_intersect_key( $saved, $defaults ),
			is_array( $saved[ $action ] ?? null ) ? array_intersect_key( $saved[ $action ], $defaults ) : array()
		);

		/**
		 * Filters the rate limit of a Store API action.
		 *
		 * @since 0.1.0
		 *
		 * @param array  $options {enabled, limit, seconds, proxy_support, trusted_proxies}.
		 * @param string $action  Limited action: `checkout`, or `coupon` (failed codes).
		 */
		$options = (array) apply_filters( 'rueda_store_api_rate_limit_options', $options, $action );
		$proxies = $options['trusted_proxies'] ?? array();
		$proxies = is_array( $proxies ) ? $proxies : preg_split( '/[\s,]+/', (string) $proxies, -1, PREG_SPLIT_NO_EMPTY );
		return array(
			'enabled'         => (bool) $options['enabled'],
			'limit'           => max( 1, (int) $options['limit'] ),
			'seconds'         => max( 1, (int) $options['seconds'] ),
			'proxy_support'   => (bool) $options['proxy_support'],
			'trusted_proxies' => array_values( array_filter( (array) $proxies, 'is_string' ) ),
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
		return $options['enabled'] ? $this->take( $this->key( $action, $options ), $options ) : array();
	}

	/**
	 * Runs an attempt that counts against the limit only when it fails (e.g. a coupon code).
	 * One request is taken before it runs and given back when it succeeds, so simultaneous
	 * attempts cannot pass the limit, and once over it every attempt gets the 429, whether
	 * it would have succeeded or not (else the answers would still tell them apart).
	 *
	 * @since 0.1.0
	 *
	 * @param string   $action  Limited action, e.g. `coupon`.
	 * @param callable $attempt Runs the attempt; throws ShopException or RouteException when refused.
	 * @return array<string,string> RateLimit headers for the answer (none when limiting is off).
	 * @throws RouteException 429 when over the limit; the attempt's refusal, with the headers.
	 */
	public function attempt( string $action, callable $attempt ): array {
		$options = $this->options( $action );
		if ( ! $options['enabled'] ) {
			$attempt();
			return array();
		}
		$key     = $this->key( $action, $options );
		$headers = $this->take( $key, $options );
		try {
			$attempt();
		} catch ( ShopException | RouteException $refused ) {
			$data = array( 'headers' => $headers ) + $refused->data;
			// phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- the refusal's own translated message, sent as JSON.
			throw new RouteException( $refused->error_code, $refused->getMessage(), $refused->status, $data );
		}
		return $this->headers( $options, $this->limits->give_back( $key, $options['limit'], $options['seconds'] ) );
	}

	/**
	 * Takes one request from the client's allowance; the headers, or the 429.
	 *
	 * @param string $key     Client key.
	 * @param array  $options Options of the action.
	 * @return array<string,string>
	 * @throws RouteException 429 when the client is over the limit.
	 */
	private function take( string $key, array $options ): array {
		$state   = $this->limits->take( $key, $options['limit'], $options['seconds'] );
		$headers = $this->headers( $options, $state );
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
	 * The RateLimit headers of a window's state.
	 *
	 * @param array                          $options Options of the action.
	 * @param array{remaining:int,reset:int} $state  Window state.
	 * @return array<string,string>
	 */
	private function headers( array $options, array $state ): array {
		return array(
			'RateLimit-Limit'     => (string) $options['limit'],
			'RateLimit-Remaining' => (string) $state['remaining'],
			'RateLimit-Reset'     => (string) $state['reset'],
		);
	}

	/**
	 * The counter of an action and client: the client is `user:{id}` or `ip:{address}`, the
	 * address as client_address_key() gives it (hashed: no addresses at rest).
	 *
	 * @param string $action  Limited action.
	 * @param array  $options Options of the action.
	 */
	private function key( string $action, array $options ): string {
		$user = get_current_user_id();
		return $action . ':' . ( $user ? 'user:' . $user : 'ip:' . wp_hash( self::client_address_key( $this->address( $options ) ) ) );
	}

	/**
	 * What a limit counts for a client's address: an IPv4 address as it is (an IPv4-mapped
	 * IPv6 address, `::ffff:203.0.113.7`, is that IPv4 address), and for IPv6 the address's
	 * /64 network, compressed (`2001:db8:0:1::/64`), so every spelling of it is one client.
	 * A home or a phone is given a whole /64: counting its addresses one by one would give
	 * it billions of allowances. Empty for anything that is not an IP address.
	 *
	 * @since 0.3.0
	 *
	 * @param string $address IPv4 or IPv6 address.
	 */
	public static function client_address_key( string $address ): string {
		$packed = filter_var( $address, FILTER_VALIDATE_IP ) ? inet_pton( $address ) : false;
		if ( false === $packed ) {
			return '';
		}
		$packed = self::unmapped( $packed );
		return 4 === strlen( $packed ) ? (string) inet_ntop( $packed ) : inet_ntop( substr( $packed, 0, 8 ) . str_repeat( "\0", 8 ) ) . '/64';
	}

	/**
	 * The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:0:0/96); others as they are.
	 *
	 * @param string $packed Address from inet_pton().
	 */
	private static function unmapped( string $packed ): string {
		return 16 === strlen( $packed ) && str_starts_with( $packed, str_repeat( "\0", 10 ) . "\xff\xff" ) ? substr( $packed, 12 ) : $packed;
	}

	/**
	 * The current client's IP address as the limits see it (behind trusted proxies, the
	 * one they forwarded), for other per-client counts.
	 *
	 * @since 0.3.0
	 */
	public function client_address(): string {
		return $this->address( $this->options( 'checkout' ) );
	}

	/**
	 * The current client as the limits count it, hashed (no address is kept at rest): for
	 * other per-client counts, such as the workshop's unpaid bookings.
	 *
	 * @since 0.5.0
	 */
	public function client(): string {
		return wp_hash( self::client_address_key( $this->client_address() ) );
	}

	/**
	 * The client's IP: REMOTE_ADDR, or behind trusted proxies the X-Forwarded-For entry they
	 * added (walking from the right past trusted proxies; the client writes the left part).
	 *
	 * @param array $options Options of the action.
	 */
	private function address( array $options ): string {
		$remote  = (string) filter_var( sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ?? '' ) ), FILTER_VALIDATE_IP );
		$proxies = $options['trusted_proxies'];
		if ( ! $options['proxy_support'] || empty( $_SERVER['HTTP_X_FORWARDED_FOR'] ) || ( $proxies && ! self::in_ranges( $remote, $proxies ) ) ) {
			return $remote;
		}
		$forwarded = explode( ',', sanitize_text_field( wp_unslash( $_SERVER['HTTP_X_FORWARDED_FOR'] ) ) );
		foreach ( array_reverse( $forwarded ) as $entry ) {
			$address = filter_var( trim( $entry ), FILTER_VALIDATE_IP );
			if ( false === $address ) {
				return $remote;
			}
			if ( ! self::in_ranges( $address, $proxies ) ) {
				return $address;
			}
		}
		return $remote;
	}

	/**
	 * Whether an IP is one of the listed IPs or inside one of the listed CIDR ranges.
	 * Malformed entries match nothing.
	 *
	 * @param string   $address IPv4 or IPv6 address.
	 * @param string[] $ranges  IPs and CIDR ranges.
	 */
	private static function in_ranges( string $address, array $ranges ): bool {
		$packed = filter_var( $address, FILTER_VALIDATE_IP ) ? inet_pton( $address ) : false;
		foreach ( $ranges as $range ) {
			list( $ip, $length ) = array_pad( explode( '/', trim( $range ), 2 ), 2, null );
			$network             = filter_var( $ip, FILTER_VALIDATE_IP ) ? inet_pton( $ip ) : false;
			// A proxy written as IPv4 also matches its IPv4-mapped IPv6 form.
			$candidate = false !== $packed && false !== $network && strlen( $network ) !== strlen( $packed ) ? self::unmapped( $packed ) : $packed;
			if ( false === $candidate || false === $network || strlen( $network ) !== strlen( $candidate ) ) {
				continue;
			}
			$size   = 8 * strlen( $network );
			$length = $length ?? (string) $size;
			if ( preg_match( '/^\d{1,3}$/', $length ) && (int) $length <= $size && self::bits( $candidate, (int) $length ) === self::bits( $network, (int) $length ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The first bits of a packed address, as a string of 0 and 1.
	 *
	 * @param string $packed Address from inet_pton().
	 * @param int    $length How many bits.
	 */
	private static function bits( string $packed, int $length ): string {
		$bits = '';
		foreach ( str_split( $packed ) as $byte ) {
			$bits .= sprintf( '%08b', ord( $byte ) );
		}
		return substr( $bits, 0, $length );
	}
}
