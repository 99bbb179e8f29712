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
		$this->assertSame( array( 'enabled', 'prices_include_tax', 'display_cart_prices_including_tax', 'itemized' ), array_keys( $taxes ) );
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
}
