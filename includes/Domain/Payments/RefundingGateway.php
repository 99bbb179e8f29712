<?php
/**
 * A gateway that can give money back through its bank.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments;

use Rueda\Domain\Orders\Order;

/**
 * Implemented by a PaymentGateway whose bank takes refunds (Redsys). Orders paid with a
 * gateway without it (bank transfer, pay at the workshop, the sandbox ones) are refunded
 * by hand and recorded as manual refunds (Domain\Refunds\Refunds).
 *
 * @since 0.6.0
 */
interface RefundingGateway {

	/**
	 * Asks the bank to give back part or all of an order's payment. Called once per
	 * refund, after the refund was claimed (a double submit never reaches it twice).
	 *
	 * @since 0.6.0
	 *
	 * @param Order  $order  The paid order.
	 * @param int    $amount Minor units, > 0, at most what is left to refund.
	 * @param string $reason Why (as the owner wrote it).
	 */
	public function refund( Order $order, int $amount, string $reason ): RefundResult;
}
