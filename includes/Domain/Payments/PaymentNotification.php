<?php
/**
 * What a bank's notification says about a payment.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments;

/**
 * The answer of NotifiedGateway::handle_notification(), once the message verified: which
 * order, and whether it was paid (with the amount and currency the bank confirms, and its
 * transaction id), declined, or is nothing to act on (a refund's confirmation, a test
 * message). `reference` is the bank's own wording of it (its order code and response
 * code, say), kept in the order's notes; never a card number or a secret.
 *
 * The bank is answered 200 with `{"received":true}`, or with the body the gateway sets
 * with with_reply() (some banks expect a word of their own).
 *
 * @since 0.5.0
 */
final class PaymentNotification {

	public const PAID     = 'paid';
	public const DECLINED = 'declined';
	public const IGNORED  = 'ignored';

	/**
	 * Creates the notification; use paid(), declined() or ignored().
	 *
	 * @param string      $outcome        PAID, DECLINED or IGNORED.
	 * @param int         $order_id       The order it is about (0: none).
	 * @param string      $reference      The bank's reference, for the order's notes.
	 * @param string      $transaction_id The bank's id of the payment.
	 * @param int|null    $amount         Amount paid, in minor units.
	 * @param string      $currency       ISO 4217 code of the amount.
	 * @param string      $message        Why it was declined, for the order's notes.
	 * @param string|null $reply          Body to answer the bank with (null: the JSON default).
	 * @param string      $reply_type     Content type of that body.
	 */
	private function __construct(
		public readonly string $outcome,
		public readonly int $order_id,
		public readonly string $reference,
		public readonly string $transaction_id = '',
		public readonly ?int $amount = null,
		public readonly string $currency = '',
		public readonly string $message = '',
		public readonly ?string $reply = null,
		public readonly string $reply_type = 'application/json'
	) {}

	/**
	 * The bank took the money.
	 *
	 * @since 0.5.0
	 *
	 * @param int    $order_id       Order id.
	 * @param int    $amount         Amount the bank confirms, in minor units (cents).
	 * @param string $currency       Its ISO 4217 code (EUR).
	 * @param string $transaction_id The bank's id of the payment (kept on the order).
	 * @param string $reference      The bank's reference, for the notes.
	 */
	public static function paid( int $order_id, int $amount, string $currency, string $transaction_id, string $reference ): self {
		return new self( self::PAID, $order_id, $reference, $transaction_id, $amount, strtoupper( $currency ) );
	}

	/**
	 * The bank refused the payment (or the shopper gave up on its page).
	 *
	 * @since 0.5.0
	 *
	 * @param int    $order_id  Order id.
	 * @param string $reference The bank's reference, for the notes.
	 * @param string $message   Why, for the notes.
	 */
	public static function declined( int $order_id, string $reference, string $message = '' ): self {
		return new self( self::DECLINED, $order_id, $reference, '', null, '', $message );
	}

	/**
	 * A genuine message that changes no order.
	 *
	 * @since 0.5.0
	 *
	 * @param string $reference The bank's reference.
	 * @param int    $order_id  The order it mentions, if any (it gets a note).
	 */
	public static function ignored( string $reference, int $order_id = 0 ): self {
		return new self( self::IGNORED, $order_id, $reference );
	}

	/**
	 * The same notification, answered with a body of the gateway's choosing.
	 *
	 * @since 0.5.0
	 *
	 * @param string $body         What the bank expects to read.
	 * @param string $content_type Its content type.
	 */
	public function with_reply( string $body, string $content_type = 'text/plain' ): self {
		return new self( $this->outcome, $this->order_id, $this->reference, $this->transaction_id, $this->amount, $this->currency, $this->message, $body, $content_type );
	}
}
