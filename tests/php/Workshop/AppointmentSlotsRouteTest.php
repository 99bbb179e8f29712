<?php
/**
 * GET /wc/store/v1/appointment-slots.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Workshop;

use Rueda\Domain\Cart\Cart;
use Rueda\Storage\CartTable;
use Rueda\StoreApi\Utilities\CartToken;

/**
 * The slots of the current cart's services at a pickup location, by open day; each
 * parameter refused with its own code. 1 March 2027 is a Monday.
 */
final class AppointmentSlotsRouteTest extends AppointmentTestCase {

	protected function set_up(): void {
		parent::set_up();
		$this->list_a_year_ahead();
	}

	public function test_the_days_list_the_free_slots_of_the_carts_services(): void {
		$this->add( self::SERVICE );

		$response = $this->slots(
			array(
				'location' => 0,
				'from'     => '2027-03-01',
				'days'     => 3,
			)
		);

		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$days = $response->get_data();
		$this->assertSame( array( '2027-03-01', '2027-03-02', '2027-03-03' ), array_column( $days, 'date' ) );
		$this->assertSame(
			array(
				'start'          => '2027-03-01T10:00:00+01:00',
				'end'            => '2027-03-01T10:30:00+01:00',
				'available_bays' => 2,
			),
			$days[0]['slots'][3]
		);
		$this->assertCount( 18, $days[0]['slots'] );
		$this->assertSame( 'no-store', $response->get_headers()['Cache-Control'] );
		$this->assertArrayHasKey( 'Cart-Token', $response->get_headers() );
		$this->assertArrayHasKey( 'Nonce', $response->get_headers() );
	}

