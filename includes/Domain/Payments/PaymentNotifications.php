<?php
/**
 * Applying a bank's notification to its order.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments;

use Rueda\Domain\Orders\Order;
use Rueda\Domain\Orders\OrderLifecycle;
use Rueda\Domain\Orders\OrderNotes;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Settings\CurrencySettings;
use Rueda\Storage\OrderStore;

/**
 * Turns what a NotifiedGateway read into the order's next status, through OrderLifecycle
 * (one transaction with the stock, coupons and holds):
 * - paid, for the order's amount and currency: processing, with the paid date, the bank's
 *   transaction id, the stock taken and the invoice issued, as any paid order;
 * - paid for another amount or currency: on hold with a note, never paid;
 * - declined: failed, its holds released.
 * Only an order pending payment with this gateway changes. A notification about any other
 * order is ignored with a note (a paid or cancelled order is never reopened), and one that
 * repeats what the order already says (the same transaction, a second decline) changes
 * nothing and adds nothing: banks repeat notifications, and two may arrive at once, when
 * only the first to change the status counts.
 *
 * @since 0.5.0
 */
final class PaymentNotifications {

	public const PAID          = 'paid';
	public const ON_HOLD       = 'on-hold';
	public const FAILED        = 'failed';
	public const REPEATED      = 'repeated';
	public const IGNORED       = 'ignored';
	public const UNKNOWN_ORDER = 'unknown_order';

	/**
	 * Creates the service.
	 *
	 * @param OrderStore     $orders    Orders.
	 * @param OrderLifecycle $lifecycle Status changes.
	 * @param OrderNotes     $notes     Order notes.
	 */
	public function __construct(
		private OrderStore $orders = new OrderStore(),
		private OrderLifecycle $lifecycle = new OrderLifecycle(),
		private OrderNotes $notes = new OrderNotes()
	) {}

