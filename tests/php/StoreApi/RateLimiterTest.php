<?php
/**
 * Rate limits of Store API writes.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\Domain\ShopException;
use Rueda\Storage\RateLimits;
use Rueda\StoreApi\RouteException;
use Rueda\StoreApi\Utilities\RateLimiter;
use Rueda\Tests\TestCase;

/**
 * Allowance per client and window, headers and the 429.
 *
 * @group object-cache
 */
final class RateLimiterTest extends TestCase {

	protected function set_up(): void {
		parent::set_up();
		$_SERVER['REMOTE_ADDR'] = '203.0.113.7';
		unset( $_SERVER['HTTP_X_FORWARDED_FOR'] );
	}

	public function test_three_checkouts_a_minute_then_429_with_retry_after(): void {
		$limiter = new RateLimiter();
		foreach ( array( '2', '1', '0' ) as $remaining ) {
			$headers = $limiter->check( 'checkout' );
			$this->assertSame( '3', $headers['RateLimit-Limit'] );
			$this->assertSame( $remaining, $headers['RateLimit-Remaining'] );
			$this->assertEqualsWithDelta( time() + 60, (int) $headers['RateLimit-Reset'], 2 );
		}
		try {
			$limiter->check( 'checkout' );
			$this->fail( 'The fourth request must be refused.' );
		} catch ( RouteException $error ) {
			$this->assertSame( 'rest_store_api_rate_limited', $error->error_code );
			$this->assertSame( 429, $error->status );
			$this->assertSame( '0', $error->data['headers']['RateLimit-Remaining'] );
			$this->assertGreaterThanOrEqual( 1, (int) $error->data['headers']['RateLimit-Retry-After'] );
			$this->assertLessThanOrEqual( 60, (int) $error->data['headers']['RateLimit-Retry-After'] );
		}
	}

	public function test_each_client_has_its_own_allowance(): void {
		$limiter = new RateLimiter();
		for ( $i = 0; $i < 3; $i++ ) {
			$limiter->check( 'checkout' );
		}
		$_SERVER['REMOTE_ADDR'] = '198.51.100.20';
		$this->assertSame( '2', $limiter->check( 'checkout' )['RateLimit-Remaining'], 'another IP' );

		wp_set_current_user( $this->create_user( 'customer' ) );
		$this->assertSame( '2', $limiter->check( 'checkout' )['RateLimit-Remaining'], 'a customer counts by account' );
		$this->assertSame( '2', $limiter->check( 'other-action' )['RateLimit-Remaining'], 'per action' );
	}

	public function test_ipv6_clients_count_by_their_64_network_however_it_is_written(): void {
		$limiter = new RateLimiter();
		foreach ( array( '2001:db8:1:2::1', '2001:0DB8:0001:0002:ffff:ffff:ffff:fffe' ) as $address ) {
			$_SERVER['REMOTE_ADDR'] = $address;
			$limiter->check( 'checkout' );
		}
		$_SERVER['REMOTE_ADDR'] = '2001:db8:1:3::1';
		$this->assertSame( '2', $limiter->check( 'checkout' )['RateLimit-Remaining'], 'another /64 has its own allowance' );

		$_SERVER['REMOTE_ADDR'] = '2001:db8:1:2:0:0:0:abcd';
		$this->assertSame( '0', $limiter->check( 'checkout' )['RateLimit-Remaining'], 'the same /64, written out' );
		$_SERVER['REMOTE_ADDR'] = '2001:db8:1:2:dead:beef::9';
		$this->expectException( RouteException::class );
		$limiter->check( 'checkout' );
	}

	public function test_an_ipv4_mapped_address_counts_as_the_ipv4_address(): void {
		$limiter = new RateLimiter();
		$limiter->check( 'checkout' );
		$_SERVER['REMOTE_ADDR'] = '::ffff:203.0.113.7';
		$this->assertSame( '1', $limiter->check( 'checkout' )['RateLimit-Remaining'] );
		$_SERVER['REMOTE_ADDR'] = '::FFFF:CB00:7107';
		$this->assertSame( '0', $limiter->check( 'checkout' )['RateLimit-Remaining'], 'the same address in hexadecimal' );
		$_SERVER['REMOTE_ADDR'] = '::ffff:203.0.113.8';
		$this->assertSame( '2', $limiter->check( 'checkout' )['RateLimit-Remaining'], 'the next IPv4 address is another client' );
	}

	public function test_the_client_key_of_an_address(): void {
		$this->assertSame( '203.0.113.7', RateLimiter::client_address_key( '203.0.113.7' ) );
		$this->assertSame( '203.0.113.7', RateLimiter::client_address_key( '::ffff:203.0.113.7' ) );
		$this->assertSame( '2001:db8:0:1::/64', RateLimiter::client_address_key( '2001:DB8:0000:0001:1:2:3:4' ) );
		$this->assertSame( '2001:db8::/64', RateLimiter::client_address_key( '2001:db8::1' ) );
		$this->assertSame( '::/64', RateLimiter::client_address_key( '::1' ) );
		$this->assertSame( '', RateLimiter::client_address_key( 'not-an-ip' ) );
		$this->assertSame( '', RateLimiter::client_address_key( '' ) );
	}

