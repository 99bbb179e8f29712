<?php
/**
 * GET and POST /rueda/v1/account.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Account;

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
		$this->assertSame( array( 'id', 'first_name', 'last_name', 'display_name', 'email' ), array_keys( $data ) );
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
		$changed = $this->account(
			'POST',
			'',
			array(
				'email'            => 'nueva@example.test',
				'current_password' => self::PASSWORD,
			)
		);
		$this->assertSame( 200, $changed->get_status(), (string) wp_json_encode( $changed->get_data() ) );
		$this->assertSame( 'nueva@example.test', get_userdata( $this->user )->user_email );
	}

	public function test_an_email_of_another_account_or_malformed_is_refused(): void {
		$taken = get_userdata( $this->customer() )->user_email;
		foreach ( array( $taken, 'not-an-email' ) as $email ) {
			$refused = $this->account(
				'POST',
				'',
				array(
					'email'            => $email,
					'current_password' => self::PASSWORD,
				)
			);
			$this->assertSame( array( 400, 'rest_invalid_param' ), $this->refusal( $refused ), $email );
			$this->assertSame( array( 'email' ), array_keys( $refused->get_data()['data']['params'] ) );
		}
		$this->assertNotSame( $taken, get_userdata( $this->user )->user_email );
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
}
