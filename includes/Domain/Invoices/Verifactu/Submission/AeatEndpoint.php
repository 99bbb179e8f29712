<?php
/**
 * Where the records are sent.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu\Submission;

use Rueda\Domain\Invoices\Verifactu\VerifactuSettings;

/**
 * The AEAT's VERI*FACTU SOAP service of the environment in force (VerifactuSettings):
 * `pruebas` prewww1.aeat.es, `real` www1.agenciatributaria.gob.es. The constant or
 * environment variable RUEDA_AEAT_ENDPOINT replaces the whole URL (the local stand-in of
 * the demo and the tests, bin/aeat-simulator.php).
 *
 * @since 0.7.0
 */
final class AeatEndpoint {

	public const PATH    = '/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP';
	public const PRUEBAS = 'https://prewww1.aeat.es' . self::PATH;
	public const REAL    = 'https://www1.agenciatributaria.gob.es' . self::PATH;

	/**
	 * The URL submissions are posted to.
	 *
	 * @since 0.7.0
	 */
	public static function url(): string {
		$override = defined( 'RUEDA_AEAT_ENDPOINT' ) ? (string) constant( 'RUEDA_AEAT_ENDPOINT' ) : (string) getenv( 'RUEDA_AEAT_ENDPOINT' );
		if ( '' !== trim( $override ) ) {
			return trim( $override );
		}
		return VerifactuSettings::REAL === VerifactuSettings::environment() ? self::REAL : self::PRUEBAS;
	}

	/**
	 * Whether a URL is reached over TLS (and so with the shop's certificate).
	 *
	 * @since 0.7.0
	 *
	 * @param string $url URL.
	 */
	public static function is_tls( string $url ): bool {
		return 'https' === strtolower( (string) wp_parse_url( $url, PHP_URL_SCHEME ) );
	}
}