	public function test_behind_a_proxy_the_forwarded_ipv6_client_counts_by_its_64_network_too(): void {
		update_option(
			RateLimiter::OPTION,
			array(
				'proxy_support'   => true,
				'trusted_proxies' => array( '10.0.0.0/8' ),
			)
		);
		// The proxy as an IPv4-mapped address is still the trusted 10.0.0.0/8.
		$_SERVER['REMOTE_ADDR'] = '::ffff:10.0.0.5';

		$this->assertSame( 3, $this->allowed( array( '2001:db8:7:7::1', '2001:db8:7:7::2', '2001:db8:7:7:1::3', '2001:db8:7:7::ffff' ) ) );
		$this->assertSame( 1, $this->allowed( array( '2001:db8:7:8::1' ) ), 'the next /64' );
	}

	public function test_a_forged_forwarded_for_header_is_ignored_unless_a_proxy_is_trusted(): void {
		$limiter = new RateLimiter();
		foreach ( array( '192.0.2.1', '192.0.2.2', '192.0.2.3' ) as $forged ) {
			$_SERVER['HTTP_X_FORWARDED_FOR'] = $forged;
			$limiter->check( 'checkout' );
		}
		$this->expectException( RouteException::class );
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '192.0.2.4';
		$limiter->check( 'checkout' );
	}

	public function test_invented_left_most_forwarded_addresses_do_not_escape_the_limit(): void {
		update_option( RateLimiter::OPTION, array( 'proxy_support' => true ) );
		$_SERVER['REMOTE_ADDR'] = '10.0.0.5';
		$headers                = array();
		for ( $i = 1; $i <= 20; $i++ ) {
			$headers[] = "198.51.100.{$i}, 203.0.113.50";
		}

		$this->assertSame( 3, $this->allowed( $headers ), 'the proxy appended the real address on the right' );
	}

	public function test_trusted_proxies_in_the_chain_are_skipped(): void {
		update_option(
			RateLimiter::OPTION,
			array(
				'proxy_support'   => true,
				'trusted_proxies' => array( '10.0.0.0/8', '192.0.2.10', '2001:db8:ffff::/48' ),
			)
		);
		$_SERVER['REMOTE_ADDR'] = '10.0.0.5';
		$this->allowed( array( '192.0.2.66, 203.0.113.50, 2001:db8:ffff::7, 192.0.2.10, 10.1.2.3' ) );
		$_SERVER['REMOTE_ADDR'] = '2001:db8:ffff::1';
		$this->allowed( array( '198.51.100.1, 203.0.113.50, 10.0.0.9' ) );

		unset( $_SERVER['HTTP_X_FORWARDED_FOR'] );
		$_SERVER['REMOTE_ADDR'] = '203.0.113.50';
		$this->assertSame( '0', ( new RateLimiter() )->check( 'checkout' )['RateLimit-Remaining'], 'the client behind both chains, not a proxy nor a forged address' );

		$_SERVER['REMOTE_ADDR'] = '10.0.0.5';
		$this->assertSame( 3, $this->allowed( array( '2001:db8::1, 10.0.0.9', '2001:db8::1', '192.0.2.1, 2001:db8::1, 2001:db8:ffff::2', '2001:db8::1' ) ), 'IPv6 clients too' );

		update_option( RateLimiter::OPTION, array( 'trusted_proxies' => ' 10.0.0.0/8, 192.0.2.10 ' ) );
		$this->assertSame( array( '10.0.0.0/8', '192.0.2.10' ), ( new RateLimiter() )->options( 'checkout' )['trusted_proxies'], 'or as text' );
	}

	public function test_an_untrusted_remote_address_ignores_the_header(): void {
		update_option(
			RateLimiter::OPTION,
			array(
				'proxy_support'   => true,
				'trusted_proxies' => array( '10.0.0.0/8', 'nonsense', '172.16.0.0/abc', '2001:db8::/300' ),
			)
		);
		$_SERVER['REMOTE_ADDR'] = '172.16.0.1';
		$headers                = array();
		for ( $i = 1; $i <= 10; $i++ ) {
			$headers[] = "198.51.100.{$i}";
		}

		$this->assertSame( 3, $this->allowed( $headers ), 'malformed list entries trust nobody' );
	}

	public function test_garbage_in_the_header_counts_against_the_proxy_address(): void {
		update_option( RateLimiter::OPTION, array( 'proxy_support' => true ) );
		$_SERVER['REMOTE_ADDR'] = '10.0.0.5';

		$garbage = array( 'not-an-ip', ' , ,', '999.1.1.1', '198.51.100.1, garbage', str_repeat( '1.2.3.4,', 2000 ) . 'x' );

		$this->assertSame( 3, $this->allowed( $garbage ) );
		unset( $_SERVER['HTTP_X_FORWARDED_FOR'] );
		$this->assertSame( 0, $this->allowed( array( '' ) ), 'no header: the proxy address, already over' );
	}