	public function test_the_slots_last_the_services_total_duration(): void {
		$this->add( 'SRV-MONTAJE', 4 );
		$this->add( 'SRV-EQUILIBRADO', 4 );

		$day = $this->slots(
			array(
				'location' => 0,
				'from'     => '2027-03-01',
				'days'     => 1,
			)
		)->get_data()[0];

		$this->assertSame( '2027-03-01T09:26:00+01:00', $day['slots'][0]['end'], '4 × (10 + 4) minutes' );
		$this->assertSame( array( '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '15:30', '16:00', '16:30', '17:00', '17:30', '18:00', '18:30' ), $this->times( array( $day ), '2027-03-01' ) );
	}

	public function test_holidays_are_skipped_and_a_full_day_is_listed_empty(): void {
		$this->add( self::SERVICE );
		$this->set_schedule(
			array(
				'bays'  => 1,
				'hours' => array(
					array(
						array(
							'start' => '09:00',
							'end'   => '10:00',
						),
					),
					array(),
					array(),
					array(),
					array(),
					array(),
					array(),
				),
			)
		);
		$this->book_other( '2027-03-01 09:00', '2027-03-01 10:00' );

		$days = $this->slots(
			array(
				'location' => 0,
				'from'     => '2027-03-01',
				'days'     => 2,
			)
		)->get_data();

		$this->assertSame(
			array(
				array(
					'date'  => '2027-03-01',
					'slots' => array(),
				),
			),
			array_slice( $days, 0, 1 ),
			'a day without a free slot is still listed'
		);
		$this->assertSame( '2027-03-08', $days[1]['date'], 'open on Mondays only' );

		$this->set_schedule(
			array(
				'closed_days' => array(
					array(
						'date'  => '2027-03-08',
						'label' => 'Fiesta local',
					),
				),
			)
		);
		$days = $this->slots(
			array(
				'location' => 0,
				'from'     => '2027-03-02',
				'days'     => 1,
			)
		)->get_data();
		$this->assertSame( '2027-03-15', $days[0]['date'], 'a closed day the owner added is skipped' );
	}

	public function test_booked_bays_are_taken_from_the_slots(): void {
		$this->add( self::SERVICE );
		$this->book_other( '2027-03-01 10:00', '2027-03-01 10:30' );
		$query = array(
			'location' => 0,
			'from'     => '2027-03-01',
			'days'     => 1,
		);

		$one = $this->slots( $query )->get_data()[0]['slots'];
		$this->assertSame( 1, $one[3]['available_bays'], 'one of two bays left at 10:00' );
		$this->assertSame( 2, $one[4]['available_bays'] );

		$this->book_other( '2027-03-01 09:45', '2027-03-01 10:15' );
		$two = $this->slots( $query )->get_data()[0]['slots'];
		$this->assertNotContains(
			'10:00',
			$this->times(
				array(
					array(
						'date'  => 'x',
						'slots' => $two,
					),
				),
				'x'
			),
			'both bays are busy from 10:00 to 10:15'
		);
		$this->assertSame( '09:30', substr( $two[2]['start'], 11, 5 ) );
		$this->assertSame( 1, $two[2]['available_bays'], '09:30-10:00 overlaps 09:45' );
	}

	public function test_the_first_day_is_tomorrow_or_the_lead_time_of_a_backordered_tyre(): void {
		$this->open_every_day();
		$this->add( self::SERVICE );
		$today = current_datetime();

		$in_stock = $this->slots( array( 'location' => 0 ) )->get_data();
		$this->assertSame( $today->modify( '+1 day' )->format( 'Y-m-d' ), $in_stock[0]['date'] );
		$this->assertCount( 14, $in_stock, '14 days by default' );

		global $wpdb;
		$wpdb->update(
			\Rueda\Storage\Schema::table( \Rueda\Storage\Schema::PRODUCTS ),
			array(
				'manage_stock'   => 1,
				'stock_quantity' => 0,
				'backorders'     => 'notify',
				'stock_status'   => 'onbackorder',
			),
			array( 'product_id' => $this->sku( self::TYRE ) )
		);
		$this->add( self::TYRE );
		$backordered = $this->slots( array( 'location' => 0 ) )->get_data();
		$this->assertSame( $today->modify( '+3 days' )->format( 'Y-m-d' ), $backordered[0]['date'], 'three open days' );

		$settings                        = \Rueda\Domain\Shipping\ShippingSettings::get();
		$settings['backorder_lead_days'] = 5;
		update_option( \Rueda\Domain\Shipping\ShippingSettings::OPTION, $settings );
		$this->assertSame( $today->modify( '+5 days' )->format( 'Y-m-d' ), $this->slots( array( 'location' => 0 ) )->get_data()[0]['date'] );
	}

	public function test_times_are_in_the_site_timezone(): void {
		$zone = get_option( 'timezone_string' );
		update_option( 'timezone_string', 'Atlantic/Canary' );
		$this->add( self::SERVICE );

		$days = $this->slots(
			array(
				'location' => 0,
				'from'     => '2027-03-01',
				'days'     => 1,
			)
		)->get_data();
		update_option( 'timezone_string', $zone );

		$this->assertSame( '2027-03-01T08:30:00+00:00', $days[0]['slots'][0]['start'] );
	}

	/**
	 * Bad parameters and the code each gets.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string,2:string}>
	 */
	public static function bad_parameters(): array {
		return array(
			'no location'        => array( array(), 'rueda_invalid_appointment_location', 'location' ),
			'location as text'   => array( array( 'location' => 'taller' ), 'rueda_invalid_appointment_location', 'location' ),
			'negative location'  => array( array( 'location' => -1 ), 'rueda_invalid_appointment_location', 'location' ),
			'unknown location'   => array( array( 'location' => 7 ), 'rueda_invalid_appointment_location', 'location' ),
			'date in words'      => array(
				array(
					'location' => 0,
					'from'     => 'mañana',
				),
				'rueda_invalid_appointment_date',
				'from',
			),
			'impossible date'    => array(
				array(
					'location' => 0,
					'from'     => '2027-02-30',
				),
				'rueda_invalid_appointment_date',
				'from',
			),
			'date and time'      => array(
				array(
					'location' => 0,
					'from'     => '2027-03-01T10:00',
				),
				'rueda_invalid_appointment_date',
				'from',
			),
			'no days'            => array(
				array(
					'location' => 0,
					'days'     => 0,
				),
				'rueda_invalid_appointment_days',
				'days',
			),
			'more than a month'  => array(
				array(
					'location' => 0,
					'days'     => 32,
				),
				'rueda_invalid_appointment_days',
				'days',
			),
			'days as a fraction' => array(
				array(
					'location' => 0,
					'days'     => '1.5',
				),
				'rueda_invalid_appointment_days',
				'days',
			),
			'days as a list'     => array(
				array(
					'location' => 0,
					'days'     => array( 3 ),
				),
				'rueda_invalid_appointment_days',
				'days',
			),
		);
	}

	/**
	 * Each bad parameter gets a 400 with its own code, naming it.
	 *
	 * @dataProvider bad_parameters
	 *
	 * @param array<string,mixed> $query Parameters.
	 * @param string              $code  Code.
	 * @param string              $param Parameter named.
	 */
	public function test_bad_parameters_are_refused_with_a_stable_code( array $query, string $code, string $param ): void {
		$this->add( self::SERVICE );

		$response = $this->slots( $query );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( $code, $response->get_data()['code'] );
		$this->assertArrayHasKey( $param, $response->get_data()['data']['params'] );
		$this->assertArrayHasKey( 'Nonce', $response->get_headers() );
	}

	public function test_a_disabled_location_takes_no_appointments(): void {
		$this->add( self::SERVICE );
		$settings                                   = \Rueda\Domain\Shipping\ShippingSettings::get();
		$settings['pickup_locations'][0]['enabled'] = false;
		update_option( \Rueda\Domain\Shipping\ShippingSettings::OPTION, $settings );

		$this->assertSame( 'rueda_invalid_appointment_location', $this->slots( array( 'location' => 0 ) )->get_data()['code'] );
	}

	public function test_a_cart_without_services_has_nothing_to_book(): void {
		$this->add( self::TYRE );

		$response = $this->slots( array( 'location' => 0 ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rueda_appointment_not_needed', $response->get_data()['code'] );
		$this->assertSame( 'Tu carrito no tiene ningún servicio del taller para el que pedir cita.', $response->get_data()['message'] );
	}

	public function test_a_cart_token_lists_the_slots_of_its_own_cart(): void {
		$cart = new Cart();
		$cart->items[ Cart::item_key( $this->sku( 'SRV-ACEITE' ) ) ] = array(
			'id'        => $this->sku( 'SRV-ACEITE' ),
			'quantity'  => 1,
			'variation' => array(),
		);
		$key = 't_' . bin2hex( random_bytes( 8 ) );
		( new CartTable() )->put( $key, $cart->to_array(), 0, HOUR_IN_SECONDS );

		$days = $this->slots(
			array(
				'location' => 0,
				'from'     => '2027-03-01',
				'days'     => 1,
			),
			array( 'Cart-Token' => CartToken::issue( $key ) )
		)->get_data();

		$this->assertSame( '2027-03-01T09:15:00+01:00', $days[0]['slots'][0]['end'], 'the oil change takes 45 minutes' );
		$refused = $this->slots( array( 'location' => 0 ), array( 'Cart-Token' => 'not-a-token' ) );
		$this->assertSame( 401, $refused->get_status() );
		$this->assertSame( 'woocommerce_rest_invalid_cart_token', $refused->get_data()['code'] );
	}
}
