<?php
/**
 * The shop's currency and how its amounts are written.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Money;

/**
 * An immutable currency: ISO code, symbol, minor units and formatting.
 *
 * All amounts in Rueda are integers in minor units (cents for EUR); this class is the one
 * place that turns them into text.
 *
 * @since 0.1.0
 */
final class Currency {

	/** Precision of raw prices in the Store API (10^-6 of the major unit). */
	public const RAW_PRECISION = 6;

	/**
	 * Creates a currency.
	 *
	 * @param string $code                ISO 4217 code.
	 * @param string $symbol              Symbol, e.g. "€".
	 * @param int    $minor_unit          Decimal places.
	 * @param string $decimal_separator   Decimal separator.
	 * @param string $thousand_separator  Thousands separator.
	 * @param string $prefix              Text before the amount.
	 * @param string $suffix              Text after the amount.
	 */
	public function __construct(
		public readonly string $code,
		public readonly string $symbol,
		public readonly int $minor_unit,
		public readonly string $decimal_separator,
		public readonly string $thousand_separator,
		public readonly string $prefix,
		public readonly string $suffix
	) {}

	/**
	 * Parses a decimal amount ("82.56" or "82,56") into minor units, rounding half up.
	 *
	 * @since 0.1.0
	 *
	 * @param string|int|float $amount Decimal amount.
	 * @throws \InvalidArgumentException When it is not a number.
	 */
	public function to_minor( string|int|float $amount ): int {
		$normalized = str_replace( ',', '.', trim( (string) $amount ) );
		if ( ! is_numeric( $normalized ) ) {
			throw new \InvalidArgumentException( esc_html( "Not an amount: {$amount}" ) );
		}
		return (int) round( (float) $normalized * ( 10 ** $this->minor_unit ), 0, PHP_ROUND_HALF_UP );
	}

	/**
	 * Minor units expressed with the raw precision of the Store API.
	 *
	 * @since 0.1.0
	 *
	 * @param int $minor Amount in minor units.
	 */
	public function to_raw( int $minor ): int {
		return $minor * ( 10 ** ( self::RAW_PRECISION - $this->minor_unit ) );
	}

	/**
	 * The amount as shoppers read it, e.g. "1.234,50 €".
	 *
	 * @since 0.1.0
	 *
	 * @param int $minor Amount in minor units.
	 */
	public function format( int $minor ): string {
		$number = number_format( abs( $minor ) / ( 10 ** $this->minor_unit ), $this->minor_unit, $this->decimal_separator, $this->thousand_separator );
		return ( $minor < 0 ? '-' : '' ) . $this->prefix . $number . $this->suffix;
	}

	/**
	 * The currency fields every Store API money object carries.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,string|int>
	 */
	public function to_response(): array {
		return array(
			'currency_code'               => $this->code,
			'currency_symbol'             => $this->symbol,
			'currency_minor_unit'         => $this->minor_unit,
			'currency_decimal_separator'  => $this->decimal_separator,
			'currency_thousand_separator' => $this->thousand_separator,
			'currency_prefix'             => $this->prefix,
			'currency_suffix'             => $this->suffix,
		);
	}
}
