<?php
/**
 * GET and POST /rueda/v1/account: the customer's account details.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Account\Rest;

use Rueda\Account\AccountLinks;
use Rueda\Admin\Rest\FieldCheck;
use Rueda\Domain\Customers\EmailChange;
use Rueda\Domain\Customers\PasswordStrength;
use Rueda\Rest\Answers;
use Rueda\Rest\Routes;
use Rueda\StoreApi\RouteException;
use Rueda\StoreApi\Utilities\RateLimiter;

/**
 * Names, email and password of the logged-in user. Only the fields sent change. A new
 * email or password needs the current password, checked before anything is said about
 * the new email (wrong guesses are rate limited per user and per IP address, action
 * `account_password`, so a stolen session cannot try passwords to take the account); a
 * new password must pass the checkout's meter. A new email is not applied: a link that
 * confirms it goes to the new address (AccountLinks), the account keeps its address until
 * then and the answer names the one waiting (`pending_email`), alike whether another
 * account has it or not. WordPress ends every other session when the password changes;
 * this one is logged in again with a new cookie, and the answer carries the nonce for it
 * in `X-WP-Nonce`.
 *
 * @since 0.1.0
 */
final class ProfileRoute {

	/** Longest password accepted (hashing is deliberately slow). */
	private const MAX_PASSWORD = 200;

	/**
	 * Creates the route.
	 *
	 * @param AccountLinks $links   Confirmation links.
	 * @param EmailChange  $changes Email changes.
	 */
	public function __construct(
		private AccountLinks $links = new AccountLinks(),
		private EmailChange $changes = new EmailChange()
	) {}

