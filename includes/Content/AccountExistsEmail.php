<?php
/**
 * The email to an account's owner when an order was placed as a guest with their address.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Content;

use Rueda\Domain\Orders\Order;

/**
 * A shopper who asks for an account at checkout with an email that already has one is not
 * told so: the order becomes a guest order. The account's owner gets this email instead,
 * with how to log in or set a new password to see their orders. Plain text, sent with
 * wp_mail in the owner's language.
 *
 * @since 0.1.0
 */
final class AccountExistsEmail {

	/**
	 * Sends the email.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_User $owner The account's owner.
	 * @param Order    $order The guest order placed with their email.
	 */
	public function send( \WP_User $owner, Order $order ): void {
		$switched = switch_to_user_locale( $owner->ID );
		$site     = wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
		$body     = array(
			/* translators: 1: order number, 2: email address. */
			sprintf( __( 'Order #%1$s was placed with your email address, %2$s, by someone who was not logged in. You already have an account with this address, so no new account was created and the order was placed as a guest.', 'rueda' ), $order->number(), $owner->user_email ),
			__( 'To see your orders, log in to your account:', 'rueda' ) . "\n" . wp_login_url(),
			__( 'If you do not remember your password, you can set a new one here:', 'rueda' ) . "\n" . wp_lostpassword_url(),
			__( 'If you did not place this order, please contact us.', 'rueda' ),
			$site,
		);
		/* translators: %s: site name. */
		wp_mail( $owner->user_email, sprintf( __( '[%s] An order was placed with your email address', 'rueda' ), $site ), implode( "\n\n", $body ) );
		if ( $switched ) {
			restore_previous_locale();
		}
	}
}
