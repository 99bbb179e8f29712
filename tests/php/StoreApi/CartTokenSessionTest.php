<?php
/**
 * A customer's Cart-Token lives only as long as the login session it was issued in.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\Domain\Cart\CartSession;
use Rueda\StoreApi\Utilities\CartToken;

/**
 * A customer logged in on two devices, each with a Cart-Token from a Store API answer;
 * "log out everywhere else" and "log out everywhere" end the tokens of the sessions they
 * end.
 */
final class CartTokenSessionTest extends CheckoutTestCase {

	private int $customer;

	protected function set_up(): void {
		parent::set_up();
		$this->customer = $this->create_user( 'customer' );
	}

	protected function tear_down(): void {
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		parent::tear_down();
	}

	/**
	 * Logs the customer in on a new device: a session and its logged-in cookie, as
	 * wp_set_auth_cookie() makes them. Returns the session token.
	 */
	private function log_in(): string {
		$expiration                  = time() + DAY_IN_SECONDS;
		$token                       = \WP_Session_Tokens::get_instance( $this->customer )->create( $expiration );
		$_COOKIE[ LOGGED_IN_COOKIE ] = wp_generate_auth_cookie( $this->customer, $expiration, 'logged_in', $token );
		wp_set_current_user( $this->customer );
		return $token;
	}

	/**
	 * The Cart-Token a Store API answer gives the device now logged in.
	 */
	private function token_from_answer(): string {
		$token = (string) ( $this->rest( 'GET', '/wc/store/v1/cart' )->get_headers()['Cart-Token'] ?? '' );
		$this->assertNotSame( '', $token );
		return $token;
	}

	/**
	 * GET /cart with only the token, as a headless client sends it (no cookie).
	 *
	 * @param string $token Cart-Token.
	 * @return array{0:int,1:string} Status and code.
	 */
	private function use_token( string $token ): array {
		$cookie = $_COOKIE[ LOGGED_IN_COOKIE ] ?? null; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- put back as it was.
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		wp_set_current_user( 0 );
		$response = $this->rest( 'GET', '/wc/store/v1/cart', array(), array( 'Cart-Token' => $token ) );
		if ( null !== $cookie ) {
			$_COOKIE[ LOGGED_IN_COOKIE ] = $cookie;
		}
		return array( $response->get_status(), (string) ( $response->get_data()['code'] ?? '' ) );
	}

	public function test_log_out_everywhere_else_refuses_the_other_devices_tokens_only(): void {
		$phone        = $this->log_in();
		$phone_token  = $this->token_from_answer();
		$laptop       = $this->log_in();
		$laptop_token = $this->token_from_answer();
		$this->assertSame( 200, $this->use_token( $phone_token )[0] );

		\WP_Session_Tokens::get_instance( $this->customer )->destroy_others( $laptop );

		$this->assertSame( array( 401, 'woocommerce_rest_invalid_cart_token' ), $this->use_token( $phone_token ) );
		$this->assertNull( CartToken::verify( $phone_token ) );
		$this->assertSame( 200, $this->use_token( $laptop_token )[0], 'the session kept keeps its token' );
		$this->assertNotSame( '', $phone );
	}

	public function test_log_out_everywhere_refuses_every_token(): void {
		$this->log_in();
		$first = $this->token_from_answer();
		$this->log_in();
		$second = $this->token_from_answer();

		\WP_Session_Tokens::get_instance( $this->customer )->destroy_all();

		$this->assertSame( array( 401, 'woocommerce_rest_invalid_cart_token' ), $this->use_token( $first ) );
		$this->assertSame( array( 401, 'woocommerce_rest_invalid_cart_token' ), $this->use_token( $second ) );
	}

	public function test_a_token_renewed_without_the_cookie_stays_bound_to_its_session(): void {
		$session = $this->log_in();
		$token   = $this->token_from_answer();
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		wp_set_current_user( 0 );
		$renewed = (string) $this->rest( 'GET', '/wc/store/v1/cart', array(), array( 'Cart-Token' => $token ) )->get_headers()['Cart-Token'];
		$this->assertSame( CartSession::customer_key( $this->customer ), CartToken::verify( $renewed ) );

		\WP_Session_Tokens::get_instance( $this->customer )->destroy( $session );

		$this->assertNull( CartToken::verify( $renewed ) );
	}

	public function test_tokens_without_a_session_claim_are_refused_and_guest_tokens_still_work(): void {
		$key    = CartSession::customer_key( $this->customer );
		$forged = $this->unbound_token( $key );
		$this->assertNull( CartToken::verify( $forged ), 'a token issued before sessions were bound' );

		$guest = CartToken::issue( 'g_' . str_repeat( 'c', 32 ) );
		\WP_Session_Tokens::destroy_all_for_all_users();
		$this->assertSame( 'g_' . str_repeat( 'c', 32 ), CartToken::verify( $guest ) );
		$this->assertSame( 200, $this->use_token( $guest )[0] );
	}

	/**
	 * A customer's token as issued before this change: signed, stamped, but without `sid`.
	 *
	 * @param string $key Cart key.
	 */
	private function unbound_token( string $key ): string {
		$current              = CartToken::issue( $key );
		[ $header, $payload ] = explode( '.', $current );
		$claims               = json_decode( (string) base64_decode( strtr( $payload, '-_', '+/' ) ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- JWT.
		unset( $claims['sid'] );
		$encode  = static fn( string $data ) => rtrim( strtr( base64_encode( $data ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- JWT.
		$signing = $header . '.' . $encode( (string) wp_json_encode( $claims ) );
		return $signing . '.' . $encode( hash_hmac( 'sha256', $signing, wp_salt( 'auth' ) . 'rueda-cart-token', true ) );
	}
}
