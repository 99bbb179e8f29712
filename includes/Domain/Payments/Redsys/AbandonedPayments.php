<?php
/**
 * Redsys payments the bank never answered for.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments\Redsys;

use Rueda\Domain\Orders\OrderLifecycle;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Storage\OrderStore;

/**
 * An order sent to Redsys holds its tyres, coupons and bay while it waits pending
 * payment. When its last attempt is older than the owner's minutes (RedsysCard's
 * `expiry_minutes`, 45 by default) and no notification came, it is cancelled through
 * OrderLifecycle: everything it held is released and its history says why. Runs from the
 * event each attempt schedules (RedsysGateway::EXPIRY_HOOK) and from the daily cleanup,
 * so a lost event only delays it; in batches, and an order paid meanwhile stays paid
 * (the change only applies to an order still pending).
 *
 * @since 0.6.0
 */
final class AbandonedPayments {

	/** Orders read at a time. */
	public const BATCH = 50;

	/** Most batches a run goes through. */
	public const MAX_BATCHES = 20;

	/**
	 * Creates the release.
	 *
	 * @param OrderStore     $orders    Orders.
	 * @param OrderLifecycle $lifecycle Status changes.
	 * @param RedsysCard     $card      The card gateway (its minutes).
	 * @param Attempts       $attempts  Attempts.
	 */
	public function __construct(
		private OrderStore $orders = new OrderStore(),
		private OrderLifecycle $lifecycle = new OrderLifecycle(),
		private RedsysCard $card = new RedsysCard(),
		private Attempts $attempts = new Attempts()
	) {}

	/**
	 * Cancels the abandoned payments; returns how many orders it cancelled.
	 *
	 * @since 0.6.0
	 *
	 * @param mixed $now Now (Unix time; anything else: the clock, as a hook's argument is).
	 */
	public function release_overdue( $now = null ): int {
		$now      = is_int( $now ) && $now > 1000000000 ? $now : time();
		$minutes  = $this->card->expiry_minutes();
		$before   = $now - $minutes * MINUTE_IN_SECONDS;
		$released = 0;
		$after    = 0;
		for ( $batch = 0; $batch < self::MAX_BATCHES; $batch++ ) {
			$ids = $this->orders->stale_pending( array( RedsysCard::ID, RedsysBizum::ID ), $before, $after, self::BATCH );
			foreach ( $ids as $id ) {
				$after = max( $after, $id );
				$order = $this->orders->get( $id );
				$tries = $this->attempts->all( $id );
				$last  = $tries ? (int) end( $tries )['created'] : 0;
				if ( ! $order || OrderStatus::PENDING !== $order->status() || $last >= $before ) {
					continue;
				}
				/* translators: %d: minutes. */
				$note = sprintf( _n( 'The bank did not confirm the payment within %d minute: cancelled automatically.', 'The bank did not confirm the payment within %d minutes: cancelled automatically.', $minutes, 'rueda' ), $minutes );
				if ( $this->lifecycle->change( $order, OrderStatus::CANCELLED, $note ) ) {
					++$released;
				}
			}
			if ( count( $ids ) < self::BATCH ) {
				break;
			}
		}
		return $released;
	}
}
