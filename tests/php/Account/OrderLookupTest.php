<?php
/**
 * POST /rueda/v1/account/order-lookup.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Account;

/**
 * A guest finds an order with its number and billing email; guesses are rate limited.
 */
final class OrderLookupTest extends AccountTestCase {

	/**
	 * POST order-lookup.
	 *
	 * @param string $number Number.
	 * @param string $email  Email.
	 */
	private function lookup( string $number, string $email ): \WP_REST_Response {
		return $this->account(
			'POST',
			'/order-lookup',
			array(
				'number' => $number,
				'email'  => $email,
			)
		);
	}

	public function test_a_guest_finds_their_order_with_number_and_email(): void {
		$id = $this->place( 0 );
		wp_set_current_user( 0 );

		$found = $this->lookup( '#' . $id, ' LUCIA@example.test ' );
		$this->assertSame( 200, $found->get_status(), (string) wp_json_encode( $found->get_data() ) );
		$this->assertSame( $id, $found->get_data()['id'] );
		$this->assertSame( 'shipping', $found->get_data()['delivery']['type'] );

		foreach ( array( array( (string) $id, 'otra@example.test' ), array( (string) ( $id + 1000 ), 'lucia@example.test' ) ) as [ $number, $email ] ) {
			$this->assertSame( array( 404, 'rueda_order_not_found' ), $this->refusal( $this->lookup( $number, $email ) ) );
		}
		$this->assertSame( array( 400, 'rest_invalid_param' ), $this->refusal( $this->lookup( '', 'nope' ) ) );
	}

	public function test_a_customers_order_is_found_by_that_customer_only(): void {
		$owner = $this->customer();
		$id    = $this->place( $owner );

		wp_set_current_user( 0 );
		$this->assertSame( 404, $this->lookup( (string) $id, 'lucia@example.test' )->get_status() );
		wp_set_current_user( $this->customer() );
		$this->assertSame( 404, $this->lookup( (string) $id, 'lucia@example.test' )->get_status() );
		wp_set_current_user( $owner );
		$this->assertSame( 200, $this->lookup( (string) $id, 'lucia@example.test' )->get_status() );
	}

	public function test_failed_lookups_are_rate_limited(): void {
		$id = $this->place( 0 );
		wp_set_current_user( 0 );
		$this->limits['order_lookup'] = array(
			'enabled' => true,
			'limit'   => 2,
			'seconds' => 600,
		);

		$this->assertSame( 404, $this->lookup( (string) $id, 'a@example.test' )->get_status() );
		$this->assertSame( 404, $this->lookup( (string) $id, 'b@example.test' )->get_status() );
		$limited = $this->lookup( (string) $id, 'lucia@example.test' );
		$this->assertSame( array( 429, 'rest_store_api_rate_limited' ), $this->refusal( $limited ) );
		$this->assertArrayHasKey( 'RateLimit-Retry-After', $limited->get_headers() );
	}

	public function test_successful_lookups_use_the_allowance_too(): void {
		$id = $this->place( 0 );
		wp_set_current_user( 0 );
		$this->limits['order_lookup'] = array(
			'enabled' => true,
			'limit'   => 2,
			'seconds' => 600,
		);

		$first = $this->lookup( (string) $id, 'lucia@example.test' );
		$this->assertSame( 200, $first->get_status() );
		$this->assertSame( array( '2', '1' ), array( $first->get_headers()['RateLimit-Limit'], $first->get_headers()['RateLimit-Remaining'] ) );
		$this->assertSame( 200, $this->lookup( (string) $id, 'lucia@example.test' )->get_status() );
		$this->assertSame( array( 429, 'rest_store_api_rate_limited' ), $this->refusal( $this->lookup( (string) $id, 'lucia@example.test' ) ) );
	}
}
