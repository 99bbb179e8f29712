<?php
/**
 * The appointment's calendar file.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Workshop;

use Rueda\Domain\Workshop\CalendarEvent;
use Rueda\Tests\TestCase;

/**
 * RFC 5545: CRLF lines of at most 75 octets, escaped text, times in UTC.
 */
final class CalendarEventTest extends TestCase {

	private function event( array $changes = array() ): CalendarEvent {
		$args = array_merge(
			array(
				'uid'         => 'rueda-appointment-42@tienda.example',
				'start'       => ( new \DateTimeImmutable( '2026-12-03 10:00', new \DateTimeZone( 'Europe/Madrid' ) ) )->getTimestamp(),
				'end'         => ( new \DateTimeImmutable( '2026-12-03 10:30', new \DateTimeZone( 'Europe/Madrid' ) ) )->getTimestamp(),
				'summary'     => 'Cita en el taller, pedido n.º 42',
				'location'    => 'Taller Neumáticos y Taller (Alcorcón), Calle de la Industria, 24, 28923 Alcorcón, Madrid',
				'description' => "1 × Revisión pre-ITV\nNeumáticos y Taller",
				'sequence'    => 0,
				'stamp'       => gmmktime( 8, 0, 0, 11, 26, 2026 ),
			),
			$changes
		);
		return new CalendarEvent( ...$args );
	}

	/**
	 * The unfolded property lines of a file.
	 *
	 * @return array<string,string>
	 */
	private function properties( string $ics ): array {
		$unfolded   = str_replace( "\r\n ", '', $ics );
		$properties = array();
		foreach ( explode( "\r\n", trim( $unfolded ) ) as $line ) {
			[ $name, $value ]      = explode( ':', $line, 2 );
			$properties[ $name ] ??= $value;
		}
		return $properties;
	}

	public function test_the_event_is_in_utc_with_its_summary_location_and_stable_uid(): void {
		$ics = $this->event()->ics();

		$this->assertStringStartsWith( "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:", $ics );
		$this->assertStringEndsWith( "END:VEVENT\r\nEND:VCALENDAR\r\n", $ics );
		$properties = $this->properties( $ics );
		$this->assertSame( '20261203T090000Z', $properties['DTSTART'], '10:00 in Madrid is 09:00 UTC' );
		$this->assertSame( '20261203T093000Z', $properties['DTEND'] );
		$this->assertSame( '20261126T080000Z', $properties['DTSTAMP'] );
		$this->assertSame( 'rueda-appointment-42@tienda.example', $properties['UID'] );
		$this->assertSame( 'Cita en el taller\, pedido n.º 42', $properties['SUMMARY'] );
		$this->assertSame( 'Taller Neumáticos y Taller (Alcorcón)\, Calle de la Industria\, 24\, 28923 Alcorcón\, Madrid', $properties['LOCATION'] );
		$this->assertSame( '1 × Revisión pre-ITV\nNeumáticos y Taller', $properties['DESCRIPTION'] );
		$this->assertSame( '0', $properties['SEQUENCE'] );
		$this->assertSame( 1, substr_count( $ics, 'BEGIN:VEVENT' ) );
	}

	public function test_summer_time_is_converted_too_and_a_move_raises_the_sequence(): void {
		$start      = ( new \DateTimeImmutable( '2027-06-10 16:00', new \DateTimeZone( 'Europe/Madrid' ) ) )->getTimestamp();
		$properties = $this->properties(
			$this->event(
				array(
					'start'    => $start,
					'end'      => $start + 3600,
					'sequence' => 2,
				)
			)->ics()
		);

		$this->assertSame( '20270610T140000Z', $properties['DTSTART'] );
		$this->assertSame( '20270610T150000Z', $properties['DTEND'] );
		$this->assertSame( '2', $properties['SEQUENCE'] );
	}

	public function test_text_is_escaped(): void {
		$this->assertSame( 'a\\\\b\\;c\\,d\\ne\\nf', CalendarEvent::text( "a\\b;c,d\r\ne\nf" ) );
	}

	public function test_long_lines_are_folded_at_75_octets_without_splitting_a_character(): void {
		$ics = $this->event( array( 'location' => str_repeat( 'Ñ', 80 ) ) )->ics();

		foreach ( explode( "\r\n", $ics ) as $line ) {
			$this->assertLessThanOrEqual( 75, strlen( $line ), $line );
			$this->assertTrue( mb_check_encoding( $line, 'UTF-8' ), 'no character split: ' . bin2hex( $line ) );
		}
		$this->assertSame( str_repeat( 'Ñ', 80 ), $this->properties( $ics )['LOCATION'], 'unfolds to the same text' );
		$this->assertStringContainsString( "\r\n Ñ", $ics, 'continuations start with a space' );
		$this->assertSame( 'LOCATION:' . str_repeat( 'Ñ', 33 ), explode( "\r\n", CalendarEvent::fold( 'LOCATION:' . str_repeat( 'Ñ', 80 ) ) )[0], '9 + 33 × 2 = 75 octets' );
	}
}
