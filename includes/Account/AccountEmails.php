<?php
/**
 * The emails of the account page's sign-up.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Account;

/**
 * Signing up always answers "check your email", so the answer never tells whether an
 * address has an account: the new customer gets the link that confirms the account, the
 * owner of an existing account a note that they already have one, with the link to set a
 * new password. A new email address of an account gets the link that confirms it, or,
 * when another account has it, its owner a note. Plain text, sent with wp_mail in the
 * recipient's language.
 *
 * @since 0.1.0
 */
final class AccountEmails {

	/**
	 * Asks a new customer to confirm their address with the link, which makes the account
	 * usable.
	 *
	 * @since 0.1.0
	 * @since 0.3.0 A link to confirm the account instead of a welcome.
	 *
	 * @param \WP_User $user       The new, pending account.
	 * @param string   $url        Confirmation link.
	 * @param bool     $has_orders Whether it was made while placing an order.
	 */
	public function confirm_account( \WP_User $user, string $url, bool $has_orders = false ): void {
		$this->send(
			$user,
			static fn( string $site ) => array_filter(
				array(
					/* translators: %s: site name. */
					sprintf( __( '[%s] Confirm your account', 'rueda' ), $site ),
					/* translators: %s: email address. */
					sprintf( __( 'To finish creating your account with the email address %s, confirm it with this link (it works for 7 days):', 'rueda' ), $user->user_email ) . "\n" . $url,
					$has_orders ? __( 'Your order has been placed. Once you confirm your account, you will find it there.', 'rueda' ) : '',
					__( 'Until then you cannot sign in with this account.', 'rueda' ),
					__( 'If you did not create this account, ignore this email: nothing will be done with your address.', 'rueda' ),
				)
			)
		);
	}

	/**
	 * Sends a customer the link that confirms a new email address, to that new address.
	 *
	 * @since 0.3.0
	 *
	 * @param \WP_User $user      The account.
	 * @param string   $new_email The new address.
	 * @param string   $url       Confirmation link.
	 */
	public function confirm_email( \WP_User $user, string $new_email, string $url ): void {
		$this->send(
			$user,
			static fn( string $site ) => array(
				/* translators: %s: site name. */
				sprintf( __( '[%s] Confirm your new email address', 'rueda' ), $site ),
				/* translators: 1: current email address, 2: new email address. */
				sprintf( __( 'You asked to change the email address of your account from %1$s to %2$s. To confirm the new address, open this link:', 'rueda' ), $user->user_email, $new_email ) . "\n" . $url,
				__( 'Until you confirm it, your account keeps its current address.', 'rueda' ),
				__( 'If you did not ask for this, ignore this email: nothing will change.', 'rueda' ),
			),
			$new_email
		);
	}

	/**
	 * Tells the owner of an address that another account asked to use it, and that nothing
	 * changed: the one who asked is not told that the address is taken.
	 *
	 * @since 0.3.0
	 *
	 * @param \WP_User $owner The account that has the address.
	 */
	public function email_taken( \WP_User $owner ): void {
		$this->send(
			$owner,
			static fn( string $site ) => array(
				/* translators: %s: site name. */
				sprintf( __( '[%s] Your email address was asked for another account', 'rueda' ), $site ),
				/* translators: %s: email address. */
				sprintf( __( 'Someone asked to change the email address of another account to yours, %s. You already have an account with it, so nothing was changed.', 'rueda' ), $owner->user_email ),
				__( 'If it was not you, you can ignore this email.', 'rueda' ),
			)
		);
	}

	/**
	 * Tells the owner of an account that someone asked for another one with their address.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_User $user The existing account.
	 */
	public function already_registered( \WP_User $user ): void {
		$this->send(
			$user,
			static fn( string $site ) => array(
				/* translators: %s: site name. */
				sprintf( __( '[%s] You already have an account', 'rueda' ), $site ),
				/* translators: %s: email address. */
				sprintf( __( 'Someone asked to create an account with your email address, %s. You already have one, so nothing was changed.', 'rueda' ), $user->user_email ),
				__( 'To see your orders, log in to your account:', 'rueda' ) . "\n" . wp_login_url(),
				__( 'If you do not remember your password, you can set a new one here:', 'rueda' ) . "\n" . wp_lostpassword_url(),
				__( 'If it was not you, you can ignore this email.', 'rueda' ),
			)
		);
	}

	/**
	 * Sends one email written in the recipient's language, signed with the site's name.
	 *
	 * @param \WP_User    $user  Recipient (or whose language it is written in).
	 * @param callable    $write Given the site's name, returns the subject then the paragraphs.
	 * @param string|null $to    Another address to send it to (a new email address).
	 */
	private function send( \WP_User $user, callable $write, ?string $to = null ): void {
		$switched = switch_to_user_locale( $user->ID );
		$site     = wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
		$texts    = $write( $site );
		$subject  = (string) array_shift( $texts );
		$texts[]  = $site;
		wp_mail( $to ?? $user->user_email, $subject, implode( "\n\n", $texts ) );
		if ( $switched ) {
			restore_previous_locale();
		}
	}
}
