<?php
/**
 * GET and POST /rueda/v1/account.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Account;

use Rueda\Account\AccountLinks;
use Rueda\Domain\Customers\EmailChange;

/**
 * The customer's names, email and password.
 */
final class ProfileRouteTest extends AccountTestCase {

	private const PASSWORD = 'Vieja-clave-2024';
	private const STRONG   = 'Llanta-2026';

	private int $user;

	protected function set_up(): void {
		parent::set_up();
		$this->user = $this->customer();
		wp_set_password( self::PASSWORD, $this->user );
		wp_set_current_user( $this->user );
	}

	public function test_it_answers_the_account(): void {
		wp_update_user(
			array(
				'ID'         => $this->user,
				'first_name' => 'Lucía',
			)
		);
		$data = $this->account( 'GET' )->get_data();
		$this->assertSame( array( 'id', 'first_name', 'last_name', 'display_name', 'email', 'pending_email' ), array_keys( $data ) );
		$this->assertSame( $this->user, $data['id'] );
		$this->assertSame( 'Lucía', $data['first_name'] );
		$this->assertSame( get_userdata( $this->user )->user_email, $data['email'] );
	}

	public function test_names_change_without_the_password(): void {
		$response = $this->account(
			'POST',
			'',
			array(
				'first_name'   => 'Ana <b>',
				'last_name'    => 'Pérez',
				'display_name' => 'Ana P.',
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( array( 'Ana', 'Pérez', 'Ana P.' ), array( $response->get_data()['first_name'], $response->get_data()['last_name'], $response->get_data()['display_name'] ) );
		$this->assertSame( 'Pérez', get_userdata( $this->user )->last_name );

		$empty = $this->account( 'POST', '', array( 'display_name' => '' ) );
		$this->assertSame( array( 400, 'rest_invalid_param' ), $this->refusal( $empty ) );
		$this->assertArrayHasKey( 'display_name', $empty->get_data()['data']['params'] );
	}

	public function test_a_new_email_needs_the_current_password(): void {
		foreach ( array( array(), array( 'current_password' => 'wrong' ) ) as $password ) {
			$refused = $this->account( 'POST', '', array( 'email' => 'nueva@example.test' ) + $password );
			$this->assertSame( array( 400, 'rueda_wrong_password' ), $this->refusal( $refused ) );
			$this->assertArrayHasKey( 'current_password', $refused->get_data()['data']['params'] );
		}
		$this->mails = array();
		$changed     = $this->change_email( 'nueva@example.test' );
		$this->assertSame( 200, $changed->get_status(), (string) wp_json_encode( $changed->get_data() ) );
		$old = get_userdata( $this->user )->user_email;
		$this->assertSame( array( $old, 'nueva@example.test' ), array( $changed->get_data()['email'], $changed->get_data()['pending_email'] ), 'kept until confirmed' );
		$this->assertSame( 'nueva@example.test', $this->account( 'GET' )->get_data()['pending_email'] );

		// The link goes to the new address; following it applies the address.
		$this->assertCount( 1, $this->mails );
		$this->assertSame( 'nueva@example.test', $this->mails[0]['to'] );
		[ $what, $user, $key ] = $this->link( $this->mails[0]['message'] );
		$this->assertSame( array( 'email', $this->user ), array( $what, $user ) );
		$this->assertFalse( ( new EmailChange() )->confirm( $this->user, 'wrong' ) );
		$this->assertSame( $old, get_userdata( $this->user )->user_email );
		$this->assertTrue( ( new EmailChange() )->confirm( $this->user, $key ) );
		clean_user_cache( $this->user );
		$this->assertSame( 'nueva@example.test', get_userdata( $this->user )->user_email );
		$this->assertSame( '', $this->account( 'GET' )->get_data()['pending_email'] );
	}

	public function test_a_taken_email_answers_as_a_free_one(): void {
		$owner       = get_userdata( $this->customer() );
		$free        = $this->change_email( 'libre@example.test' );
		$this->mails = array();
		$taken       = $this->change_email( $owner->user_email );

		$this->assertSame( array( $free->get_status(), array_keys( $free->get_data() ) ), array( $taken->get_status(), array_keys( $taken->get_data() ) ) );
		$this->assertSame( $owner->user_email, $taken->get_data()['pending_email'] );
		$this->assertNotSame( $owner->user_email, get_userdata( $this->user )->user_email );
		// Its owner is told; no link exists that could apply it.
		$this->assertCount( 1, $this->mails );
		$this->assertSame( $owner->user_email, $this->mails[0]['to'] );
		$this->assertStringNotContainsString( AccountLinks::ARG, $this->mails[0]['message'] );
	}

	public function test_a_wrong_password_answers_alike_for_a_taken_and_a_free_email(): void {
		$taken = get_userdata( $this->customer() )->user_email;
		$one   = $this->change_email( $taken, 'wrong' );
		$other = $this->change_email( 'libre@example.test', 'wrong' );

		$this->assertSame( array( 400, 'rueda_wrong_password' ), $this->refusal( $one ) );
		$this->assertSame( $this->without_headers( $other ), $this->without_headers( $one ) );
		$this->assertSame( array(), $this->mails );
	}

	public function test_a_malformed_email_is_refused(): void {
		$refused = $this->change_email( 'not-an-email' );
		$this->assertSame( array( 400, 'rest_invalid_param' ), $this->refusal( $refused ) );
		$this->assertSame( array( 'email' ), array_keys( $refused->get_data()['data']['params'] ) );
	}

	/**
	 * POST an email change.
	 *
	 * @param string $email    New email.
	 * @param string $password Current password sent.
	 */
	private function change_email( string $email, string $password = self::PASSWORD ): \WP_REST_Response {
		return $this->account(
			'POST',
			'',
			array(
				'email'            => $email,
				'current_password' => $password,
			)
		);
	}

	/**
	 * An answer's status and body.
	 *
	 * @param \WP_REST_Response $response Answer.
	 * @return array{0:int,1:mixed}
	 */
	private function without_headers( \WP_REST_Response $response ): array {
		return array( $response->get_status(), $response->get_data() );
	}

	/**
	 * The confirmation link in a mail: what it confirms, the account and the key.
	 *
	 * @param string $message Mail text.
	 * @return array{0:string,1:int,2:string}
	 */
	private function link( string $message ): array {
		$this->assertSame( 1, preg_match( '/\S*' . preg_quote( AccountLinks::ARG, '/' ) . '=\S+/', $message, $url ) );
		wp_parse_str( (string) wp_parse_url( $url[0], PHP_URL_QUERY ), $args );
		return array( (string) $args[ AccountLinks::ARG ], (int) $args['user'], (string) $args['key'] );
	}

	public function test_a_weak_new_password_is_refused(): void {
		$refused = $this->account(
			'POST',
			'',
			array(
				'new_password'     => 'abc',
				'current_password' => self::PASSWORD,
			)
		);
		$this->assertSame( array( 400, 'rueda_weak_password' ), $this->refusal( $refused ) );
		$this->assertTrue( wp_check_password( self::PASSWORD, get_userdata( $this->user )->user_pass, $this->user ) );
	}

	public function test_changing_the_password_keeps_the_customer_logged_in(): void {
		$wrong = $this->account(
			'POST',
			'',
			array(
				'new_password'     => self::STRONG,
				'current_password' => 'nope',
			)
		);
		$this->assertSame( array( 400, 'rueda_wrong_password' ), $this->refusal( $wrong ) );

		$changed = $this->account(
			'POST',
			'',
			array(
				'new_password'     => self::STRONG,
				'current_password' => self::PASSWORD,
			)
		);
		$this->assertSame( 200, $changed->get_status(), (string) wp_json_encode( $changed->get_data() ) );
		$this->assertTrue( wp_check_password( self::STRONG, get_userdata( $this->user )->user_pass, $this->user ) );
		$this->assertSame( $this->user, get_current_user_id() );
		$_SERVER['REQUEST_METHOD'] = 'GET'; // wp_validate_auth_cookie() reads it.
		$this->assertSame( $this->user, wp_validate_auth_cookie( sanitize_text_field( wp_unslash( $_COOKIE[ LOGGED_IN_COOKIE ] ?? '' ) ), 'logged_in' ), 'the new cookie is valid' );
		unset( $_SERVER['REQUEST_METHOD'] );
		$this->assertNotEmpty( $changed->get_headers()['X-WP-Nonce'] ?? '' );
	}

	public function test_wrong_current_passwords_are_rate_limited(): void {
		$this->limits['account_password'] = array(
			'enabled' => true,
			'limit'   => 2,
			'seconds' => 60,
		);
		$codes                            = array();
		for ( $i = 0; $i < 3; $i++ ) {
			$codes[] = $this->refusal(
				$this->account(
					'POST',
					'',
					array(
						'new_password'     => self::STRONG,
						'current_password' => 'guess' . $i,
					)
				)
			)[0];
		}
		$this->assertSame( array( 400, 400, 429 ), $codes );
	}

	public function test_wrong_current_passwords_are_limited_per_ip_address_too(): void {
		$this->limits['account_password'] = array(
			'enabled' => true,
			'limit'   => 2,
			'seconds' => 60,
		);
		foreach ( array( 'guess1', 'guess2' ) as $guess ) {
			$this->assertSame( 400, $this->change_email( 'libre@example.test', $guess )->get_status() );
		}
		// Another account, from the same address: the address has used its allowance.
		$other = $this->customer();
		wp_set_password( self::PASSWORD, $other );
		wp_set_current_user( $other );
		$this->assertSame( array( 429, 'rest_store_api_rate_limited' ), $this->refusal( $this->change_email( 'libre@example.test', 'guess3' ) ) );
		$this->assertSame( $other, get_current_user_id(), 'still the same user after the check' );
	}
}
