<?php
/**
 * Shipping estimated for the shop's own address before the shopper gives one.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\Domain\Orders\OrderStatus;
use Rueda\Settings\WorkshopSettings;

/**
 * Like WooCommerce's default customer location (the shop's base address), a cart without
 * the shopper's address gets rates and shipping totals for the shop's country, province and
 * postcode (Settings → General); has_calculated_shipping stays false until the shopper's
 * own address is known, and orders only ever carry shipping for the shopper's address.
 */
final class DefaultShippingTest extends CheckoutTestCase {

	protected function set_up(): void {
		parent::set_up();
		update_option(
			WorkshopSettings::OPTION,
			array(
				'country'  => 'ES',
				'state'    => 'M',
				'postcode' => '28923',
			) + WorkshopSettings::get()
		);
	}

	/**
	 * A checkout payload to Santa Cruz de Tenerife (Canarias: IVA exempt, its own rates).
	 *
	 * @return array<string,mixed>
	 */
	private function canarias_payload(): array {
		$payload = $this->payload();
		foreach ( array( 'billing_address', 'shipping_address' ) as $type ) {
			$payload[ $type ] = array(
				'city'     => 'Santa Cruz de Tenerife',
				'state'    => 'TF',
				'postcode' => '38001',
			) + $payload[ $type ];
		}
		return $payload;
	}

	private function rate_ids( array $package ): array {
		return array_column( $package['shipping_rates'], 'rate_id' );
	}

	private function selected( array $package ): string {
		return array_values( array_filter( $package['shipping_rates'], static fn( $rate ) => $rate['selected'] ) )[0]['rate_id'];
	}

	public function test_a_new_cart_ships_to_the_shops_address_until_the_shopper_gives_one(): void {
		$cart    = $this->add( self::TYRE )->get_data();
		$package = $cart['shipping_rates'][0];
		$totals  = $cart['totals'];

		$this->assertFalse( $cart['has_calculated_shipping'] );
		$this->assertSame( '', $cart['shipping_address']['country'], 'the shopper gave no address' );
		$this->assertSame( array( 'ES', 'M', '28923' ), array( $package['destination']['country'], $package['destination']['state'], $package['destination']['postcode'] ) );
		$this->assertSame( array( 'flat_rate:1', 'pickup_location:0' ), $this->rate_ids( $package ) );
		$this->assertSame( 'flat_rate:1', $this->selected( $package ) );
		$this->assertSame( array( '822', '173' ), array( $totals['total_shipping'], $totals['total_shipping_tax'] ), '9,95 with IVA' );
		$this->assertSame( '15647', $totals['total_price'], '144,95 + 9,95 + the ecovalor 1,57' );
		$this->assertSame( (int) $totals['total_items_tax'] + 173 + 27, (int) $totals['total_tax'] );
		$this->assertSame( $totals['total_tax'], $totals['tax_lines'][0]['price'] );
		$this->assertSame( array(), $cart['errors'] );
	}

	public function test_the_estimate_follows_the_shops_address(): void {
		update_option(
			WorkshopSettings::OPTION,
			array(
				'state'    => 'Santa Cruz de Tenerife',
				'postcode' => '38001',
			) + WorkshopSettings::get()
		);

		$cart = $this->add( self::TYRE )->get_data();

		$this->assertSame( 'TF', $cart['shipping_rates'][0]['destination']['state'], 'a province saved by name reads as its code' );
		$this->assertSame( 'flat_rate:3', $this->selected( $cart['shipping_rates'][0] ) );
		$this->assertSame( array( '2062', '0' ), array( $cart['totals']['total_shipping'], $cart['totals']['total_shipping_tax'] ), '24,95 without IVA' );
		$this->assertFalse( $cart['has_calculated_shipping'] );
	}

	public function test_nothing_is_estimated_when_the_shop_does_not_ship_to_its_own_country(): void {
		update_option( 'rueda_checkout', array( 'shipping_countries' => array( 'PT' ) ) );

		$cart = $this->add( self::TYRE )->get_data();

		$this->assertSame( array( 'pickup_location:0' ), $this->rate_ids( $cart['shipping_rates'][0] ) );
		$this->assertSame( array( '0', '0' ), array( $cart['totals']['total_shipping'], $cart['totals']['total_shipping_tax'] ) );
		$this->assertFalse( $cart['has_calculated_shipping'] );
	}

	public function test_a_cart_of_services_has_zero_shipping(): void {
		$cart = $this->add( 'SRV-ACEITE' )->get_data();

		$this->assertFalse( $cart['needs_shipping'] );
		$this->assertSame( array(), $cart['shipping_rates'] );
		$this->assertSame( array( '0', '0' ), array( $cart['totals']['total_shipping'], $cart['totals']['total_shipping_tax'] ) );
	}

	public function test_an_empty_cart_has_zero_shipping(): void {
		$cart = $this->cart();

		$this->assertSame( array( '0', '0' ), array( $cart['totals']['total_shipping'], $cart['totals']['total_shipping_tax'] ) );
	}

