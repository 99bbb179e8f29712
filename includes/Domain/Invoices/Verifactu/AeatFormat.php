<?php
/**
 * Values as the AEAT's records write them.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu;

/**
 * The text of a record's values, which is also what its Huella is computed over: amounts
 * with two decimals and a point (from integer cents, never through a float), rates with
 * two decimals, dates as dd-mm-yyyy and the moment a record is made as
 * YYYY-MM-DDThh:mm:ss+hh:mm, both in the shop's time zone.
 *
 * @since 0.7.0
 */
final class AeatFormat {

	/**
	 * An amount: 15000 → "150.00", -1735 → "-17.35".
	 *
	 * @since 0.7.0
	 *
	 * @param int $cents Minor units (euro cents).
	 */
	public static function amount( int $cents ): string {
		$whole = intdiv( abs( $cents ), 100 );
		return sprintf( '%s%d.%02d', $cents < 0 ? '-' : '', $whole, abs( $cents ) % 100 );
	}

	/**
	 * An IVA rate: 21.0 → "21.00".
	 *
	 * @since 0.7.0
	 *
	 * @param float $rate Percentage.
	 */
	public static function rate( float $rate ): string {
		return number_format( $rate, 2, '.', '' );
	}

	/**
	 * A date in the shop's time zone: "29-11-2026".
	 *
	 * @since 0.7.0
	 *
	 * @param \DateTimeImmutable $moment Moment.
	 */
	public static function date( \DateTimeImmutable $moment ): string {
		return $moment->setTimezone( wp_timezone() )->format( 'd-m-Y' );
	}

	/**
	 * A moment in the shop's time zone, without fractions: "2026-11-29T14:05:09+01:00".
	 *
	 * @since 0.7.0
	 *
	 * @param \DateTimeImmutable $moment Moment.
	 */
	public static function moment( \DateTimeImmutable $moment ): string {
		return $moment->setTimezone( wp_timezone() )->format( 'Y-m-d\TH:i:sP' );
	}
}
