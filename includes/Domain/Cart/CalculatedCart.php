<?php
/**
 * A cart with its computed amounts.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Cart;

/**
 * The result of CartCalculator: lines with amounts, tax lines and the derived totals.
 *
 * @since 0.1.0
 */
final class CalculatedCart {

	/**
	 * Lines by key (see CartCalculator::line()).
	 *
	 * @var array<string,array<string,mixed>>
	 */
	public array $lines = array();

	/**
	 * Tax lines by rate id: name, rate, amount.
	 *
	 * @var array<int,array{name:string,rate:float,price:int}>
	 */
	public array $tax_lines = array();

	/**
	 * Problems shoppers must fix (stock changes...), as {code, message}.
	 *
	 * @var list<array{code:string,message:string}>
	 */
	public array $errors = array();

	/**
	 * Whether any line is shipped.
	 *
	 * @var bool
	 */
	public bool $needs_shipping = false;

	/**
	 * Applied coupons by code: the coupon and its discount (net and tax).
	 *
	 * @var array<string,array{coupon:\Rueda\Domain\Coupons\Coupon,discount:int,discount_tax:int}>
	 */
	public array $coupons = array();

	/**
	 * Whether an applied coupon grants free shipping.
	 *
	 * @var bool
	 */
	public bool $free_shipping_coupon = false;

	/**
	 * Fees: id, name, total (net), tax, and what the order keeps with them (meta).
	 *
	 * @var list<array{id:string,name:string,total:int,tax:int,meta:array<string,scalar>}>
	 */
	public array $fees = array();

	/**
	 * Shipping packages with their rates (see ShippingCalculator).
	 *
	 * @var list<array<string,mixed>>
	 */
	public array $packages = array();

	/**
	 * Whether rates were calculated for the shopper's own address (not for the shop's,
	 * where shipping is estimated before the shopper gives one).
	 *
	 * @var bool
	 */
	public bool $has_calculated_shipping = false;

	/**
	 * Net and tax of the chosen rates (0 when none is chosen), or null when nothing ships.
	 *
	 * @var array{0:int,1:int}|null
	 */
	public ?array $shipping_total = null;

	/**
	 * Creates the result.
	 *
	 * @param Cart $cart The stored cart.
	 */
	public function __construct( public readonly Cart $cart ) {}

	/**
	 * Adds tax to its rate's line.
	 *
	 * @since 0.1.0
	 *
	 * @param array{rate:float,name:string,id:int}|null $rate   Rate.
	 * @param int                                       $amount Tax in minor units.
	 */
	public function add_tax( ?array $rate, int $amount ): void {
		if ( ! $rate || ! $amount ) {
			return;
		}
		$this->tax_lines[ $rate['id'] ]         ??= array(
			'name'  => $rate['name'],
			'rate'  => $rate['rate'],
			'price' => 0,
		);
		$this->tax_lines[ $rate['id'] ]['price'] += $amount;
	}

	/**
	 * The cart totals in minor units; shipping is 0 when nothing ships or no rate is chosen.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,int>
	 */
	public function totals(): array {
		$items     = (int) array_sum( array_column( $this->lines, 'line_subtotal' ) );
		$items_tax = (int) array_sum( array_column( $this->lines, 'line_subtotal_tax' ) );
		$total_tax = (int) array_sum( array_column( $this->tax_lines, 'price' ) );
		$lines     = (int) array_sum( array_column( $this->lines, 'line_total' ) );
		$fees      = (int) array_sum( array_column( $this->fees, 'total' ) );
		$shipping  = $this->shipping_total ?? array( 0, 0 );
		return array(
			'total_items'        => $items,
			'total_items_tax'    => $items_tax,
			'total_fees'         => $fees,
			'total_fees_tax'     => (int) array_sum( array_column( $this->fees, 'tax' ) ),
			'total_discount'     => $items - $lines,
			'total_discount_tax' => $items_tax - (int) array_sum( array_column( $this->lines, 'line_total_tax' ) ),
			'total_shipping'     => $shipping[0],
			'total_shipping_tax' => $shipping[1],
			'total_price'        => $lines + $fees + $shipping[0] + $total_tax,
			'total_tax'          => $total_tax,
		);
	}

	/**
	 * Whether every package is collected at a pickup location (true when nothing ships).
	 *
	 * @since 0.1.0
	 */
	public function picks_up(): bool {
		foreach ( $this->packages as $package ) {
			$selected = array_values( array_filter( $package['rates'], static fn( array $rate ) => ! empty( $rate['selected'] ) ) );
			if ( ! $selected || 'pickup_location' !== $selected[0]['method_id'] ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * What the lines cost after discounts, tax included: the base of spend limits and
	 * free shipping thresholds.
	 *
	 * @since 0.1.0
	 */
	public function items_total_gross(): int {
		return (int) array_sum( array_column( $this->lines, 'line_total' ) ) + (int) array_sum( array_column( $this->lines, 'line_total_tax' ) );
	}

	/**
	 * Total units; a tyre's fitting services count as part of it, as bundled items do.
	 *
	 * @since 0.1.0
	 */
	public function items_count(): int {
		$count = 0;
		foreach ( $this->lines as $line ) {
			$count += null === ( $line['fitting']['fitted_to'] ?? null ) ? $line['quantity'] : 0;
		}
		return $count;
	}

	/**
	 * Total weight in grams.
	 *
	 * @since 0.1.0
	 */
	public function items_weight(): int {
		$weight = 0;
		foreach ( $this->lines as $line ) {
			$weight += $line['product']->weight_grams() * $line['quantity'];
		}
		return $weight;
	}
}
