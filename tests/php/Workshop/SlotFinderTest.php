<?php
/**
 * Slot generation.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Workshop;

use Rueda\Domain\Workshop\BayUsage;
use Rueda\Domain\Workshop\SlotFinder;
use Rueda\Domain\Workshop\WorkshopSchedule;
use Rueda\Tests\TestCase;

/**
 * The default schedule (Monday to Friday 08:30-13:30 and 15:30-19:30, Saturday 09:00-13:00,
 * Spain's national holidays), in Madrid. 3 December 2026 is a Thursday; 8 December, a
 * Tuesday, is a national holiday.
 */
final class SlotFinderTest extends TestCase {

	private function local( string $time, string $zone = 'Europe/Madrid' ): \DateTimeImmutable {
		return new \DateTimeImmutable( $time, new \DateTimeZone( $zone ) );
	}

	private function schedule( array $changes = array() ): WorkshopSchedule {
		return WorkshopSchedule::from_settings( $changes + WorkshopSchedule::defaults() );
	}

	/**
	 * Start times ("H:i") of one listed day.
	 *
	 * @param array $days Days from SlotFinder::days().
	 * @param int   $index Which day.
	 * @return list<string>
	 */
	private function starts( array $days, int $index = 0 ): array {
		return array_map( static fn( array $slot ) => $slot['start']->format( 'H:i' ), $days[ $index ]['slots'] );
	}

	/**
	 * Booking on 3 December from one local time to another.
	 */
	private function booking( string $from, string $to, int $bays = 1 ): array {
		return array(
			'start' => $this->local( "2026-12-03 $from" )->getTimestamp(),
			'end'   => $this->local( "2026-12-03 $to" )->getTimestamp(),
			'bays'  => $bays,
		);
	}

	private function thursday( WorkshopSchedule $schedule, int $duration, array $bookings = array(), string $now = '2026-12-01 09:00' ): array {
		$day = $this->local( '2026-12-03' );
		return ( new SlotFinder( $schedule ) )->days( $day, 1, $duration, $this->local( $now ), $day, $bookings );
	}