	/**
	 * Applies a notification; returns what came of it (one of the constants).
	 *
	 * @since 0.5.0
	 *
	 * @param NotifiedGateway     $gateway      The gateway that read it.
	 * @param PaymentNotification $notification What it says.
	 */
	public function apply( NotifiedGateway $gateway, PaymentNotification $notification ): string {
		$order = $notification->order_id > 0 ? $this->orders->get( $notification->order_id ) : null;
		if ( ! $order ) {
			if ( PaymentNotification::IGNORED !== $notification->outcome ) {
				error_log( sprintf( 'Rueda payment notification of %s for an unknown order %d: %s', $gateway->id(), $notification->order_id, $notification->reference ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- money may have been taken for nothing the shop knows.
			}
			return PaymentNotification::IGNORED === $notification->outcome ? self::IGNORED : self::UNKNOWN_ORDER;
		}
		if ( $order->payment_method() !== $gateway->id() ) {
			/* translators: 1: payment method title, 2: the bank's reference. */
			$this->note( $order, sprintf( __( 'A notification of %1$s was ignored: this order is not paid with that method (%2$s).', 'rueda' ), $gateway->title(), $this->reference( $notification ) ) );
			return self::IGNORED;
		}
		if ( PaymentNotification::IGNORED === $notification->outcome ) {
			/* translators: %s: the bank's reference. */
			$this->note( $order, sprintf( __( 'The bank sent a notification that changes nothing (%s).', 'rueda' ), $this->reference( $notification ) ) );
			return self::IGNORED;
		}
		if ( OrderStatus::PENDING !== $order->status() ) {
			return $this->not_pending( $order, $notification );
		}
		[ $to, $note, $result ] = $this->next( $order, $notification );
		$columns                = '' !== $notification->transaction_id ? array( 'transaction_id' => substr( $notification->transaction_id, 0, 100 ) ) : array();
		if ( $this->lifecycle->change( $order, $to, $note, array(), $columns ) ) {
			return $result;
		}
		// Another request (the same notification sent twice at once) changed it first.
		$now = $this->orders->get( $order->id() );
		return $now ? $this->not_pending( $now, $notification ) : self::UNKNOWN_ORDER;
	}

	/**
	 * The status a pending order moves to, the note that says why, and the result.
	 *
	 * @param Order               $order        Pending order.
	 * @param PaymentNotification $notification Paid or declined.
	 * @return array{0:string,1:string,2:string}
	 */
	private function next( Order $order, PaymentNotification $notification ): array {
		$reference = $this->reference( $notification );
		if ( PaymentNotification::DECLINED === $notification->outcome ) {
			/* translators: 1: the bank's reference, 2: the bank's reason (may be empty). */
			return array( OrderStatus::FAILED, trim( sprintf( __( 'The bank declined the payment (%1$s). %2$s', 'rueda' ), $reference, sanitize_text_field( $notification->message ) ) ), self::FAILED );
		}
		$currency = (string) ( $order->row['currency'] ?? '' );
		if ( $notification->amount !== $order->total() || strtoupper( $currency ) !== $notification->currency ) {
			return array(
				OrderStatus::ON_HOLD,
				/* translators: 1: amount the bank confirmed, 2: the order's total, 3: the bank's reference. */
				sprintf( __( 'The bank confirmed a payment of %1$s, but the order total is %2$s: the order is on hold and not marked paid. Check the payment in the bank before preparing the order (%3$s).', 'rueda' ), $this->amount( (int) $notification->amount, $notification->currency ), $this->amount( $order->total(), $currency ), $reference ),
				self::ON_HOLD,
			);
		}
		/* translators: %s: the bank's reference. */
		return array( OrderStatus::PROCESSING, sprintf( __( 'Payment confirmed by the bank (%s).', 'rueda' ), $reference ), self::PAID );
	}

	/**
	 * An order that is not waiting for this payment: a repeat changes nothing; anything
	 * else is noted for the shop, which decides (a second payment may need a refund).
	 *
	 * @param Order               $order        The order as it is.
	 * @param PaymentNotification $notification Paid or declined.
	 */
	private function not_pending( Order $order, PaymentNotification $notification ): string {
		$status = $order->status();
		$paid   = PaymentNotification::PAID === $notification->outcome;
		$known  = '' !== $notification->transaction_id && (string) ( $order->row['transaction_id'] ?? '' ) === substr( $notification->transaction_id, 0, 100 );
		if ( ( $paid && $known && in_array( $status, OrderLifecycle::confirmed(), true ) ) || ( ! $paid && OrderStatus::FAILED === $status ) ) {
			return self::REPEATED;
		}
		$this->note(
			$order,
			$paid
				/* translators: 1: the bank's reference, 2: order status. */
				? sprintf( __( 'The bank confirmed a payment (%1$s), but the order is %2$s, not pending payment: nothing was changed. Check whether the money must be refunded.', 'rueda' ), $this->reference( $notification ), $order->status_label() )
				/* translators: 1: the bank's reference, 2: order status. */
				: sprintf( __( 'The bank declined a payment (%1$s), but the order is %2$s, not pending payment: nothing was changed.', 'rueda' ), $this->reference( $notification ), $order->status_label() )
		);
		return self::IGNORED;
	}

	/**
	 * Adds a note from the shop (no person) that only the shop reads.
	 *
	 * @param Order  $order Order.
	 * @param string $text  Note.
	 */
	private function note( Order $order, string $text ): void {
		$this->notes->add( $order->id(), $text, false, true );
	}

	/**
	 * The bank's reference and transaction id as plain text for a note.
	 *
	 * @param PaymentNotification $notification Notification.
	 */
	private function reference( PaymentNotification $notification ): string {
		/* translators: %s: the bank's id of a payment. */
		$transaction = '' !== $notification->transaction_id ? sprintf( __( 'transaction %s', 'rueda' ), $notification->transaction_id ) : '';
		$parts       = array_filter( array( $notification->reference, $transaction ), 'strlen' );
		return mb_substr( sanitize_text_field( implode( ', ', $parts ) ), 0, 300 );
	}

	/**
	 * An amount as the shop writes it; in another currency, its number and code.
	 *
	 * @param int    $minor Amount in minor units.
	 * @param string $code  ISO 4217 code.
	 */
	private function amount( int $minor, string $code ): string {
		$currency = CurrencySettings::currency();
		return strtoupper( $code ) === $currency->code ? $currency->format( $minor ) : number_format_i18n( $minor / 100, 2 ) . ' ' . strtoupper( $code );
	}
}
