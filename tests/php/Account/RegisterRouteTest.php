<?php
/**
 * POST /rueda/v1/account/register.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Account;

use Rueda\Domain\Customers\CustomerAccounts;
use Rueda\Settings\CheckoutSettings;

/**
 * Signing up answers alike whether or not the email has an account.
 */
final class RegisterRouteTest extends AccountTestCase {

	private const STRONG = 'Llanta-2026';

	/**
	 * POST register.
	 *
	 * @param array<string,mixed> $body Body.
	 */
	private function register( array $body ): \WP_REST_Response {
		return $this->account( 'POST', '/register', $body );
	}

	public function test_a_new_email_gets_an_account_and_a_welcome(): void {
		$response = $this->register(
			array(
				'email'      => 'nuevo@example.test',
				'password'   => self::STRONG,
				'first_name' => 'Pablo',
			)
		);
		$this->assertSame( array( 202, array( 'status' => 'check_email' ) ), array( $response->get_status(), $response->get_data() ) );
		$user = get_user_by( 'email', 'nuevo@example.test' );
		$this->assertInstanceOf( \WP_User::class, $user );
		$this->assertSame( array( CustomerAccounts::ROLE ), $user->roles );
		$this->assertSame( 'Pablo', $user->first_name );
		$this->assertTrue( wp_check_password( self::STRONG, $user->user_pass, $user->ID ) );
		$this->assertSame( 0, get_current_user_id(), 'nobody is logged in' );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( 'nuevo@example.test', $this->mails[0]['to'] );
		$this->assertStringContainsString( wp_login_url(), $this->mails[0]['message'] );
	}

	public function test_an_existing_email_is_not_revealed(): void {
		$existing    = get_userdata( $this->customer() );
		$hash        = $existing->user_pass;
		$new         = $this->register(
			array(
				'email'    => 'otro@example.test',
				'password' => self::STRONG,
			)
		);
		$this->mails = array();
		$taken       = $this->register(
			array(
				'email'    => $existing->user_email,
				'password' => self::STRONG,
			)
		);
		$this->assertSame( array( $new->get_status(), $new->get_data() ), array( $taken->get_status(), $taken->get_data() ) );
		$this->assertSame( $hash, get_userdata( $existing->ID )->user_pass, 'the account is untouched' );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( $existing->user_email, $this->mails[0]['to'] );
		$this->assertStringContainsString( wp_lostpassword_url(), $this->mails[0]['message'] );
	}

	public function test_weak_passwords_and_bad_emails_are_refused(): void {
		$this->assertSame(
			array( 400, 'rueda_weak_password' ),
			$this->refusal(
				$this->register(
					array(
						'email'    => 'debil@example.test',
						'password' => 'abc',
					)
				)
			)
		);
		$bad = $this->register( array( 'email' => 'nope' ) );
		$this->assertSame( array( 400, 'rest_invalid_param' ), $this->refusal( $bad ) );
		$this->assertSame( array( 'email', 'password' ), array_keys( $bad->get_data()['data']['params'] ) );
		$this->assertFalse( get_user_by( 'email', 'debil@example.test' ) );
	}

	public function test_sign_up_is_closed_when_the_shop_says_so(): void {
		update_option( CheckoutSettings::OPTION, array( 'allows_signup' => false ) );
		foreach ( array(
			array(),
			array( 'email' => 'x' ),
			array(
				'email'    => 'cerrado@example.test',
				'password' => self::STRONG,
			),
		) as $body ) {
			$this->assertSame( array( 403, 'rueda_registration_closed' ), $this->refusal( $this->register( $body ) ) );
		}
		$this->assertFalse( get_user_by( 'email', 'cerrado@example.test' ) );
	}

	public function test_sign_ups_are_rate_limited(): void {
		$this->limits['register'] = array(
			'enabled' => true,
			'limit'   => 1,
			'seconds' => 3600,
		);
		$this->assertSame(
			202,
			$this->register(
				array(
					'email'    => 'uno@example.test',
					'password' => self::STRONG,
				)
			)->get_status()
		);
		$this->assertSame(
			429,
			$this->register(
				array(
					'email'    => 'dos@example.test',
					'password' => self::STRONG,
				)
			)->get_status()
		);
		$this->assertFalse( get_user_by( 'email', 'dos@example.test' ) );
	}
}
