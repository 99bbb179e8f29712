<?php
/**
 * When a pickup location (a workshop) takes appointments.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Workshop;

/**
 * The opening hours of a location by weekday (one or more ranges a day), its bays, the step
 * between slot starts and its closed days. Read from the `schedule` of a pickup location in
 * `rueda_shipping`; a location saved before appointments existed gets the defaults: Monday
 * to Friday 08:30-13:30 and 15:30-19:30, Saturday 09:00-13:00, one bay, 30-minute steps and
 * Spain's national holidays (data/holidays-es.csv). Times are wall-clock times of the
 * site's timezone. No WordPress calls: the slot finder's tests build schedules directly.
 *
 * @since 0.3.0
 */
final class WorkshopSchedule {

	public const DEFAULT_STEP = 30;
	public const MIN_STEP     = 5;
	public const MAX_STEP     = 240;
	public const MAX_BAYS     = 50;

	/** Monday to Sunday, as settings list them. */
	public const WEEKDAYS = 7;

	/**
	 * Creates a schedule.
	 *
	 * @param list<list<array{0:int,1:int}>> $hours       Per weekday (0 = Monday), ranges in minutes after midnight.
	 * @param int                            $bays        Cars served at once.
	 * @param int                            $step        Minutes between slot starts.
	 * @param array<string,string>           $closed_days Label by date (Y-m-d).
	 */
	public function __construct(
		public readonly array $hours,
		public readonly int $bays = 1,
		public readonly int $step = self::DEFAULT_STEP,
		public readonly array $closed_days = array()
	) {}

	/**
	 * The schedule of saved settings (`schedule` of a pickup location); defaults when none.
	 *
	 * @since 0.3.0
	 *
	 * @param mixed $saved The saved schedule: {hours, bays, slot_step, closed_days}.
	 */
	public static function from_settings( $saved ): self {
		$settings = is_array( $saved ) ? $saved + self::defaults() : self::defaults();
		$hours    = array();
		for ( $day = 0; $day < self::WEEKDAYS; $day++ ) {
			$ranges = array();
			foreach ( (array) ( $settings['hours'][ $day ] ?? array() ) as $range ) {
				$start = self::minutes( (string) ( $range['start'] ?? '' ) );
				$end   = self::minutes( (string) ( $range['end'] ?? '' ) );
				if ( null !== $start && null !== $end && $start < $end ) {
					$ranges[] = array( $start, $end );
				}
			}
			$hours[] = $ranges;
		}
		$closed = array();
		foreach ( (array) $settings['closed_days'] as $closed_day ) {
			$closed[ (string) ( $closed_day['date'] ?? '' ) ] = (string) ( $closed_day['label'] ?? '' );
		}
		return new self(
			$hours,
			max( 1, min( self::MAX_BAYS, (int) $settings['bays'] ) ),
			max( self::MIN_STEP, min( self::MAX_STEP, (int) $settings['slot_step'] ) ),
			$closed
		);
	}

	/**
	 * The settings of a location that has none yet.
	 *
	 * @since 0.3.0
	 *
	 * @return array{hours:list<list<array{start:string,end:string}>>,bays:int,slot_step:int,closed_days:list<array{date:string,label:string}>}
	 */
	public static function defaults(): array {
		$weekday  = array(
			array(
				'start' => '08:30',
				'end'   => '13:30',
			),
			array(
				'start' => '15:30',
				'end'   => '19:30',
			),
		);
		$saturday = array(
			array(
				'start' => '09:00',
				'end'   => '13:00',
			),
		);
		return array(
			'hours'       => array( $weekday, $weekday, $weekday, $weekday, $weekday, $saturday, array() ),
			'bays'        => 1,
			'slot_step'   => self::DEFAULT_STEP,
			'closed_days' => NationalHolidays::all(),
		);
	}

	/**
	 * The opening ranges of a day in minutes after midnight; none on a closed day.
	 *
	 * @since 0.3.0
	 *
	 * @param \DateTimeInterface $day The day (its date and weekday count, not its time).
	 * @return list<array{0:int,1:int}>
	 */
	public function ranges( \DateTimeInterface $day ): array {
		if ( isset( $this->closed_days[ $day->format( 'Y-m-d' ) ] ) ) {
			return array();
		}
		return $this->hours[ (int) $day->format( 'N' ) - 1 ] ?? array();
	}

	/**
	 * Whether the workshop opens on a day.
	 *
	 * @since 0.3.0
	 *
	 * @param \DateTimeInterface $day Day.
	 */
	public function is_open( \DateTimeInterface $day ): bool {
		return array() !== $this->ranges( $day );
	}

	/**
	 * Whether the workshop opens on some weekday at all (else no day will ever be open).
	 *
	 * @since 0.3.0
	 */
	public function opens_at_all(): bool {
		return array() !== array_filter( $this->hours );
	}

	/**
	 * The open day a number of open days after a day (0: the day itself if open, else the
	 * next open one), at midnight; null when none comes within a year.
	 *
	 * @since 0.3.0
	 *
	 * @param \DateTimeImmutable $day  Day (any time; midnight is used).
	 * @param int                $days Open days to add.
	 */
	public function add_open_days( \DateTimeImmutable $day, int $days ): ?\DateTimeImmutable {
		$day = $day->setTime( 0, 0 );
		for ( $scanned = 0; $scanned <= 366 + $days; $scanned++ ) {
			if ( $this->is_open( $day ) ) {
				if ( $days <= 0 ) {
					return $day;
				}
				--$days;
			}
			$day = $day->modify( '+1 day' );
		}
		return null;
	}

	/**
	 * "08:30" as minutes after midnight (510); null when not a time of day.
	 *
	 * @since 0.3.0
	 *
	 * @param string $time HH:MM, 00:00 to 24:00.
	 */
	public static function minutes( string $time ): ?int {
		if ( ! preg_match( '/^([01]\d|2[0-4]):([0-5]\d)$/', $time, $parts ) ) {
			return null;
		}
		$minutes = (int) $parts[1] * 60 + (int) $parts[2];
		return $minutes <= 24 * 60 ? $minutes : null;
	}
}