	public function test_half_hour_slots_fill_both_opening_ranges(): void {
		$days = $this->thursday( $this->schedule(), 30 );

		$this->assertSame( '2026-12-03', $days[0]['date'] );
		$this->assertSame(
			array( '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '15:30', '16:00', '16:30', '17:00', '17:30', '18:00', '18:30', '19:00' ),
			$this->starts( $days )
		);
		$this->assertSame( '2026-12-03T10:00:00+01:00', $days[0]['slots'][3]['start']->format( DATE_ATOM ) );
		$this->assertSame( '2026-12-03T10:30:00+01:00', $days[0]['slots'][3]['end']->format( DATE_ATOM ) );
		$this->assertSame( 1, $days[0]['slots'][3]['available_bays'] );
	}

	public function test_an_appointment_never_spans_the_lunch_break(): void {
		$starts = $this->starts( $this->thursday( $this->schedule(), 60 ) );

		$this->assertSame( '12:30', $starts[8], 'the last morning start ends at 13:30' );
		$this->assertNotContains( '13:00', $starts );
		$this->assertSame( '15:30', $starts[9] );
		$this->assertSame( '18:30', end( $starts ) );
	}

	public function test_longer_services_get_fewer_starts_on_the_same_step(): void {
		$starts = $this->starts( $this->thursday( $this->schedule(), 90 ) );

		$this->assertSame( array( '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '15:30', '16:00', '16:30', '17:00', '17:30', '18:00' ), $starts );
	}

	public function test_the_step_sets_where_slots_start(): void {
		$starts = $this->starts( $this->thursday( $this->schedule( array( 'slot_step' => 45 ) ), 30 ) );

		$this->assertSame( array( '08:30', '09:15', '10:00', '10:45', '11:30', '12:15', '13:00', '15:30', '16:15', '17:00', '17:45', '18:30' ), $starts );
	}

	public function test_closed_days_and_days_without_hours_are_not_listed(): void {
		$finder = new SlotFinder( $this->schedule() );
		$monday = $this->local( '2026-12-07' );

		$days = $finder->days( $monday, 3, 30, $this->local( '2026-12-01 09:00' ), $monday, array() );

		$this->assertSame( array( '2026-12-07', '2026-12-09', '2026-12-10' ), array_column( $days, 'date' ), 'Tuesday 8 is the Immaculate Conception' );
		$saturday = $finder->days( $this->local( '2026-12-05' ), 2, 30, $this->local( '2026-12-01 09:00' ), $monday->modify( '-2 days' ), array() );
		$this->assertSame( array( '2026-12-05', '2026-12-07' ), array_column( $saturday, 'date' ), 'Saturday opens, Sunday does not' );
		$this->assertSame( array( '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30' ), $this->starts( $saturday ) );
	}

	public function test_local_closed_days_the_owner_adds_count_too(): void {
		$closed   = array_merge(
			WorkshopSchedule::defaults()['closed_days'],
			array(
				array(
					'date'  => '2026-12-03',
					'label' => 'Fiesta local',
				),
			)
		);
		$schedule = $this->schedule( array( 'closed_days' => $closed ) );

		$days = ( new SlotFinder( $schedule ) )->days( $this->local( '2026-12-03' ), 1, 30, $this->local( '2026-12-01 09:00' ), $this->local( '2026-12-03' ), array() );

		$this->assertSame( '2026-12-04', $days[0]['date'] );
	}

	public function test_a_booked_bay_is_taken_for_every_slot_that_overlaps_it(): void {
		$starts = $this->starts( $this->thursday( $this->schedule(), 60, array( $this->booking( '10:00', '10:30' ) ) ) );

		$this->assertNotContains( '09:30', $starts, '09:30-10:30 overlaps' );
		$this->assertNotContains( '10:00', $starts );
		$this->assertContains( '09:00', $starts, '09:00-10:00 ends as it starts' );
		$this->assertContains( '10:30', $starts );
	}

	public function test_with_two_bays_a_slot_stays_until_both_are_booked(): void {
		$schedule = $this->schedule( array( 'bays' => 2 ) );

		$one  = $this->thursday( $schedule, 30, array( $this->booking( '10:00', '10:30' ) ) );
		$both = $this->thursday( $schedule, 30, array( $this->booking( '10:00', '10:30' ), $this->booking( '10:00', '11:00' ) ) );

		$ten = array_values( array_filter( $one[0]['slots'], static fn( array $slot ) => '10:00' === $slot['start']->format( 'H:i' ) ) );
		$this->assertSame( 1, $ten[0]['available_bays'] );
		$this->assertSame( 2, $one[0]['slots'][0]['available_bays'] );
		$this->assertNotContains( '10:00', $this->starts( $both ) );
		$this->assertContains( '10:30', $this->starts( $both ), 'one bay is free again at 10:30' );
	}

	public function test_back_to_back_bookings_use_one_bay_at_a_time(): void {
		$bookings = array( $this->booking( '10:00', '10:30' ), $this->booking( '10:30', '11:00' ) );

		$this->assertSame( 1, BayUsage::peak( $bookings, $this->local( '2026-12-03 10:00' )->getTimestamp(), $this->local( '2026-12-03 11:00' )->getTimestamp() ) );
		$this->assertSame( 2, BayUsage::peak( array_merge( $bookings, array( $this->booking( '10:45', '11:30' ) ) ), $this->local( '2026-12-03 10:00' )->getTimestamp(), $this->local( '2026-12-03 11:00' )->getTimestamp() ) );
		$this->assertSame( 0, BayUsage::peak( $bookings, $this->local( '2026-12-03 11:00' )->getTimestamp(), $this->local( '2026-12-03 12:00' )->getTimestamp() ) );

		$slots = $this->thursday( $this->schedule( array( 'bays' => 2 ) ), 60, $bookings );
		$this->assertContains( '10:00', $this->starts( $slots ), 'the hour fits the second bay' );
	}

	public function test_slots_that_have_begun_are_left_out(): void {
		$starts = $this->starts( $this->thursday( $this->schedule(), 30, array(), '2026-12-03 10:10' ) );

		$this->assertSame( '10:30', $starts[0] );
		$this->assertCount( 14, $starts );
	}

	public function test_the_earliest_day_is_the_next_open_day_when_everything_is_in_stock(): void {
		$finder = new SlotFinder( $this->schedule() );

		$this->assertSame( '2026-12-03', $finder->earliest_day( $this->local( '2026-12-02 18:00' ), false, 3 )->format( 'Y-m-d' ) );
		$this->assertSame( '2026-12-05', $finder->earliest_day( $this->local( '2026-12-04 08:00' ), false, 3 )->format( 'Y-m-d' ), 'Saturday opens' );
		$this->assertSame( '2026-12-07', $finder->earliest_day( $this->local( '2026-12-05 12:00' ), false, 3 )->format( 'Y-m-d' ), 'not on Sunday' );
		$this->assertSame( '2026-12-09', $finder->earliest_day( $this->local( '2026-12-07 09:00' ), false, 3 )->format( 'Y-m-d' ), 'not on a holiday' );
	}

	public function test_a_backordered_tyre_waits_for_the_lead_time_in_open_days(): void {
		$finder = new SlotFinder( $this->schedule() );

		$this->assertSame( '2026-12-05', $finder->earliest_day( $this->local( '2026-12-02 09:00' ), true, 3 )->format( 'Y-m-d' ), 'Wednesday + 3: Thursday, Friday, Saturday' );
		$this->assertSame( '2026-12-09', $finder->earliest_day( $this->local( '2026-12-04 09:00' ), true, 3 )->format( 'Y-m-d' ), 'Friday + 3: Saturday, Monday and Wednesday after the holiday' );
		$this->assertSame( '2026-12-03', $finder->earliest_day( $this->local( '2026-12-02 09:00' ), true, 1 )->format( 'Y-m-d' ) );

		$days = $finder->days( $this->local( '2026-12-03' ), 2, 30, $this->local( '2026-12-02 09:00' ), $finder->earliest_day( $this->local( '2026-12-02 09:00' ), true, 3 ), array() );
		$this->assertSame( array( '2026-12-05', '2026-12-07' ), array_column( $days, 'date' ), 'days before the earliest are not listed' );
	}

	public function test_slots_are_in_the_site_timezone_across_a_clock_change(): void {
		$finder = new SlotFinder( $this->schedule( array( 'closed_days' => array() ) ) );
		$friday = $this->local( '2026-10-23' );

		$days = $finder->days( $friday, 2, 30, $this->local( '2026-10-20 09:00' ), $friday, array() );

		$this->assertSame( '2026-10-23T08:30:00+02:00', $days[0]['slots'][0]['start']->format( DATE_ATOM ) );
		$this->assertSame( '2026-10-24T09:00:00+02:00', $days[1]['slots'][0]['start']->format( DATE_ATOM ) );
		$monday = $finder->days( $this->local( '2026-10-26' ), 1, 30, $this->local( '2026-10-20 09:00' ), $friday, array() );
		$this->assertSame( '2026-10-26T08:30:00+01:00', $monday[0]['slots'][0]['start']->format( DATE_ATOM ), 'winter time from Sunday 25' );

		$canary = $finder->days( $this->local( '2026-12-03', 'Atlantic/Canary' ), 1, 30, $this->local( '2026-12-01 09:00', 'Atlantic/Canary' ), $this->local( '2026-12-03', 'Atlantic/Canary' ), array() );
		$this->assertSame( '2026-12-03T08:30:00+00:00', $canary[0]['slots'][0]['start']->format( DATE_ATOM ) );
	}

	public function test_a_day_is_that_of_the_timezone_not_of_utc(): void {
		$finder = new SlotFinder( $this->schedule() );
		// 23:30 UTC on Wednesday is already Thursday in Madrid.
		$now = ( new \DateTimeImmutable( '2026-12-02 23:30', new \DateTimeZone( 'UTC' ) ) )->setTimezone( new \DateTimeZone( 'Europe/Madrid' ) );

		$this->assertSame( '2026-12-04', $finder->earliest_day( $now, false, 3 )->format( 'Y-m-d' ) );
	}

	public function test_a_start_is_on_the_grid_only_where_a_slot_could_begin(): void {
		$finder = new SlotFinder( $this->schedule() );

		$this->assertTrue( $finder->is_on_grid( $this->local( '2026-12-03 10:00' ), 60 ) );
		$this->assertFalse( $finder->is_on_grid( $this->local( '2026-12-03 10:15' ), 60 ), 'off the step' );
		$this->assertFalse( $finder->is_on_grid( $this->local( '2026-12-03 13:00' ), 60 ), 'ends after closing' );
		$this->assertFalse( $finder->is_on_grid( $this->local( '2026-12-06 10:00' ), 30 ), 'Sunday' );
		$this->assertFalse( $finder->is_on_grid( $this->local( '2026-12-08 10:00' ), 30 ), 'holiday' );
		$this->assertTrue( $finder->is_on_grid( $this->local( '2026-12-03 09:00', 'UTC' ), 30 ), '10:00 in Madrid, given in UTC' );
	}

	public function test_a_workshop_that_never_opens_lists_nothing(): void {
		$schedule = $this->schedule( array( 'hours' => array_fill( 0, 7, array() ) ) );
		$finder   = new SlotFinder( $schedule );

		$this->assertFalse( $schedule->opens_at_all() );
		$this->assertNull( $finder->earliest_day( $this->local( '2026-12-02 09:00' ), false, 3 ) );
		$this->assertSame( array(), $finder->days( $this->local( '2026-12-03' ), 14, 30, $this->local( '2026-12-02 09:00' ), null, array() ) );
	}

	public function test_the_national_holidays_of_2026_and_2027_ship_as_defaults(): void {
		$closed = array_column( WorkshopSchedule::defaults()['closed_days'], 'label', 'date' );

		$this->assertCount( 20, $closed );
		$this->assertSame( 'Viernes Santo', $closed['2026-04-03'] );
		$this->assertSame( 'Viernes Santo', $closed['2027-03-26'] );
		$this->assertSame( 'Fiesta Nacional de España', $closed['2027-10-12'] );
		$this->assertSame( 'Natividad del Señor', $closed['2026-12-25'] );
	}
}
