<?php
/**
 * Computes a cart's lines, discounts, fees, shipping, taxes and totals.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Cart;

use Rueda\Domain\Catalog\Product;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Coupons\CouponDiscounts;
use Rueda\Domain\Shipping\ShippingCalculator;
use Rueda\Domain\Taxes\TaxCalculator;
use Rueda\Domain\Taxes\TaxSettings;
use Rueda\Domain\Workshop\FittedLines;

/**
 * The server owns money: every amount shoppers see comes from here, in integer minor units,
 * taxes rounded per line and totals summed from the rounded lines.
 *
 * @since 0.1.0
 */
final class CartCalculator {

	/**
	 * Creates the calculator.
	 *
	 * @param ProductRepository  $products Products.
	 * @param CouponDiscounts    $coupons  Coupon validation and discounts.
	 * @param ShippingCalculator $shipping Packages and rates.
	 * @param FittedLines        $fitted   Prices of fitted services (their band's).
	 */
	public function __construct(
		private ProductRepository $products = new ProductRepository(),
		private CouponDiscounts $coupons = new CouponDiscounts(),
		private ShippingCalculator $shipping = new ShippingCalculator(),
		private FittedLines $fitted = new FittedLines()
	) {}

	/**
	 * Calculates a cart.
	 *
	 * @since 0.1.0
	 *
	 * @param Cart      $cart     Stored cart.
	 * @param bool      $estimate Whether shipping is estimated for the shop's own address while
	 *                            the shopper has given none (what the Store API's cart shows);
	 *                            orders and checkout never estimate.
	 * @param Product[] $loaded   Products the caller has loaded already, keyed by id: those
	 *                            of the cart are not read again (others are ignored).
	 */
	public function calculate( Cart $cart, bool $estimate = false, array $loaded = array() ): CalculatedCart {
		$settings = TaxSettings::get();
		$ids      = array_column( $cart->items, 'id' );
		$products = array_intersect_key( $loaded, array_flip( $ids ) );
		$missing  = array_diff( $ids, array_keys( $products ) );
		if ( $missing ) {
			$products += $this->products->get_many( $missing, false );
		}
		$result  = new CalculatedCart( $cart );
		$default = $estimate ? $this->shipping->default_destination( $cart ) : null;
		$taxes   = new TaxCalculator( $settings, $this->tax_location( $cart, $settings, $products, $default ) );

		// A service fitted to a tyre costs what the tyre's band says, not its catalogue price.
		$fitted_prices = FittedLines::has_fitted( $cart ) ? $this->fitted->prices( $cart, $products ) : array();
		foreach ( $cart->items as $key => $item ) {
			if ( isset( $products[ $item['id'] ] ) ) {
				$result->lines[ $key ] = $this->line( $products[ $item['id'] ], $item, $taxes, $fitted_prices[ $key ] ?? null )
					+ array( 'fitting' => FittedLines::link( $cart, (string) $key ) );
			}
		}
		$result->needs_shipping = (bool) array_filter( $result->lines, static fn( array $line ) => $line['product']->needs_shipping() );

		$this->coupons->apply( $result, $taxes );
		$this->fees( $result, $taxes );
		$this->shipping->calculate( $result, $taxes, $default );

		foreach ( $result->lines as $line ) {
			$result->add_tax( $line['tax_rate'], $line['line_total_tax'] );
		}
		return $result;
	}

	/**
	 * One line's amounts.
	 *
	 * @param Product                                           $product Product.
	 * @param array{id:int,quantity:int,variation:array<mixed>} $item    Stored line.
	 * @param TaxCalculator                                     $taxes   Taxes at the destination.
	 * @param int|null                                          $price   Unit price instead of the product's (a fitted service's).
	 * @return array<string,mixed>
	 */
	private function line( Product $product, array $item, TaxCalculator $taxes, ?int $price = null ): array {
		$quantity                      = $item['quantity'];
		[ $net, $tax, $rate ]          = $taxes->split( ( $price ?? $product->price() ) * $quantity, $product->tax_class() );
		[ $regular_net, $regular_tax ] = $taxes->split( $price ?? $product->regular_price(), $product->tax_class() );
		$including                     = $taxes->display_including_tax();

		return array(
			'product'           => $product,
			'quantity'          => $quantity,
			'variation'         => $item['variation'],
			'unit_display'      => (int) round( ( $including ? $net + $tax : $net ) / $quantity ),
			'regular_display'   => $including ? $regular_net + $regular_tax : $regular_net,
			'line_subtotal'     => $net,
			'line_subtotal_tax' => $tax,
			'line_total'        => $net,
			'line_total_tax'    => $tax,
			'tax_rate'          => $rate,
		);
	}

