<?php
/**
 * Which status changes the shop may make by hand.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Orders;

/**
 * Drafts belong to the checkout, and cancelled or refunded orders are closed: their
 * stock went back and their coupon uses were released, so they are not reopened.
 * Everything else may move forward, be put on hold or cancelled. No order is moved to
 * refunded by hand: it becomes refunded when its refunds (Domain\Refunds\Refunds) reach
 * its total, since only a refund says which units go back to stock and gives the money back.
 *
 * @since 0.1.0
 */
final class OrderTransitions {

	private const NEXT = array(
		OrderStatus::PENDING    => array( OrderStatus::PROCESSING, OrderStatus::ON_HOLD, OrderStatus::COMPLETED, OrderStatus::CANCELLED ),
		OrderStatus::ON_HOLD    => array( OrderStatus::PROCESSING, OrderStatus::COMPLETED, OrderStatus::CANCELLED ),
		OrderStatus::PROCESSING => array( OrderStatus::ON_HOLD, OrderStatus::COMPLETED, OrderStatus::CANCELLED ),
		OrderStatus::COMPLETED  => array( OrderStatus::PROCESSING ),
		OrderStatus::FAILED     => array( OrderStatus::PROCESSING, OrderStatus::ON_HOLD, OrderStatus::COMPLETED, OrderStatus::CANCELLED ),
	);

	/**
	 * The statuses an order in a status may be moved to by hand.
	 *
	 * @since 0.1.0
	 *
	 * @param string $from Current status.
	 * @return string[]
	 */
	public static function next( string $from ): array {
		return self::NEXT[ $from ] ?? array();
	}

	/**
	 * Whether a change by hand is allowed.
	 *
	 * @since 0.1.0
	 *
	 * @param string $from Current status.
	 * @param string $to   New status.
	 */
	public static function allows( string $from, string $to ): bool {
		return in_array( $to, self::next( $from ), true );
	}
}
