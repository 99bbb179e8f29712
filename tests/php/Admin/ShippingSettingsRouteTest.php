<?php
/**
 * The admin shipping settings route.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Admin;

use Rueda\Admin\Capabilities;
use Rueda\Domain\Shipping\ShippingSettings;
use Rueda\Tests\StoreApi\CartTestCase;

/**
 * Who may use it, what it refuses (by field path) and what the cart offers afterwards.
 */
final class ShippingSettingsRouteTest extends CartTestCase {

	private const PATH = '/rueda/v1/settings/shipping';

	private const TYRE = 'MIC-PILOTSPO-2055516';

	/**
	 * The settings as the screen has them.
	 *
	 * @return array<string,mixed>
	 */
	private function settings(): array {
		return $this->rest( 'GET', self::PATH )->get_data();
	}

	private function save( array $body ): \WP_REST_Response {
		return $this->rest( 'POST', self::PATH, $body );
	}

	public function test_only_shop_managers_and_administrators_reach_the_settings(): void {
		$this->assertSame( 401, $this->rest( 'GET', self::PATH )->get_status(), 'visitor' );
		$this->assertSame( 401, $this->save( array( 'zones' => array() ) )->get_status(), 'visitor write' );

		wp_set_current_user( $this->create_user( 'customer' ) );
		$this->assertSame( 403, $this->rest( 'GET', self::PATH )->get_status(), 'customer' );
		$this->assertSame( 403, $this->save( array( 'zones' => array() ) )->get_status(), 'customer write' );
		$this->assertCount( 2, ShippingSettings::get()['zones'], 'nothing changed' );

		foreach ( array( Capabilities::ROLE, 'administrator' ) as $role ) {
			wp_set_current_user( $this->create_user( $role ) );
			$response = $this->rest( 'GET', self::PATH );
			$this->assertSame( 200, $response->get_status(), $role );
			$this->assertSame( array( 'Península y Baleares', 'Canarias' ), array_column( $response->get_data()['zones'], 'name' ) );
			$this->assertSame( 995, $response->get_data()['zones'][0]['methods'][0]['cost'] );
			$this->assertSame(
				array(
					'key'  => 'taller',
					'name' => 'Almacén del taller',
				),
				$response->get_data()['origins'][0]
			);
		}
	}

