<?php
/**
 * The admin tax settings route.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Admin;

use Rueda\Admin\Capabilities;
use Rueda\Domain\Taxes\TaxSettings;
use Rueda\Tests\StoreApi\CartTestCase;

/**
 * Tax display settings change what the Store API shows.
 */
final class TaxSettingsRouteTest extends CartTestCase {

	private const PATH = '/rueda/v1/settings/taxes';

	public function test_only_people_who_manage_the_shop_reach_the_taxes(): void {
		$this->assertSame( 401, $this->rest( 'GET', self::PATH )->get_status() );
		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$this->assertSame( 403, $this->rest( 'POST', self::PATH, array( 'itemized' => true ) )->get_status() );
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );
		$taxes = $this->rest( 'GET', self::PATH )->get_data();
		$this->assertSame( array( 'enabled', 'prices_include_tax', 'display_cart_prices_including_tax', 'itemized', 'rates' ), array_keys( $taxes ) );
		$this->assertSame( array( 'country', 'state', 'postcode', 'rate', 'name', 'class' ), array_keys( $taxes['rates'][0] ) );
		$this->assertCount( count( TaxSettings::get()['rates'] ), $taxes['rates'] );
		$this->assertSame( TaxSettings::get()['itemized'], $taxes['itemized'] );
	}

	public function test_bad_values_are_refused_by_field_and_rates_are_kept(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$refused = $this->rest( 'POST', self::PATH, array( 'itemized' => 'a veces' ) );
		$this->assertSame( 400, $refused->get_status() );
		$this->assertArrayHasKey( 'itemized', $refused->get_data()['data']['params'] );

		$this->rest( 'POST', self::PATH, array( 'itemized' => false ) );
		$this->assertFalse( TaxSettings::get()['itemized'] );
		$this->assertSame( TaxSettings::defaults()['rates'], TaxSettings::get()['rates'] );
	}

	public function test_cart_prices_shown_without_tax_once_the_owner_says_so(): void {
		$this->add( 'MIC-PILOTSPO-2055516' );
		$with_tax = (int) $this->cart()['items'][0]['prices']['price'];

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->rest( 'POST', self::PATH, array( 'display_cart_prices_including_tax' => false ) );
		wp_set_current_user( 0 );

		$this->assertSame( (int) round( $with_tax / 1.21 ), (int) $this->cart()['items'][0]['prices']['price'] );
	}

	/**
	 * A valid row.
	 *
	 * @param array<string,mixed> $changes Columns to change.
	 * @return array<string,mixed>
	 */
	private static function row( array $changes = array() ): array {
		return array_merge(
			array(
				'country'  => 'ES',
				'state'    => '',
				'postcode' => '',
				'rate'     => 21,
				'name'     => 'IVA',
				'class'    => '',
			),
			$changes
		);
	}

	/**
	 * Bad rows and the column at fault.
	 *
	 * @return array<string,array{0:mixed,1:string}>
	 */
	public static function bad_rates(): array {
		return array(
			'unknown country'    => array( array( self::row( array( 'country' => 'XX' ) ) ), 'country' ),
			'province of Spain'  => array( array( self::row( array( 'state' => 'LISBOA' ) ) ), 'state' ),
			'postcode pattern'   => array( array( self::row( array( 'postcode' => '35*, <b>' ) ) ), 'postcode' ),
			'backwards range'    => array( array( self::row( array( 'postcode' => '35999...35000' ) ) ), 'postcode' ),
			'rate over 100'      => array( array( self::row( array( 'rate' => 121 ) ) ), 'rate' ),
			'negative rate'      => array( array( self::row( array( 'rate' => -4 ) ) ), 'rate' ),
			'no name'            => array( array( self::row( array( 'name' => '  ' ) ) ), 'name' ),
			'long name'          => array( array( self::row( array( 'name' => str_repeat( 'IVA ', 11 ) ) ) ), 'name' ),
			'class with markup'  => array( array( self::row( array( 'class' => '<i>reducido</i>' ) ) ), 'class' ),
			'second row refused' => array( array( self::row(), self::row( array( 'rate' => 'mucho' ) ) ), '' ),
			'rate missing'       => array( array( array( 'name' => 'IVA' ) ), '' ),
			'unknown column'     => array( array( self::row( array( 'zona' => 'norte' ) ) ), '' ),
			'too many rows'      => array( array_fill( 0, 201, self::row() ), '' ),
			'not a list'         => array( 'IVA 21', '' ),
		);
	}

	/**
	 * A bad row is refused naming the rates field (and, for the shop's own checks, the
	 * row and column); nothing is saved.
	 *
	 * @dataProvider bad_rates
	 *
	 * @param mixed  $rates  Rates sent.
	 * @param string $column Column the shop's checks name ('' when the schema refuses).
	 */
	public function test_a_bad_rate_row_is_refused_naming_the_field( $rates, string $column ): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$response = $this->rest( 'POST', self::PATH, array( 'rates' => $rates ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		$this->assertSame( array( 'rates' ), array_keys( $response->get_data()['data']['params'] ) );
		if ( '' !== $column ) {
			$details = $response->get_data()['data']['details']['rates'];
			$this->assertSame( 'rueda_invalid_tax_rate', $details['code'] );
			$this->assertSame(
				array(
					'row'    => 1,
					'column' => $column,
				),
				$details['data']
			);
			/* translators: 1: row number, 2: what is wrong. */
			$this->assertStringStartsWith( sprintf( __( 'Row %1$d: %2$s', 'rueda' ), 1, '' ), $details['message'] );
		}
		$this->assertSame( TaxSettings::defaults()['rates'], TaxSettings::get()['rates'] );
	}

	public function test_rates_are_saved_in_order_and_cleaned(): void {
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );

		$response = $this->rest(
			'POST',
			self::PATH,
			array(
				'rates' => array(
					self::row(
						array(
							'country'  => 'es',
							'state'    => 'gc',
							'postcode' => '35* , 38000...38999',
							'rate'     => 0,
							'name'     => '<b>IGIC</b>',
						)
					),
					self::row( array( 'class' => 'reducido' ) ),
					self::row( array( 'country' => '' ) ),
				),
			)
		);

		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$rates = TaxSettings::get()['rates'];
		$this->assertSame( array( 'ES', 'GC', '35*,38000...38999', 'IGIC' ), array( $rates[0]['country'], $rates[0]['state'], $rates[0]['postcode'], $rates[0]['name'] ) );
		$this->assertSame( array( 'reducido', '' ), array( $rates[1]['class'], $rates[2]['country'] ) );
		$this->assertSame( $response->get_data()['rates'], $rates );
	}

	public function test_changing_the_spanish_rate_changes_the_cart_taxes(): void {
		$this->add( 'MIC-PILOTSPO-2055516' );
		$before = $this->cart()['totals'];
		// The tyre's own tax: the total also holds the shipping estimated for the shop's address.
		$this->assertSame( (int) round( ( (int) $before['total_items'] + (int) $before['total_items_tax'] ) * 21 / 121 ), (int) $before['total_items_tax'], 'IVA 21 %' );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$rates = $this->rest( 'GET', self::PATH )->get_data()['rates'];
		foreach ( $rates as &$rate ) {
			if ( 'ES' === $rate['country'] && '' === $rate['state'] ) {
				$rate['rate'] = 10;
			}
		}
		unset( $rate );
		$this->assertSame( 200, $this->rest( 'POST', self::PATH, array( 'rates' => $rates ) )->get_status() );
		wp_set_current_user( 0 );

		$after = $this->cart()['totals'];
		// The ecovalor is set before tax: only its IVA follows the rate.
		$without_fees = static fn( array $totals ): int => (int) $totals['total_price'] - (int) $totals['total_fees'] - (int) $totals['total_fees_tax'];
		$this->assertSame( $without_fees( $before ), $without_fees( $after ), 'prices are entered with tax' );
		$this->assertSame( array( '130', '27', '130', '13' ), array( $before['total_fees'], $before['total_fees_tax'], $after['total_fees'], $after['total_fees_tax'] ) );
		$this->assertSame( (int) round( ( (int) $after['total_items'] + (int) $after['total_items_tax'] ) * 10 / 110 ), (int) $after['total_items_tax'], 'IVA 10 %' );
		$this->assertSame( '10', (string) (float) TaxSettings::get()['rates'][4]['rate'] );
	}
}
