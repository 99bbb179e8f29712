<?php
/**
 * The appointment schedule in the shipping settings route.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Workshop;

use Rueda\Domain\Shipping\ShippingSettings;
use Rueda\Domain\Workshop\WorkshopSchedule;

/**
 * Each pickup location's schedule and the backorder lead time are read, checked field by
 * field and saved through rueda/v1/settings/shipping.
 */
final class ScheduleSettingsTest extends AppointmentTestCase {

	private const PATH = '/rueda/v1/settings/shipping';

	protected function set_up(): void {
		parent::set_up();
		wp_set_current_user( $this->create_user( 'administrator' ) );
	}

	private function settings(): array {
		return $this->rest( 'GET', self::PATH )->get_data();
	}

	public function test_the_demo_workshop_has_its_schedule_and_the_lead_time(): void {
		$settings = $this->settings();

		$schedule = $settings['pickup_locations'][0]['schedule'];
		$this->assertSame( 2, $schedule['bays'] );
		$this->assertSame( 30, $schedule['slot_step'] );
		$this->assertSame(
			array(
				array(
					'start' => '08:30',
					'end'   => '13:30',
				),
				array(
					'start' => '15:30',
					'end'   => '19:30',
				),
			),
			$schedule['hours'][3]
		);
		$this->assertSame( array(), $schedule['hours'][6], 'closed on Sundays' );
		$this->assertContains(
			array(
				'date'  => '2026-12-08',
				'label' => 'Inmaculada Concepción',
			),
			$schedule['closed_days']
		);
		$this->assertSame( 3, $settings['backorder_lead_days'] );
	}

	public function test_a_location_saved_without_a_schedule_gets_the_defaults(): void {
		$settings                       = $this->settings();
		$settings['pickup_locations'][] = array(
			'name'    => 'Almacén de Getafe',
			'address' => 'Calle del Carbón, 3, 28906 Getafe',
			'details' => '',
			'cost'    => 0,
			'enabled' => true,
		);

		$saved = $this->rest( 'POST', self::PATH, array( 'pickup_locations' => $settings['pickup_locations'] ) );

		$this->assertSame( 200, $saved->get_status(), wp_json_encode( $saved->get_data() ) );
		$this->assertSame( WorkshopSchedule::defaults(), $saved->get_data()['pickup_locations'][1]['schedule'] );
	}

	public function test_a_new_schedule_changes_the_slots_shoppers_see(): void {
		$this->list_a_year_ahead();
		$settings                  = $this->settings();
		$schedule                  = &$settings['pickup_locations'][0]['schedule'];
		$schedule['hours'][0]      = array(
			array(
				'start' => '10:00',
				'end'   => '11:00',
			),
			array(
				'start' => '16:00',
				'end'   => '17:00',
			),
		);
		$schedule['slot_step']     = 20;
		$schedule['closed_days'][] = array(
			'date'  => '2027-03-01',
			'label' => ' <b>Fiesta</b> local ',
		);
		unset( $schedule );
		$settings['backorder_lead_days'] = 7;

		$saved = $this->rest( 'POST', self::PATH, $settings );

		$this->assertSame( 200, $saved->get_status(), wp_json_encode( $saved->get_data() ) );
		$closed = array_column( ShippingSettings::get()['pickup_locations'][0]['schedule']['closed_days'], 'label', 'date' );
		$this->assertSame( 'Fiesta local', $closed['2027-03-01'] );
		$this->assertSame( 7, ShippingSettings::get()['backorder_lead_days'] );
		wp_set_current_user( 0 );
		$this->add( self::SERVICE );
		$days = $this->slots(
			array(
				'location' => 0,
				'from'     => '2027-03-01',
				'days'     => 1,
			)
		)->get_data();
		$this->assertSame( '2027-03-02', $days[0]['date'], 'the local holiday is closed' );
		$monday = $this->slots(
			array(
				'location' => 0,
				'from'     => '2027-03-08',
				'days'     => 1,
			)
		)->get_data();
		$this->assertSame( array( '10:00', '10:20', '16:00', '16:20' ), $this->times( $monday, '2027-03-08' ) );
	}

