<?php
/**
 * The links emailed to confirm a new account or a new email address.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Account;

use Rueda\Content\AccountExistsEmail;
use Rueda\Domain\Cart\CartLifecycle;
use Rueda\Domain\Customers\EmailChange;
use Rueda\Domain\Customers\PendingAccounts;
use Rueda\Domain\Orders\Order;
use Rueda\Settings\PageLinks;

/**
 * A link (`?rueda-confirm=account|email&user={id}&key={key}`, to the Mi cuenta page) opens
 * a page with one button; the button (a POST, so that mail scanners opening links confirm
 * nothing) confirms, and Mi cuenta then says how it went (`?rueda-confirmed=account|email|
 * invalid`). The Mi cuenta block shows both; any other page answers a plain one.
 *
 * Also: a pending account cannot log in (the `authenticate` filter refuses it with
 * `rueda_account_unconfirmed`, after the password was checked, and sends the link again at
 * most every few minutes); setting a new password through the emailed lost-password link
 * confirms it; the daily cleanup deletes pending accounts older than 7 days.
 *
 * @since 0.3.0
 */
final class AccountLinks {

	public const ARG        = 'rueda-confirm';
	public const RESULT_ARG = 'rueda-confirmed';

	private const WHAT = array( 'account', 'email' );

	/**
	 * Creates the links.
	 *
	 * @param PendingAccounts $pending Pending accounts.
	 * @param EmailChange     $changes Email changes.
	 * @param AccountEmails   $emails  Emails.
	 */
	public function __construct(
		private PendingAccounts $pending = new PendingAccounts(),
		private EmailChange $changes = new EmailChange(),
		private AccountEmails $emails = new AccountEmails()
	) {}

	/**
	 * Hooks the confirmation page, the login refusal and the cleanup.
	 *
	 * @since 0.3.0
	 */
	public function register(): void {
		add_action( 'template_redirect', array( $this, 'handle' ), 0 );
		add_action( 'rueda_checkout_account_exists', array( $this, 'on_checkout_account' ), 10, 3 );
		add_filter( 'authenticate', array( $this, 'refuse_pending' ), 30 );
		add_action( 'after_password_reset', array( $this, 'confirm_by_reset' ) );
		add_action( CartLifecycle::CLEANUP_HOOK, array( $this->pending, 'purge_stale' ) );
	}

	/**
	 * A confirmation link.
	 *
	 * @since 0.3.0
	 *
	 * @param string $what    `account` or `email`.
	 * @param int    $user_id Account.
	 * @param string $key     Key.
	 */
	public static function url( string $what, int $user_id, string $key ): string {
		return add_query_arg(
			array(
				self::ARG => $what,
				'user'    => $user_id,
				'key'     => $key,
			),
			self::base()
		);
	}

	/**
	 * Makes a new key for a pending account and emails its link.
	 *
	 * @since 0.3.0
	 *
	 * @param \WP_User $user       Pending account.
	 * @param bool     $has_orders Whether it was made while placing an order.
	 */
	public function send_account_link( \WP_User $user, bool $has_orders = false ): void {
		$this->emails->confirm_account( $user, self::url( 'account', $user->ID, $this->pending->new_key( $user->ID ) ), $has_orders );
	}

	/**
	 * A guest order asked for an account its email has: a pending account gets its link
	 * again (its orders are kept for it), a confirmed one's owner is told how to see it.
	 *
	 * @since 0.4.0
	 *
	 * @param \WP_User $owner    The account with the order's email.
	 * @param Order    $order    The placed guest order.
	 * @param bool     $confirms Whether the account is pending.
	 */
	public function on_checkout_account( \WP_User $owner, Order $order, bool $confirms ): void {
		if ( $confirms ) {
			$this->send_account_link( $owner, true );
			return;
		}
		( new AccountExistsEmail() )->send( $owner, $order );
	}

	/**
	 * Records a requested email address and emails its link to it, or, when another
	 * account has it, a note to that account's owner. The one who asks is told the same.
	 *
	 * @since 0.3.0
	 *
	 * @param \WP_User $user      Account.
	 * @param string   $new_email New address.
	 */
	public function request_email_change( \WP_User $user, string $new_email ): void {
		$key   = $this->changes->request( $user->ID, $new_email );
		$owner = get_user_by( 'email', $new_email );
		if ( $owner && $owner->ID !== $user->ID ) {
			$this->emails->email_taken( $owner );
			return;
		}
		$this->emails->confirm_email( $user, $new_email, self::url( 'email', $user->ID, $key ) );
	}