	/**
	 * Fees added by extensions through the `rueda_cart_fees` filter.
	 *
	 * @param CalculatedCart $result Cart being calculated.
	 * @param TaxCalculator  $taxes  Taxes at the destination.
	 */
	private function fees( CalculatedCart $result, TaxCalculator $taxes ): void {
		/**
		 * Filters the fees of a cart: each {id, name, amount (minor units, entered like prices), taxable}.
		 *
		 * @since 0.1.0
		 * @since 0.2.0 `includes_tax` false: the amount is net and tax is added on top; `meta`
		 *              (scalars by key) is stored with the order's fee line.
		 *
		 * @param array<int,array{id:string,name:string,amount:int,taxable?:bool,includes_tax?:bool,meta?:array<string,scalar>}> $fees   Fees.
		 * @param CalculatedCart                                                                                                $result The cart so far.
		 */
		foreach ( (array) apply_filters( 'rueda_cart_fees', array(), $result ) as $fee ) {
			if ( ! is_array( $fee ) || ! isset( $fee['id'], $fee['name'], $fee['amount'] ) || ! is_int( $fee['amount'] ) ) {
				continue;
			}
			if ( ! ( $fee['taxable'] ?? true ) ) {
				[ $net, $tax, $rate ] = array( $fee['amount'], 0, null );
			} else {
				[ $net, $tax, $rate ] = false === ( $fee['includes_tax'] ?? null ) ? $taxes->add_to_net( $fee['amount'] ) : $taxes->split( $fee['amount'] );
			}
			$result->fees[] = array(
				'id'    => sanitize_key( (string) $fee['id'] ),
				'name'  => sanitize_text_field( (string) $fee['name'] ),
				'total' => $net,
				'tax'   => $tax,
				'meta'  => array_filter( (array) ( $fee['meta'] ?? array() ), 'is_scalar' ),
			);
			$result->add_tax( $rate, $tax );
		}
	}

	/**
	 * Where taxes are due: the shop when every package is picked up (always, with a tyre
	 * fitted at the workshop); otherwise the shipping
	 * address when shipping is needed, else the billing address, else where shipping is
	 * estimated (when it is), else the shop.
	 *
	 * @param Cart                      $cart     Cart.
	 * @param array<string,mixed>       $settings Tax settings.
	 * @param array<int,Product>        $products Products of the cart.
	 * @param array<string,string>|null $default  Destination shipping is estimated for, or null.
	 * @return array{0:string,1:string,2:string}
	 */
	private function tax_location( Cart $cart, array $settings, array $products, ?array $default ): array {
		$base    = array( (string) $settings['base_country'], (string) $settings['base_state'], '' );
		$ships   = (bool) array_filter( $products, static fn( Product $product ) => $product->needs_shipping() );
		$pickups = array_filter( $cart->chosen_rates, static fn( string $rate ) => str_starts_with( $rate, 'pickup_location:' ) );
		if ( $ships && ( FittedLines::has_fitted( $cart ) || ( $pickups && count( $pickups ) === count( $cart->chosen_rates ) ) ) ) {
			return $base;
		}
		$address = $ships ? ( $cart->customer['shipping'] ?? array() ) : array();
		if ( empty( $address['country'] ) ) {
			$address = $cart->customer['billing'] ?? array();
		}
		if ( empty( $address['country'] ) && $ships && $default ) {
			$address = $default;
		}
		if ( empty( $address['country'] ) ) {
			return $base;
		}
		return array( (string) $address['country'], (string) ( $address['state'] ?? '' ), (string) ( $address['postcode'] ?? '' ) );
	}
}
