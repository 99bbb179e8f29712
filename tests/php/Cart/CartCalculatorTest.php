<?php
/**
 * Cart amounts and taxes.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Cart;

use Rueda\Domain\Cart\Cart;
use Rueda\Domain\Cart\CartCalculator;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Ecovalor\EcovalorSettings;
use Rueda\Domain\Taxes\TaxRates;
use Rueda\Domain\Taxes\TaxSettings;
use Rueda\Tests\TestCase;

/**
 * The calculator: per-line tax rounding, tax by destination, display settings.
 */
final class CartCalculatorTest extends TestCase {

	/**
	 * These tests price the lines alone; the tyres' ecovalor (a fee) has its own tests
	 * (EcovalorFeesTest).
	 */
	protected function set_up(): void {
		parent::set_up();
		update_option( EcovalorSettings::OPTION, array( 'enabled' => false ) );
	}

	private function cart( array $lines, array $shipping = array() ): Cart {
		$cart = new Cart();
		foreach ( $lines as $price => $quantity ) {
			$id                                   = ( new ProductRepository() )->save(
				array(
					'name'          => "Neumático {$price}",
					'regular_price' => $price,
				)
			);
			$cart->items[ Cart::item_key( $id ) ] = array(
				'id'        => $id,
				'quantity'  => $quantity,
				'variation' => array(),
			);
		}
		$cart->customer['shipping'] = $shipping;
		return $cart;
	}

	public function test_rounds_tax_per_line_and_sums_the_rounded_lines(): void {
		$result = ( new CartCalculator() )->calculate(
			$this->cart(
				array(
					1001 => 1,
					999  => 3,
				)
			)
		);
		$totals = $result->totals();

		$this->assertSame( array( 827, 2477 ), array_column( array_values( $result->lines ), 'line_subtotal' ) );
		$this->assertSame( array( 174, 520 ), array_column( array_values( $result->lines ), 'line_subtotal_tax' ) );
		$this->assertSame( 1001 + 2997, $totals['total_price'], 'at the base rate shoppers pay the entered prices' );
		$this->assertSame( 694, $totals['total_tax'] );
	}

	public function test_canarias_pays_the_net_price_without_iva(): void {
		$result = ( new CartCalculator() )->calculate(
			$this->cart(
				array( 12100 => 1 ),
				array(
					'country'  => 'ES',
					'state'    => 'TF',
					'postcode' => '38001',
				)
			)
		);

		$this->assertSame( 10000, $result->items_total_gross() );
		$this->assertSame( 0, $result->totals()['total_tax'] );
		$this->assertSame( array(), $result->tax_lines );
	}

	public function test_ceuta_and_melilla_are_exempt_too_but_baleares_pays_iva(): void {
		foreach ( array(
			'CE' => 10000,
			'ML' => 10000,
			'PM' => 12100,
		) as $state => $total ) {
			$result = ( new CartCalculator() )->calculate(
				$this->cart(
					array( 12100 => 1 ),
					array(
						'country' => 'ES',
						'state'   => $state,
					)
				)
			);
			$this->assertSame( $total, $result->items_total_gross(), $state );
		}
	}

	public function test_taxes_off_charges_the_entered_prices_without_tax_lines(): void {
		update_option( TaxSettings::OPTION, array( 'enabled' => false ) );

		$result = ( new CartCalculator() )->calculate( $this->cart( array( 12100 => 2 ) ) );

		$this->assertSame( 24200, $result->totals()['total_price'] );
		$this->assertSame( 0, $result->totals()['total_tax'] );
	}

	public function test_prices_shown_without_tax_when_the_setting_says_so(): void {
		update_option( TaxSettings::OPTION, array( 'display_cart_prices_including_tax' => false ) );

		$line = array_values( ( new CartCalculator() )->calculate( $this->cart( array( 12100 => 1 ) ) )->lines )[0];

		$this->assertSame( 10000, $line['unit_display'] );
	}

	public function test_postcode_patterns(): void {
		$this->assertTrue( TaxRates::postcode_matches( '35*', '35001' ) );
		$this->assertTrue( TaxRates::postcode_matches( '38000...38999', '38200' ) );
		$this->assertTrue( TaxRates::postcode_matches( '28001, 28002', '28002' ) );
		$this->assertFalse( TaxRates::postcode_matches( '35*', '28001' ) );
		$this->assertFalse( TaxRates::postcode_matches( '38000...38999', 'SW1A' ) );
	}
}
