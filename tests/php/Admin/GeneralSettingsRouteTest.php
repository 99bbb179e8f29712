<?php
/**
 * The admin general settings route: the shop's address, countries and currency.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Admin;

use Rueda\Admin\Capabilities;
use Rueda\Settings\CheckoutSettings;
use Rueda\Settings\CurrencySettings;
use Rueda\Settings\WorkshopSettings;
use Rueda\Tests\StoreApi\CheckoutTestCase;

/**
 * Who reaches it, the field checks, and what the shop does with the values.
 */
final class GeneralSettingsRouteTest extends CheckoutTestCase {

	private const PATH = '/rueda/v1/settings/general';

	public function test_only_shop_managers_and_administrators_reach_the_settings(): void {
		$this->assertSame( 401, $this->rest( 'GET', self::PATH )->get_status(), 'visitor' );
		$this->assertSame( 401, $this->rest( 'POST', self::PATH, array( 'name' => 'Mío' ) )->get_status(), 'visitor write' );

		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$this->assertSame( 403, $this->rest( 'GET', self::PATH )->get_status(), 'customer' );
		$this->assertSame( 403, $this->rest( 'POST', self::PATH, array( 'name' => 'Mío' ) )->get_status(), 'customer write' );
		$this->assertNotSame( 'Mío', WorkshopSettings::get()['name'] );

		foreach ( array( Capabilities::ROLE, 'administrator' ) as $role ) {
			wp_set_current_user( $this->create_user( $role ) );
			$response = $this->rest( 'GET', self::PATH );
			$this->assertSame( 200, $response->get_status(), $role );
			$this->assertSame(
				array( 'name', 'address_1', 'postcode', 'city', 'state', 'country', 'phone', 'email', 'selling_countries', 'shipping_countries', 'currency_code', 'currency_symbol', 'currency_minor_unit', 'currency_decimal_separator', 'currency_thousand_separator', 'currency_position' ),
				array_keys( $response->get_data() )
			);
			$this->assertSame( CurrencySettings::get()['symbol'], $response->get_data()['currency_symbol'] );
		}
	}

	/**
	 * Bad values and the field each names.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string}>
	 */
	public static function bad_values(): array {
		return array(
			'unknown country'         => array( array( 'country' => 'XX' ), 'country' ),
			'country as a list'       => array( array( 'country' => array( 'ES' ) ), 'country' ),
			'province not of Spain'   => array(
				array(
					'country' => 'ES',
					'state'   => 'Lisboa',
				),
				'state',
			),
			'no province in Spain'    => array(
				array(
					'country' => 'ES',
					'state'   => '',
				),
				'state',
			),
			'Spanish postcode'        => array(
				array(
					'country'  => 'ES',
					'postcode' => '99999',
				),
				'postcode',
			),
			'email'                   => array( array( 'email' => 'taller@' ), 'email' ),
			'phone'                   => array( array( 'phone' => 'llámanos' ), 'phone' ),
			'long name'               => array( array( 'name' => str_repeat( 'Taller ', 20 ) ), 'name' ),
			'long address'            => array( array( 'address_1' => str_repeat( 'Calle ', 50 ) ), 'address_1' ),
			'unknown selling country' => array( array( 'selling_countries' => array( 'ES', 'XX' ) ), 'selling_countries' ),
			'shipping country number' => array( array( 'shipping_countries' => array( 34 ) ), 'shipping_countries' ),
			'countries by name'       => array( array( 'shipping_countries' => array( 'pais' => 'ES' ) ), 'shipping_countries' ),
			'lower-case currency'     => array( array( 'currency_code' => 'eur' ), 'currency_code' ),
			'four-letter currency'    => array( array( 'currency_code' => 'EURO' ), 'currency_code' ),
			'empty symbol'            => array( array( 'currency_symbol' => ' ' ), 'currency_symbol' ),
			'long symbol'             => array( array( 'currency_symbol' => 'EUROSX' ), 'currency_symbol' ),
			'symbol markup'           => array( array( 'currency_symbol' => '<b>' ), 'currency_symbol' ),
			'five decimals'           => array( array( 'currency_minor_unit' => 5 ), 'currency_minor_unit' ),
			'negative decimals'       => array( array( 'currency_minor_unit' => -1 ), 'currency_minor_unit' ),
			'decimals as text'        => array( array( 'currency_minor_unit' => 'dos' ), 'currency_minor_unit' ),
			'two-character separator' => array( array( 'currency_decimal_separator' => ',,' ), 'currency_decimal_separator' ),
			'digit separator'         => array( array( 'currency_thousand_separator' => '0' ), 'currency_thousand_separator' ),
			'empty separator'         => array( array( 'currency_thousand_separator' => '' ), 'currency_thousand_separator' ),
			'unknown position'        => array( array( 'currency_position' => 'middle' ), 'currency_position' ),
		);
	}

