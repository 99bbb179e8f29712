<?php
/**
 * How many bays are busy during a stretch of time.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Workshop;

/**
 * The most bays used at any moment of an interval by the bookings that overlap it. Two
 * bookings that overlap the interval but not each other (10:00-10:30 and 10:30-11:00) use
 * one bay at a time, so a 10:00-11:00 appointment still fits a workshop of two bays. The
 * conditional insert of AppointmentTable asks the database the same question.
 *
 * @since 0.3.0
 */
final class BayUsage {

	/**
	 * Peak bays in use during [start, end).
	 *
	 * @since 0.3.0
	 *
	 * @param list<array{start:int,end:int,bays:int}> $bookings Bookings (Unix times).
	 * @param int                                     $start    Interval start (Unix time).
	 * @param int                                     $end      Interval end (Unix time).
	 */
	public static function peak( array $bookings, int $start, int $end ): int {
		$overlapping = array_values( array_filter( $bookings, static fn( array $booking ) => $booking['start'] < $end && $booking['end'] > $start ) );
		if ( ! $overlapping ) {
			return 0;
		}
		// Usage only rises where a booking starts: the interval's start and each start inside it.
		$points = array( $start );
		foreach ( $overlapping as $booking ) {
			if ( $booking['start'] > $start ) {
				$points[] = $booking['start'];
			}
		}
		$peak = 0;
		foreach ( $points as $point ) {
			$busy = 0;
			foreach ( $overlapping as $booking ) {
				if ( $booking['start'] <= $point && $booking['end'] > $point ) {
					$busy += $booking['bays'];
				}
			}
			$peak = max( $peak, $busy );
		}
		return $peak;
	}
}