	/**
	 * Bad schedules and the path each names.
	 *
	 * @return array<string,array{0:callable,1:string}>
	 */
	public static function bad_schedules(): array {
		$set = static fn( callable $change ) => static function ( array $s ) use ( $change ) {
			$s['pickup_locations'][0]['schedule'] = $change( $s['pickup_locations'][0]['schedule'] );
			return $s;
		};
		$day = static fn( array $ranges ) => $set(
			static function ( array $schedule ) use ( $ranges ) {
				$schedule['hours'][1] = $ranges;
				return $schedule;
			}
		);
		return array(
			'six days of hours'      => array( $set( static fn( $s ) => array( 'hours' => array_slice( $s['hours'], 0, 6 ) ) + $s ), 'pickup_locations[0].schedule.hours' ),
			'a time in words'        => array(
				$day(
					array(
						array(
							'start' => 'nueve',
							'end'   => '13:00',
						),
					)
				),
				'pickup_locations[0].schedule.hours[1][0]',
			),
			'closing before opening' => array(
				$day(
					array(
						array(
							'start' => '13:00',
							'end'   => '09:00',
						),
					)
				),
				'pickup_locations[0].schedule.hours[1][0]',
			),
			'overlapping ranges'     => array(
				$day(
					array(
						array(
							'start' => '09:00',
							'end'   => '14:00',
						),
						array(
							'start' => '13:00',
							'end'   => '18:00',
						),
					)
				),
				'pickup_locations[0].schedule.hours[1][1]',
			),
			'no bays'                => array( $set( static fn( $s ) => array( 'bays' => 0 ) + $s ), 'pickup_locations[0].schedule.bays' ),
			'bays as text'           => array( $set( static fn( $s ) => array( 'bays' => 'dos' ) + $s ), 'pickup_locations[0].schedule.bays' ),
			'a three-minute step'    => array( $set( static fn( $s ) => array( 'slot_step' => 3 ) + $s ), 'pickup_locations[0].schedule.slot_step' ),
			'an impossible date'     => array(
				$set(
					static function ( array $s ) {
						$s['closed_days'][] = array(
							'date'  => '2027-02-30',
							'label' => 'x',
						);
						return $s;
					}
				),
				'pickup_locations[0].schedule.closed_days[20].date',
			),
			'a long lead time'       => array( static fn( array $s ) => array( 'backorder_lead_days' => 61 ) + $s, 'backorder_lead_days' ),
		);
	}

	/**
	 * Each is refused naming its path; nothing is saved.
	 *
	 * @dataProvider bad_schedules
	 *
	 * @param callable $spoil Makes the settings bad.
	 * @param string   $path  The field at fault.
	 */
	public function test_bad_schedules_are_refused_by_field_path( callable $spoil, string $path ): void {
		$before = ShippingSettings::get();

		$response = $this->rest( 'POST', self::PATH, $spoil( $this->settings() ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		$this->assertArrayHasKey( $path, $response->get_data()['data']['params'], wp_json_encode( $response->get_data()['data']['params'] ) );
		$this->assertSame( $before, ShippingSettings::get(), 'nothing saved' );
	}

	public function test_a_refused_day_is_named_by_its_weekday(): void {
		$settings = $this->settings();
		$settings['pickup_locations'][0]['schedule']['hours'][1] = array(
			array(
				'start' => '25:00',
				'end'   => '26:00',
			),
		);

		$params = $this->rest( 'POST', self::PATH, $settings )->get_data()['data']['params'];

		$this->assertSame( 'Punto de recogida 1 › Citas › Horario de apertura › Martes: escribe las horas como HH:MM, de 00:00 a 24:00.', $params['pickup_locations[0].schedule.hours[1][0]'] );
	}
}
