<?php
/**
 * Emails to the customer when the shop moves or cancels their appointment.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Workshop\Content;

use Rueda\Domain\Orders\Order;
use Rueda\Domain\Orders\Orders;
use Rueda\Domain\Shipping\DeliveryEstimate;

/**
 * A moved appointment is emailed with its new time and a new .ics (same UID, a higher
 * SEQUENCE, so calendars update the event); a cancelled one says so and invites the
 * customer to book again. Sent with wp_mail in the site's language, like the order emails
 * (and through the same `rueda_order_email` filter).
 *
 * @since 0.3.0
 */
final class AppointmentEmails {

	/**
	 * Listens to the shop's changes.
	 *
	 * @since 0.3.0
	 */
	public function register(): void {
		add_action( 'rueda_appointment_moved', array( $this, 'moved' ), 10, 2 );
		add_action( 'rueda_appointment_cancelled', array( $this, 'cancelled' ) );
	}

	/**
	 * Tells the customer the new time.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string,mixed> $moved The appointment as it now is.
	 * @param array<string,mixed> $was   As it was.
	 */
	public function moved( array $moved, array $was ): void {
		$order = ( new Orders() )->get( (int) $moved['order_id'] );
		if ( ! $order ) {
			return;
		}
		$switched = switch_to_locale( get_locale() );
		$start    = ( new \DateTimeImmutable( '@' . $was['start'] ) )->setTimezone( wp_timezone() );
		$intro    = sprintf(
			/* translators: 1: order number, 2: old day, 3: old time. */
			__( 'We have had to change the time of your workshop appointment for order #%1$s, which was on %2$s at %3$s. This is the new one:', 'rueda' ),
			$order->number(),
			DeliveryEstimate::format_day( $start ),
			wp_date( 'H:i', (int) $was['start'] )
		);
		$this->send(
			$order,
			/* translators: 1: site name, 2: order number. */
			sprintf( __( '[%1$s] Your workshop appointment for order #%2$s has changed', 'rueda' ), $this->site(), $order->number() ),
			'<p>' . esc_html( $intro ) . '</p>' . AppointmentDetails::html( $order )
				. '<p>' . esc_html__( 'The calendar file attached replaces the one we sent before. If the new time does not suit you, reply to this email or call us.', 'rueda' ) . '</p>',
			AppointmentDetails::attachments( $order )
		);
		if ( $switched ) {
			restore_previous_locale();
		}
	}

	/**
	 * Tells the customer the appointment is cancelled.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string,mixed> $cancelled The cancelled appointment.
	 */
	public function cancelled( array $cancelled ): void {
		$order = ( new Orders() )->get( (int) $cancelled['order_id'] );
		if ( ! $order ) {
			return;
		}
		$switched = switch_to_locale( get_locale() );
		/* translators: %s: order number. */
		$intro = sprintf( __( 'We have cancelled your workshop appointment for order #%s:', 'rueda' ), $order->number() );
		$this->send(
			$order,
			/* translators: 1: site name, 2: order number. */
			sprintf( __( '[%1$s] Your workshop appointment for order #%2$s was cancelled', 'rueda' ), $this->site(), $order->number() ),
			'<p>' . esc_html( $intro ) . '</p><p><del>' . esc_html( AppointmentDetails::sentence( $cancelled ) ) . '</del></p>'
				. '<p>' . esc_html__( 'Reply to this email or call us to arrange another time.', 'rueda' ) . '</p>',
			array()
		);
		if ( $switched ) {
			restore_previous_locale();
		}
	}

	/**
	 * Sends one email to the order's customer, then deletes its temporary attachments.
	 *
	 * @param Order                $order       Order.
	 * @param string               $subject     Subject.
	 * @param string               $html        Body, escaped.
	 * @param array<string,string> $attachments File name => temporary path.
	 */
	private function send( Order $order, string $subject, string $html, array $attachments ): void {
		$to = $order->email();
		if ( ! is_email( $to ) ) {
			AppointmentDetails::delete_attachments( $attachments );
			return;
		}
		$body  = '<!DOCTYPE html><html lang="' . esc_attr( get_bloginfo( 'language' ) ) . '"><body style="font-family:sans-serif;color:#1e1e1e">'
			. $html . '<p>' . esc_html( $this->site() ) . '</p></body></html>';
		$email = apply_filters( 'rueda_order_email', compact( 'to', 'subject', 'body' ), $order ); // Documented in OrderEmails.
		wp_mail( $email['to'], $email['subject'], $email['body'], array( 'Content-Type: text/html; charset=UTF-8' ), $attachments );
		AppointmentDetails::delete_attachments( $attachments );
	}

	/**
	 * The shop's name, as text.
	 */
	private function site(): string {
		return wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
	}
}
