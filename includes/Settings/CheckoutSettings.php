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
 * `pay_at_workshop_days`: days after its appointment (or, without one, after it was
 * placed) an order still to be paid at the workshop is cancelled (WorkshopPaymentRelease).
 *
 * @since 0.1.0
 */
final class CheckoutSettings {

	public const OPTION = 'rueda_checkout';

	/** Fewest and most days an order paid at the workshop waits for its payment. */
	public const MIN_PAY_AT_WORKSHOP_DAYS = 1;
	public const MAX_PAY_AT_WORKSHOP_DAYS = 90;

	public const DEFAULTS = array(
		'allows_guest'         => true,
		'allows_signup'        => true,
		'selling_countries'    => array(),
		'shipping_countries'   => array(),
		'pay_at_workshop_days' => 7,
	);

	/**
	 * The settings, defaults filled in.
	 *
	 * @since 0.1.0
	 *
	 * @return array{allows_guest:bool,allows_signup:bool,selling_countries:list<string>,shipping_countries:list<string>,pay_at_workshop_days:int}
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
		$settings['pay_at_workshop_days'] = max( self::MIN_PAY_AT_WORKSHOP_DAYS, min( self::MAX_PAY_AT_WORKSHOP_DAYS, (int) $settings['pay_at_workshop_days'] ) );
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

	/**
	 * Days an order to be paid at the workshop is kept after its appointment (or after it
	 * was placed, without one) before it is cancelled.
	 *
	 * @since 0.3.0
	 */
	public static function pay_at_workshop_days(): int {
		return self::get()['pay_at_workshop_days'];
	}
}
