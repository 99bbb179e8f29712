<?php
/**
 * Which appointment status may follow which.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Workshop;

use Rueda\Storage\AppointmentTable;

/**
 * The day of an appointment at the workshop: held (being paid) → confirmed → arrived ("Ha
 * llegado") → done ("Terminado"); a confirmed one may also be done at once (the order was
 * completed) or a no-show ("No vino"); held, confirmed and arrived ones may be cancelled.
 * Done, no-show and cancelled are final. A no-show and a cancellation free the bay.
 *
 * @since 0.7.0
 */
final class AppointmentStates {

	/** What may follow each status, in the order the shop's buttons show them. */
	private const NEXT = array(
		AppointmentTable::HELD      => array( AppointmentTable::CONFIRMED, AppointmentTable::CANCELLED ),
		AppointmentTable::CONFIRMED => array( AppointmentTable::ARRIVED, AppointmentTable::DONE, AppointmentTable::NO_SHOW, AppointmentTable::CANCELLED ),
		AppointmentTable::ARRIVED   => array( AppointmentTable::DONE, AppointmentTable::CANCELLED ),
	);

	/**
	 * The statuses an appointment in a status may move to (none when it is final).
	 *
	 * @since 0.7.0
	 *
	 * @param string $from Current status.
	 * @return list<string>
	 */
	public static function next( string $from ): array {
		return self::NEXT[ $from ] ?? array();
	}

	/**
	 * Whether a status may follow another.
	 *
	 * @since 0.7.0
	 *
	 * @param string $from Current status.
	 * @param string $to   New status.
	 */
	public static function allows( string $from, string $to ): bool {
		return in_array( $to, self::next( $from ), true );
	}

	/**
	 * Whether a status is final (done, no-show, cancelled).
	 *
	 * @since 0.7.0
	 *
	 * @param string $status Status.
	 */
	public static function is_final( string $status ): bool {
		return array() === self::next( $status );
	}
}
