<?php
/**
 * The rate a package preselects when the shopper has chosen none.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Shipping;

use Rueda\Domain\Shipping\ShippingSettings;
use Rueda\Tests\StoreApi\CartTestCase;

/**
 * The cheapest eligible delivery rate is preselected; a shopper's explicit choice stays.
 */
final class DefaultRateTest extends CartTestCase {

	private const TYRE = 'MIC-PILOTSPO-2055516';

	private function selected( array $package ): string {
		return array_values( array_filter( $package['shipping_rates'], static fn( $rate ) => $rate['selected'] ) )[0]['rate_id'];
	}

	private function set_quantity( array $cart, int $quantity ): array {
		return $this->write(
			'update-item',
			array(
				'key'      => $cart['items'][0]['key'],
				'quantity' => $quantity,
			)
		)->get_data();
	}

	public function test_free_shipping_is_preselected_over_the_standard_rate_when_eligible(): void {
		$this->add( self::TYRE, 3 );

		$cart    = $this->ship_to( 'ES', 'M', '28001' );
		$package = $cart['shipping_rates'][0];

		$this->assertContains( 'flat_rate:1', array_column( $package['shipping_rates'], 'rate_id' ), 'the standard 9,95 rate is offered too' );
		$this->assertSame( 'free_shipping:2', $this->selected( $package ), 'over 300 € free shipping is the cheapest' );
		$this->assertSame( '0', $cart['totals']['total_shipping'] );
	}

	public function test_when_free_shipping_stops_being_eligible_the_cheapest_remaining_rate_is_chosen(): void {
		$this->add( self::TYRE, 3 );
		$before = $this->ship_to( 'ES', 'M', '28001' );

		$after   = $this->set_quantity( $before, 1 );
		$package = $after['shipping_rates'][0];

		$this->assertNotContains( 'free_shipping:2', array_column( $package['shipping_rates'], 'rate_id' ) );
		$this->assertSame( 'flat_rate:1', $this->selected( $package ) );
		$this->assertSame( 995, (int) $after['totals']['total_shipping'] + (int) $after['totals']['total_shipping_tax'] );
	}

	public function test_free_shipping_from_the_coupon_is_preselected(): void {
		$this->add( self::TYRE );
		$this->ship_to( 'ES', 'M', '28001' );

		$cart = $this->write( 'apply-coupon', array( 'code' => 'ENVIOGRATIS' ) )->get_data();

		$this->assertSame( 'free_shipping:2', $this->selected( $cart['shipping_rates'][0] ) );
	}

	public function test_equally_cheap_rates_keep_the_configured_order(): void {
		$settings = ShippingSettings::get();
		$methods  = array(
			array(
				'instance_id' => 7,
				'type'        => 'flat_rate',
				'title'       => 'Urgente',
				'cost'        => 1495,
				'enabled'     => true,
			),
			array(
				'instance_id' => 8,
				'type'        => 'flat_rate',
				'title'       => 'Económico',
				'cost'        => 495,
				'enabled'     => true,
			),
			array(
				'instance_id' => 9,
				'type'        => 'flat_rate',
				'title'       => 'Punto de recogida',
				'cost'        => 495,
				'enabled'     => true,
			),
		);
		foreach ( $settings['zones'] as &$zone ) {
			$zone['methods'] = $methods;
		}
		unset( $zone );
		update_option( ShippingSettings::OPTION, $settings );
		$this->add( self::TYRE );

		$cart = $this->ship_to( 'ES', 'M', '28001' );

		$this->assertSame( 'flat_rate:8', $this->selected( $cart['shipping_rates'][0] ) );
	}

	public function test_an_explicit_choice_of_a_dearer_rate_is_kept(): void {
		$this->add( self::TYRE, 3 );
		$this->ship_to( 'ES', 'M', '28001' );

		$chosen = $this->write(
			'select-shipping-rate',
			array(
				'rate_id'    => 'flat_rate:1',
				'package_id' => 0,
			)
		)->get_data();
		$later  = $this->add( self::TYRE )->get_data();

		$this->assertSame( 'flat_rate:1', $this->selected( $chosen['shipping_rates'][0] ) );
		$this->assertSame( 'flat_rate:1', $this->selected( $later['shipping_rates'][0] ), 'the choice survives a cart change' );
	}
}
