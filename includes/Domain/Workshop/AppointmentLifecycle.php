<?php
/**
 * What order status changes do to appointments.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Workshop;

use Rueda\Domain\Orders\OrderLifecycle;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Storage\AppointmentTable;

/**
 * Like stock: an order the shop accepts (processing, on hold, completed) confirms its held
 * appointment; a completed one also finishes it (done) if it was confirmed or the customer
 * had arrived; a failed order gives its hold back and a cancelled or refunded one cancels
 * its appointment. Holds nobody confirmed expire with the stock hold and are deleted by the
 * daily cleanup.
 *
 * @since 0.3.0
 */
final class AppointmentLifecycle {

	/**
	 * Creates the lifecycle.
	 *
	 * @param AppointmentTable $table Appointments.
	 */
	public function __construct( private AppointmentTable $table = new AppointmentTable() ) {}

	/**
	 * The daily cleanup: holds whose time ran out.
	 *
	 * @since 0.5.0
	 */
	public function delete_expired(): void {
		$this->table->delete_expired();
	}

	/**
	 * Confirms or gives back an order's appointment.
	 *
	 * @since 0.3.0
	 *
	 * @param int    $order_id Order id.
	 * @param string $from     Previous status.
	 * @param string $to       New status.
	 */
	public function on_status_changed( int $order_id, string $from, string $to ): void {
		if ( in_array( $to, OrderLifecycle::confirmed(), true ) ) {
			$this->table->confirm( $order_id );
			if ( OrderStatus::COMPLETED === $to ) {
				$this->table->finish( $order_id );
			}
		} elseif ( in_array( $to, array( OrderStatus::FAILED, OrderStatus::CANCELLED, OrderStatus::REFUNDED ), true ) ) {
			$this->table->release( $order_id );
		}
	}
}