	/**
	 * Confirms on the button's POST and goes back to Mi cuenta saying how it went; on a
	 * page without the Mi cuenta block, answers the link with the button itself.
	 *
	 * @since 0.3.0
	 */
	public function handle(): void {
		// phpcs:disable WordPress.Security.NonceVerification -- the link's key is the proof; it confirms only what it names.
		$posted = isset( $_POST[ self::ARG ] ) && 'POST' === sanitize_text_field( wp_unslash( $_SERVER['REQUEST_METHOD'] ?? '' ) );
		$source = $posted ? $_POST : $_GET;
		if ( ! isset( $source[ self::ARG ] ) ) {
			return;
		}
		$what = sanitize_key( wp_unslash( (string) $source[ self::ARG ] ) );
		$user = absint( $source['user'] ?? 0 );
		$key  = sanitize_text_field( wp_unslash( (string) ( $source['key'] ?? '' ) ) );
		// phpcs:enable
		if ( ! in_array( $what, self::WHAT, true ) ) {
			return;
		}
		nocache_headers();
		header( 'Referrer-Policy: no-referrer' ); // The address holds the key.
		if ( $posted ) {
			$done = 'account' === $what ? $this->pending->confirm( $user, $key ) : $this->changes->confirm( $user, $key );
			wp_safe_redirect( add_query_arg( self::RESULT_ARG, $done ? $what : 'invalid', self::base() ) );
			exit;
		}
		$post = get_queried_object();
		if ( $post instanceof \WP_Post && has_block( 'rueda/customer-account', $post ) ) {
			return; // The block shows the button.
		}
		wp_die( self::form( $what, $user, $key ), esc_html( self::title( $what ) ), array( 'response' => 200 ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- form() escapes.
	}

	/**
	 * What the Mi cuenta block shows first: the button of a link being opened, or how a
	 * confirmation went ('' for neither).
	 *
	 * @since 0.3.0
	 */
	public static function notice(): string {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- read-only display.
		$result = sanitize_key( wp_unslash( (string) ( $_GET[ self::RESULT_ARG ] ?? '' ) ) );
		$what   = sanitize_key( wp_unslash( (string) ( $_GET[ self::ARG ] ?? '' ) ) );
		$user   = absint( $_GET['user'] ?? 0 );
		$key    = sanitize_text_field( wp_unslash( (string) ( $_GET['key'] ?? '' ) ) );
		// phpcs:enable
		if ( in_array( $what, self::WHAT, true ) ) {
			return '<section class="rueda-customer-account__panel rueda-customer-account__confirm">' . self::form( $what, $user, $key ) . '</section>';
		}
		$messages = array(
			'account' => __( 'Your account is confirmed. You can sign in now.', 'rueda' ),
			'email'   => __( 'Your new email address is confirmed.', 'rueda' ),
			'invalid' => __( 'This link is not valid or has expired. Ask for a new one: sign up again, or change your email address again.', 'rueda' ),
		);
		if ( ! isset( $messages[ $result ] ) ) {
			return '';
		}
		return sprintf(
			'<div class="rueda-notice is-%1$s rueda-customer-account__notice" role="%2$s"><p>%3$s</p></div>',
			'invalid' === $result ? 'error' : 'success',
			'invalid' === $result ? 'alert' : 'status',
			esc_html( $messages[ $result ] )
		);
	}

	/**
	 * Refuses to log in a pending account whose password was right, and sends its link
	 * again (at most once every few minutes).
	 *
	 * @since 0.3.0
	 *
	 * @param \WP_User|\WP_Error|null $user The user so far.
	 * @return \WP_User|\WP_Error|null
	 */
	public function refuse_pending( $user ) {
		if ( ! $user instanceof \WP_User || ! $this->pending->is_pending( $user->ID ) ) {
			return $user;
		}
		$resent = $this->pending->may_resend( $user->ID );
		if ( $resent ) {
			$this->send_account_link( $user );
		}
		return new \WP_Error(
			'rueda_account_unconfirmed',
			__( 'Please confirm your email address before signing in: open the link in the email we sent you when you created your account.', 'rueda' ) . ' '
				. ( $resent ? __( 'We have just sent you a new link.', 'rueda' ) : __( 'If you cannot find it, try to sign in again in a few minutes and we will send you a new one.', 'rueda' ) )
		);
	}

	/**
	 * Confirms a pending account whose password was set through the emailed lost-password
	 * link: that proves the address too.
	 *
	 * @since 0.3.0
	 *
	 * @param \WP_User $user The account.
	 */
	public function confirm_by_reset( $user ): void {
		if ( $user instanceof \WP_User ) {
			$this->pending->activate( $user->ID );
		}
	}

	/**
	 * Where links and results go: the Mi cuenta page, else the home page.
	 */
	private static function base(): string {
		$page = PageLinks::get_page_id( 'myaccount' );
		return $page ? (string) get_permalink( $page ) : home_url( '/' );
	}

	/**
	 * The title of a confirmation.
	 *
	 * @param string $what `account` or `email`.
	 */
	private static function title( string $what ): string {
		return 'account' === $what ? __( 'Confirm your account', 'rueda' ) : __( 'Confirm your new email address', 'rueda' );
	}

	/**
	 * The confirmation button, posting the link's values.
	 *
	 * @param string $what    `account` or `email`.
	 * @param int    $user_id Account.
	 * @param string $key     Key.
	 */
	private static function form( string $what, int $user_id, string $key ): string {
		$intro = 'account' === $what
			? __( 'Confirm your email address to start using your account.', 'rueda' )
			: __( 'Confirm the new email address of your account.', 'rueda' );
		return sprintf(
			'<h2>%1$s</h2><p>%2$s</p><form method="post" action="%3$s"><input type="hidden" name="%4$s" value="%5$s"><input type="hidden" name="user" value="%6$d"><input type="hidden" name="key" value="%7$s"><button type="submit" class="rueda-button">%8$s</button></form>',
			esc_html( self::title( $what ) ),
			esc_html( $intro ),
			esc_url( self::base() ),
			esc_attr( self::ARG ),
			esc_attr( $what ),
			$user_id,
			esc_attr( $key ),
			esc_html__( 'Confirm', 'rueda' )
		);
	}
}
