<?php
/**
 * Computes a cart's lines, taxes and totals.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Cart;

use Rueda\Domain\Catalog\Product;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Taxes\TaxRates;
use Rueda\Domain\Taxes\TaxSettings;

/**
 * The server owns money: every amount shoppers see comes from here, in integer minor units,
 * taxes rounded per line and totals summed from the rounded lines.
 *
 * Prices entered with tax keep their net value outside the base location, so a shopper in
 * Canarias (no IVA) pays the net price.
 *
 * @since 0.1.0
 */
final class CartCalculator {

	/**
	 * Creates the calculator.
	 *
	 * @param ProductRepository $products Products.
	 */
	public function __construct( private ProductRepository $products = new ProductRepository() ) {}

	/**
	 * Calculates a cart.
	 *
	 * @since 0.1.0
	 *
	 * @param Cart $cart Stored cart.
	 */
	public function calculate( Cart $cart ): CalculatedCart {
		$settings = TaxSettings::get();
		$rates    = new TaxRates( $settings['rates'] );
		$products = $this->products->get_many( array_column( $cart->items, 'id' ) );
		$location = $this->tax_location( $cart, $settings, $products );
		$result   = new CalculatedCart( $cart );

		foreach ( $cart->items as $key => $item ) {
			$product = $products[ $item['id'] ] ?? null;
			if ( ! $product ) {
				continue;
			}
			$result->lines[ $key ] = $this->line( $product, $item, $settings, $rates, $location );
		}
		foreach ( $result->lines as $line ) {
			$result->add_tax( $line['tax_rate'], $line['line_total_tax'] );
		}
		$result->needs_shipping = (bool) array_filter( $result->lines, static fn( array $line ) => $line['product']->needs_shipping() );
		return $result;
	}

	/**
	 * One line's amounts.
	 *
	 * @param Product                                           $product  Product.
	 * @param array{id:int,quantity:int,variation:array<mixed>} $item     Stored line.
	 * @param array<string,mixed>                               $settings Tax settings.
	 * @param TaxRates                                          $rates    Rates.
	 * @param array{0:string,1:string,2:string}                 $location Country, state, postcode.
	 * @return array<string,mixed>
	 */
	private function line( Product $product, array $item, array $settings, TaxRates $rates, array $location ): array {
		$quantity = $item['quantity'];
		$gross    = $product->price() * $quantity;
		$rate     = $settings['enabled'] ? $rates->find( ...array_merge( $location, array( $product->tax_class() ) ) ) : null;
		$percent  = $rate['rate'] ?? 0.0;
		$base     = $settings['enabled'] ? $rates->find( $settings['base_country'], $settings['base_state'], '', $product->tax_class() ) : null;

		if ( $settings['enabled'] && $settings['prices_include_tax'] ) {
			$net_exact = $gross / ( 1 + ( $base['rate'] ?? 0.0 ) / 100 );
			$net       = (int) round( $net_exact );
			// At the base rate the shopper pays exactly the entered price.
			$tax = ( $base && $rate && $base['rate'] === $rate['rate'] ) ? $gross - $net : (int) round( $net_exact * $percent / 100 );
		} else {
			$net = $gross;
			$tax = (int) round( $gross * $percent / 100 );
		}
		$unit_net     = $net / $quantity;
		$unit_display = $settings['display_cart_prices_including_tax'] ? ( $net + $tax ) / $quantity : $unit_net;

		return array(
			'product'           => $product,
			'quantity'          => $quantity,
			'variation'         => $item['variation'],
			'unit_display'      => (int) round( $unit_display ),
			'regular_display'   => (int) round( $unit_display * $product->regular_price() / max( 1, $product->price() ) ),
			'line_subtotal'     => $net,
			'line_subtotal_tax' => $tax,
			'line_total'        => $net,
			'line_total_tax'    => $tax,
			'tax_rate'          => $rate,
		);
	}

	/**
	 * Where taxes are due: the shipping address when shipping is needed, else the billing
	 * address, else the shop's base location.
	 *
	 * @param Cart                $cart     Cart.
	 * @param array<string,mixed> $settings Tax settings.
	 * @param array<int,Product>  $products Products of the cart.
	 * @return array{0:string,1:string,2:string}
	 */
	private function tax_location( Cart $cart, array $settings, array $products ): array {
		$ships   = (bool) array_filter( $products, static fn( Product $product ) => $product->needs_shipping() );
		$address = $ships ? ( $cart->customer['shipping'] ?? array() ) : ( $cart->customer['billing'] ?? array() );
		if ( empty( $address['country'] ) ) {
			$address = $cart->customer['billing'] ?? array();
		}
		if ( empty( $address['country'] ) ) {
			return array( (string) $settings['base_country'], (string) $settings['base_state'], '' );
		}
		return array( (string) $address['country'], (string) ( $address['state'] ?? '' ), (string) ( $address['postcode'] ?? '' ) );
	}
}
