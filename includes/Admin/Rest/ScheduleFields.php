<?php
/**
 * Checks the appointment schedule of a pickup location.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Admin\Rest;

use Rueda\Domain\Workshop\WorkshopLocations;
use Rueda\Domain\Workshop\WorkshopSchedule;

/**
 * `pickup_locations[n].schedule`: `hours` (seven lists, Monday first, of `{start, end}`
 * ranges "HH:MM", in order and apart), `bays`, `slot_step` (minutes) and `closed_days`
 * (`{date: "YYYY-MM-DD", label}`); and `backorder_lead_days` of the shipping settings. A
 * location sent without a schedule gets the defaults (WorkshopSchedule::defaults()).
 *
 * @since 0.3.0
 */
final class ScheduleFields {

	public const MAX_RANGES      = 4;
	public const MAX_CLOSED_DAYS = 200;

	/**
	 * Creates the checker.
	 *
	 * @param FieldCheck $check Where refusals are noted.
	 */
	public function __construct( private FieldCheck $check ) {}

	/**
	 * A location's schedule, cleaned.
	 *
	 * @since 0.3.0
	 *
	 * @param mixed  $schedule Schedule sent (null: the defaults).
	 * @param string $path     Field path, e.g. pickup_locations[0].schedule.
	 * @return array{hours:list<list<array{start:string,end:string}>>,bays:int,slot_step:int,closed_days:list<array{date:string,label:string}>}
	 */
	public function schedule( $schedule, string $path ): array {
		if ( null === $schedule ) {
			return WorkshopSchedule::defaults();
		}
		$schedule = $this->check->record( $schedule, $path );
		return array(
			'hours'       => $this->hours( $schedule['hours'] ?? null, "{$path}.hours" ),
			'bays'        => $this->whole( $schedule['bays'] ?? 1, "{$path}.bays", 1, WorkshopSchedule::MAX_BAYS ),
			'slot_step'   => $this->whole( $schedule['slot_step'] ?? WorkshopSchedule::DEFAULT_STEP, "{$path}.slot_step", WorkshopSchedule::MIN_STEP, WorkshopSchedule::MAX_STEP ),
			'closed_days' => $this->closed_days( $schedule['closed_days'] ?? array(), "{$path}.closed_days" ),
		);
	}

	/**
	 * The lead time of backordered tyres, in open days.
	 *
	 * @since 0.3.0
	 *
	 * @param mixed $days Days sent.
	 */
	public function lead_days( $days ): int {
		return $this->whole( $days ?? WorkshopLocations::DEFAULT_LEAD_DAYS, 'backorder_lead_days', 0, WorkshopLocations::MAX_LEAD_DAYS );
	}

	/**
	 * Opening hours: one list of ranges per weekday.
	 *
	 * @param mixed  $hours Hours sent.
	 * @param string $path  Field path.
	 * @return list<list<array{start:string,end:string}>>
	 */
	private function hours( $hours, string $path ): array {
		if ( ! is_array( $hours ) || ! array_is_list( $hours ) || WorkshopSchedule::WEEKDAYS !== count( $hours ) ) {
			$this->check->fail( $path, __( 'Give the opening hours of each day of the week, Monday first.', 'rueda' ) );
			return array_fill( 0, WorkshopSchedule::WEEKDAYS, array() );
		}
		global $wp_locale;
		$clean = array();
		foreach ( $hours as $day => $ranges ) {
			// A day and its ranges are named by the weekday rather than by positions.
			$label = FieldLabels::of( $path ) . ' › ' . $wp_locale->get_weekday( ( $day + 1 ) % 7 );
			$this->check->name( "{$path}[{$day}]", $label );
			foreach ( array_keys( is_array( $ranges ) ? $ranges : array() ) as $index ) {
				$this->check->name( "{$path}[{$day}][{$index}]", $label );
			}
			$clean[] = $this->ranges( $ranges, "{$path}[{$day}]" );
		}
		return $clean;
	}

	/**
	 * One day's ranges, in order and apart.
	 *
	 * @param mixed  $ranges Ranges sent.
	 * @param string $path   Field path.
	 * @return list<array{start:string,end:string}>
	 */
	private function ranges( $ranges, string $path ): array {
		$clean = array();
		$until = -1;
		foreach ( $this->check->items( $ranges, $path, self::MAX_RANGES ) as $index => $range ) {
			$at    = "{$path}[{$index}]";
			$range = $this->check->record( $range, $at );
			$start = WorkshopSchedule::minutes( (string) ( $range['start'] ?? '' ) );
			$end   = WorkshopSchedule::minutes( (string) ( $range['end'] ?? '' ) );
			if ( null === $start || null === $end ) {
				$this->check->fail( $at, __( 'Write the times as HH:MM, from 00:00 to 24:00.', 'rueda' ) );
				continue;
			}
			if ( $start >= $end ) {
				$this->check->fail( $at, __( 'Each range must close after it opens.', 'rueda' ) );
				continue;
			}
			if ( $start < $until ) {
				$this->check->fail( $at, __( 'List the ranges of a day in order, without overlaps.', 'rueda' ) );
				continue;
			}
			$until   = $end;
			$clean[] = array(
				'start' => (string) $range['start'],
				'end'   => (string) $range['end'],
			);
		}
		return $clean;
	}

	/**
	 * Closed days, by date, once each.
	 *
	 * @param mixed  $days Days sent.
	 * @param string $path Field path.
	 * @return list<array{date:string,label:string}>
	 */
	private function closed_days( $days, string $path ): array {
		$clean = array();
		foreach ( $this->check->items( $days, $path, self::MAX_CLOSED_DAYS ) as $index => $day ) {
			$at   = "{$path}[{$index}]";
			$day  = $this->check->record( $day, $at );
			$date = is_string( $day['date'] ?? null ) ? $day['date'] : '';
			$read = preg_match( '/^\d{4}-\d{2}-\d{2}$/', $date ) ? \DateTimeImmutable::createFromFormat( '!Y-m-d', $date ) : false;
			if ( ! $read || $read->format( 'Y-m-d' ) !== $date ) {
				$this->check->fail( "{$at}.date", __( 'Choose a date.', 'rueda' ) );
				continue;
			}
			$clean[ $date ] = array(
				'date'  => $date,
				'label' => $this->check->text( $day['label'] ?? '', "{$at}.label", 100 ),
			);
		}
		ksort( $clean );
		return array_values( $clean );
	}

	/**
	 * A whole number within limits.
	 *
	 * @param mixed  $value Value sent.
	 * @param string $path  Field path.
	 * @param int    $min   Least.
	 * @param int    $max   Most.
	 */
	private function whole( $value, string $path, int $min, int $max ): int {
		if ( ! is_int( $value ) || $value < $min || $value > $max ) {
			/* translators: 1: least number, 2: most number. */
			$this->check->fail( $path, sprintf( __( 'Enter a whole number from %1$d to %2$d.', 'rueda' ), $min, $max ) );
			return $min;
		}
		return $value;
	}
}
