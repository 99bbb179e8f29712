<?php
/**
 * `?_jsonp=` on Rueda's namespaces, over real HTTP.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\Storage\CartTable;
use Rueda\StoreApi\Utilities\StoreNonce;
use Rueda\Tests\ServesOverHttp;
use Rueda\Tests\TestCase;

/**
 * A `<script>` on another site loads its URL with the customer's cookies and runs the
 * answer: with JSONP the Store API would hand the cart, checkout and orders to that
 * site's callback. Every spelling of the URL, and a batch naming these routes, gets a
 * 400 `rueda_jsonp_not_allowed` as JSON (never a script); without `_jsonp`, and on
 * WordPress's own routes, nothing changes.
 */
final class JsonpTest extends TestCase {

	use ServesOverHttp;

	private const EMAIL = 'jsonp-victima@example.test';

	protected bool $isolate = false;

	private int $customer;

	/**
	 * The customer's login cookie, as the browser sends it.
	 *
	 * @var array<string,string>
	 */
	private array $cookies;

	protected function set_up(): void {
		parent::set_up();
		$this->customer = $this->create_user( 'customer' );
		$token          = \WP_Session_Tokens::get_instance( $this->customer )->create( time() + HOUR_IN_SECONDS );
		$cookie         = wp_generate_auth_cookie( $this->customer, time() + HOUR_IN_SECONDS, 'logged_in', $token );
		$this->cookies  = array( 'Cookie' => LOGGED_IN_COOKIE . '=' . rawurlencode( $cookie ) );

		// The customer's cart holds their address, stored as the shop's own page would.
		$_COOKIE[ LOGGED_IN_COOKIE ] = $cookie;
		wp_set_current_user( $this->customer );
		$saved = $this->rest(
			'POST',
			'/wc/store/v1/cart/update-customer',
			array(
				'billing_address' => array(
					'email'      => self::EMAIL,
					'first_name' => 'Lucía',
				),
			),
			array( 'Nonce' => StoreNonce::create() )
		);
		$this->assertSame( 200, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		wp_set_current_user( 0 );
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
	}

	protected function tear_down(): void {
		global $wpdb;
		( new CartTable() )->delete( 'u_' . $this->customer );
		foreach ( (array) $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM %i WHERE customer_id = %d', \Rueda\Storage\Schema::table( \Rueda\Storage\Schema::ORDERS ), $this->customer ) ) as $order ) {
			$wpdb->delete( \Rueda\Storage\Schema::table( \Rueda\Storage\Schema::ORDERS ), array( 'id' => (int) $order ) );
		}
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $this->customer );
		parent::tear_down();
	}

	/**
	 * Asserts an answer is the refusal, as JSON, without the customer's data.
	 *
	 * @param array{status:int,headers:array<string,string>,body:string} $response Answer.
	 * @param string                                                     $what     What was asked.
	 */
	private function assert_refused( array $response, string $what ): void {
		$this->assertSame( 400, $response['status'], $what . ': ' . $response['body'] );
		$this->assertStringStartsWith( 'application/json', $response['headers']['content-type'] ?? '', $what );
		$this->assertStringNotContainsString( 'steal', $response['body'], $what . ': never wrapped in the callback' );
		$this->assertStringNotContainsString( self::EMAIL, $response['body'], $what );
		$body = json_decode( $response['body'], true );
		$this->assertSame( 'rueda_jsonp_not_allowed', $body['code'] ?? null, $what );
		$this->assertSame( 400, $body['data']['status'] ?? null, $what );
		$this->assertNotSame( '', $body['message'] ?? '', $what );
		$this->assertArrayNotHasKey( 'cart-token', $response['headers'], $what );
		$this->assertArrayNotHasKey( 'nonce', $response['headers'], $what );
	}