	public function test_the_shoppers_address_replaces_the_estimate(): void {
		$this->add( self::TYRE );

		$barcelona = $this->ship_to( 'ES', 'B', '08001' );
		$canarias  = $this->ship_to( 'ES', 'TF', '38001' );

		$this->assertTrue( $barcelona['has_calculated_shipping'] );
		$this->assertSame( array( 'ES', 'B', '08001' ), array( $barcelona['shipping_rates'][0]['destination']['country'], $barcelona['shipping_rates'][0]['destination']['state'], $barcelona['shipping_rates'][0]['destination']['postcode'] ) );
		$this->assertSame( array( '822', '173' ), array( $barcelona['totals']['total_shipping'], $barcelona['totals']['total_shipping_tax'] ) );

		$this->assertTrue( $canarias['has_calculated_shipping'] );
		$this->assertSame( array( 'flat_rate:3', 'pickup_location:0' ), $this->rate_ids( $canarias['shipping_rates'][0] ) );
		$this->assertSame( array( '2062', '0' ), array( $canarias['totals']['total_shipping'], $canarias['totals']['total_shipping_tax'] ), '24,95 without IVA' );
		$this->assertSame( '0', $canarias['totals']['total_tax'] );
		$this->assertSame( (string) ( 11979 + 2062 + 130 ), $canarias['totals']['total_price'], '144,95, 24,95 and the ecovalor without IVA' );
	}

	public function test_a_partial_address_without_country_is_an_error_not_an_estimate(): void {
		$this->add( self::TYRE );

		$cart = $this->ship_to( '', '', '28001' );

		$this->assertSame( 'woocommerce_rest_cart_shipping_rates_missing_country', $cart['errors'][0]['code'] );
		$this->assertFalse( $cart['has_calculated_shipping'] );
		$this->assertSame( array( 'pickup_location:0' ), $this->rate_ids( $cart['shipping_rates'][0] ) );
		$this->assertSame( array( '0', '0' ), array( $cart['totals']['total_shipping'], $cart['totals']['total_shipping_tax'] ) );
	}

	public function test_a_rate_of_the_estimate_can_be_chosen(): void {
		$this->add( self::TYRE );

		$cart = $this->write(
			'select-shipping-rate',
			array(
				'rate_id'    => 'pickup_location:0',
				'package_id' => 0,
			)
		)->get_data();
		$back = $this->write(
			'select-shipping-rate',
			array(
				'rate_id'    => 'flat_rate:1',
				'package_id' => 0,
			)
		)->get_data();

		$this->assertSame( 'pickup_location:0', $this->selected( $cart['shipping_rates'][0] ) );
		$this->assertSame( '0', $cart['totals']['total_shipping'] );
		$this->assertSame( 'flat_rate:1', $this->selected( $back['shipping_rates'][0] ) );
		$this->assertSame( '822', $back['totals']['total_shipping'] );
	}

	public function test_checkout_without_the_shoppers_address_is_refused(): void {
		$this->add( self::TYRE );
		$payload = $this->payload();
		unset( $payload['shipping_address'] );

		$response = $this->checkout( $payload );

		$this->assertSame( 400, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'rueda_missing_required_field', $response->get_data()['code'] );
		$this->assertSame( 0, $this->count_orders( OrderStatus::PROCESSING ) );
	}

	public function test_a_rate_chosen_for_the_estimate_is_checked_against_the_shoppers_address(): void {
		$this->add( self::TYRE );
		$this->write(
			'select-shipping-rate',
			array(
				'rate_id'    => 'flat_rate:1',
				'package_id' => 0,
			)
		);
		$canarias = $this->canarias_payload();

		$response = $this->checkout( $canarias );

		$this->assertSame( 'rueda_invalid_shipping_rate', $response->get_data()['code'] );
		$this->assertSame( 0, $this->count_orders( OrderStatus::PROCESSING ) );
	}

	public function test_giving_an_address_forgets_a_rate_it_does_not_offer_and_the_order_goes_through(): void {
		$this->add( self::TYRE );
		$this->write(
			'select-shipping-rate',
			array(
				'rate_id'    => 'flat_rate:1',
				'package_id' => 0,
			)
		);
		$canarias = $this->canarias_payload();

		$cart     = $this->write( 'update-customer', array_intersect_key( $canarias, array_flip( array( 'billing_address', 'shipping_address' ) ) ) )->get_data();
		$selected = array_values( array_filter( $cart['shipping_rates'][0]['shipping_rates'], static fn( array $rate ) => $rate['selected'] ) );
		$response = $this->checkout( $canarias );

		$this->assertNotSame( 'flat_rate:1', $selected[0]['rate_id'] );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( (int) $selected[0]['price'], (int) $this->order( $response->get_data()['order_id'] )->row['shipping_total'], 'the order charges the rate the cart showed' );
	}

	public function test_a_draft_order_before_the_shoppers_address_has_no_shipping(): void {
		$this->add( self::TYRE );
		$estimated = (int) $this->cart()['totals']['total_price'];

		$body  = $this->rest( 'GET', '/wc/store/v1/checkout' )->get_data();
		$order = $this->order( $body['order_id'] );

		$this->assertSame( OrderStatus::DRAFT, $order->status() );
		$this->assertSame( array(), $order->lines( 'shipping' ) );
		$this->assertSame( 0, (int) $order->row['shipping_total'] );
		$this->assertSame( 0, (int) $order->row['shipping_tax'] );
		$this->assertSame( 14495 + 157, $order->total(), 'the tyre and its ecovalor alone' );
		$this->assertSame( 15647, $estimated, 'the cart shows the estimate' );
	}

	public function test_the_placed_order_carries_shipping_for_the_shoppers_address(): void {
		$this->add( self::TYRE );
		$this->rest( 'GET', '/wc/store/v1/checkout' );
		$canarias = $this->canarias_payload();

		$response = $this->checkout( $canarias );
		$order    = $this->order( $response->get_data()['order_id'] );

		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( array( 'flat_rate:3' ), array_column( array_column( $order->lines( 'shipping' ), 'meta' ), 'rate_id' ) );
		$this->assertSame( 2062, (int) $order->row['shipping_total'] );
		$this->assertSame( 0, (int) $order->row['shipping_tax'] );
		$this->assertSame( 11979 + 2062 + 130, $order->total(), 'the ecovalor without IVA too' );
	}
}
