<?php
/**
 * Shipping rates, packages, pickup and the customer's address.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

/**
 * POST /cart/update-customer and /cart/select-shipping-rate, and the shipping_rates of GET /cart.
 */
final class ShippingRoutesTest extends CartTestCase {

	private function rate_ids( array $package ): array {
		return array_column( $package['shipping_rates'], 'rate_id' );
	}

	private function selected( array $package ): string {
		return array_values( array_filter( $package['shipping_rates'], static fn( $rate ) => $rate['selected'] ) )[0]['rate_id'];
	}

	public function test_without_an_address_rates_are_estimated_for_the_shop_and_pickup_is_offered(): void {
		$cart = $this->add( 'MIC-PILOTSPO-2055516' )->get_data();

		$this->assertFalse( $cart['has_calculated_shipping'] );
		$this->assertCount( 1, $cart['shipping_rates'] );
		$this->assertSame( array( 'flat_rate:1', 'pickup_location:0' ), $this->rate_ids( $cart['shipping_rates'][0] ), 'the workshop is in Madrid' );
		$pickup = $cart['shipping_rates'][0]['shipping_rates'][1];
		$this->assertSame( 'pickup_location', $pickup['method_id'] );
		$this->assertSame( '0', $pickup['price'] );
		$this->assertContains( 'pickup_address', array_column( $pickup['meta_data'], 'key' ) );
	}

	public function test_a_peninsula_address_gets_flat_rate_with_iva(): void {
		$this->add( 'MIC-PILOTSPO-2055516' );

		$cart    = $this->ship_to( 'ES', 'M', '28001' );
		$package = $cart['shipping_rates'][0];
		$flat    = $package['shipping_rates'][0];

		$this->assertTrue( $cart['has_calculated_shipping'] );
		$this->assertSame( array( 'flat_rate:1', 'pickup_location:0' ), $this->rate_ids( $package ) );
		$this->assertSame( 'flat_rate:1', $this->selected( $package ) );
		$this->assertSame( 995, (int) $flat['price'] + (int) $flat['taxes'] );
		$this->assertSame( $flat['price'], $cart['totals']['total_shipping'] );
		$this->assertSame( '15647', $cart['totals']['total_price'], '144,95 + 9,95 + the ecovalor 1,57' );
		$this->assertSame( 'ES', $package['destination']['country'] );
	}

	public function test_free_shipping_from_300_euros_or_with_the_coupon(): void {
		$this->add( 'MIC-PILOTSPO-2055516', 2 );
		$this->ship_to( 'ES', 'B', '08001' );
		$below = $this->rate_ids( $this->cart()['shipping_rates'][0] );
		$this->add( 'MIC-PILOTSPO-2055516' );
		$above = $this->rate_ids( $this->cart()['shipping_rates'][0] );

		$this->assertNotContains( 'free_shipping:2', $below );
		$this->assertContains( 'free_shipping:2', $above );
	}

	public function test_the_free_shipping_coupon_unlocks_free_shipping(): void {
		$this->add( 'MIC-PILOTSPO-2055516' );
		$this->ship_to( 'ES', 'M' );

		$cart = $this->write( 'apply-coupon', array( 'code' => 'ENVIOGRATIS' ) )->get_data();

		$this->assertContains( 'free_shipping:2', $this->rate_ids( $cart['shipping_rates'][0] ) );
	}

	public function test_canarias_has_its_own_rate_without_iva(): void {
		$this->add( 'MIC-PILOTSPO-2055516' );

		$cart = $this->ship_to( 'ES', 'TF', '38001' );
		$flat = $cart['shipping_rates'][0]['shipping_rates'][0];

		$this->assertSame( 'flat_rate:3', $flat['rate_id'] );
		$this->assertSame( '0', $flat['taxes'] );
		$this->assertSame( '0', $cart['totals']['total_tax'] );
	}

	public function test_a_stored_address_that_no_longer_fits_gives_the_shipping_rate_error_codes(): void {
		// update-customer refuses a bad country or province (400), so a cart only holds one
		// when its address was saved before the shop's countries or provinces changed.
		$this->add( 'MIC-PILOTSPO-2055516' );
		$missing_country = $this->ship_to( '', '', '28001' );
		$this->ship_to( 'ES', 'M', '28001' );
		$carts                                 = new \Rueda\Domain\Cart\CartService();
		$cart                                  = $carts->load( new \Rueda\Domain\Cart\CartSession() );
		$cart->customer['shipping']['country'] = 'XX';
		$carts->save( new \Rueda\Domain\Cart\CartSession(), $cart );
		$invalid_country = $this->cart();
		$this->ship_to( 'ES', 'M', '28001' );
		$no_madrid     = static fn( array $states ) => array_diff_key( $states, array( 'M' => true ) );
		add_filter( 'rueda_country_states', $no_madrid );
		$invalid_state = $this->cart();
		remove_filter( 'rueda_country_states', $no_madrid );

		$this->assertSame( 'woocommerce_rest_cart_shipping_rates_invalid_country', $invalid_country['errors'][0]['code'] );
		$this->assertSame( 'woocommerce_rest_cart_shipping_rates_invalid_state', $invalid_state['errors'][0]['code'] );
		$this->assertSame( 'woocommerce_rest_cart_shipping_rates_missing_country', $missing_country['errors'][0]['code'] );
		$this->assertFalse( $invalid_country['has_calculated_shipping'] );
	}

