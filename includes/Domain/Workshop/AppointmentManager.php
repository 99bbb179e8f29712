<?php
/**
 * The shop moves or cancels an appointment.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Workshop;

use Rueda\Domain\Orders\OrderNotes;
use Rueda\Domain\ShopException;
use Rueda\Storage\AppointmentTable;
use Rueda\Storage\OrderStore;

/**
 * A move books the new time with the same conditional insert as the checkout (the order's
 * own appointment does not count against it), then deletes the old row: two managers
 * moving two appointments into the last bay at once cannot both get it. Each change leaves
 * a note on the order and fires an action (the customer's email listens to it).
 *
 * @since 0.3.0
 */
final class AppointmentManager {

	/**
	 * Creates the manager.
	 *
	 * @param AppointmentTable $table   Appointments.
	 * @param SlotListing      $listing Slots.
	 * @param OrderStore       $orders  Orders.
	 */
	public function __construct(
		private AppointmentTable $table = new AppointmentTable(),
		private SlotListing $listing = new SlotListing(),
		private OrderStore $orders = new OrderStore()
	) {}

	/**
	 * An appointment that still holds a bay and may change.
	 *
	 * @since 0.3.0
	 * @since 0.7.0 A done or missed appointment is refused too (409 rueda_appointment_transition).
	 *
	 * @param int $id Appointment id.
	 * @return array<string,mixed>
	 * @throws ShopException 404 when there is none, 409 when it was cancelled, done or missed.
	 */
	public function active( int $id ): array {
		$row = $this->find( $id );
		if ( AppointmentTable::CANCELLED === $row['status'] ) {
			throw new ShopException( 'rueda_appointment_cancelled', __( 'This appointment was cancelled.', 'rueda' ), 409 );
		}
		$refusal = AppointmentStates::is_final( $row['status'] ) ? self::refused_transition( $row['status'] ) : null;
		if ( $refusal ) {
			throw $refusal;
		}
		return $row;
	}

	/**
	 * Moves an appointment to its next status (arrived, done, no-show, confirmed; a
	 * cancellation goes through cancel()); returns the row.
	 *
	 * @since 0.7.0
	 *
	 * @param int    $id Appointment id.
	 * @param string $to New status.
	 * @return array<string,mixed>
	 * @throws ShopException 404 when there is none, 409 rueda_appointment_transition when the status may not follow.
	 */
	public function change_status( int $id, string $to ): array {
		if ( AppointmentTable::CANCELLED === $to ) {
			return $this->cancel( $id );
		}
		$row = $this->find( $id );
		// Conditional on the status read: of two clicks at once, one changes it.
		if ( ! AppointmentStates::allows( $row['status'], $to ) || ! $this->table->set_status( $id, $row['status'], $to ) ) {
			throw self::refused_transition( $row['status'] );
		}
		$changed = (array) $this->table->find( $id );

		/**
		 * Fires after the shop moved an appointment to another status (arrived, done,
		 * no_show, confirmed).
		 *
		 * @since 0.7.0
		 *
		 * @param array<string,mixed> $changed The appointment as it now is.
		 * @param array<string,mixed> $row     As it was.
		 */
		do_action( 'rueda_appointment_status_changed', $changed, $row );
		return $changed;
	}

	/**
	 * An appointment.
	 *
	 * @param int $id Appointment id.
	 * @return array<string,mixed>
	 * @throws ShopException 404 when there is none.
	 */
	private function find( int $id ): array {
		$row = $this->table->find( $id );
		if ( ! $row ) {
			throw new ShopException( 'rueda_appointment_not_found', __( 'This appointment does not exist.', 'rueda' ), 404 );
		}
		return $row;
	}

	/**
	 * The refusal of a status that may not follow.
	 *
	 * @param string $from Current status.
	 */
	private static function refused_transition( string $from ): ShopException {
		return new ShopException(
			'rueda_appointment_transition',
			__( 'This appointment cannot change to that status now. Reload the page to see it as it is.', 'rueda' ),
			409,
			array(
				'current' => $from,
				'next'    => AppointmentStates::next( $from ),
			)
		);
	}

	/**
	 * The free slots an appointment could move to, from a day on (today at the soonest).
	 *
	 * @since 0.3.0
	 *
	 * @param int                $id   Appointment id.
	 * @param \DateTimeImmutable $from First day.
	 * @param int                $days Open days.
	 * @return list<array{date:string,slots:list<array{start:\DateTimeImmutable,end:\DateTimeImmutable,available_bays:int}>}>
	 * @throws ShopException When it cannot move.
	 */
	public function slots( int $id, \DateTimeImmutable $from, int $days ): array {
		$row      = $this->active( $id );
		$location = $this->location( $row );
		return $this->listing->days( $location, self::minutes( $row ), $this->listing->now()->setTime( 0, 0 ), $from, $days, $row['order_id'] );
	}

