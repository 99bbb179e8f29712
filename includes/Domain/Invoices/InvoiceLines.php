<?php
/**
 * An order's lines and IVA as an invoice states them.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices;

use Rueda\Domain\Orders\Order;
use Rueda\Domain\Taxes\TaxSettings;

/**
 * Amounts without IVA, from the order's stored, rounded lines: products (quantity, unit
 * price and amount before discounts), discounts, fees (any, e.g. an "Ecovalor"), shipping;
 * then the IVA breakdown by rate (base, rate, cuota) whose sum is the order's total.
 * Orders keep each line's tax, not its rate: the rate is read back from the two amounts
 * and matched to the shop's rates (IVA is rounded per line, so 21.02 % is 21 %).
 *
 * @since 0.3.0
 */
final class InvoiceLines {

	/**
	 * Lines as shown: kind (item, discount, fee, shipping), name, quantity, unit (net, in
	 * minor units, exact: 22967 for 2 is 11483.5; null for discounts), rate (null when it
	 * mixes rates), net.
	 *
	 * @var list<array{kind:string,name:string,quantity:int,unit:float|null,rate:float|null,net:int}>
	 */
	public array $lines = array();

	/**
	 * The breakdown by rate, highest first.
	 *
	 * @var list<array{rate:float,base:int,tax:int}>
	 */
	public array $taxes = array();

	/**
	 * The rates the shop uses, plus 0.
	 *
	 * @var float[]
	 */
	private array $known;

	/**
	 * Reads an order.
	 *
	 * @since 0.3.0
	 *
	 * @param Order $order Order.
	 */
	public function __construct( Order $order ) {
		$this->known = array_values( array_unique( array_merge( array( 0.0 ), array_map( static fn( array $rate ) => (float) $rate['rate'], (array) TaxSettings::get()['rates'] ) ) ) );
		$item_rates  = array();
		foreach ( $order->lines( 'line_item' ) as $line ) {
			$quantity     = max( 1, (int) $line['quantity'] );
			$rate         = $this->rate( (int) $line['subtotal'], (int) $line['subtotal_tax'] );
			$item_rates[] = $rate;
			$this->add( 'item', (string) $line['name'], $quantity, (int) $line['subtotal'] / $quantity, $rate, (int) $line['subtotal'] );
			$this->tax( $rate, (int) $line['total'], (int) $line['total_tax'] );
		}
		$single = 1 === count( array_unique( $item_rates ) ) ? $item_rates[0] : null;
		foreach ( $order->lines( 'coupon' ) as $coupon ) {
			$this->add( 'discount', (string) $coupon['name'], 1, null, $single, - (int) $coupon['total'] );
		}
		foreach ( array( 'fee', 'shipping' ) as $kind ) {
			foreach ( $order->lines( $kind ) as $line ) {
				$rate = $this->rate( (int) $line['total'], (int) $line['total_tax'] );
				$this->add( $kind, (string) $line['name'], 1, (float) $line['total'], $rate, (int) $line['total'] );
				$this->tax( $rate, (int) $line['total'], (int) $line['total_tax'] );
			}
		}
		usort( $this->taxes, static fn( array $a, array $b ) => $b['rate'] <=> $a['rate'] );
	}

	/**
	 * The sum of the bases.
	 *
	 * @since 0.3.0
	 */
	public function base_total(): int {
		return (int) array_sum( array_column( $this->taxes, 'base' ) );
	}

	/**
	 * The sum of the cuotas.
	 *
	 * @since 0.3.0
	 */
	public function tax_total(): int {
		return (int) array_sum( array_column( $this->taxes, 'tax' ) );
	}

	/**
	 * Adds a line.
	 *
	 * @param string     $kind     Kind.
	 * @param string     $name     Name.
	 * @param int        $quantity Quantity.
	 * @param float|null $unit     Unit price without IVA.
	 * @param float|null $rate     IVA rate.
	 * @param int        $net      Amount without IVA.
	 */
	private function add( string $kind, string $name, int $quantity, ?float $unit, ?float $rate, int $net ): void {
		$this->lines[] = compact( 'kind', 'name', 'quantity', 'unit', 'rate', 'net' );
	}

	/**
	 * Adds a line's amounts (after discounts) to its rate's base and cuota.
	 *
	 * @param float $rate Rate.
	 * @param int   $base Amount without IVA.
	 * @param int   $tax  IVA.
	 */
	private function tax( float $rate, int $base, int $tax ): void {
		if ( 0 === $base && 0 === $tax ) {
			return; // A free delivery adds no base: no "0 % on 0,00 €" row.
		}
		foreach ( $this->taxes as $index => $row ) {
			if ( abs( $row['rate'] - $rate ) < 0.001 ) {
				$this->taxes[ $index ]['base'] += $base;
				$this->taxes[ $index ]['tax']  += $tax;
				return;
			}
		}
		$this->taxes[] = compact( 'rate', 'base', 'tax' );
	}

	/**
	 * The rate a line was taxed at: the shop's rate nearest to tax / net, when within what
	 * rounding one cent can explain; else the quotient itself, to two decimals.
	 *
	 * @param int $net Amount without IVA.
	 * @param int $tax Its IVA.
	 */
	private function rate( int $net, int $tax ): float {
		if ( 0 === $tax || $net <= 0 ) {
			return 0.0;
		}
		$exact   = $tax * 100 / $net;
		$nearest = $this->known[0];
		foreach ( $this->known as $rate ) {
			if ( abs( $rate - $exact ) < abs( $nearest - $exact ) ) {
				$nearest = $rate;
			}
		}
		return abs( $nearest - $exact ) <= max( 0.5, 100 / $net ) ? $nearest : round( $exact, 2 );
	}
}