	/**
	 * Registers the route.
	 *
	 * @since 0.1.0
	 */
	public function register_routes(): void {
		Routes::for_customers(
			'/account',
			array(
				array(
					'methods'  => \WP_REST_Server::READABLE,
					'callback' => array( $this, 'get' ),
				),
				array(
					'methods'  => \WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'update' ),
				),
			)
		);
	}

	/**
	 * The account details.
	 *
	 * @since 0.1.0
	 */
	public function get(): \WP_REST_Response {
		return new \WP_REST_Response( $this->shape( wp_get_current_user() ) );
	}

	/**
	 * Changes the fields sent.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function update( \WP_REST_Request $request ) {
		$user    = wp_get_current_user();
		$check   = new FieldCheck();
		$changes = array();
		foreach ( array( 'first_name', 'last_name', 'display_name' ) as $field ) {
			if ( $request->has_param( $field ) ) {
				$changes[ $field ] = $check->text( $request[ $field ], $field, 100, 'display_name' === $field );
			}
		}
		$email    = $request->has_param( 'email' ) ? $this->new_email( $check, $request['email'], $user ) : '';
		$password = $request['new_password'] ?? '';
		if ( ! is_string( $password ) || mb_strlen( $password ) > self::MAX_PASSWORD ) {
			/* translators: %d: most characters. */
			$check->fail( 'new_password', sprintf( __( 'Use at most %d characters.', 'rueda' ), self::MAX_PASSWORD ) );
			$password = '';
		}
		$valid = $check->result( $changes );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		if ( '' !== $password && ! PasswordStrength::is_acceptable( $password ) ) {
			return new \WP_Error(
				'rueda_weak_password',
				__( 'Please choose a stronger password: at least 8 characters mixing letters, numbers or symbols.', 'rueda' ),
				array(
					'status' => 400,
					'params' => array( 'new_password' => __( 'Password is too weak.', 'rueda' ) ),
				)
			);
		}
		if ( '' !== $email || '' !== $password ) {
			$refused = Answers::run( fn() => $this->check_current_password( $user, $request['current_password'] ?? '' ) );
			if ( $refused ) {
				return $refused;
			}
		}
		if ( '' !== $email ) {
			// Only now, with the password right: the answer is the same whether it is taken.
			$this->links->request_email_change( $user, $email );
		}
		return $this->save( $user, $changes, $password );
	}

	/**
	 * The email sent if it is a change ('' when it is the current one or refused). Whether
	 * another account has it is not looked at here.
	 *
	 * @param FieldCheck $check Field errors.
	 * @param mixed      $value Email sent.
	 * @param \WP_User   $user  The user.
	 */
	private function new_email( FieldCheck $check, $value, \WP_User $user ): string {
		$email = $check->text( $value, 'email', 100, true );
		if ( '' === $email || 0 === strcasecmp( $email, $user->user_email ) ) {
			return '';
		}
		if ( ! is_email( $email ) ) {
			$check->fail( 'email', __( 'Please enter a valid email address.', 'rueda' ) );
		}
		return (string) sanitize_email( $email );
	}

	/**
	 * Refuses a missing or wrong current password; only failures use the allowances, one
	 * per user and one per IP address (the limiter counts a logged-in request per user, so
	 * the IP's is taken as a visitor's). Over either, every attempt gets the 429.
	 *
	 * @param \WP_User $user     The user.
	 * @param mixed    $password Password sent.
	 * @return null Nothing when it is right.
	 * @throws RouteException When it is wrong, or 429 after too many wrong ones.
	 */
	private function check_current_password( \WP_User $user, $password ) {
		$limiter = new RateLimiter();
		$check   = static function () use ( $user, $password ): void {
			if ( ! is_string( $password ) || '' === $password || ! wp_check_password( $password, $user->user_pass, $user->ID ) ) {
				throw new RouteException(
					'rueda_wrong_password',
					__( 'Your current password is not correct.', 'rueda' ),
					400,
					array( 'params' => array( 'current_password' => __( 'Enter your current password.', 'rueda' ) ) )
				);
			}
		};
		$limiter->attempt(
			'account_password',
			static function () use ( $limiter, $check, $user ): void {
				wp_set_current_user( 0 );
				try {
					$limiter->attempt( 'account_password', $check );
				} finally {
					wp_set_current_user( $user->ID );
				}
			}
		);
		return null;
	}

	/**
	 * Saves the changes and answers the account as it is now.
	 *
	 * @param \WP_User             $user     The user.
	 * @param array<string,string> $changes  User fields.
	 * @param string               $password New password ('' to keep it).
	 * @return \WP_REST_Response|\WP_Error
	 */
	private function save( \WP_User $user, array $changes, string $password ) {
		if ( $changes ) {
			$saved = wp_update_user( array( 'ID' => $user->ID ) + $changes );
			if ( is_wp_error( $saved ) ) {
				return Answers::invalid_params( array( 'email' => $saved->get_error_message() ) );
			}
		}
		$response = new \WP_REST_Response();
		if ( '' !== $password ) {
			wp_set_password( $password, $user->ID );
			self::log_in_again( $user->ID );
			$response->header( 'X-WP-Nonce', wp_create_nonce( 'wp_rest' ) );
		}
		clean_user_cache( $user->ID );
		$response->set_data( $this->shape( new \WP_User( $user->ID ) ) );
		return $response;
	}

	/**
	 * Logs the user in again after a password change, which ended every session of theirs,
	 * keeping "remember me" as it was. The new cookie is also put in $_COOKIE so the nonce
	 * sent back belongs to the new session.
	 *
	 * @param int $user_id User.
	 */
	private static function log_in_again( int $user_id ): void {
		$cookie   = wp_parse_auth_cookie( '', 'logged_in' );
		$remember = $cookie && (int) $cookie['expiration'] - time() > 2 * DAY_IN_SECONDS;
		$keep     = static function ( string $value ): void {
			$_COOKIE[ LOGGED_IN_COOKIE ] = $value;
		};
		add_action( 'set_logged_in_cookie', $keep );
		$quiet = headers_sent(); // Only in tests and CLI: the cookie still reaches $_COOKIE.
		if ( $quiet ) {
			add_filter( 'send_auth_cookies', '__return_false' );
		}
		wp_set_auth_cookie( $user_id, $remember, is_ssl() );
		if ( $quiet ) {
			remove_filter( 'send_auth_cookies', '__return_false' );
		}
		remove_action( 'set_logged_in_cookie', $keep );
	}

	/**
	 * The account's shape: `pending_email` is the new address waiting for its link ('').
	 *
	 * @param \WP_User $user The user.
	 * @return array{id:int,first_name:string,last_name:string,display_name:string,email:string,pending_email:string}
	 */
	private function shape( \WP_User $user ): array {
		return array(
			'id'            => (int) $user->ID,
			'first_name'    => (string) $user->first_name,
			'last_name'     => (string) $user->last_name,
			'display_name'  => (string) $user->display_name,
			'email'         => (string) $user->user_email,
			'pending_email' => $this->changes->pending( (int) $user->ID ),
		);
	}
}
