<?php
/**
 * The shop's VERI*FACTU settings.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu;

use Rueda\Domain\Payments\TestPayments;

/**
 * Reads `rueda_verifactu`. `environment`: which AEAT the invoices speak to, `pruebas` (the
 * AEAT's test environment, whose records have no tax effect) or `real`. Unset, a site for
 * developing (TestPayments::by_environment(), as for the test gateways) uses `pruebas`
 * and any other site `real`, so a live shop never prints test QR codes by default and a
 * demo never reaches the real AEAT.
 *
 * @since 0.7.0
 */
final class VerifactuSettings {

	public const OPTION = 'rueda_verifactu';

	/** The AEAT's test environment. */
	public const PRUEBAS = 'pruebas';

	/** The AEAT itself. */
	public const REAL = 'real';

	/**
	 * All settings, defaults filled in.
	 *
	 * @since 0.7.0
	 *
	 * @return array{environment:string}
	 */
	public static function get(): array {
		return array( 'environment' => self::environment() );
	}

	/**
	 * The environment in force: `pruebas` or `real`.
	 *
	 * @since 0.7.0
	 */
	public static function environment(): string {
		$saved       = get_option( self::OPTION, array() );
		$saved       = is_array( $saved ) ? (string) ( $saved['environment'] ?? '' ) : '';
		$environment = self::is_environment( $saved ) ? $saved : ( TestPayments::by_environment() ? self::PRUEBAS : self::REAL );
		/**
		 * Filters which AEAT environment the shop's invoices speak to (their QR codes, and
		 * their records' submission).
		 *
		 * @since 0.7.0
		 *
		 * @param string $environment `pruebas` or `real`: the saved setting, else `pruebas`
		 *                            on a site for developing and `real` elsewhere.
		 */
		$filtered = apply_filters( 'rueda_verifactu_environment', $environment );
		// Anything else is a mistake: keep the setting rather than guess an environment.
		return is_string( $filtered ) && self::is_environment( $filtered ) ? $filtered : $environment;
	}

	/**
	 * Whether a value names an environment.
	 *
	 * @since 0.7.0
	 *
	 * @param string $value Value.
	 */
	public static function is_environment( string $value ): bool {
		return in_array( $value, array( self::PRUEBAS, self::REAL ), true );
	}
}
