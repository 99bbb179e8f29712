<?php
/**
 * Order emails to the customer and the shop.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Orders\Content;

use Rueda\Content\WithdrawalInformation;
use Rueda\Domain\Invoices\RectifyingInvoices;
use Rueda\Domain\Orders\Order;
use Rueda\Domain\Orders\Orders;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Refunds\Refund;
use Rueda\Invoices\Content\InvoiceLinks;
use Rueda\Performance\AfterResponse;
use Rueda\Settings\CurrencySettings;
use Rueda\Workshop\Content\AppointmentDetails;

/**
 * When an order is confirmed (processing or on hold), the customer gets the confirmation
 * (with the next steps of an order collected at the workshop: where, its opening hours,
 * what to bring) and the shop a new-order notice; cancellations and completions are told too. Sent with
 * wp_mail in the site's language, as HTML built from the escaped order details.
 *
 * @since 0.1.0
 */
final class OrderEmails {

	/**
	 * Listens to status changes.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'rueda_order_status_changed', array( $this, 'on_status_changed' ), 10, 4 );
		add_action( 'rueda_order_note_added', array( $this, 'on_note_added' ), 10, 2 );
		add_action( 'rueda_order_refunded', array( $this, 'on_refunded' ), 10, 2 );
	}

	/**
	 * Sends the customer a note the shop wrote for them.
	 *
	 * @since 0.1.0
	 *
	 * @param int                 $order_id Order id.
	 * @param array<string,mixed> $note     The note.
	 */
	public function on_note_added( int $order_id, array $note ): void {
		$order = empty( $note['customer_visible'] ) ? null : ( new Orders() )->get( $order_id );
		if ( ! $order ) {
			return;
		}
		$switched = switch_to_locale( get_locale() );
		/* translators: 1: site name, 2: order number. */
		$this->send( $order->email(), sprintf( __( '[%1$s] A note about your order #%2$s', 'rueda' ), $this->site(), $order->number() ), (string) $note['note'], $order );
		if ( $switched ) {
			restore_previous_locale();
		}
	}

	/**
	 * Sends the emails a status change calls for.
	 *
	 * @since 0.1.0
	 *
	 * @param int        $order_id Order id.
	 * @param string     $from     Previous status.
	 * @param string     $to       New status.
	 * @param Order|null $order    The order as it now is.
	 */
	public function on_status_changed( int $order_id, string $from, string $to, ?Order $order = null ): void {
		$order ??= ( new Orders() )->get( $order_id );
		if ( $order ) {
			// Written and sent once the checkout has answered, where the server allows it.
			AfterResponse::run( fn() => $this->send_for_change( $order, $from, $to ) );
		}
	}

	/**
	 * Tells the customer about a refund, partial or full, with its rectifying invoice.
	 *
	 * @since 0.6.0
	 *
	 * @param int    $order_id Order id.
	 * @param Refund $refund   The refund.
	 */
	public function on_refunded( int $order_id, Refund $refund ): void {
		$order = ( new Orders() )->get( $order_id );
		if ( $order ) {
			AfterResponse::run( fn() => $this->send_refund( $order, $refund ) );
		}
	}

	/**
	 * Sends the refund email.
	 *
	 * @param Order  $order  The order as it is after the refund.
	 * @param Refund $refund The refund.
	 */
	private function send_refund( Order $order, Refund $refund ): void {
		$switched = switch_to_locale( get_locale() );
		$amount   = CurrencySettings::currency()->format( $refund->amount );
		$full     = OrderStatus::REFUNDED === $order->status();
		$subject  = $full
			/* translators: 1: site name, 2: order number. */
			? sprintf( __( '[%1$s] Your order #%2$s has been refunded', 'rueda' ), $this->site(), $order->number() )
			/* translators: 1: site name, 2: order number. */
			: sprintf( __( '[%1$s] Partial refund of your order #%2$s', 'rueda' ), $this->site(), $order->number() );
		/* translators: %s: amount refunded, e.g. 100,00 €. */
		$intro         = sprintf( __( 'We have refunded %s of your order. Depending on your bank, it may take a few days to show in your account.', 'rueda' ), $amount );
		$rectification = ( new RectifyingInvoices() )->find( $refund->id );
		$after         = $rectification
			? sprintf(
				'<p>%s <a href="%s">%s</a></p>',
				esc_html__( 'Your rectifying invoice is ready to view, print or save as PDF:', 'rueda' ),
				esc_url( InvoiceLinks::rectification_url( $order, $refund->id ) ),
				/* translators: %s: rectifying invoice number, e.g. R2026-000001. */
				esc_html( sprintf( __( 'View rectifying invoice %s', 'rueda' ), $rectification->number() ) )
			)
			: '';
		$this->send( $order->email(), $subject, $intro, $order, $after );
		if ( $switched ) {
			restore_previous_locale();
		}
	}

