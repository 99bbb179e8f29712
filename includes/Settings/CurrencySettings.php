<?php
/**
 * The shop's currency setting.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Settings;

use Rueda\Domain\Money\Currency;

/**
 * Reads the currency from the `rueda_currency` option (USD with 2 decimals by default).
 *
 * @since 0.1.0
 */
final class CurrencySettings {

	public const OPTION = 'rueda_currency';

	/**
	 * Defaults when the owner has chosen nothing (spec: USD, 2 minor units).
	 *
	 * @var array<string,string|int>
	 */
	public const DEFAULTS = array(
		'code'               => 'USD',
		'symbol'             => '$',
		'minor_unit'         => 2,
		'decimal_separator'  => '.',
		'thousand_separator' => ',',
		'position'           => 'left',
	);

	/**
	 * The saved settings over the defaults (unknown keys dropped).
	 *
	 * @since 0.1.0
	 *
	 * @return array{code:string,symbol:string,minor_unit:int,decimal_separator:string,thousand_separator:string,position:string}
	 */
	public static function get(): array {
		$saved    = get_option( self::OPTION, array() );
		$settings = array_merge( self::DEFAULTS, is_array( $saved ) ? array_intersect_key( $saved, self::DEFAULTS ) : array() );
		foreach ( $settings as $key => $value ) {
			$settings[ $key ] = 'minor_unit' === $key ? (int) $value : (string) $value;
		}
		return $settings;
	}

	/**
	 * The configured currency.
	 *
	 * @since 0.1.0
	 */
	public static function currency(): Currency {
		$settings = self::get();
		$symbol   = (string) $settings['symbol'];
		$default  = array(
			'left'        => '%1$s%2$s',
			'left_space'  => '%1$s %2$s',
			'right'       => '%2$s%1$s',
			'right_space' => '%2$s %1$s',
		)[ $settings['position'] ] ?? '%1$s%2$s';

		/**
		 * Filters the price format, as WooCommerce's `woocommerce_price_format`: `%1$s` is the
		 * currency symbol, `%2$s` the amount (e.g. '%2$s&nbsp;%1$s'). A format without `%2$s`
		 * is ignored and the one from the settings kept.
		 *
		 * @since 0.2.0
		 *
		 * @param string $format   The format from the symbol's position setting.
		 * @param string $position The position setting: left, left_space, right or right_space.
		 */
		$format = apply_filters( 'rueda_price_format', $default, $settings['position'] );
		if ( ! is_string( $format ) || 1 !== substr_count( $format, '%2$s' ) ) {
			$format = $default;
		}
		list( $before, $after ) = explode( '%2$s', html_entity_decode( $format, ENT_QUOTES, 'UTF-8' ) );
		$prefix                 = str_replace( '%1$s', $symbol, $before );
		$suffix                 = str_replace( '%1$s', $symbol, $after );

		/**
		 * Filters the shop currency, e.g. to format prices differently.
		 *
		 * @since 0.1.0
		 *
		 * @param Currency $currency The currency built from the settings.
		 */
		return apply_filters(
			'rueda_currency',
			new Currency(
				(string) $settings['code'],
				$symbol,
				(int) $settings['minor_unit'],
				(string) $settings['decimal_separator'],
				(string) $settings['thousand_separator'],
				$prefix,
				$suffix
			)
		);
	}
}
