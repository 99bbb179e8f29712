<?php
/**
 * The admin route of the fitting bands.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Workshop;

use Rueda\Admin\Capabilities;
use Rueda\Domain\Catalog\PostTypes;
use Rueda\Domain\Workshop\FittingSettings;
use Rueda\Tests\StoreApi\CartTestCase;

/**
 * Who may use it, what it refuses (by field path: bands that overlap above all) and what
 * the shop shows afterwards.
 *
 * @group object-cache
 */
final class FittingSettingsRouteTest extends CartTestCase {

	private const PATH = '/rueda/v1/settings/fitting';

	private const R16 = 'MIC-PILOTSPO-2055516'; // 144,95 €.

	/**
	 * The bands as the screen has them.
	 *
	 * @return array<string,mixed>
	 */
	private function settings(): array {
		return $this->rest( 'GET', self::PATH )->get_data();
	}

	private function save( array $body ): \WP_REST_Response {
		return $this->rest( 'POST', self::PATH, $body );
	}

	/**
	 * A product's fitted price as the Store API gives it.
	 *
	 * @param string $sku SKU.
	 * @return array<string,mixed>|null
	 */
	private function fitting( string $sku ): ?array {
		$product = $this->rest( 'GET', '/wc/store/v1/products/' . $this->sku( $sku ) )->get_data();
		return json_decode( (string) wp_json_encode( $product['extensions'] ), true )['rueda']['fitting'];
	}

	public function test_only_shop_managers_and_administrators_reach_the_bands(): void {
		$this->assertSame( 401, $this->rest( 'GET', self::PATH )->get_status(), 'visitor' );
		$this->assertSame( 401, $this->save( array( 'bands' => array() ) )->get_status(), 'visitor write' );

		wp_set_current_user( $this->create_user( 'customer' ) );
		$this->assertSame( 403, $this->rest( 'GET', self::PATH )->get_status(), 'customer' );
		$this->assertSame( 403, $this->save( array( 'bands' => array() ) )->get_status(), 'customer write' );
		$this->assertCount( 3, FittingSettings::bands(), 'nothing changed' );

		foreach ( array( Capabilities::ROLE, 'administrator' ) as $role ) {
			wp_set_current_user( $this->create_user( $role ) );
			$response = $this->rest( 'GET', self::PATH );
			$this->assertSame( 200, $response->get_status(), $role );
			$bands = $response->get_data()['bands'];
			$this->assertSame( array( 'hasta-16', '17-18', '19-o-mas' ), array_column( $bands, 'id' ) );
			$this->assertSame( array( null, 16 ), array( $bands[0]['rim_min'], $bands[0]['rim_max'] ) );
			$this->assertSame(
				array(
					'id'    => $this->sku( 'SRV-MONTAJE' ),
					'price' => 1200,
				),
				$bands[0]['services'][0]
			);
		}
	}