	/**
	 * Sends the emails of a change of status.
	 *
	 * @param Order  $order The order as it is after the change.
	 * @param string $from  Previous status.
	 * @param string $to    New status.
	 */
	private function send_for_change( Order $order, string $from, string $to ): void {
		$switched = switch_to_locale( get_locale() );
		$placed   = in_array( $from, array( OrderStatus::PENDING, OrderStatus::DRAFT, OrderStatus::FAILED ), true );
		if ( $placed && in_array( $to, array( OrderStatus::PROCESSING, OrderStatus::ON_HOLD ), true ) ) {
			// A pickup order's customer is told where and when to collect it (the opening hours).
			$next = OrderNextSteps::is_pickup( $order ) ? OrderNextSteps::html( $order ) : '';
			/* translators: 1: site name, 2: order number. */
			$this->send( $order->email(), sprintf( __( '[%1$s] We have received your order #%2$s', 'rueda' ), $this->site(), $order->number() ), __( 'Thank you for your order. These are its details:', 'rueda' ), $order, $next . WithdrawalInformation::html( $order ) );
			/* translators: 1: site name, 2: order number. */
			$this->send( $this->shop_email(), sprintf( __( '[%1$s] New order #%2$s', 'rueda' ), $this->site(), $order->number() ), __( 'You have received a new order:', 'rueda' ), $order );
		} elseif ( OrderStatus::COMPLETED === $to ) {
			/* translators: 1: site name, 2: order number. */
			$this->send( $order->email(), sprintf( __( '[%1$s] Your order #%2$s is complete', 'rueda' ), $this->site(), $order->number() ), __( 'Your order is complete. Thank you for trusting us.', 'rueda' ), $order );
		} elseif ( OrderStatus::CANCELLED === $to && ! $placed ) {
			/* translators: 1: site name, 2: order number. */
			$this->send( $order->email(), sprintf( __( '[%1$s] Your order #%2$s was cancelled', 'rueda' ), $this->site(), $order->number() ), __( 'Your order was cancelled. If you did not expect this, please contact us.', 'rueda' ), $order );
			/* translators: 1: site name, 2: order number. */
			$this->send( $this->shop_email(), sprintf( __( '[%1$s] Order #%2$s cancelled', 'rueda' ), $this->site(), $order->number() ), __( 'This order was cancelled:', 'rueda' ), $order );
		}
		if ( $switched ) {
			restore_previous_locale();
		}
	}

	/**
	 * Sends one email.
	 *
	 * @param string $to      Recipient.
	 * @param string $subject Subject.
	 * @param string $intro   First paragraph.
	 * @param Order  $order   Order.
	 * @param string $after   HTML after the details (the confirmation's next steps and withdrawal information).
	 */
	private function send( string $to, string $subject, string $intro, Order $order, string $after = '' ): void {
		if ( ! is_email( $to ) ) {
			return;
		}
		$body = '<!DOCTYPE html><html lang="' . esc_attr( get_bloginfo( 'language' ) ) . '"><body style="font-family:sans-serif;color:#1e1e1e">'
			. '<p>' . esc_html( $intro ) . '</p>'
			. AppointmentDetails::html( $order )
			. OrderDetails::overview( $order )
			. InvoiceLinks::email( $order )
			. OrderDetails::payment_instructions( $order )
			. OrderDetails::table( $order )
			. OrderDetails::addresses( $order )
			. $after
			. '<p>' . esc_html( $this->site() ) . '</p></body></html>';

		/**
		 * Filters an order email before it is sent.
		 *
		 * @since 0.1.0
		 *
		 * @param array{to:string,subject:string,body:string} $email Email.
		 * @param Order                                       $order Order.
		 */
		$email = apply_filters( 'rueda_order_email', compact( 'to', 'subject', 'body' ), $order );
		// The workshop appointment still to come, as a calendar file.
		$calendar = AppointmentDetails::attachments( $order );
		wp_mail( $email['to'], $email['subject'], $email['body'], array( 'Content-Type: text/html; charset=UTF-8' ), $calendar );
		AppointmentDetails::delete_attachments( $calendar );
	}

	/**
	 * The shop's name, as text.
	 */
	private function site(): string {
		return wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
	}

	/**
	 * Where shop notices go.
	 */
	private function shop_email(): string {
		return (string) get_option( 'admin_email' );
	}
}