	/**
	 * Moves an appointment to another start; returns the new row.
	 *
	 * @since 0.3.0
	 *
	 * @param int                $id    Appointment id.
	 * @param \DateTimeImmutable $start New start.
	 * @return array<string,mixed>
	 * @throws ShopException 400 when the start is outside the days listed or not a slot, 409 with fresh slots when taken.
	 */
	public function move( int $id, \DateTimeImmutable $start ): array {
		$row      = $this->active( $id );
		$location = $this->location( $row );
		$minutes  = self::minutes( $row );
		// The days the shop is shown (slots()): from today to the end of the window.
		$this->listing->check_window( $location, $this->listing->now()->setTime( 0, 0 ), $start, 'start' );
		if ( ! ( new SlotFinder( $location['schedule'] ) )->is_on_grid( $start, $minutes ) ) {
			throw new ShopException( 'rueda_appointment_invalid', __( 'The appointment you chose is not one of the workshop’s times. Please choose another one.', 'rueda' ), 400, array( 'params' => array( 'start' => __( 'Choose a time from the list.', 'rueda' ) ) ) );
		}
		$new = $this->table->insert_if_free( $row['order_id'], $row['location'], $start->getTimestamp(), $start->getTimestamp() + $minutes * MINUTE_IN_SECONDS, $location['schedule']->bays, $row['status'], $row['expires'] );
		if ( null === $new ) {
			throw new ShopException(
				'rueda_appointment_slot_taken',
				__( 'Sorry, someone has just booked that time. Please choose another one.', 'rueda' ),
				409,
				array( 'slots' => SlotListing::as_data( $this->slots( $id, $start->setTime( 0, 0 ), SlotListing::REFRESH_DAYS ) ) )
			);
		}
		$this->table->delete( $id );
		$moved = (array) $this->table->find( $new );
		$this->orders->set_meta( $row['order_id'], CalendarEvent::SEQUENCE_META, (int) ( $this->orders->get( $row['order_id'] )?->meta( CalendarEvent::SEQUENCE_META, 0 ) ) + 1 );
		/* translators: 1: the old appointment, 2: the new one. */
		( new OrderNotes() )->add( $row['order_id'], sprintf( __( 'Appointment moved from %1$s to %2$s.', 'rueda' ), self::when( $row ), self::when( $moved ) ), false, true );

		/**
		 * Fires after the shop moved an appointment (the customer is emailed).
		 *
		 * @since 0.3.0
		 *
		 * @param array<string,mixed> $moved The appointment as it now is.
		 * @param array<string,mixed> $row   As it was.
		 */
		do_action( 'rueda_appointment_moved', $moved, $row );
		return $moved;
	}

	/**
	 * Cancels an appointment (its order stays as it is); returns the row.
	 *
	 * @since 0.3.0
	 *
	 * @param int $id Appointment id.
	 * @return array<string,mixed>
	 * @throws ShopException When there is none, it was cancelled already or it is done or missed.
	 */
	public function cancel( int $id ): array {
		$row = $this->active( $id );
		if ( ! $this->table->cancel( $id ) ) {
			throw new ShopException( 'rueda_appointment_cancelled', __( 'This appointment was cancelled.', 'rueda' ), 409 );
		}
		$cancelled = (array) $this->table->find( $id );
		/* translators: %s: the appointment. */
		( new OrderNotes() )->add( $row['order_id'], sprintf( __( 'Appointment of %s cancelled.', 'rueda' ), self::when( $row ) ), false, true );

		/**
		 * Fires after the shop cancelled an appointment (the customer is emailed).
		 *
		 * @since 0.3.0
		 *
		 * @param array<string,mixed> $cancelled The appointment, now cancelled.
		 */
		do_action( 'rueda_appointment_cancelled', $cancelled );
		return $cancelled;
	}

	/**
	 * Minutes an appointment lasts.
	 *
	 * @param array{start:int,end:int} $row Appointment.
	 */
	private static function minutes( array $row ): int {
		return (int) round( ( $row['end'] - $row['start'] ) / MINUTE_IN_SECONDS );
	}

	/**
	 * "jueves 3 de diciembre, 10:00" of an appointment.
	 *
	 * @param array{start:int} $row Appointment.
	 */
	private static function when( array $row ): string {
		/* translators: 1: day, 2: time. */
		return sprintf( __( '%1$s, %2$s', 'rueda' ), \Rueda\Domain\Shipping\DeliveryEstimate::format_day( ( new \DateTimeImmutable( '@' . $row['start'] ) )->setTimezone( wp_timezone() ) ), wp_date( 'H:i', $row['start'] ) );
	}

	/**
	 * The appointment's location, which must still take appointments.
	 *
	 * @param array{location:int} $row Appointment.
	 * @return array{index:int,name:string,address:string,schedule:WorkshopSchedule}
	 * @throws ShopException When it no longer does.
	 */
	private function location( array $row ): array {
		$location = WorkshopLocations::get( $row['location'] );
		if ( ! $location ) {
			throw new ShopException( 'rueda_invalid_appointment_location', __( 'This pickup location no longer takes appointments.', 'rueda' ), 400 );
		}
		return $location;
	}
}