	public function test_coupon_attempts_have_their_own_defaults_and_settings(): void {
		$limiter = new RateLimiter();
		$seen    = array();
		$spy     = static function ( array $options, string $action ) use ( &$seen ) {
			$seen[ $action ] = array( $options['limit'], $options['seconds'] );
			return $options;
		};
		add_filter( 'rueda_store_api_rate_limit_options', $spy, 10, 2 );
		try {
			$limiter->options( 'checkout' );
			$limiter->options( 'coupon' );
			update_option( RateLimiter::OPTION, array( 'coupon' => array( 'limit' => 20 ) ) );
			$this->assertSame( 20, $limiter->options( 'coupon' )['limit'], 'settings under the action name' );
			$this->assertSame( 3, $limiter->options( 'checkout' )['limit'] );
		} finally {
			remove_filter( 'rueda_store_api_rate_limit_options', $spy );
		}
		$this->assertSame( array( 3, 60 ), $seen['checkout'] );
		$this->assertSame( array( 20, 600 ), $seen['coupon'] );
	}

	public function test_only_failed_attempts_count(): void {
		$limiter = new RateLimiter();
		for ( $i = 0; $i < 12; $i++ ) {
			$this->assertSame( '10', $limiter->attempt( 'coupon', static fn() => null )['RateLimit-Remaining'] );
		}
		for ( $i = 9; $i >= 0; $i-- ) {
			try {
				$limiter->attempt( 'coupon', static fn() => throw new ShopException( 'woocommerce_rest_cart_coupon_error', 'No.' ) );
				$this->fail( 'The refusal must go through.' );
			} catch ( RouteException $refused ) {
				$this->assertSame( 'woocommerce_rest_cart_coupon_error', $refused->error_code );
				$this->assertSame( (string) $i, $refused->data['headers']['RateLimit-Remaining'] );
			}
		}
		$ran = false;
		try {
			$limiter->attempt(
				'coupon',
				static function () use ( &$ran ) {
					$ran = true;
				}
			);
			$this->fail( 'Over the limit, even a good attempt is refused.' );
		} catch ( RouteException $limited ) {
			$this->assertSame( 429, $limited->status );
			$this->assertFalse( $ran, 'and it does not run' );
		}
	}

	public function test_the_window_ends_and_the_allowance_comes_back(): void {
		$limits = new RateLimits();
		$this->assertTrue( $limits->take( 'test:window', 1, 60 )['allowed'] );
		$this->assertFalse( $limits->take( 'test:window', 1, 60 )['allowed'] );

		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET expires_at = %s WHERE limit_key = %s', $wpdb->prefix . 'rueda_rate_limits', gmdate( 'Y-m-d H:i:s', time() - 1 ), 'test:window' ) );
		$this->assertTrue( $limits->take( 'test:window', 1, 60 )['allowed'] );
	}

	public function test_it_can_be_switched_off_or_changed(): void {
		update_option( RateLimiter::OPTION, array( 'enabled' => false ) );
		$this->assertSame( array(), ( new RateLimiter() )->check( 'checkout' ) );

		$five = static fn( array $options ) => array(
			'enabled' => true,
			'limit'   => 5,
		) + $options;
		add_filter( 'rueda_store_api_rate_limit_options', $five );
		try {
			$this->assertSame( '5', ( new RateLimiter() )->check( 'checkout' )['RateLimit-Limit'] );
		} finally {
			remove_filter( 'rueda_store_api_rate_limit_options', $five );
		}
	}

	public function test_a_request_given_back_never_raises_the_allowance_above_the_limit(): void {
		$limits = new RateLimits();
		$limits->take( 'test:back', 2, 60 );
		$this->assertSame( 2, $limits->give_back( 'test:back', 2, 60 )['remaining'] );
		$this->assertSame( 2, $limits->give_back( 'test:back', 2, 60 )['remaining'] );
		$this->assertSame( 1, $limits->take( 'test:back', 2, 60 )['remaining'] );
	}

	/**
	 * Sends checkout requests with these X-Forwarded-For headers; how many were allowed.
	 *
	 * @param string[] $forwarded_for Header values.
	 */
	private function allowed( array $forwarded_for ): int {
		$allowed = 0;
		foreach ( $forwarded_for as $header ) {
			if ( '' !== $header ) {
				$_SERVER['HTTP_X_FORWARDED_FOR'] = $header;
			}
			try {
				( new RateLimiter() )->check( 'checkout' );
				++$allowed;
			} catch ( RouteException $limited ) {
				$this->assertSame( 429, $limited->status );
			}
		}
		return $allowed;
	}
}