	public function test_stock_from_two_origins_makes_two_packages(): void {
		$this->add( 'MIC-PILOTSPO-2055516' );
		$this->add( 'MIC-PRIMACY4-1956515' );

		$cart = $this->ship_to( 'ES', 'M' );

		$this->assertCount( 2, $cart['shipping_rates'] );
		$this->assertSame( array( 'Almacén del taller', 'Almacén del proveedor' ), array_column( $cart['shipping_rates'], 'name' ) );
		$this->assertSame( 995 * 2, (int) $cart['totals']['total_shipping'] + (int) $cart['totals']['total_shipping_tax'] );
	}

	public function test_pickup_with_a_null_package_applies_to_every_package(): void {
		$this->add( 'MIC-PILOTSPO-2055516' );
		$this->add( 'MIC-PRIMACY4-1956515' );
		$this->ship_to( 'ES', 'M' );

		$all = $this->write(
			'select-shipping-rate',
			array(
				'rate_id'    => 'pickup_location:0',
				'package_id' => null,
			)
		)->get_data();
		$one = $this->write(
			'select-shipping-rate',
			array(
				'rate_id'    => 'flat_rate:1',
				'package_id' => 1,
			)
		)->get_data();

		$this->assertSame( array( 'pickup_location:0', 'pickup_location:0' ), array_map( array( $this, 'selected' ), $all['shipping_rates'] ) );
		$this->assertSame( '0', $all['totals']['total_shipping'] );
		$this->assertSame( array( 'pickup_location:0', 'flat_rate:1' ), array_map( array( $this, 'selected' ), $one['shipping_rates'] ) );
	}

	public function test_an_unknown_rate_or_package_is_a_409_with_the_cart(): void {
		$this->add( 'MIC-PILOTSPO-2055516' );

		$rate    = $this->write(
			'select-shipping-rate',
			array(
				'rate_id'    => 'flat_rate:999',
				'package_id' => 0,
			)
		);
		$package = $this->write(
			'select-shipping-rate',
			array(
				'rate_id'    => 'pickup_location:0',
				'package_id' => 7,
			)
		);

		$this->assertSame( 409, $rate->get_status() );
		$this->assertSame( 'woocommerce_rest_cart_invalid_rate', $rate->get_data()['code'] );
		$this->assertSame( 409, $package->get_status() );
		$this->assertArrayHasKey( 'cart', $package->get_data()['data'] );
	}

	public function test_a_services_only_cart_has_no_packages(): void {
		$cart = $this->add( 'SRV-ACEITE' )->get_data();

		$this->assertSame( array(), $cart['shipping_rates'] );
		$this->assertSame( '0', $cart['totals']['total_shipping'] );
	}

	public function test_update_customer_keeps_other_fields_and_cleans_input(): void {
		$this->write(
			'update-customer',
			array(
				'billing_address' => array(
					'first_name' => 'Ana',
					'email'      => 'ana@example.test',
				),
			)
		);

		$cart = $this->write(
			'update-customer',
			array(
				'billing_address' => array(
					'city'     => '<b>Getafe</b>',
					'postcode' => ' 28901 ',
				),
			)
		)->get_data();

		$this->assertSame( 'Ana', $cart['billing_address']['first_name'] );
		$this->assertSame( 'ana@example.test', $cart['billing_address']['email'] );
		$this->assertSame( 'Getafe', $cart['billing_address']['city'] );
		$this->assertSame( '28901', $cart['billing_address']['postcode'] );
	}

	public function test_update_customer_refuses_malformed_addresses(): void {
		$country = $this->write( 'update-customer', array( 'shipping_address' => array( 'country' => 'ESP' ) ) );
		$unknown = $this->write( 'update-customer', array( 'shipping_address' => array( 'planet' => 'Mars' ) ) );
		$huge    = $this->write( 'update-customer', array( 'shipping_address' => array( 'city' => str_repeat( 'a', 5000 ) ) ) );
		$typed   = $this->write( 'update-customer', array( 'shipping_address' => 'Calle Mayor 1' ) );

		foreach ( array( $country, $unknown, $huge, $typed ) as $response ) {
			$this->assertSame( 400, $response->get_status() );
			$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		}
	}
}
