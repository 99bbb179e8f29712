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
 * address has an account: the new customer gets a welcome, the owner of an existing
 * account a note that they already have one, with the link to set a new password. Plain
 * text, sent with wp_mail in the recipient's language.
 *
 * @since 0.1.0
 */
final class AccountEmails {

	/**
	 * Welcomes a new customer.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_User $user The new account.
	 */
	public function welcome( \WP_User $user ): void {
		$this->send(
			$user,
			static fn( string $site ) => array(
				/* translators: %s: site name. */
				sprintf( __( '[%s] Your account is ready', 'rueda' ), $site ),
				/* translators: %s: email address. */
				sprintf( __( 'Your account with the email address %s is ready. Log in with it and the password you chose to see your orders, addresses and saved cards:', 'rueda' ), $user->user_email ) . "\n" . wp_login_url(),
				__( 'If you did not create this account, set a new password here and contact us:', 'rueda' ) . "\n" . wp_lostpassword_url(),
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
	 * @param \WP_User $user  Recipient.
	 * @param callable $write Given the site's name, returns the subject then the paragraphs.
	 */
	private function send( \WP_User $user, callable $write ): void {
		$switched = switch_to_user_locale( $user->ID );
		$site     = wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
		$texts    = $write( $site );
		$subject  = (string) array_shift( $texts );
		$texts[]  = $site;
		wp_mail( $user->user_email, $subject, implode( "\n\n", $texts ) );
		if ( $switched ) {
			restore_previous_locale();
		}
	}
}
