<?php
/**
 * The free appointment slots of a workshop.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Workshop;

/**
 * Pure slot generation: a slot starts at an opening range's start plus a whole number of
 * steps and lasts the booked services' total duration, ending inside the same range; it is
 * free when a bay stays free for all of it (BayUsage), it lies on an open day no earlier
 * than the earliest day (and no later than the last one, when given), and it has not begun.
 * Days are those of the site's timezone, given by the times passed in.
 *
 * @since 0.3.0
 */
final class SlotFinder {

	/** Most days one request lists. */
	public const MAX_DAYS = 31;

	/**
	 * Creates the finder.
	 *
	 * @param WorkshopSchedule $schedule The location's schedule.
	 */
	public function __construct( private WorkshopSchedule $schedule ) {}

	/**
	 * The earliest day an appointment can be booked: the next open day after today when
	 * everything is in stock, else today plus the lead time in open days.
	 *
	 * @since 0.3.0
	 *
	 * @param \DateTimeImmutable $now       Now, in the site's timezone.
	 * @param bool               $backorder Whether a line waits for stock.
	 * @param int                $lead_days Open days a backordered tyre takes to arrive.
	 */
	public function earliest_day( \DateTimeImmutable $now, bool $backorder, int $lead_days ): ?\DateTimeImmutable {
		$tomorrow = $now->setTime( 0, 0 )->modify( '+1 day' );
		return $backorder
			? $this->schedule->add_open_days( $tomorrow, max( 1, $lead_days ) - 1 )
			: $this->schedule->add_open_days( $tomorrow, 0 );
	}

	/**
	 * The open days from a day on (at most $days of them, none before the earliest nor after
	 * the last day), each with its free slots; a day whose slots are all taken is listed
	 * with none.
	 *
	 * @since 0.3.0
	 *
	 * @param \DateTimeImmutable                      $from     First day asked for (site timezone).
	 * @param int                                     $days     Open days to list (1 to MAX_DAYS).
	 * @param int                                     $duration Minutes the appointment lasts.
	 * @param \DateTimeImmutable                      $now      Now: slots that began are left out.
	 * @param \DateTimeImmutable|null                 $earliest Earliest day (null: none can be booked).
	 * @param list<array{start:int,end:int,bays:int}> $bookings Active appointments of the location.
	 * @param \DateTimeImmutable|null                 $last_day Last day that may be listed (null: no limit).
	 * @return list<array{date:string,slots:list<array{start:\DateTimeImmutable,end:\DateTimeImmutable,available_bays:int}>}>
	 */
	public function days( \DateTimeImmutable $from, int $days, int $duration, \DateTimeImmutable $now, ?\DateTimeImmutable $earliest, array $bookings, ?\DateTimeImmutable $last_day = null ): array {
		if ( null === $earliest || $duration <= 0 ) {
			return array();
		}
		$day  = $from->setTime( 0, 0 ) < $earliest ? $earliest : $from->setTime( 0, 0 );
		$day  = $this->schedule->add_open_days( $day, 0 );
		$list = array();
		$left = max( 1, min( self::MAX_DAYS, $days ) );
		while ( null !== $day && ( null === $last_day || $day <= $last_day->setTime( 0, 0 ) ) && $left-- > 0 ) {
			$list[] = array(
				'date'  => $day->format( 'Y-m-d' ),
				'slots' => $this->free_slots( $day, $duration, $now, $bookings ),
			);
			$day    = $this->schedule->add_open_days( $day, 1 );
		}
		return $list;
	}

	/**
	 * Whether an appointment may start at a time at all (open day, on the grid of steps,
	 * ending inside the same range), bookings and the clock aside.
	 *
	 * @since 0.3.0
	 *
	 * @param \DateTimeImmutable $start    Start, in the site's timezone.
	 * @param int                $duration Minutes.
	 */
	public function is_on_grid( \DateTimeImmutable $start, int $duration ): bool {
		foreach ( $this->starts( $start->setTime( 0, 0 ), $duration ) as $candidate ) {
			if ( $candidate->getTimestamp() === $start->getTimestamp() ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The free slots of one open day.
	 *
	 * @param \DateTimeImmutable                      $day      Day at midnight.
	 * @param int                                     $duration Minutes.
	 * @param \DateTimeImmutable                      $now      Now.
	 * @param list<array{start:int,end:int,bays:int}> $bookings Bookings.
	 * @return list<array{start:\DateTimeImmutable,end:\DateTimeImmutable,available_bays:int}>
	 */
	private function free_slots( \DateTimeImmutable $day, int $duration, \DateTimeImmutable $now, array $bookings ): array {
		$day_start = $day->getTimestamp();
		$day_end   = $day->modify( '+1 day' )->getTimestamp();
		$that_day  = array_values( array_filter( $bookings, static fn( array $booking ) => $booking['start'] < $day_end && $booking['end'] > $day_start ) );
		$slots     = array();
		foreach ( $this->starts( $day, $duration ) as $start ) {
			if ( $start <= $now ) {
				continue;
			}
			$end  = $start->modify( '+' . $duration . ' minutes' );
			$free = $this->schedule->bays - BayUsage::peak( $that_day, $start->getTimestamp(), $end->getTimestamp() );
			if ( $free > 0 ) {
				$slots[] = array(
					'start'          => $start,
					'end'            => $end,
					'available_bays' => $free,
				);
			}
		}
		return $slots;
	}

	/**
	 * Every start of a day where the duration fits inside one opening range.
	 *
	 * @param \DateTimeImmutable $day      Day at midnight.
	 * @param int                $duration Minutes.
	 * @return list<\DateTimeImmutable>
	 */
	private function starts( \DateTimeImmutable $day, int $duration ): array {
		$starts = array();
		foreach ( $this->schedule->ranges( $day ) as [ $open, $close ] ) {
			for ( $minute = $open; $minute + $duration <= $close; $minute += $this->schedule->step ) {
				$starts[] = $day->setTime( intdiv( $minute, 60 ), $minute % 60 );
			}
		}
		return $starts;
	}
}
