<?php
/**
 * IBAN and BIC checks.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments;

use Rueda\Domain\Customers\Countries;

/**
 * Tells a well-formed account number from a typo before shoppers are asked to pay into it:
 * an IBAN needs a known country and the ISO 7064 mod-97 check digits, a BIC the SWIFT shape.
 *
 * @since 0.1.0
 */
final class BankCodes {

	/**
	 * The IBAN in groups of four ("ES91 2100 0418 ..."), or null when it is not one.
	 *
	 * @since 0.1.0
	 *
	 * @param string $iban As typed, spaces allowed.
	 */
	public static function iban( string $iban ): ?string {
		$compact = strtoupper( (string) preg_replace( '/[\s-]+/', '', $iban ) );
		if ( ! preg_match( '/^([A-Z]{2})\d{2}[A-Z0-9]{11,30}$/', $compact, $parts ) || ! Countries::exists( $parts[1] ) ) {
			return null;
		}
		if ( 'ES' === $parts[1] && 24 !== strlen( $compact ) ) {
			return null;
		}
		// Letters become 10..35 and the first four characters move to the end; the number mod 97 must be 1.
		$digits = '';
		foreach ( str_split( substr( $compact, 4 ) . substr( $compact, 0, 4 ) ) as $char ) {
			$digits .= ctype_alpha( $char ) ? (string) ( ord( $char ) - 55 ) : $char;
		}
		$remainder = 0;
		foreach ( str_split( $digits, 7 ) as $chunk ) {
			$remainder = (int) ( $remainder . $chunk ) % 97;
		}
		return 1 === $remainder ? trim( chunk_split( $compact, 4, ' ' ) ) : null;
	}

	/**
	 * The BIC upper-cased, or null when it is not one (8 or 11 characters, a known country).
	 *
	 * @since 0.1.0
	 *
	 * @param string $bic As typed.
	 */
	public static function bic( string $bic ): ?string {
		$bic = strtoupper( (string) preg_replace( '/\s+/', '', $bic ) );
		if ( ! preg_match( '/^[A-Z]{4}([A-Z]{2})[A-Z0-9]{2}([A-Z0-9]{3})?$/', $bic, $parts ) || ! Countries::exists( $parts[1] ) ) {
			return null;
		}
		return $bic;
	}
}