	/**
	 * Bad values and the path each names.
	 *
	 * @return array<string,array{0:callable,1:string}>
	 */
	public static function bad_values(): array {
		$band    = static fn( string $key, $value, int $index = 0 ) => static function ( array $s ) use ( $key, $value, $index ) {
			$s['bands'][ $index ][ $key ] = $value;
			return $s;
		};
		$service = static fn( string $key, $value, int $index = 0 ) => static function ( array $s ) use ( $key, $value, $index ) {
			$s['bands'][0]['services'][ $index ][ $key ] = $value;
			return $s;
		};
		return array(
			'bands not a list'      => array( static fn() => array( 'bands' => 'hasta-16' ), 'bands' ),
			'too many bands'        => array( static fn( array $s ) => array( 'bands' => array_fill( 0, 21, $s['bands'][0] ) ), 'bands' ),
			'band not an object'    => array( static fn() => array( 'bands' => array( 'hasta-16' ) ), 'bands[0]' ),
			'no name'               => array( $band( 'name', null ), 'bands[0].name' ),
			'empty name'            => array( $band( 'name', '  ' ), 'bands[0].name' ),
			'long name'             => array( $band( 'name', str_repeat( 'a', 61 ) ), 'bands[0].name' ),
			'rim too small'         => array( $band( 'rim_min', 9 ), 'bands[0].rim_min' ),
			'rim too big'           => array( $band( 'rim_max', 25, 2 ), 'bands[2].rim_max' ),
			'rim as text'           => array( $band( 'rim_max', '16"' ), 'bands[0].rim_max' ),
			'rim in decimals'       => array( $band( 'rim_max', 16.5 ), 'bands[0].rim_max' ),
			'rims the wrong way'    => array( $band( 'rim_min', 19, 1 ), 'bands[1].rim_max' ),
			'unknown category'      => array( $band( 'category', 'motos' ), 'bands[0].category' ),
			'no services'           => array( $band( 'services', array() ), 'bands[0].services' ),
			'services not a list'   => array( $band( 'services', 'SRV-MONTAJE' ), 'bands[0].services' ),
			'a tyre as service'     => array( static fn( array $s ) => $service( 'id', $s['tyre'] )( $s ), 'bands[0].services[0].id' ),
			'a variable service'    => array( static fn( array $s ) => $service( 'id', $s['alignment'] )( $s ), 'bands[0].services[0].id' ),
			'no such product'       => array( $service( 'id', 999999 ), 'bands[0].services[0].id' ),
			'a service twice'       => array( static fn( array $s ) => $service( 'id', $s['bands'][0]['services'][0]['id'], 1 )( $s ), 'bands[0].services[1].id' ),
			'negative price'        => array( $service( 'price', -1 ), 'bands[0].services[0].price' ),
			'price as text'         => array( $service( 'price', '12,00' ), 'bands[0].services[0].price' ),
			'price in decimals'     => array( $service( 'price', 12.5 ), 'bands[0].services[0].price' ),
			'overlapping bands'     => array( $band( 'rim_max', 17 ), 'bands[1].rim_min' ),
			'open ends overlapping' => array( $band( 'rim_max', null ), 'bands[1].rim_min' ),
			'the same band twice'   => array(
				static function ( array $s ) {
					$s['bands'][] = $s['bands'][2];
					return $s;
				},
				'bands[3].rim_min',
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
		$before   = get_option( FittingSettings::OPTION );
		$settings = $this->settings() + array(
			'tyre'      => $this->sku( self::R16 ),
			'alignment' => $this->sku( 'SRV-ALINEACION' ),
		);

		$response = $this->save( array_intersect_key( $spoil( $settings ), array( 'bands' => true ) ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		$this->assertArrayHasKey( $path, $response->get_data()['data']['params'], (string) wp_json_encode( $response->get_data()['data']['params'] ) );
		$this->assertSame( $before, get_option( FittingSettings::OPTION ), 'nothing saved' );
	}

	public function test_an_overlap_names_the_other_band_in_spanish(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$settings                        = $this->settings();
		$settings['bands'][1]['rim_min'] = 16;

		$params = $this->save( $settings )->get_data()['data']['params'];

		$this->assertSame( array( 'bands[1].rim_min' ), array_keys( $params ) );
		$this->assertStringContainsString( 'Hasta 16"', $params['bands[1].rim_min'] );
		$this->assertStringStartsWith( '17" y 18" › ', $params['bands[1].rim_min'], 'named after the band' );
	}

	public function test_a_new_band_price_changes_the_fitted_price_shown_and_charged(): void {
		$this->assertSame( (string) ( 14495 + 2300 ), $this->fitting( self::R16 )['price_per_tyre'] );
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );
		$settings                                     = $this->settings();
		$settings['bands'][0]['services'][0]['price'] = 1500;

		$saved = $this->save( $settings );

		$this->assertSame( 200, $saved->get_status() );
		$this->assertSame( 1500, $saved->get_data()['bands'][0]['services'][0]['price'] );
		$fitting = $this->fitting( self::R16 );
		$this->assertSame( (string) ( 14495 + 2600 ), $fitting['price_per_tyre'] );
		$this->assertSame( (string) ( ( 14495 + 2600 ) * 4 ), $fitting['price_for_set'] );
		$cart = $this->write(
			'add-item',
			array(
				'id'         => $this->sku( self::R16 ),
				'quantity'   => 4,
				'extensions' => array( 'rueda' => array( 'fitted' => true ) ),
			)
		)->get_data();
		$this->assertSame( '1500', $cart['items'][1]['prices']['price'] );
	}

	public function test_new_bands_get_ids_and_a_category_band_wins_for_its_tyres(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$winter = get_term_by( 'slug', 'invierno', PostTypes::CATEGORY );
		$this->assertInstanceOf( \WP_Term::class, $winter );
		$settings            = $this->settings();
		$settings['bands'][] = array(
			'id'       => '',
			'name'     => 'Invierno: todas las llantas',
			'category' => 'invierno',
			'rim_min'  => null,
			'rim_max'  => null,
			'services' => array(
				array(
					'id'    => $this->sku( 'SRV-MONTAJE' ),
					'price' => 1000,
				),
			),
		);

		$saved = $this->save( $settings );

		$this->assertSame( 200, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		$this->assertSame( 'invierno-todas-las-llantas', $saved->get_data()['bands'][3]['id'] );
		$alpin = $this->fitting( 'MIC-ALPIN6-2254517' ); // Winter, 17".
		$this->assertSame( 'invierno-todas-las-llantas', $alpin['band']['id'] );
		$this->assertSame( (string) ( 18095 + 1000 ), $alpin['price_per_tyre'] );
		$this->assertSame( '17-18', $this->fitting( 'CON-PREMIUMC-2254517' )['band']['id'], 'a summer tyre of 17" keeps the band for every tyre' );
	}

	public function test_no_band_no_fitted_price(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$this->assertSame( 200, $this->save( array( 'bands' => array() ) )->get_status() );

		$this->assertNull( $this->fitting( self::R16 ) );
		$this->assertNull( $this->fitting( 'SRV-MONTAJE' ), 'services are never fitted' );
	}
}
