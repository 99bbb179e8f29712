<?php
/**
 * The end-of-life tyre fee's settings.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Ecovalor;

/**
 * Reads `rueda_ecovalor`: whether the fee is charged, the management system's name, and
 * the amount per tyre of each category in minor units, before IVA (as the systems publish
 * them; IVA is added in the cart like on every other line).
 *
 * @since 0.2.0
 */
final class EcovalorSettings {

	public const OPTION = 'rueda_ecovalor';

	/** The most a tyre of any of these categories may pay, in minor units (50 €). */
	public const MAX_AMOUNT = 5000;

	/** The longest name of a management system. */
	public const MAX_SYSTEM_LENGTH = 40;

	/**
	 * Defaults: SIGNUS's amounts per unit for 2025 as published for these categories.
	 * Check them against the current SIGNUS (or TNU) table: the owner corrects them in
	 * Settings → Ecovalor when the system changes its prices.
	 */
	private const DEFAULT_AMOUNTS = array(
		EcovalorCategory::CAR        => 130,
		EcovalorCategory::SUV        => 210,
		EcovalorCategory::VAN        => 210,
		EcovalorCategory::MOTORCYCLE => 65,
	);

	/**
	 * Every setting, saved values over defaults.
	 *
	 * @since 0.2.0
	 *
	 * @return array{enabled:bool,system:string,amounts:array<string,int>}
	 */
	public static function get(): array {
		$saved = get_option( self::OPTION, null );
		if ( null === $saved ) {
			self::add_option();
		}
		$saved   = is_array( $saved ) ? $saved : array();
		$amounts = self::DEFAULT_AMOUNTS;
		foreach ( $amounts as $category => $amount ) {
			$value                = $saved['amounts'][ $category ] ?? $amount;
			$amounts[ $category ] = is_int( $value ) && $value >= 0 ? $value : $amount;
		}
		return array(
			'enabled' => (bool) ( $saved['enabled'] ?? true ),
			'system'  => is_string( $saved['system'] ?? null ) && '' !== $saved['system'] ? $saved['system'] : 'SIGNUS',
			'amounts' => $amounts,
		);
	}

	/**
	 * Stores the option, empty and autoloaded, when it is missing (on activation, or on the
	 * first read of a site that had Rueda before): carts and listings then read it with the
	 * other options instead of asking the database for a missing one on every request.
	 *
	 * @since 0.2.0
	 */
	public static function add_option(): void {
		add_option( self::OPTION, array(), '', true );
	}

	/**
	 * The amounts by category before any change.
	 *
	 * @since 0.2.0
	 *
	 * @return array<string,int>
	 */
	public static function default_amounts(): array {
		return self::DEFAULT_AMOUNTS;
	}
}
