<?php
/**
 * Cross-site requests against the batch route and the Cart-Token.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\Domain\Cart\CartSession;
use Rueda\StoreApi\Utilities\CartToken;
use Rueda\StoreApi\Utilities\StoreNonce;

/**
 * Another site can make a logged-in customer's browser send requests with the customer's
 * cookies but without the Store API's Nonce header. None of them may change or reveal
 * anything, whatever they put in the URL or the body.
 */
final class CrossSiteBatchTest extends CheckoutTestCase {

	private int $customer;

	protected function set_up(): void {
		parent::set_up();
		$this->customer = $this->create_user( 'customer' );
		wp_set_current_user( $this->customer );
		$this->add( self::TYRE );
		$this->deliver_to_madrid();
	}

	/**
	 * A batch that would change the customer's email, addresses and place an order.
	 *
	 * @param array<string,string> $inner_headers Headers put in each inner request's body.
	 * @return array<string,mixed>
	 */
	private function attack( array $inner_headers = array() ): array {
		$payload = $this->payload(
			array(
				'billing_address' => $this->billing(
					array(
						'email'     => 'attacker@example.test',
						'address_1' => 'Calle Falsa, 123',
					)
				),
			)
		);
		return array(
			'requests' => array(
				array(
					'path'    => '/wc/store/v1/cart/update-customer',
					'body'    => array( 'billing_address' => $payload['billing_address'] ),
					'headers' => $inner_headers,
				),
				array(
					'path'    => '/wc/store/v1/checkout',
					'body'    => $payload,
					'headers' => $inner_headers,
				),
			),
		);
	}

	/**
	 * Asserts the customer's cart, address and orders are as before the attack.
	 */
	private function assert_unchanged(): void {
		$cart = $this->cart();
		$this->assertSame( 1, $cart['items_count'], 'the cart keeps its tyre' );
		$this->assertSame( 'lucia@example.test', $cart['billing_address']['email'] );
		$this->assertSame( 'Calle Mayor, 5', $cart['billing_address']['address_1'] );
		$this->assertSame( 0, $this->count_orders( 'processing' ) + $this->count_orders( 'pending' ) + $this->count_orders( 'on-hold' ) );
		$this->assertSame( array(), $this->mails );
	}

