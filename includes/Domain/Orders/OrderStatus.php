<?php
/**
 * Order statuses.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Orders;

use Rueda\Domain\Payments\Gateways\PayAtWorkshop;

/**
 * The statuses an order moves through, and which of them hold stock and coupons.
 *
 * @since 0.1.0
 */
final class OrderStatus {

	public const DRAFT      = 'checkout-draft';
	public const PENDING    = 'pending';
	public const ON_HOLD    = 'on-hold';
	public const PROCESSING = 'processing';
	public const COMPLETED  = 'completed';
	public const CANCELLED  = 'cancelled';
	public const FAILED     = 'failed';
	public const REFUNDED   = 'refunded';

	/**
	 * Every status.
	 *
	 * @since 0.1.0
	 *
	 * @return string[]
	 */
	public static function all(): array {
		return array( self::DRAFT, self::PENDING, self::ON_HOLD, self::PROCESSING, self::COMPLETED, self::CANCELLED, self::FAILED, self::REFUNDED );
	}

	/**
	 * Statuses whose reservations (stock, coupon uses) are still held while unexpired.
	 *
	 * @since 0.1.0
	 *
	 * @return string[]
	 */
	public static function holding(): array {
		return array( self::DRAFT, self::PENDING );
	}

	/**
	 * A status as shop owners and shoppers read it. An order to be paid at the workshop
	 * waits on hold like a bank transfer, but it is read as what it waits for: the
	 * shopper's visit to pay, not the shop.
	 *
	 * @since 0.1.0
	 * @since 0.3.0 $payment_method.
	 *
	 * @param string $status         Status.
	 * @param string $payment_method The order's payment method ('' when not about one order).
	 */
	public static function label( string $status, string $payment_method = '' ): string {
		if ( self::ON_HOLD === $status && PayAtWorkshop::ID === $payment_method ) {
			return _x( 'Awaiting payment at the workshop', 'order status', 'rueda' );
		}
		$labels = array(
			self::DRAFT      => _x( 'Draft', 'order status', 'rueda' ),
			self::PENDING    => _x( 'Pending payment', 'order status', 'rueda' ),
			self::ON_HOLD    => _x( 'On hold', 'order status', 'rueda' ),
			self::PROCESSING => _x( 'Processing', 'order status', 'rueda' ),
			self::COMPLETED  => _x( 'Completed', 'order status', 'rueda' ),
			self::CANCELLED  => _x( 'Cancelled', 'order status', 'rueda' ),
			self::FAILED     => _x( 'Failed', 'order status', 'rueda' ),
			self::REFUNDED   => _x( 'Refunded', 'order status', 'rueda' ),
		);
		return $labels[ $status ] ?? $status;
	}
}
