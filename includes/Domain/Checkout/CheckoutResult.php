<?php
/**
 * The outcome of a checkout.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Checkout;

use Rueda\Domain\Orders\Order;
use Rueda\Domain\Payments\PaymentResult;

/**
 * The order after payment and the gateway's answer.
 *
 * @since 0.1.0
 */
final class CheckoutResult {

	/**
	 * Creates the result.
	 *
	 * @param Order         $order   The order as it is now.
	 * @param PaymentResult $payment The payment's outcome.
	 */
	public function __construct(
		public readonly Order $order,
		public readonly PaymentResult $payment
	) {}
}
