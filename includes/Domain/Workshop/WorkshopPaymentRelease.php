<?php
/**
 * Orders to be paid at the workshop that nobody came to pay.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Workshop;

use Rueda\Domain\Orders\OrderLifecycle;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\Gateways\PayAtWorkshop;
use Rueda\Settings\CheckoutSettings;
use Rueda\Storage\AppointmentTable;
use Rueda\Storage\OrderStore;

/**
 * An order paid at the workshop keeps its stock and its bay while it waits on hold. Once
 * the days of the setting (`rueda_checkout` › `pay_at_workshop_days`) have passed since its
 * appointment began (without one, since it was placed) and the shop has not marked it
 * paid, the daily cleanup cancels it through OrderLifecycle: the stock comes back, the
 * appointment is cancelled, coupon uses are released and its history says why. In batches;
 * an order that changed meanwhile is left as it is.
 *
 * @since 0.3.0
 */
final class WorkshopPaymentRelease {

	/** Orders read at a time. */
	public const BATCH = 50;

	/** Most batches a run goes through (the rest waits for the next day). */
	public const MAX_BATCHES = 20;

	/**
	 * Creates the release.
	 *
	 * @param OrderStore       $orders       Orders.
	 * @param OrderLifecycle   $lifecycle    Status changes.
	 * @param AppointmentTable $appointments Appointments.
	 */
	public function __construct(
		private OrderStore $orders = new OrderStore(),
		private OrderLifecycle $lifecycle = new OrderLifecycle(),
		private AppointmentTable $appointments = new AppointmentTable()
	) {}

	/**
	 * Cancels the orders whose time to be paid at the workshop is over; returns how many.
	 *
	 * @since 0.3.0
	 *
	 * @param int|null $now Now (Unix time; null: the clock).
	 */
	public function release_overdue( $now = null ): int {
		$now      = is_int( $now ) ? $now : time();
		$days     = CheckoutSettings::pay_at_workshop_days();
		$before   = $now - $days * DAY_IN_SECONDS;
		$released = 0;
		$after    = 0;
		for ( $batch = 0; $batch < self::MAX_BATCHES; $batch++ ) {
			$ids = $this->orders->overdue_on_hold( PayAtWorkshop::ID, $before, $after, self::BATCH );
			foreach ( $ids as $id ) {
				$after = max( $after, $id );
				$order = $this->orders->get( $id );
				if ( ! $order || OrderStatus::ON_HOLD !== $order->status() || PayAtWorkshop::ID !== $order->payment_method() ) {
					continue;
				}
				$booked = $this->appointments->for_order( $id );
				// Confirmed, or the customer came (arrived, done): counted from the appointment.
				$note = $booked && in_array( $booked['status'], AppointmentTable::BAY_HOLDING, true )
					/* translators: %d: number of days. */
					? sprintf( _n( 'Not paid at the workshop %d day after the appointment: cancelled automatically.', 'Not paid at the workshop %d days after the appointment: cancelled automatically.', $days, 'rueda' ), $days )
					/* translators: %d: number of days. */
					: sprintf( _n( 'Not paid at the workshop %d day after the order was placed: cancelled automatically.', 'Not paid at the workshop %d days after the order was placed: cancelled automatically.', $days, 'rueda' ), $days );
				// Null when the shop changed it meanwhile (marked it paid): it stays so.
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
