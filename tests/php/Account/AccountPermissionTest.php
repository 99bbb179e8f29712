<?php
/**
 * Who may call the account routes.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Account;

/**
 * Visitors get 401 from every route but the order lookup and sign-up, before any argument
 * is checked; the routes are left out of the REST index.
 */
final class AccountPermissionTest extends AccountTestCase {

	/**
	 * Every route that needs a logged-in user, with a body a validator would refuse.
	 *
	 * @return array<string,array{0:string,1:string,2:array<string,mixed>}>
	 */
	public function routes(): array {
		return array(
			'GET account'             => array( 'GET', '', array() ),
			'POST account'            => array( 'POST', '', array( 'email' => array( 'bad' ) ) ),
			'GET orders'              => array( 'GET', '/orders', array( 'per_page' => 999 ) ),
			'GET order'               => array( 'GET', '/orders/1', array() ),
			'POST reorder'            => array( 'POST', '/orders/1/reorder', array() ),
			'GET addresses'           => array( 'GET', '/addresses', array() ),
			'POST addresses'          => array( 'POST', '/addresses', array( 'billing' => 'x' ) ),
			'GET payment methods'     => array( 'GET', '/payment-methods', array() ),
			'DELETE a payment method' => array( 'DELETE', '/payment-methods/123456', array() ),
		);
	}

	/**
	 * Refused with 401 whatever was sent.
	 *
	 * @dataProvider routes
	 *
	 * @param string              $method Method.
	 * @param string              $path   Path.
	 * @param array<string,mixed> $body   Body or query.
	 */
	public function test_visitors_are_refused_before_validation( string $method, string $path, array $body ): void {
		$this->assertSame( array( 401, 'rest_not_logged_in' ), $this->refusal( $this->account( $method, $path, $body ) ) );
	}

	public function test_the_routes_are_not_in_the_index(): void {
		$index = rest_do_request( new \WP_REST_Request( 'GET', '/rueda/v1' ) )->get_data();
		foreach ( array_keys( (array) ( $index['routes'] ?? array() ) ) as $route ) {
			$this->assertStringNotContainsString( '/account', (string) $route );
		}
		$this->assertArrayHasKey( '/rueda/v1/account/order-lookup', rest_get_server()->get_routes() );
	}
}
