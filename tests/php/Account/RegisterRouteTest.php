<?php
/**
 * POST /rueda/v1/account/register.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Account;

use Rueda\Account\AccountLinks;
use Rueda\Domain\Cart\CartLifecycle;
use Rueda\Domain\Customers\CustomerAccounts;
use Rueda\Domain\Customers\PendingAccounts;
use Rueda\Settings\CheckoutSettings;

/**
 * Signing up answers alike whether or not the email has an account; a new account is
 * usable once its email link is followed.
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

	public function test_a_new_email_gets_a_pending_account_and_its_link(): void {
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
		[ $what, $id, $key ] = $this->link( $this->mails[0]['message'] );
		$this->assertSame( array( 'account', $user->ID ), array( $what, $id ) );

		// Pending: the right password is refused with a way to get the link again.
		$this->mails = array();
		update_user_meta( $user->ID, PendingAccounts::SENT_META, time() - HOUR_IN_SECONDS );
		$refused = wp_authenticate( $user->user_login, self::STRONG );
		$this->assertInstanceOf( \WP_Error::class, $refused );
		$this->assertSame( 'rueda_account_unconfirmed', $refused->get_error_code() );
		$this->assertStringContainsString( 'confirma', $refused->get_error_message() );
		$this->assertCount( 1, $this->mails, 'the link is sent again' );
		$this->assertSame( 'incorrect_password', wp_authenticate( $user->user_login, 'wrong' )->get_error_code(), 'a wrong password says nothing of it' );

		[ , , $key ] = $this->link( $this->mails[0]['message'] );
		$this->assertFalse( ( new PendingAccounts() )->confirm( $user->ID, 'wrong' ) );
		$this->assertTrue( ( new PendingAccounts() )->confirm( $user->ID, $key ) );
		$this->assertInstanceOf( \WP_User::class, wp_authenticate( 'nuevo@example.test', self::STRONG ) );
		$this->assertFalse( ( new PendingAccounts() )->confirm( $user->ID, $key ), 'once' );
	}

	public function test_a_stale_pending_account_is_replaced_and_a_fresh_one_kept(): void {
		$this->register(
			array(
				'email'    => 'ocupado@example.test',
				'password' => self::STRONG,
			)
		);
		$squatter = get_user_by( 'email', 'ocupado@example.test' );
		$this->register(
			array(
				'email'    => 'ocupado@example.test',
				'password' => 'Otra-Clave-2026',
			)
		);
		$this->assertSame( $squatter->ID, get_user_by( 'email', 'ocupado@example.test' )->ID, 'a fresh pending account keeps the address' );

		update_user_meta( $squatter->ID, PendingAccounts::PENDING_META, time() - 8 * DAY_IN_SECONDS );
		$this->mails = array();
		$this->register(
			array(
				'email'    => 'ocupado@example.test',
				'password' => 'Otra-Clave-2026',
			)
		);
		$owner = get_user_by( 'email', 'ocupado@example.test' );
		$this->assertNotSame( $squatter->ID, $owner->ID );
		$this->assertFalse( get_userdata( $squatter->ID ) );
		$this->assertTrue( wp_check_password( 'Otra-Clave-2026', $owner->user_pass, $owner->ID ) );
		$this->assertTrue( ( new PendingAccounts() )->is_pending( $owner->ID ) );
		$this->assertSame( 'account', $this->link( $this->mails[0]['message'] )[0] );
	}

	public function test_the_daily_cleanup_deletes_stale_pending_accounts_only(): void {
		$confirmed = $this->customer();
		foreach ( array( 'viejo', 'reciente' ) as $name ) {
			$this->register(
				array(
					'email'    => $name . '@example.test',
					'password' => self::STRONG,
				)
			);
		}
		$old = get_user_by( 'email', 'viejo@example.test' )->ID;
		update_user_meta( $old, PendingAccounts::PENDING_META, time() - 8 * DAY_IN_SECONDS );

		do_action( CartLifecycle::CLEANUP_HOOK );

		$this->assertFalse( get_userdata( $old ) );
		$this->assertInstanceOf( \WP_User::class, get_user_by( 'email', 'reciente@example.test' ) );
		$this->assertInstanceOf( \WP_User::class, get_userdata( $confirmed ) );
	}

	public function test_a_new_password_set_by_the_emailed_link_confirms_the_account(): void {
		$this->register(
			array(
				'email'    => 'olvido@example.test',
				'password' => self::STRONG,
			)
		);
		$user = get_user_by( 'email', 'olvido@example.test' );

		reset_password( $user, 'Nueva-Clave-2026' );
		do_action( 'after_password_reset', $user, 'Nueva-Clave-2026' );

		$this->assertFalse( ( new PendingAccounts() )->is_pending( $user->ID ) );
		$this->assertInstanceOf( \WP_User::class, wp_authenticate( $user->user_login, 'Nueva-Clave-2026' ) );
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
