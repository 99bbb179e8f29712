<?php
/**
 * Opening hours as customers read them.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Workshop;

use Rueda\Domain\Workshop\OpeningHours;
use Rueda\Domain\Workshop\WorkshopSchedule;
use Rueda\Tests\TestCase;

/**
 * Schedules built directly (Monday first), read in Spanish, the site's language. 1 December
 * 2026 is a Tuesday; 8 December, a Tuesday, and 25 December, a Friday, are national
 * holidays; 6 December is one on a Sunday.
 */
final class OpeningHoursTest extends TestCase {

	/**
	 * A range of a day.
	 *
	 * @return array{start:string,end:string}
	 */
	private static function range( string $start, string $end ): array {
		return array(
			'start' => $start,
			'end'   => $end,
		);
	}

	/**
	 * The hours of a week of ranges (Monday first), with the given closed days.
	 *
	 * @param list<list<array{start:string,end:string}>> $week        Seven days.
	 * @param list<array{date:string,label:string}>      $closed_days Closed days.
	 */
	private function hours( array $week, array $closed_days = array() ): OpeningHours {
		return new OpeningHours(
			WorkshopSchedule::from_settings(
				array(
					'hours'       => $week,
					'closed_days' => $closed_days,
				) + WorkshopSchedule::defaults()
			)
		);
	}

	/**
	 * The rows as "days: hours" pairs.
	 *
	 * @return array<string,string>
	 */
	private function rows( OpeningHours $hours ): array {
		return array_column( $hours->rows(), 'hours', 'days' );
	}

	public function test_the_default_week_groups_monday_to_friday_and_joins_the_split_day(): void {
		$hours = new OpeningHours( WorkshopSchedule::from_settings( null ) );

		$this->assertSame(
			array(
				array(
					'days'  => 'Lunes a viernes',
					'hours' => '8:30–13:30 y 15:30–19:30',
				),
				array(
					'days'  => 'Sábado',
					'hours' => '9:00–13:00',
				),
				array(
					'days'  => 'Domingo',
					'hours' => 'Cerrado',
				),
			),
			$hours->rows()
		);
		$this->assertSame( array( 'Lunes a viernes: 8:30–13:30 y 15:30–19:30', 'Sábado: 9:00–13:00', 'Domingo: Cerrado' ), $hours->lines() );
	}

	public function test_only_consecutive_days_with_the_same_ranges_share_a_row(): void {
		$morning = array( self::range( '09:00', '14:00' ) );
		$long    = array( self::range( '08:00', '20:00' ) );

		$rows = $this->rows( $this->hours( array( $morning, $morning, $long, $morning, $morning, array(), array() ) ) );

		$this->assertSame(
			array(
				'Lunes y martes'   => '9:00–14:00',
				'Miércoles'        => '8:00–20:00',
				'Jueves y viernes' => '9:00–14:00',
				'Sábado y domingo' => 'Cerrado',
			),
			$rows
		);
	}

	public function test_a_closed_weekday_between_open_ones_has_its_own_row(): void {
		$day = array( self::range( '10:00', '18:00' ) );

		$rows = $this->rows( $this->hours( array( $day, $day, array(), $day, $day, $day, array() ) ) );

		$this->assertSame(
			array(
				'Lunes y martes'  => '10:00–18:00',
				'Miércoles'       => 'Cerrado',
				'Jueves a sábado' => '10:00–18:00',
				'Domingo'         => 'Cerrado',
			),
			$rows
		);
	}

	public function test_three_ranges_are_listed_with_commas_and_the_last_joined_by_y(): void {
		$day = array( self::range( '08:00', '10:00' ), self::range( '11:00', '13:00' ), self::range( '16:00', '24:00' ) );

		$rows = $this->rows( $this->hours( array_fill( 0, 7, $day ) ) );

		$this->assertSame( array( 'Lunes a domingo' => '8:00–10:00, 11:00–13:00 y 16:00–24:00' ), $rows );
	}

