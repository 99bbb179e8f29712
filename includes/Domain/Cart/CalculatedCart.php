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
	 * The cart totals in minor units.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,int|null>
	 */
	public function totals(): array {
		$items     = (int) array_sum( array_column( $this->lines, 'line_subtotal' ) );
		$items_tax = (int) array_sum( array_column( $this->lines, 'line_subtotal_tax' ) );
		$total_tax = (int) array_sum( array_column( $this->tax_lines, 'price' ) );
		$lines     = (int) array_sum( array_column( $this->lines, 'line_total' ) );
		return array(
			'total_items'        => $items,
			'total_items_tax'    => $items_tax,
			'total_fees'         => 0,
			'total_fees_tax'     => 0,
			'total_discount'     => $items - $lines,
			'total_discount_tax' => $items_tax - (int) array_sum( array_column( $this->lines, 'line_total_tax' ) ),
			'total_shipping'     => null,
			'total_shipping_tax' => null,
			'total_price'        => $lines + $total_tax,
			'total_tax'          => $total_tax,
		);
	}

	/**
	 * Total units.
	 *
	 * @since 0.1.0
	 */
	public function items_count(): int {
		return (int) array_sum( array_column( $this->lines, 'quantity' ) );
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
