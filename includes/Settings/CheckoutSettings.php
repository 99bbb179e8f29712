<?php
/**
 * Checkout settings: guests, accounts, countries.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Settings;

use Rueda\Domain\Customers\Countries;

/**
 * The `rueda_checkout` option, read with defaults. Empty country lists mean every country.
 *
 * @since 0.1.0
 */
final class CheckoutSettings {

	public const OPTION = 'rueda_checkout';

	public const DEFAULTS = array(
		'allows_guest'       => true,
		'allows_signup'      => true,
		'selling_countries'  => array(),
		'shipping_countries' => array(),
	);

	/**
	 * The settings, defaults filled in.
	 *
	 * @since 0.1.0
	 *
	 * @return array{allows_guest:bool,allows_signup:bool,selling_countries:list<string>,shipping_countries:list<string>}
	 */
	public static function get(): array {
		$saved = get_option( self::OPTION, null );
		if ( null === $saved ) {
			// Stored (empty, autoloaded) once, so later requests read it with the other options.
			add_option( self::OPTION, array(), '', true );
		}
		$settings = array_merge( self::DEFAULTS, is_array( $saved ) ? array_intersect_key( $saved, self::DEFAULTS ) : array() );
		foreach ( array( 'allows_guest', 'allows_signup' ) as $flag ) {
			$settings[ $flag ] = (bool) $settings[ $flag ];
		}
		foreach ( array( 'selling_countries', 'shipping_countries' ) as $list ) {
			$settings[ $list ] = array_values( array_filter( array_map( 'strval', (array) $settings[ $list ] ), array( Countries::class, 'exists' ) ) );
		}
		return $settings;
	}

	/**
	 * Countries orders may come from (billing).
	 *
	 * @since 0.1.0
	 *
	 * @return list<string>
	 */
	public static function selling_countries(): array {
		return self::get()['selling_countries'] ?: Countries::codes(); // phpcs:ignore WordPress.PHP.DisallowShortTernary.Found -- empty means all.
	}

	/**
	 * Countries the shop ships to: the shipping list, else the selling list.
	 *
	 * @since 0.1.0
	 *
	 * @return list<string>
	 */
	public static function shipping_countries(): array {
		return self::get()['shipping_countries'] ?: self::selling_countries(); // phpcs:ignore WordPress.PHP.DisallowShortTernary.Found -- empty means the selling countries.
	}
}