	/**
	 * Bad values and the path each names.
	 *
	 * @return array<string,array{0:callable,1:string}>
	 */
	public static function bad_values(): array {
		$method = static fn( string $key, $value ) => static function ( array $s ) use ( $key, $value ) {
			$s['zones'][0]['methods'][0][ $key ] = $value;
			return $s;
		};
		$zone   = static fn( string $key, $value ) => static function ( array $s ) use ( $key, $value ) {
			$s['zones'][1][ $key ] = $value;
			return $s;
		};
		$pickup = static fn( string $key, $value ) => static function ( array $s ) use ( $key, $value ) {
			$s['pickup_locations'][0][ $key ] = $value;
			return $s;
		};
		return array(
			'zones not a list'      => array( static fn( array $s ) => array( 'zones' => 'ES' ) + $s, 'zones' ),
			'too many zones'        => array( static fn( array $s ) => array( 'zones' => array_fill( 0, 101, $s['zones'][1] ) ) + $s, 'zones' ),
			'empty zone name'       => array( $zone( 'name', '  ' ), 'zones[1].name' ),
			'long zone name'        => array( $zone( 'name', str_repeat( 'a', 101 ) ), 'zones[1].name' ),
			'unknown country'       => array( $zone( 'locations', array( 'XX' ) ), 'zones[1].locations' ),
			'unknown province'      => array( $zone( 'locations', array( 'ES:ZZ' ) ), 'zones[1].locations' ),
			'no locations'          => array( $zone( 'locations', array() ), 'zones[1].locations' ),
			'bad exclusion'         => array( $zone( 'exclude', array( 'FR:75' ) ), 'zones[1].exclude' ),
			'bad postcode pattern'  => array( $zone( 'postcodes', '35*, #28' ), 'zones[1].postcodes' ),
			'too many methods'      => array(
				$zone(
					'methods',
					array_fill(
						0,
						21,
						array(
							'type'    => 'flat_rate',
							'title'   => 'x',
							'cost'    => 1,
							'enabled' => true,
						)
					)
				),
				'zones[1].methods',
			),
			'unknown method type'   => array( $method( 'type', 'table_rate' ), 'zones[0].methods[0].type' ),
			'negative cost'         => array( $method( 'cost', -1 ), 'zones[0].methods[0].cost' ),
			'cost as text'          => array( $method( 'cost', '9,95' ), 'zones[0].methods[0].cost' ),
			'cost in decimals'      => array( $method( 'cost', 9.95 ), 'zones[0].methods[0].cost' ),
			'huge cost'             => array( $method( 'cost', 10000001 ), 'zones[0].methods[0].cost' ),
			'empty method title'    => array( $method( 'title', '' ), 'zones[0].methods[0].title' ),
			'enabled as text'       => array( $method( 'enabled', 'sí' ), 'zones[0].methods[0].enabled' ),
			'long delivery time'    => array( $method( 'delivery_time', str_repeat( 'a', 61 ) ), 'zones[0].methods[0].delivery_time' ),
			'unknown requirement'   => array(
				static function ( array $s ) {
					$s['zones'][0]['methods'][1]['requires'] = 'magic';
					return $s;
				},
				'zones[0].methods[1].requires',
			),
			'negative minimum'      => array(
				static function ( array $s ) {
					$s['zones'][0]['methods'][1]['min_amount'] = -5;
					return $s;
				},
				'zones[0].methods[1].min_amount',
			),
			'pickup without name'   => array( $pickup( 'name', '' ), 'pickup_locations[0].name' ),
			'pickup negative cost'  => array( $pickup( 'cost', -100 ), 'pickup_locations[0].cost' ),
			'pickup long details'   => array( $pickup( 'details', str_repeat( 'a', 501 ) ), 'pickup_locations[0].details' ),
			'too many pickups'      => array( static fn( array $s ) => array( 'pickup_locations' => array_fill( 0, 51, $s['pickup_locations'][0] ) ) + $s, 'pickup_locations' ),
			'origin with a bad key' => array(
				static fn( array $s ) => array(
					'origins' => array(
						array(
							'key'  => 'Almacén',
							'name' => 'x',
						),
					),
				) + $s,
				'origins[0].key',
			),
		);
	}

	/**
	 * Each bad value is refused naming its path, and nothing is saved.
	 *
	 * @dataProvider bad_values
	 *
	 * @param callable $spoil Makes the settings bad.
	 * @param string   $path  The field at fault.
	 */
	public function test_bad_values_are_refused_by_field_path( callable $spoil, string $path ): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$before = ShippingSettings::get();

		$response = $this->save( $spoil( $this->settings() ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		$this->assertArrayHasKey( $path, $response->get_data()['data']['params'], wp_json_encode( $response->get_data()['data']['params'] ) );
		$this->assertSame( $before, ShippingSettings::get(), 'nothing saved' );
	}

	public function test_messages_are_in_spanish(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$settings                                   = $this->settings();
		$settings['zones'][0]['methods'][0]['cost'] = -1;
		$settings['zones'][1]['name']               = '';

		$params = $this->save( $settings )->get_data()['data']['params'];

		$this->assertSame( \Rueda\Admin\Rest\Refusals::named( 'zones[1].name', __( 'This field is required.', 'rueda' ) ), $params['zones[1].name'] );
		$this->assertStringEndsWith( ' › Nombre: este campo es obligatorio.', $params['zones[1].name'] );
		$this->assertStringEndsWith( ' › Coste (IVA incluido): introduce un importe entre 0,00 € y 100.000,00 €.', $params['zones[0].methods[0].cost'] );
	}

	public function test_a_new_flat_rate_cost_changes_the_cart_rates(): void {
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );
		$settings                                   = $this->settings();
		$settings['zones'][0]['methods'][0]['cost'] = 1250;
		$this->assertSame( 200, $this->save( array( 'zones' => $settings['zones'] ) )->get_status() );

		$this->add( self::TYRE );
		$cart = $this->ship_to( 'ES', 'M', '28001' );
		$flat = $cart['shipping_rates'][0]['shipping_rates'][0];

		$this->assertSame( 'flat_rate:1', $flat['rate_id'] );
		$this->assertSame( 1250, (int) $flat['price'] + (int) $flat['taxes'] );
	}

