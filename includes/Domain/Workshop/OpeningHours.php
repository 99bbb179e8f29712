<?php
/**
 * A workshop's opening hours as customers read them, drawn from its schedule.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Workshop;

use Rueda\Domain\Shipping\DeliveryEstimate;

/**
 * The one source of the hours the shop shows (the footer, the confirmation's next steps,
 * the emails, the cart's pickup option and the business's JSON-LD) is the pickup
 * location's schedule, the same one that gives the bookable slots. This turns it into rows
 * a customer reads ("Lunes a viernes" => "8:30–13:30 y 15:30–19:30", "Domingo" =>
 * "Cerrado"): consecutive weekdays with the same ranges make one row. A schedule that
 * never opens has no rows at all. The closed days of the coming weeks (holidays) are
 * listed apart, only those that fall on a day the workshop would open. Also its
 * schema.org form: OpeningHoursSpecification entries.
 *
 * "The workshop" of the pages that name one place (the footer, the JSON-LD) is the first
 * enabled pickup location, where an order of services only is done too
 * (WorkshopLocations::first()).
 *
 * @since 0.6.0
 */
final class OpeningHours {

	/** Days ahead whose closures are worth telling. */
	public const CLOSURE_DAYS = 30;

	/** Weekdays as schema.org names them, Monday first. */
	private const SCHEMA_DAYS = array( 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday' );

	/**
	 * Reads a schedule.
	 *
	 * @param WorkshopSchedule $schedule The location's schedule.
	 */
	public function __construct( private readonly WorkshopSchedule $schedule ) {}

	/**
	 * The workshop's hours: the first enabled pickup location's; null when there is none.
	 *
	 * @since 0.6.0
	 */
	public static function workshop(): ?self {
		$location = WorkshopLocations::first();
		return $location ? new self( $location['schedule'] ) : null;
	}

	/**
	 * A pickup location's hours (an enabled one, by index), else the workshop's.
	 *
	 * @since 0.6.0
	 *
	 * @param int|null $index Location index, as in its rate `pickup_location:N`.
	 */
	public static function location( ?int $index ): ?self {
		$location = null === $index ? null : WorkshopLocations::get( $index );
		return $location ? new self( $location['schedule'] ) : self::workshop();
	}

	/**
	 * The week as rows, Monday first; none when the schedule never opens.
	 *
	 * @since 0.6.0
	 *
	 * @return list<array{days:string,hours:string}>
	 */
	public function rows(): array {
		if ( ! $this->schedule->opens_at_all() ) {
			return array();
		}
		$rows = array();
		foreach ( $this->runs() as [ $first, $last, $ranges ] ) {
			$rows[] = array(
				'days'  => $this->days( $first, $last ),
				'hours' => $ranges ? $this->ranges( $ranges ) : __( 'Closed', 'rueda' ),
			);
		}
		return $rows;
	}

	/**
	 * The closed days (holidays) from a day on, for some days, that fall on a weekday the
	 * workshop opens: a closure on a day it never opens tells nobody anything.
	 *
	 * @since 0.6.0
	 *
	 * @param \DateTimeImmutable $today The first day (its time and timezone: the site's).
	 * @param int                $days  Days to look at.
	 * @return list<array{date:string,label:string,text:string}> In date order; text: "Cerrado el martes 8 de diciembre (Inmaculada Concepción)".
	 */
	public function closures( \DateTimeImmutable $today, int $days = self::CLOSURE_DAYS ): array {
		if ( ! $this->schedule->opens_at_all() ) {
			return array();
		}
		$from   = $today->setTime( 0, 0 );
		$until  = $from->modify( '+' . max( 0, $days ) . ' days' )->format( 'Y-m-d' );
		$dates  = array_keys( $this->schedule->closed_days );
		$closed = array();
		sort( $dates );
		foreach ( $dates as $date ) {
			$day = \DateTimeImmutable::createFromFormat( '!Y-m-d', (string) $date, $from->getTimezone() );
			if ( ! $day || $day < $from || $day->format( 'Y-m-d' ) >= $until || ! $this->schedule->hours[ (int) $day->format( 'N' ) - 1 ] ) {
				continue;
			}
			$label    = trim( (string) $this->schedule->closed_days[ $date ] );
			$closed[] = array(
				'date'  => $day->format( 'Y-m-d' ),
				'label' => $label,
				'text'  => '' === $label
					/* translators: %s: a day, e.g. "martes 8 de diciembre". */
					? sprintf( __( 'Closed on %s', 'rueda' ), DeliveryEstimate::format_day( $day ) )
					/* translators: 1: a day, e.g. "martes 8 de diciembre", 2: why, e.g. "Inmaculada Concepción". */
					: sprintf( __( 'Closed on %1$s (%2$s)', 'rueda' ), DeliveryEstimate::format_day( $day ), $label ),
			);
		}
		return $closed;
	}

	/**
	 * The rows as lines of text ("Sábado: 9:00–13:00"), then the coming closures when a
	 * day is given: for places that show plain text (a shipping rate).
	 *
	 * @since 0.6.0
	 *
	 * @param \DateTimeImmutable|null $today From when closures count; null for none.
	 * @return list<string>
	 */
	public function lines( ?\DateTimeImmutable $today = null ): array {
		$lines = array_map(
			/* translators: 1: days, e.g. "Lunes a viernes", 2: hours, e.g. "8:30–13:30 y 15:30–19:30". */
			static fn( array $row ) => sprintf( _x( '%1$s: %2$s', 'a row of opening hours', 'rueda' ), $row['days'], $row['hours'] ),
			$this->rows()
		);
		return $today ? array_merge( $lines, array_column( $this->closures( $today ), 'text' ) ) : $lines;
	}

	/**
	 * The week as schema.org OpeningHoursSpecification entries: one per opening range,
	 * with every weekday that opens exactly so; closed weekdays are simply not listed.
	 *
	 * @since 0.6.0
	 *
	 * @return list<array{'@type':string,dayOfWeek:list<string>,opens:string,closes:string}>
	 */
	public function specification(): array {
		$days = array();
		foreach ( $this->schedule->hours as $day => $ranges ) {
			if ( $ranges ) {
				$days[ (string) wp_json_encode( $ranges ) ][] = self::SCHEMA_DAYS[ $day ];
			}
		}
		$entries = array();
		foreach ( $days as $ranges => $names ) {
			foreach ( (array) json_decode( $ranges, true ) as [ $opens, $closes ] ) {
				$entries[] = array(
					'@type'     => 'OpeningHoursSpecification',
					'dayOfWeek' => $names,
					'opens'     => self::clock( (int) $opens ),
					// schema.org closes a day that ends at midnight at 23:59.
					'closes'    => self::clock( min( (int) $closes, 24 * 60 - 1 ) ),
				);
			}
		}
		return $entries;
	}

	/**
	 * The coming closures as schema.org special hours: closed the whole day (opens and
	 * closes 00:00) from and through that date.
	 *
	 * @since 0.6.0
	 *
	 * @param \DateTimeImmutable $today The first day.
	 * @return list<array<string,string>>
	 */
	public function special_specification( \DateTimeImmutable $today ): array {
		return array_map(
			static fn( array $closure ) => array(
				'@type'        => 'OpeningHoursSpecification',
				'opens'        => '00:00',
				'closes'       => '00:00',
				'validFrom'    => $closure['date'],
				'validThrough' => $closure['date'],
			),
			$this->closures( $today )
		);
	}

	/**
	 * Minutes after midnight as a customer reads a time: 510 is "8:30".
	 *
	 * @since 0.6.0
	 *
	 * @param int $minutes Minutes after midnight.
	 */
	public static function time( int $minutes ): string {
		return sprintf( '%d:%02d', intdiv( $minutes, 60 ), $minutes % 60 );
	}

	/**
	 * Runs of consecutive weekdays with the same ranges: [first, last, ranges], Monday first.
	 *
	 * @return list<array{0:int,1:int,2:list<array{0:int,1:int}>}>
	 */
	private function runs(): array {
		$runs = array();
		foreach ( $this->schedule->hours as $day => $ranges ) {
			$last = count( $runs ) - 1;
			if ( $last >= 0 && $runs[ $last ][2] === $ranges ) {
				$runs[ $last ][1] = $day;
				continue;
			}
			$runs[] = array( $day, $day, $ranges );
		}
		return $runs;
	}

	/**
	 * A run of weekdays: "Sábado", "Sábado y domingo", "Lunes a viernes".
	 *
	 * @param int $first First weekday (0 = Monday).
	 * @param int $last  Last weekday.
	 */
	private function days( int $first, int $last ): string {
		if ( $first === $last ) {
			return $this->weekday( $first );
		}
		return sprintf(
			$last === $first + 1
				/* translators: two weekdays, e.g. "Sábado y domingo" (the second one as written inside a sentence). */
				? _x( '%1$s and %2$s', 'two weekdays', 'rueda' )
				/* translators: consecutive weekdays, e.g. "Lunes a viernes" (the last one as written inside a sentence). */
				: _x( '%1$s to %2$s', 'a run of weekdays', 'rueda' ),
			$this->weekday( $first ),
			$this->weekday( $last, true )
		);
	}

	/**
	 * A weekday's name.
	 *
	 * @param int  $day    Weekday (0 = Monday).
	 * @param bool $inside Written inside a phrase (Spanish writes it in lowercase there).
	 */
	private function weekday( int $day, bool $inside = false ): string {
		$names = array( __( 'Monday', 'rueda' ), __( 'Tuesday', 'rueda' ), __( 'Wednesday', 'rueda' ), __( 'Thursday', 'rueda' ), __( 'Friday', 'rueda' ), __( 'Saturday', 'rueda' ), __( 'Sunday', 'rueda' ) );
		/* translators: "lowercase" where weekday names are written in lowercase inside a phrase (Spanish: "Lunes a viernes"), else "keep". Do not translate into your language. */
		$lowercase = $inside && 'lowercase' === _x( 'keep', 'letter case of weekdays inside opening hours', 'rueda' );
		return $lowercase ? mb_strtolower( $names[ $day ] ) : $names[ $day ];
	}

	/**
	 * A day's ranges: "8:30–13:30 y 15:30–19:30".
	 *
	 * @param list<array{0:int,1:int}> $ranges Ranges in minutes after midnight.
	 */
	private function ranges( array $ranges ): string {
		$texts = array_map( static fn( array $range ) => self::time( $range[0] ) . '–' . self::time( $range[1] ), $ranges );
		$last  = array_pop( $texts );
		return $texts
			/* translators: the last two opening ranges of a day, e.g. "8:30–13:30 y 15:30–19:30" (the first may be a list itself, "8:00–10:00, 11:00–13:00"). */
			? sprintf( _x( '%1$s and %2$s', 'opening ranges of a day', 'rueda' ), implode( ', ', $texts ), $last )
			: (string) $last;
	}

	/**
	 * Minutes after midnight as schema.org times: "08:30".
	 *
	 * @param int $minutes Minutes.
	 */
	private static function clock( int $minutes ): string {
		return sprintf( '%02d:%02d', intdiv( $minutes, 60 ), $minutes % 60 );
	}
}
