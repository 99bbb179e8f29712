<?php
/**
 * An appointment as an iCalendar file (RFC 5545).
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Workshop;

/**
 * One VEVENT in a VCALENDAR: DTSTART and DTEND in UTC, SUMMARY, LOCATION, DESCRIPTION and
 * a UID that stays the same for an order, so that a calendar replaces the event when the
 * appointment moves (a higher SEQUENCE) instead of adding a second one. Text values are
 * escaped (backslash, semicolon, comma, line breaks) and lines longer than 75 octets are
 * folded with CRLF and a space, never inside a UTF-8 character.
 *
 * @since 0.3.0
 */
final class CalendarEvent {

	/** Order meta: how many times the order's appointment moved (the event's SEQUENCE). */
	public const SEQUENCE_META = '_appointment_sequence';

	/** Longest line in octets, line break excluded. */
	private const LINE_OCTETS = 75;

	/**
	 * Creates the event.
	 *
	 * @param string $uid         Unique and stable id, e.g. rueda-appointment-42@example.com.
	 * @param int    $start       Start (Unix time).
	 * @param int    $end         End (Unix time).
	 * @param string $summary     Title.
	 * @param string $location    Where.
	 * @param string $description Details.
	 * @param int    $sequence    Revision: 0, then one more each time it moves.
	 * @param int    $stamp       When the file was made (Unix time).
	 */
	public function __construct(
		public readonly string $uid,
		public readonly int $start,
		public readonly int $end,
		public readonly string $summary,
		public readonly string $location,
		public readonly string $description = '',
		public readonly int $sequence = 0,
		public readonly int $stamp = 0
	) {}

	/**
	 * The .ics text.
	 *
	 * @since 0.3.0
	 */
	public function ics(): string {
		$lines = array(
			'BEGIN:VCALENDAR',
			'VERSION:2.0',
			'PRODID:-//Rueda//Citas del taller//ES',
			'CALSCALE:GREGORIAN',
			'METHOD:PUBLISH',
			'BEGIN:VEVENT',
			'UID:' . self::text( $this->uid ),
			'DTSTAMP:' . self::utc( $this->stamp ? $this->stamp : time() ),
			'DTSTART:' . self::utc( $this->start ),
			'DTEND:' . self::utc( $this->end ),
			'SEQUENCE:' . $this->sequence,
			'SUMMARY:' . self::text( $this->summary ),
			'LOCATION:' . self::text( $this->location ),
		);
		if ( '' !== $this->description ) {
			$lines[] = 'DESCRIPTION:' . self::text( $this->description );
		}
		array_push( $lines, 'STATUS:CONFIRMED', 'TRANSP:OPAQUE', 'END:VEVENT', 'END:VCALENDAR' );
		return implode( "\r\n", array_map( array( self::class, 'fold' ), $lines ) ) . "\r\n";
	}

	/**
	 * A time in UTC, as DATE-TIME with the Z suffix.
	 *
	 * @since 0.3.0
	 *
	 * @param int $time Unix time.
	 */
	public static function utc( int $time ): string {
		return gmdate( 'Ymd\THis\Z', $time );
	}

	/**
	 * A TEXT value escaped.
	 *
	 * @since 0.3.0
	 *
	 * @param string $value Value.
	 */
	public static function text( string $value ): string {
		$value = str_replace( array( '\\', ';', ',' ), array( '\\\\', '\\;', '\\,' ), $value );
		return str_replace( array( "\r\n", "\r", "\n" ), '\\n', $value );
	}

	/**
	 * A content line folded at 75 octets.
	 *
	 * @since 0.3.0
	 *
	 * @param string $line Line without its break.
	 */
	public static function fold( string $line ): string {
		$folded = '';
		$room   = self::LINE_OCTETS;
		foreach ( mb_str_split( $line, 1, 'UTF-8' ) as $character ) {
			if ( strlen( $character ) > $room ) {
				$folded .= "\r\n ";
				$room    = self::LINE_OCTETS - 1; // The leading space counts.
			}
			$folded .= $character;
			$room   -= strlen( $character );
		}
		return $folded;
	}
}