	public function test_a_workshop_open_on_sunday_only_in_the_morning(): void {
		$week    = array_fill( 0, 6, array( self::range( '09:00', '19:00' ) ) );
		$week[6] = array( self::range( '10:00', '14:00' ) );

		$hours = $this->hours( $week );

		$this->assertSame(
			array(
				'Lunes a sábado' => '9:00–19:00',
				'Domingo'        => '10:00–14:00',
			),
			$this->rows( $hours )
		);
		$this->assertSame(
			array(
				array(
					'@type'     => 'OpeningHoursSpecification',
					'dayOfWeek' => array( 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday' ),
					'opens'     => '09:00',
					'closes'    => '19:00',
				),
				array(
					'@type'     => 'OpeningHoursSpecification',
					'dayOfWeek' => array( 'Sunday' ),
					'opens'     => '10:00',
					'closes'    => '14:00',
				),
			),
			$hours->specification()
		);
	}

	public function test_an_empty_schedule_has_no_rows_no_closures_and_no_specification(): void {
		$hours = $this->hours(
			array_fill( 0, 7, array() ),
			array(
				array(
					'date'  => '2026-12-08',
					'label' => 'Inmaculada Concepción',
				),
			)
		);

		$this->assertSame( array(), $hours->rows() );
		$this->assertSame( array(), $hours->lines( new \DateTimeImmutable( '2026-12-01', wp_timezone() ) ) );
		$this->assertSame( array(), $hours->specification() );
		$this->assertSame( array(), $hours->closures( new \DateTimeImmutable( '2026-12-01', wp_timezone() ) ) );
	}

	public function test_the_split_day_gives_one_specification_per_range_and_midnight_closes_at_23_59(): void {
		$week    = array_fill( 0, 5, array( self::range( '08:30', '13:30' ), self::range( '15:30', '19:30' ) ) );
		$week[5] = array( self::range( '18:00', '24:00' ) );
		$week[6] = array();

		$specification = $this->hours( $week )->specification();

		$this->assertSame(
			array(
				array( 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday' ),
				array( 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday' ),
				array( 'Saturday' ),
			),
			array_column( $specification, 'dayOfWeek' )
		);
		$this->assertSame( array( '08:30', '15:30', '18:00' ), array_column( $specification, 'opens' ) );
		$this->assertSame( array( '13:30', '19:30', '23:59' ), array_column( $specification, 'closes' ) );
	}

	public function test_the_coming_closures_are_the_holidays_of_open_days_within_thirty_days(): void {
		$hours = new OpeningHours( WorkshopSchedule::from_settings( null ) );
		$today = new \DateTimeImmutable( '2026-12-01 18:00', wp_timezone() );

		$closures = $hours->closures( $today );

		// 6 December is a Sunday, closed anyway; 1 and 6 January 2027 are past the 30 days.
		$this->assertSame( array( '2026-12-08', '2026-12-25' ), array_column( $closures, 'date' ) );
		$this->assertSame( 'Cerrado el martes 8 de diciembre (Inmaculada Concepción)', $closures[0]['text'] );
		$this->assertSame( 'Cerrado el viernes 25 de diciembre (Natividad del Señor)', $closures[1]['text'] );
		$this->assertSame( array( '2026-12-08' ), array_column( $hours->closures( $today, 8 ), 'date' ), 'the days asked for only' );
		$this->assertSame( 'Cerrado el martes 8 de diciembre (Inmaculada Concepción)', $hours->lines( $today )[3] );
		$this->assertSame(
			array(
				'@type'        => 'OpeningHoursSpecification',
				'opens'        => '00:00',
				'closes'       => '00:00',
				'validFrom'    => '2026-12-08',
				'validThrough' => '2026-12-08',
			),
			$hours->special_specification( $today )[0]
		);
	}

	public function test_a_closure_without_a_reason_names_only_the_day(): void {
		$hours = $this->hours(
			WorkshopSchedule::defaults()['hours'],
			array(
				array(
					'date'  => '2026-12-03',
					'label' => '',
				),
			)
		);

		$this->assertSame( array( 'Cerrado el jueves 3 de diciembre' ), array_column( $hours->closures( new \DateTimeImmutable( '2026-12-01', wp_timezone() ) ), 'text' ) );
	}
}
