<?php
/**
 * The workshop's appointments as the shop's screens, routes and emails read them.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Workshop;

use Rueda\Storage\AppointmentTable;

/**
 * An appointment is held while its order is being paid, confirmed once it is, arrived and
 * done as the shop marks the customer's visit (AppointmentStates), no_show when nobody
 * came, and kept as cancelled when the order or the shop gives its time back. Held,
 * confirmed, arrived and done ones hold a bay. Bookings, moves and cancellations go through AppointmentCheckout and
 * AppointmentManager; this only finds them.
 *
 * @since 0.5.0
 */
final class Appointments {

	public const HELD      = AppointmentTable::HELD;
	public const CONFIRMED = AppointmentTable::CONFIRMED;
	public const CANCELLED = AppointmentTable::CANCELLED;
	public const ARRIVED   = AppointmentTable::ARRIVED;
	public const DONE      = AppointmentTable::DONE;
	public const NO_SHOW   = AppointmentTable::NO_SHOW;
	public const STATUSES  = AppointmentTable::STATUSES;

	/**
	 * Creates the service.
	 *
	 * @param AppointmentTable $table Appointments.
	 */
	public function __construct( private AppointmentTable $table = new AppointmentTable() ) {}

	/**
	 * One appointment, or null.
	 *
	 * @since 0.5.0
	 *
	 * @param int $id Appointment id.
	 * @return array<string,mixed>|null
	 */
	public function get( int $id ): ?array {
		return $this->table->find( $id );
	}

	/**
	 * An order's appointment: its held or confirmed one, else its last cancelled one; null
	 * when it has none.
	 *
	 * @since 0.5.0
	 *
	 * @param int $order_id Order id.
	 * @return array<string,mixed>|null
	 */
	public function of_order( int $order_id ): ?array {
		return $this->table->for_order( $order_id );
	}

	/**
	 * An order's appointment unless it was cancelled or missed, or null.
	 *
	 * @since 0.5.0
	 *
	 * @param int $order_id Order id.
	 * @return array<string,mixed>|null
	 */
	public function active_of_order( int $order_id ): ?array {
		$row = $this->table->for_order( $order_id );
		return $row && ! in_array( $row['status'], array( self::CANCELLED, self::NO_SHOW ), true ) ? $row : null;
	}

	/**
	 * A page of appointments by location and status, starting within a period, soonest
	 * first (holds that expired are left out), and how many match in all.
	 *
	 * @since 0.5.0
	 *
	 * @param array{location?:int|null,statuses?:list<string>,from?:int|null,to?:int|null,search?:string} $filters  Filters: times are Unix times, `to` excluded; `search` an order number, part of an email, a phone's digits or a plate.
	 * @param int                                                                                         $page     Page (from 1).
	 * @param int                                                                                         $per_page Rows a page.
	 * @return array{rows:list<array<string,mixed>>,total:int}
	 */
	public function page( array $filters, int $page, int $per_page ): array {
		return $this->table->search( $filters, $page, $per_page );
	}
}