	public function test_zones_are_matched_in_the_saved_order_and_new_ones_get_ids(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$settings = $this->settings();
		array_unshift(
			$settings['zones'],
			array(
				'name'      => '<b>Madrid</b> centro',
				'locations' => array( 'es:m' ),
				'postcodes' => "28001\n28002...28010",
				'methods'   => array(
					array(
						'type'    => 'flat_rate',
						'title'   => 'Mensajero en el día',
						'cost'    => 500,
						'enabled' => true,
					),
					array(
						'instance_id' => 0,
						'type'        => 'free_shipping',
						'title'       => 'Gratis con cupón',
						'requires'    => 'coupon',
						'enabled'     => true,
					),
				),
			)
		);

		$saved = $this->save( $settings )->get_data();

		$madrid = $saved['zones'][0];
		$this->assertSame( 'Madrid centro', $madrid['name'] );
		$this->assertSame( array( 'ES:M' ), $madrid['locations'] );
		$this->assertSame( '28001, 28002...28010', $madrid['postcodes'] );
		$this->assertSame( 3, $madrid['id'] );
		$this->assertSame( array( 4, 5 ), array_column( $madrid['methods'], 'instance_id' ), 'new methods get free ids' );
		$this->assertSame( 1, $saved['zones'][1]['methods'][0]['instance_id'], 'existing ids stay' );

		$this->add( self::TYRE );
		$in_madrid = $this->ship_to( 'ES', 'M', '28005' )['shipping_rates'][0]['shipping_rates'];
		$this->assertSame( 'flat_rate:4', $in_madrid[0]['rate_id'], 'the first matching zone wins' );
		$outside = $this->ship_to( 'ES', 'M', '28500' )['shipping_rates'][0]['shipping_rates'];
		$this->assertSame( 'flat_rate:1', $outside[0]['rate_id'], 'the postcode pattern limits the zone' );
	}

	public function test_a_new_pickup_location_is_offered(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$settings                       = $this->settings();
		$settings['pickup_locations'][] = array(
			'name'    => 'Almacén de Getafe',
			'address' => 'Calle del Carbón, 3, 28906 Getafe',
			'details' => "Lunes a viernes\n9:00 a 18:00",
			'cost'    => 300,
			'enabled' => true,
		);
		$this->assertSame( 200, $this->save( array( 'pickup_locations' => $settings['pickup_locations'] ) )->get_status() );

		$this->add( self::TYRE );
		$rates  = $this->ship_to( 'ES', 'M', '28001' )['shipping_rates'][0]['shipping_rates'];
		$getafe = array_values( array_filter( $rates, static fn( array $rate ) => 'pickup_location:1' === $rate['rate_id'] ) );

		$this->assertCount( 1, $getafe );
		$this->assertSame( 'Almacén de Getafe', $getafe[0]['name'] );
		$this->assertSame( 300, (int) $getafe[0]['price'] + (int) $getafe[0]['taxes'] );
		$this->assertContains( 'Calle del Carbón, 3, 28906 Getafe', array_column( $getafe[0]['meta_data'], 'value' ) );
	}

	public function test_a_disabled_method_and_a_removed_zone_are_no_longer_offered(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$settings                                      = $this->settings();
		$settings['zones'][0]['methods'][0]['enabled'] = false;
		unset( $settings['zones'][1] );
		$settings['zones'] = array_values( $settings['zones'] );
		$this->assertSame( 200, $this->save( $settings )->get_status() );

		$this->add( self::TYRE );
		$peninsula = $this->ship_to( 'ES', 'M', '28001' )['shipping_rates'][0]['shipping_rates'];
		$canarias  = $this->ship_to( 'ES', 'TF', '38001' )['shipping_rates'][0]['shipping_rates'];

		$this->assertSame( array( 'pickup_location:0' ), array_column( $peninsula, 'rate_id' ) );
		$this->assertSame( array( 'pickup_location:0' ), array_column( $canarias, 'rate_id' ) );
	}
}
