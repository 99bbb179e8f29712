<?php
/**
 * Rate limits of Store API writes.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\Storage\RateLimits;
use Rueda\StoreApi\RouteException;
use Rueda\StoreApi\Utilities\RateLimiter;
use Rueda\Tests\TestCase;

/**
 * Allowance per client and window, headers and the 429.
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
}
