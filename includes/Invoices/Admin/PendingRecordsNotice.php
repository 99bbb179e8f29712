<?php
/**
 * The warning wp-admin shows while invoice records cannot reach the AEAT.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Invoices\Admin;

use Rueda\Admin\Capabilities;
use Rueda\Domain\Invoices\Verifactu\Submission\QueueState;
use Rueda\Domain\Invoices\Verifactu\Submission\SubmissionQueue;
use Rueda\Invoices\Verifactu\AeatClient;
use Rueda\Invoices\Verifactu\QueueSchedule;

/**
 * On the dashboard and Rueda's screens, to whoever runs the shop: while the last send of
 * an issuer's records failed (the AEAT unreachable, a Fault, an answer that cannot be
 * read), how many records wait, the last error, and a button to try again now
 * (admin-post, with a nonce). It goes once they have gone.
 *
 * @since 0.7.0
 */
final class PendingRecordsNotice {

	public const ACTION = 'rueda_verifactu_send_now';

	/**
	 * Hooks the notice and its button.
	 *
	 * @since 0.7.0
	 */
	public function register(): void {
		add_action( 'admin_notices', array( $this, 'render' ) );
		add_action( 'admin_post_' . self::ACTION, array( $this, 'send_now' ) );
	}

	/**
	 * What the notice says, or null when it does not apply: the records waiting and the
	 * last error.
	 *
	 * @since 0.7.0
	 *
	 * @return array{waiting:int,error:string,at:int}|null
	 */
	public static function status(): ?array {
		$failure = QueueState::last_failure();
		if ( null === $failure ) {
			return null;
		}
		$waiting = ( new SubmissionQueue( new AeatClient() ) )->waiting();
		return 0 === $waiting ? null : array(
			'waiting' => $waiting,
			'error'   => $failure['message'],
			'at'      => $failure['at'],
		);
	}

	/**
	 * Prints the warning when it applies.
	 *
	 * @since 0.7.0
	 */
	public function render(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! current_user_can( Capabilities::CAPABILITY ) || ! $screen || ( 'dashboard' !== $screen->id && ! str_contains( $screen->id, 'rueda' ) ) ) {
			return;
		}
		$status = self::status();
		if ( null === $status ) {
			return;
		}
		printf(
			'<div class="notice notice-warning rueda-verifactu-notice"><p><strong>%1$s</strong> %2$s</p><p>%3$s</p><form method="post" action="%4$s"><input type="hidden" name="action" value="%5$s">%6$s<p><button type="submit" class="button">%7$s</button></p></form></div>',
			esc_html(
				sprintf(
					/* translators: %s: how many invoice records wait. */
					_n( '%s invoice record is waiting to be sent to the AEAT.', '%s invoice records are waiting to be sent to the AEAT.', $status['waiting'], 'rueda' ),
					number_format_i18n( $status['waiting'] )
				)
			),
			esc_html__( 'Invoicing goes on: they will be sent in order, marked as late, as soon as the AEAT answers. The shop tries again at least every hour.', 'rueda' ),
			esc_html(
				sprintf(
					/* translators: 1: date and time, 2: error message. */
					__( 'Last error (%1$s): %2$s', 'rueda' ),
					wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $status['at'] ),
					$status['error']
				)
			),
			esc_url( admin_url( 'admin-post.php' ) ),
			esc_attr( self::ACTION ),
			wp_nonce_field( self::ACTION, '_wpnonce', true, false ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WordPress's own hidden fields, escaped there.
			esc_html__( 'Send now', 'rueda' )
		);
	}

	/**
	 * The button: runs the queue now and goes back.
	 *
	 * @since 0.7.0
	 */
	public function send_now(): void {
		if ( ! current_user_can( Capabilities::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to do that.', 'rueda' ), 403 );
		}
		check_admin_referer( self::ACTION );
		( new QueueSchedule() )->run( true );
		wp_safe_redirect( wp_get_referer() ? wp_get_referer() : admin_url() );
		exit;
	}
}
