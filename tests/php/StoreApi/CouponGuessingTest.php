<?php
/**
 * Rate limit of failed coupon attempts.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\StoreApi\Utilities\RateLimiter;

/**
 * POST /cart/apply-coupon and POST /cart/coupons: 10 failed codes per 10 minutes per client,
 * then every attempt is refused, so guesses cannot tell valid codes apart.
 */
final class CouponGuessingTest extends CartTestCase {

	protected function set_up(): void {
		parent::set_up();
		$_SERVER['REMOTE_ADDR'] = '203.0.113.80';
		$this->add( 'SRV-PREITV' );
	}

	private function apply( string $code ): \WP_REST_Response {
		return $this->write( 'apply-coupon', array( 'code' => $code ) );
	}

	private function apply_to_collection( string $code ): \WP_REST_Response {
		return $this->write( 'coupons', array( 'code' => $code ) );
	}

	/**
	 * Tries wrong codes; their statuses.
	 *
	 * @param int $count How many.
	 * @return list<int>
	 */
	private function guess( int $count ): array {
		$statuses = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$statuses[] = $this->apply( 'adivina' . $i )->get_status();
		}
		return $statuses;
	}

	public function test_ten_wrong_codes_then_every_attempt_is_refused_with_429(): void {
		$answers = array();
		for ( $i = 0; $i < 10; $i++ ) {
			$answers[] = 0 === $i % 2 ? $this->apply( 'adivina' . $i ) : $this->apply_to_collection( 'adivina' . $i );
		}

		$this->assertSame( array_fill( 0, 10, 400 ), array_map( static fn( $answer ) => $answer->get_status(), $answers ) );
		$this->assertSame( '10', $answers[0]->get_headers()['RateLimit-Limit'] );
		$this->assertSame( '9', $answers[0]->get_headers()['RateLimit-Remaining'] );
		$this->assertSame( '0', $answers[9]->get_headers()['RateLimit-Remaining'] );
		$this->assertEqualsWithDelta( time() + 600, (int) $answers[9]->get_headers()['RateLimit-Reset'], 2 );

		foreach ( array( $this->apply( 'adivina10' ), $this->apply( 'bienvenida10' ), $this->apply_to_collection( 'bienvenida10' ) ) as $answer ) {
			$headers = $answer->get_headers();
			$this->assertSame( 429, $answer->get_status() );
			$this->assertSame( 'rest_store_api_rate_limited', $answer->get_data()['code'] );
			$this->assertSame( '10', $headers['RateLimit-Limit'] );
			$this->assertSame( '0', $headers['RateLimit-Remaining'] );
			$this->assertArrayHasKey( 'RateLimit-Reset', $headers );
			$this->assertGreaterThan( 590, (int) $headers['RateLimit-Retry-After'] );
		}
		$this->assertSame( array(), $this->cart()['coupons'], 'the valid code was not applied' );
	}

	public function test_valid_codes_never_use_up_the_allowance(): void {
		$this->assertSame( array_fill( 0, 9, 400 ), $this->guess( 9 ) );

		for ( $i = 0; $i < 15; $i++ ) {
			$applied = 0 === $i % 2 ? $this->apply( 'bienvenida10' ) : $this->apply_to_collection( 'BIENVENIDA10' );
			$this->assertContains( $applied->get_status(), array( 200, 201 ), "attempt {$i}" );
			$this->assertSame( '1', $applied->get_headers()['RateLimit-Remaining'] );
			$this->write( 'remove-coupon', array( 'code' => 'bienvenida10' ) );
		}
	}

	public function test_each_client_has_its_own_allowance(): void {
		$this->guess( 10 );
		$this->assertSame( array( 429 ), $this->guess( 1 ) );

		$_SERVER['REMOTE_ADDR'] = '198.51.100.81';
		$this->assertSame( array( 400 ), $this->guess( 1 ), 'another address' );

		$_SERVER['REMOTE_ADDR'] = '203.0.113.80';
		wp_set_current_user( $this->create_user( 'customer' ) );
		$this->add( 'SRV-PREITV' );
		$this->assertSame( array( 400 ), $this->guess( 1 ), 'a customer counts by account' );
	}

	public function test_the_limit_can_be_turned_off_or_changed_for_coupons_only(): void {
		$off = static fn( array $options, string $action ) => 'coupon' === $action ? array( 'enabled' => false ) + $options : $options;
		add_filter( 'rueda_store_api_rate_limit_options', $off, 10, 2 );
		try {
			$this->assertSame( array_fill( 0, 15, 400 ), $this->guess( 15 ) );
			$this->assertArrayNotHasKey( 'RateLimit-Limit', $this->apply( 'adivina' )->get_headers() );
		} finally {
			remove_filter( 'rueda_store_api_rate_limit_options', $off );
		}

		update_option( RateLimiter::OPTION, array( 'coupon' => array( 'limit' => 2 ) ) );
		$this->assertSame( array( 400, 400, 429 ), $this->guess( 3 ) );
		$this->assertSame( 3, ( new RateLimiter() )->options( 'checkout' )['limit'], 'checkout keeps its own' );
	}
}
