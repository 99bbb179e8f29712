<?php
/**
 * What refunded units are worth, and how an amount splits by IVA rate.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Refunds;

/**
 * Integer arithmetic only. Units of a line are valued cumulatively: the first k units are
 * worth round(amount × k / quantity), so refunding a line in parts always adds up to the
 * line's amount, to the cent. An amount refunded without lines is split among the order's
 * IVA rates in proportion to what each rate's lines cost, the last rate taking what
 * rounding left.
 *
 * @since 0.6.0
 */
final class RefundAmounts {

	/**
	 * The part of a line's amount that `$units` more units are worth, after `$already`.
	 *
	 * @since 0.6.0
	 *
	 * @param int $amount   The line's amount (minor units).
	 * @param int $quantity The line's units.
	 * @param int $already  Units refunded before.
	 * @param int $units    Units refunded now.
	 */
	public static function units( int $amount, int $quantity, int $already, int $units ): int {
		$quantity = max( 1, $quantity );
		return self::share( $amount, $already + $units, $quantity ) - self::share( $amount, $already, $quantity );
	}

	/**
	 * Splits an amount (IVA included) among rates by their weight; each part's base and
	 * cuota, the cuota being what is left of the part after its base.
	 *
	 * @since 0.6.0
	 *
	 * @param int                                $amount Minor units.
	 * @param list<array{rate:float,weight:int}> $rates  Rates and their weight (IVA included).
	 * @return list<array{rate:float,base:int,tax:int}>
	 */
	public static function by_rate( int $amount, array $rates ): array {
		$rates = array_values( array_filter( $rates, static fn( array $rate ) => $rate['weight'] > 0 ) );
		if ( ! $rates ) {
			$rates = array(
				array(
					'rate'   => 0.0,
					'weight' => 1,
				),
			);
		}
		$weight = (int) array_sum( array_column( $rates, 'weight' ) );
		$parts  = array();
		$left   = $amount;
		foreach ( $rates as $index => $rate ) {
			$part    = array_key_last( $rates ) === $index ? $left : self::share( $amount, $rate['weight'], $weight );
			$left   -= $part;
			$base    = (int) round( $part * 100 / ( 100 + $rate['rate'] ) );
			$parts[] = array(
				'rate' => (float) $rate['rate'],
				'base' => $base,
				'tax'  => $part - $base,
			);
		}
		return $parts;
	}

	/**
	 * The rounded share: amount × part / whole, half away from zero, without floats.
	 *
	 * @param int $amount Amount.
	 * @param int $part   Numerator.
	 * @param int $whole  Denominator (> 0).
	 */
	private static function share( int $amount, int $part, int $whole ): int {
		$product = $amount * $part;
		$sign    = $product < 0 ? -1 : 1;
		return $sign * intdiv( 2 * abs( $product ) + $whole, 2 * $whole );
	}
}
