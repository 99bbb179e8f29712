<?php
/**
 * What came of a payment.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments;

use Rueda\Domain\Orders\OrderStatus;

/**
 * The `payment_result` of the checkout response, plus the order status it leads to.
 *
 * @since 0.1.0
 */
final class PaymentResult {

	public const SUCCESS = 'success';
	public const FAILURE = 'failure';
	public const PENDING = 'pending';
	public const ERROR   = 'error';

	/**
	 * Creates a result.
	 *
	 * @param string               $status       success, failure, pending or error.
	 * @param string               $order_status Order status to set (see OrderStatus).
	 * @param string               $message      Message for the shopper on failure, translated.
	 * @param array<string,string> $details      payment_details pairs (never secrets).
	 * @param string               $redirect_url Where to send the shopper ('' = confirmation page).
	 * @param string               $transaction_id The provider's reference for the payment, if any.
	 */
	public function __construct(
		public readonly string $status,
		public readonly string $order_status,
		public readonly string $message = '',
		public readonly array $details = array(),
		public readonly string $redirect_url = '',
		public readonly string $transaction_id = ''
	) {}

	/**
	 * Paid: the order is processing.
	 *
	 * @param array<string,string> $details        Payment details.
	 * @param string               $transaction_id The provider's reference for the payment.
	 */
	public static function paid( array $details = array(), string $transaction_id = '' ): self {
		return new self( self::SUCCESS, OrderStatus::PROCESSING, '', $details, '', $transaction_id );
	}

	/**
	 * Accepted, to be paid later (transfer, at the workshop).
	 *
	 * @param string               $order_status on-hold (or processing, once the money is sure).
	 * @param array<string,string> $details      Payment details.
	 */
	public static function later( string $order_status, array $details = array() ): self {
		return new self( self::PENDING, $order_status, '', $details );
	}

	/**
	 * Declined: the order failed and the shopper may try again.
	 *
	 * @param string $message Why, for the shopper.
	 */
	public static function declined( string $message ): self {
		return new self( self::FAILURE, OrderStatus::FAILED, $message );
	}

	/**
	 * The payment could not be attempted (provider error).
	 *
	 * @param string $message What to tell the shopper.
	 */
	public static function error( string $message ): self {
		return new self( self::ERROR, OrderStatus::FAILED, $message );
	}

	/**
	 * Whether the order goes ahead.
	 */
	public function is_accepted(): bool {
		return in_array( $this->status, array( self::SUCCESS, self::PENDING ), true );
	}
}
