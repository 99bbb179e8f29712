<?php
/**
 * An order's notes: what the shop wrote about it and what happened to it.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Orders;

use Rueda\Storage\OrderStore;

/**
 * Notes are kept one meta row each (key `_note`), so adding one never rewrites the
 * others. Every status change adds one (who, from what, to what, and why: the payment
 * message or the admin's reason), whoever made it: checkout, payment or the admin.
 * The text is plain: it is sanitized on the way in and printed as text.
 *
 * @since 0.1.0
 */
final class OrderNotes {

	public const KEY = '_note';

	/** Longest note, in characters. */
	public const MAX_LENGTH = 1000;

	/**
	 * Creates the service.
	 *
	 * @param OrderStore $orders Orders.
	 */
	public function __construct( private OrderStore $orders = new OrderStore() ) {}

	/**
	 * Adds a note; returns its id.
	 *
	 * @since 0.1.0
	 *
	 * @param int    $order_id         Order id.
	 * @param string $text             Plain text (already sanitized).
	 * @param bool   $customer_visible Whether the customer may read it.
	 * @param bool   $system           Whether the shop wrote it (a status change) rather than a person.
	 */
	public function add( int $order_id, string $text, bool $customer_visible = false, bool $system = false ): int {
		$note = array(
			'date'             => gmdate( 'Y-m-d H:i:s' ),
			'author'           => get_current_user_id(),
			'note'             => mb_substr( $text, 0, self::MAX_LENGTH ),
			'customer_visible' => $customer_visible,
			'system'           => $system,
		);
		$id   = $this->orders->add_meta( $order_id, self::KEY, $note );

		/**
		 * Fires when a note is added to an order (the customer is emailed the ones
		 * meant for them).
		 *
		 * @since 0.1.0
		 *
		 * @param int                 $order_id Order id.
		 * @param array<string,mixed> $note     date, author, note, customer_visible, system.
		 */
		do_action( 'rueda_order_note_added', $order_id, $note );
		return $id;
	}

	/**
	 * Every note of an order, oldest first, with its id.
	 *
	 * @since 0.1.0
	 *
	 * @param int $order_id Order id.
	 * @return list<array<string,mixed>>
	 */
	public function all( int $order_id ): array {
		$notes = array();
		foreach ( $this->orders->meta_values( $order_id, self::KEY ) as $id => $note ) {
			if ( is_array( $note ) ) {
				$notes[] = array( 'id' => $id ) + $note;
			}
		}
		return $notes;
	}

	/**
	 * Records a status change (the who is the note's author).
	 *
	 * @since 0.1.0
	 *
	 * @param int    $order_id Order id.
	 * @param string $from     Previous status.
	 * @param string $to       New status.
	 * @param Order  $order    The order as it now is.
	 */
	public function note_status_change( int $order_id, string $from, string $to, Order $order ): void {
		/* translators: 1: previous order status, 2: new order status. */
		$text    = sprintf( __( 'Order status changed from %1$s to %2$s.', 'rueda' ), $order->status_label( $from ), $order->status_label( $to ) );
		$history = (array) $order->meta( '_history', array() );
		$parts   = array( $text, trim( (string) ( end( $history )['note'] ?? '' ) ) );
		$method  = (string) ( $order->row['payment_method_title'] ?? '' );
		if ( OrderStatus::PENDING === $from && in_array( $to, OrderLifecycle::confirmed(), true ) && '' !== $method ) {
			/* translators: %s: payment method title. */
			$parts[] = sprintf( __( 'Payment method: %s.', 'rueda' ), $method );
		}
		$this->add( $order_id, implode( ' ', array_filter( $parts, 'strlen' ) ), false, true );
	}
}