	/**
	 * The batch request as a browser sends it from another site.
	 *
	 * @param string               $method  Real HTTP method.
	 * @param array<string,mixed>  $query   Query string.
	 * @param array<string,mixed>  $body    Body.
	 * @param bool                 $as_form Form-encoded instead of JSON.
	 * @param array<string,string> $headers Headers.
	 */
	private function batch( string $method, array $query, array $body, bool $as_form = false, array $headers = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( $method, '/wc/store/v1/batch' );
		$request->set_query_params( $query );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		if ( $as_form ) {
			$request->set_header( 'Content-Type', 'application/x-www-form-urlencoded' );
			$request->set_body_params( $body );
		} elseif ( $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $body ) );
		}
		// What WP_REST_Server::serve_request() does with `?_method=`.
		if ( isset( $query['_method'] ) ) {
			$request->set_method( (string) $query['_method'] );
		}
		return rest_do_request( $request );
	}

	public function test_a_link_to_the_batch_route_with_method_post_changes_nothing(): void {
		$query    = array( '_method' => 'POST' ) + $this->attack();
		$response = $this->batch( 'GET', $query, array() );

		$this->assertSame( 405, $response->get_status() );
		$this->assertArrayNotHasKey( 'responses', $response->get_data() );
		$this->assert_unchanged();
	}

	public function test_a_method_override_header_is_refused_even_with_a_nonce(): void {
		$response = $this->batch(
			'POST',
			array(),
			$this->attack(),
			false,
			array(
				'X-HTTP-Method-Override' => 'POST',
				'Nonce'                  => StoreNonce::create(),
			)
		);

		$this->assertSame( 405, $response->get_status() );
		$this->assert_unchanged();
	}

	public function test_a_form_posted_from_another_site_changes_nothing(): void {
		$response = $this->batch( 'POST', array(), $this->attack(), true );

		$this->assertSame( array( 401, 'woocommerce_rest_missing_nonce' ), array( $response->get_status(), $response->get_data()['code'] ) );
		$this->assertArrayNotHasKey( 'responses', $response->get_data() );
		$this->assert_unchanged();
	}

	public function test_a_nonce_and_token_in_the_body_do_not_authorise_the_batch(): void {
		$credentials = array(
			'Nonce'      => StoreNonce::create(),
			'nonce'      => StoreNonce::create(),
			'Cart-Token' => CartToken::issue( CartSession::customer_key( $this->customer ) ),
			'cart_token' => CartToken::issue( CartSession::customer_key( $this->customer ) ),
		);

		$json = $this->batch( 'POST', array(), $this->attack( $credentials ) );
		$form = $this->batch( 'POST', array(), $this->attack( $credentials ), true );

		$this->assertSame( 401, $json->get_status() );
		$this->assertSame( 401, $form->get_status() );
		$this->assert_unchanged();
	}

	public function test_a_token_in_an_inner_body_never_replaces_the_batchs_own_cart(): void {
		wp_set_current_user( 0 );
		$guest_token = CartToken::issue( 'g_' . str_repeat( 'a', 32 ) );
		$victim      = CartToken::issue( CartSession::customer_key( $this->customer ) );

		$response = $this->batch(
			'POST',
			array(),
			array(
				'requests' => array(
					array(
						'path'    => '/wc/store/v1/cart/remove-item',
						'body'    => array( 'key' => (string) array_key_first( array_column( $this->cart_of( $victim )['items'], null, 'key' ) ) ),
						'headers' => array(
							'Cart-Token' => $victim,
							'cart_token' => $victim,
						),
					),
				),
			),
			false,
			array( 'Cart-Token' => $guest_token )
		);

		$this->assertSame( 207, $response->get_status() );
		$this->assertSame( 'woocommerce_rest_cart_invalid_key', $response->get_data()['responses'][0]['body']['code'] );
		$this->assertSame( 1, $this->cart_of( $victim )['items_count'] );
	}

	public function test_the_batch_answer_never_carries_a_nonce_or_cart_token_in_its_body(): void {
		$response = $this->batch(
			'POST',
			array(),
			array(
				'requests' => array(
					array(
						'path'   => '/wc/store/v1/cart',
						'method' => 'GET',
					),
					array(
						'path' => '/wc/store/v1/cart/update-item',
						'body' => array(
							'key'      => $this->cart()['items'][0]['key'],
							'quantity' => 2,
						),
					),
				),
			),
			false,
			array( 'Nonce' => StoreNonce::create() )
		);

		$this->assertSame( 207, $response->get_status() );
		$body = (string) wp_json_encode( $response->get_data() );
		foreach ( $response->get_data()['responses'] as $inner ) {
			$this->assertSame( array(), array_intersect( array( 'nonce', 'cart-token' ), array_map( 'strtolower', array_keys( $inner['headers'] ) ) ) );
		}
		$this->assertStringNotContainsString( StoreNonce::create(), $body );
		$this->assertStringNotContainsString( CartToken::issue( CartSession::customer_key( $this->customer ) ), $body );
		$this->assertSame( 2, $this->cart()['items_count'], 'a batch with the nonce still works' );
		$this->assertNotEmpty( $response->get_headers()['Nonce'] ?? '', 'the batch answer itself carries the headers' );
	}

	public function test_a_cart_token_does_not_stand_in_for_the_nonce_of_a_logged_in_customer(): void {
		$token = CartToken::issue( CartSession::customer_key( $this->customer ) );

		$direct = $this->rest(
			'POST',
			'/wc/store/v1/cart/add-item',
			array(
				'id'       => $this->sku( 'SRV-PREITV' ),
				'quantity' => 1,
			),
			array( 'Cart-Token' => $token )
		);
		$batch  = $this->batch( 'POST', array(), $this->attack(), false, array( 'Cart-Token' => $token ) );

		$this->assertSame( 401, $direct->get_status() );
		$this->assertSame( 401, $batch->get_status() );
		$this->assert_unchanged();
	}

	public function test_a_cart_token_alone_still_works_for_headless_clients(): void {
		wp_set_current_user( 0 );
		$token = CartToken::issue( CartSession::customer_key( $this->customer ) );

		$added = $this->rest(
			'POST',
			'/wc/store/v1/cart/add-item',
			array(
				'id'       => $this->sku( 'SRV-PREITV' ),
				'quantity' => 1,
			),
			array( 'Cart-Token' => $token )
		);

		$this->assertSame( 201, $added->get_status() );
		$this->assertSame( 2, $this->cart_of( $token )['items_count'] );
	}

	public function test_logging_out_and_changing_the_password_revoke_the_customers_tokens(): void {
		$key    = CartSession::customer_key( $this->customer );
		$before = CartToken::issue( $key );
		$guest  = CartToken::issue( 'g_' . str_repeat( 'b', 32 ) );
		$this->assertSame( $key, CartToken::verify( $before ) );

		do_action( 'wp_logout', $this->customer );
		$after_logout = CartToken::issue( $key );
		wp_set_password( 'Otra-Clave-Segura-2026', $this->customer );

		$this->assertNull( CartToken::verify( $before ), 'logout revokes' );
		$this->assertNull( CartToken::verify( $after_logout ), 'a new password revokes' );
		$this->assertSame( $key, CartToken::verify( CartToken::issue( $key ) ), 'new tokens work' );
		$this->assertNotNull( CartToken::verify( $guest ), 'guest tokens are not affected' );
		$this->assertSame( 401, $this->rest( 'GET', '/wc/store/v1/cart', array(), array( 'Cart-Token' => $before ) )->get_status() );
	}

	public function test_a_batch_inside_a_batch_is_refused_whatever_the_case_of_its_path(): void {
		$nested = array(
			'path' => '/wc/store/v1/cart/add-item',
			'body' => array(
				'id'       => $this->sku( 'SRV-PREITV' ),
				'quantity' => 1,
			),
		);
		foreach ( array( '/wc/store/v1/Batch', '/WC/Store/V1/BATCH', '//wc/store/v1//batch/', '/wc/store/v1/cart/../batch' ) as $path ) {
			$response = $this->batch(
				'POST',
				array(),
				array(
					'requests' => array(
						array(
							'path' => $path,
							'body' => array( 'requests' => array_fill( 0, 25, $nested ) ),
						),
					),
				),
				false,
				array( 'Nonce' => StoreNonce::create() )
			);
			$this->assertSame( array( 400, 'rueda_batch_invalid_path' ), array( $response->get_status(), $response->get_data()['code'] ), $path );
		}
		$this->assertSame( 1, $this->cart()['items_count'] );
	}

	/**
	 * GET /cart with a Cart-Token and no cookie user.
	 *
	 * @param string $token Cart-Token.
	 * @return array<string,mixed>
	 */
	private function cart_of( string $token ): array {
		$user = get_current_user_id();
		wp_set_current_user( 0 );
		$cart = $this->rest( 'GET', '/wc/store/v1/cart', array(), array( 'Cart-Token' => $token ) )->get_data();
		wp_set_current_user( $user );
		return $cart;
	}
}