	/**
	 * Each bad value is refused, naming its field, and nothing is saved.
	 *
	 * @dataProvider bad_values
	 *
	 * @param array<string,mixed> $body  Body.
	 * @param string              $field The field at fault.
	 */
	public function test_bad_values_are_refused_by_field( array $body, string $field ): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$before = $this->rest( 'GET', self::PATH )->get_data();

		$response = $this->rest( 'POST', self::PATH, $body + array( 'city' => 'Getafe' ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		$this->assertSame( array( $field ), array_keys( $response->get_data()['data']['params'] ) );
		$this->assertSame( $before, $this->rest( 'GET', self::PATH )->get_data(), 'nothing saved' );
	}

	public function test_equal_separators_are_refused_with_a_stable_code(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertSame( ',', CurrencySettings::get()['decimal_separator'] );

		$response = $this->rest( 'POST', self::PATH, array( 'currency_thousand_separator' => ',' ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rueda_same_separators', $response->get_data()['data']['details']['currency_thousand_separator']['code'] );
		$this->assertSame( \Rueda\Admin\Rest\Refusals::named( 'currency_thousand_separator', __( 'The decimal and thousands separators must be different.', 'rueda' ) ), $response->get_data()['data']['params']['currency_thousand_separator'] );

		$swapped = $this->rest(
			'POST',
			self::PATH,
			array(
				'currency_decimal_separator'  => '.',
				'currency_thousand_separator' => ',',
			)
		);
		$this->assertSame( 200, $swapped->get_status(), 'both sent, different' );
	}

	public function test_a_post_changes_only_the_fields_it_sends_and_cleans_them(): void {
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );

		$response = $this->rest(
			'POST',
			self::PATH,
			array(
				'name'               => '<script>alert(1)</script>Taller <b>Sur</b>',
				'address_1'          => "Calle Real, 3'); DROP TABLE wp_posts; --",
				'postcode'           => '41001',
				'city'               => 'Sevilla',
				'state'              => 'SE',
				'country'            => 'es',
				'email'              => ' sur@taller.test ',
				'selling_countries'  => array( 'es', 'PT', 'ES' ),
				'shipping_countries' => 'ES, AD',
			)
		);
		$saved    = $response->get_data();

		$this->assertSame( 200, $response->get_status(), wp_json_encode( $saved ) );
		$this->assertSame( 'Taller Sur', $saved['name'] );
		$this->assertSame( "Calle Real, 3'); DROP TABLE wp_posts; --", WorkshopSettings::get()['address_1'] );
		$this->assertSame( array( 'ES', 'SE', 'sur@taller.test' ), array( $saved['country'], $saved['state'], $saved['email'] ) );
		$this->assertArrayNotHasKey( 'hours', get_option( WorkshopSettings::OPTION ), 'the opening hours are the pickup schedule' );
		$this->assertSame( array( 'ES', 'PT' ), CheckoutSettings::get()['selling_countries'] );
		$this->assertSame( array( 'ES', 'AD' ), CheckoutSettings::get()['shipping_countries'] );
		$this->assertSame( 'EUR', CurrencySettings::get()['code'], 'currency untouched' );
	}

	public function test_the_currency_format_changes_the_store_api_prices(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$response = $this->rest(
			'POST',
			self::PATH,
			array(
				'currency_code'               => 'USD',
				'currency_symbol'             => 'US$',
				'currency_minor_unit'         => 2,
				'currency_decimal_separator'  => '.',
				'currency_thousand_separator' => ' ',
				'currency_position'           => 'left_space',
			)
		);
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( ' ', CurrencySettings::get()['thousand_separator'], 'a space is a separator' );
		wp_set_current_user( 0 );
		// The shopper's next request: the routes (and their price schema) are built anew.
		$GLOBALS['wp_rest_server'] = null;

		$this->add( self::TYRE );
		$totals = $this->cart()['totals'];

		$this->assertSame(
			array( 'USD', 'US$', '.', ' ', 'US$ ', '' ),
			array( $totals['currency_code'], $totals['currency_symbol'], $totals['currency_decimal_separator'], $totals['currency_thousand_separator'], $totals['currency_prefix'], $totals['currency_suffix'] )
		);
		$this->assertSame( 'US$ 1 234.50', CurrencySettings::currency()->format( 123450 ) );
	}

	public function test_saved_shipping_countries_refuse_a_checkout_to_another_country(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertSame( 200, $this->rest( 'POST', self::PATH, array( 'shipping_countries' => array( 'ES' ) ) )->get_status() );
		wp_set_current_user( 0 );
		$this->add( self::TYRE );
		$payload                     = $this->payload();
		$payload['shipping_address'] = array_merge(
			$payload['shipping_address'],
			array(
				'country'  => 'PT',
				'state'    => '',
				'city'     => 'Lisboa',
				'postcode' => '1100-148',
			)
		);

		$response = $this->checkout( $payload );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rueda_country_not_allowed', $response->get_data()['code'] );
		$this->assertSame( 0, $this->count_orders( 'processing' ) );
	}
}
