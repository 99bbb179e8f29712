<?php
/**
 * POST /rueda/v1/account/register: signing up from the account page.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Account\Rest;

use Rueda\Account\AccountEmails;
use Rueda\Account\AccountLinks;
use Rueda\Admin\Rest\FieldCheck;
use Rueda\Domain\Customers\CustomerAccounts;
use Rueda\Domain\Customers\PasswordStrength;
use Rueda\Domain\Customers\PendingAccounts;
use Rueda\Rest\Answers;
use Rueda\Rest\Routes;
use Rueda\Settings\CheckoutSettings;
use Rueda\StoreApi\Utilities\RateLimiter;

/**
 * Open when the checkout settings allow sign-up (else 403 before anything is read). The
 * answer never tells whether the email has an account: it is always 202
 * `{status: "check_email"}`, nobody is logged in, and the address gets either the link
 * that confirms a new customer account (made pending with the password chosen, see
 * PendingAccounts: it cannot log in before the link is followed) or, when it already has
 * an account, a note with the link to set a new password (or, for an account still
 * pending, its link again). A pending account older than 7 days is replaced. Every path
 * hashes the password, so they take alike long. Requests are rate limited per client
 * (action `register`).
 *
 * @since 0.1.0
 */
final class RegisterRoute {

	/**
	 * Creates the route.
	 *
	 * @param CustomerAccounts $accounts Accounts.
	 * @param AccountEmails    $emails   Sign-up emails.
	 * @param PendingAccounts  $pending  Accounts waiting for their link.
	 * @param AccountLinks     $links    Confirmation links.
	 */
	public function __construct(
		private CustomerAccounts $accounts = new CustomerAccounts(),
		private AccountEmails $emails = new AccountEmails(),
		private PendingAccounts $pending = new PendingAccounts(),
		private AccountLinks $links = new AccountLinks()
	) {}

	/**
	 * Registers the route.
	 *
	 * @since 0.1.0
	 */
	public function register_routes(): void {
		Routes::add(
			'/account/register',
			array( self::class, 'is_open' ),
			array(
				'methods'  => \WP_REST_Server::CREATABLE,
				'callback' => array( $this, 'register' ),
			)
		);
	}

	/**
	 * Whether the shop lets shoppers make accounts.
	 *
	 * @since 0.1.0
	 *
	 * @return true|\WP_Error
	 */
	public static function is_open() {
		if ( CheckoutSettings::get()['allows_signup'] ) {
			return true;
		}
		return new \WP_Error( 'rueda_registration_closed', __( 'Sorry, this shop does not let you create an account.', 'rueda' ), array( 'status' => 403 ) );
	}

	/**
	 * Signs up, or tells the owner of the address.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function register( \WP_REST_Request $request ) {
		$check = new FieldCheck();
		$email = $check->text( $request['email'], 'email', 100, true );
		if ( '' !== $email && ! is_email( $email ) ) {
			$check->fail( 'email', __( 'Please enter a valid email address.', 'rueda' ) );
		}
		$first    = $check->text( $request['first_name'], 'first_name', 100 );
		$last     = $check->text( $request['last_name'], 'last_name', 100 );
		$password = $request['password'];
		if ( ! is_string( $password ) || '' === $password || mb_strlen( $password ) > 200 ) {
			$check->fail( 'password', __( 'Please enter a password of up to 200 characters.', 'rueda' ) );
		}
		$valid = $check->result( array() );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		if ( ! PasswordStrength::is_acceptable( $password ) ) {
			return new \WP_Error(
				'rueda_weak_password',
				__( 'Please choose a stronger password: at least 8 characters mixing letters, numbers or symbols.', 'rueda' ),
				array(
					'status' => 400,
					'params' => array( 'password' => __( 'Password is too weak.', 'rueda' ) ),
				)
			);
		}
		return Answers::run(
			function () use ( $email, $password, $first, $last ) {
				$headers = ( new RateLimiter() )->check( 'register' );
				$this->sign_up( (string) sanitize_email( $email ), $password, $first, $last );
				$response = new \WP_REST_Response( array( 'status' => 'check_email' ), 202 );
				foreach ( $headers as $name => $value ) {
					$response->header( $name, $value );
				}
				return $response;
			}
		);
	}

	/**
	 * Makes the account pending and sends its link, or tells the owner of the existing one.
	 *
	 * @param string $email    Email.
	 * @param string $password Password.
	 * @param string $first    First name.
	 * @param string $last     Last name.
	 */
	private function sign_up( string $email, string $password, string $first, string $last ): void {
		$this->pending->free_email( $email );
		$owner = get_user_by( 'email', $email );
		if ( $owner ) {
			wp_hash_password( $password ); // As long as making an account takes.
			if ( ! $this->pending->is_pending( $owner->ID ) ) {
				$this->emails->already_registered( $owner );
			} elseif ( $this->pending->may_resend( $owner->ID ) ) {
				$this->links->send_account_link( $owner );
			}
			return;
		}
		$user_id = $this->accounts->register( $email, $password, $first, $last );
		$user    = $user_id ? get_userdata( $user_id ) : false;
		if ( $user ) {
			$this->links->send_account_link( $user );
		}
	}
}