	public function test_jsonp_on_the_cart_is_refused_whatever_the_form_of_the_url(): void {
		foreach ( array(
			'/wp-json/wc/store/v1/cart?_jsonp=steal',
			'/?rest_route=/wc/store/v1/cart&_jsonp=steal',
			'/index.php?rest_route=%2Fwc%2Fstore%2Fv1%2Fcart&_jsonp=steal',
			'/index.php/wp-json/wc/store/v1/cart?_jsonp=steal',
			'/wp-json/wc%2Fstore%2Fv1%2Fcart?_jsonp=steal',
			'/wp-json/WC/Store/V1/Cart?_jsonp=steal',
			'/wp-json/wc/store/v1/cart/?_jsonp=steal&_envelope=1',
			'/wp-json/wc/store/v1/cart?_jsonp=',
		) as $url ) {
			$this->assert_refused( $this->http( 'GET', $url, $this->cookies ), $url );
		}
	}

	public function test_jsonp_on_the_checkout_an_order_and_the_account_is_refused(): void {
		foreach ( array(
			'/wp-json/wc/store/v1/checkout?_jsonp=steal',
			'/?rest_route=/wc/store/v1/checkout&_jsonp=steal',
			'/wp-json/wc/store/v1/order/1?key=wc_order_x&_jsonp=steal',
			'/?rest_route=/wc/store/v1/order/1&key=wc_order_x&_jsonp=steal',
			'/wp-json/wc/store/v1/cart/items?_jsonp=steal',
			'/wp-json/wc/store/v1/products?_jsonp=steal',
			'/wp-json/wc/store/v1/batch?_method=POST&requests[0][path]=/wc/store/v1/cart&requests[0][method]=GET&_jsonp=steal',
			'/wp-json/rueda/v1/account/orders?_jsonp=steal',
			'/?rest_route=/rueda/v1/account/addresses&_jsonp=steal',
			'/wp-json/rueda/v1/settings?_jsonp=steal',
		) as $url ) {
			$this->assert_refused( $this->http( 'GET', $url, $this->cookies ), $url );
		}
		$this->assertSame( 0, $this->count_orders(), 'the checkout never ran: no draft order' );
	}

	public function test_jsonp_on_a_batch_of_these_routes_is_refused(): void {
		$inner = 'requests[0][path]=/wc/store/v1/cart/update-customer';
		foreach ( array(
			// What a script tag can send: a GET that WordPress turns into a POST.
			'/wp-json/batch/v1?_method=POST&' . $inner . '&_jsonp=steal',
			'/?rest_route=/batch/v1&_method=POST&' . $inner . '&_jsonp=steal',
			'/wp-json/batch/v1?_method=POST&requests[0][path]=/rueda/v1/account/profile&requests[0][method]=PUT&_jsonp=steal',
			'/wp-json/batch/v1?_method=POST&requests[0][path]=/WC//Store/v1/cart/select-shipping-rate%3Fx=1&_jsonp=steal',
		) as $url ) {
			$this->assert_refused( $this->http( 'GET', $url, $this->cookies ), $url );
		}
		$json = $this->http(
			'POST',
			'/wp-json/batch/v1?_jsonp=steal',
			$this->cookies + array( 'Content-Type' => 'application/json' ),
			(string) wp_json_encode( array( 'requests' => array( array( 'path' => '/wp/v2/posts' ), array( 'path' => '/wc/store/v1/cart/update-customer' ) ) ) )
		);
		$this->assert_refused( $json, 'a JSON batch' );
	}

	public function test_without_jsonp_the_cart_answers_as_before(): void {
		$response = $this->http( 'GET', '/wp-json/wc/store/v1/cart', $this->cookies );

		$this->assertSame( 200, $response['status'], $response['body'] );
		$this->assertStringStartsWith( 'application/json', $response['headers']['content-type'] ?? '' );
		$this->assertSame( self::EMAIL, json_decode( $response['body'], true )['billing_address']['email'] );
		$this->assertNotEmpty( $response['headers']['nonce'] ?? '' );
		$this->assertNotEmpty( $response['headers']['cart-token'] ?? '' );
	}

	public function test_wordpress_routes_keep_their_jsonp(): void {
		$response = $this->http( 'GET', '/wp-json/wp/v2/types/post?_jsonp=callback', $this->cookies );

		$this->assertSame( 200, $response['status'], $response['body'] );
		$this->assertStringStartsWith( '/**/callback(', $response['body'] );
	}

	/**
	 * The customer's orders, drafts included.
	 */
	private function count_orders(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE customer_id = %d', \Rueda\Storage\Schema::table( \Rueda\Storage\Schema::ORDERS ), $this->customer ) );
	}
}
