<?php
/**
 * Redsys's signatures: HMAC_SHA256_V1 and HMAC_SHA512_V2.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments\Redsys;

/**
 * Pure functions of the two signature versions Redsys documents, with PHP's openssl and
 * hash only. Both derive a key per operation from the shop's secret and the Ds_Order,
 * then sign the Base64 `Ds_MerchantParameters` exactly as sent:
 * - HMAC_SHA256_V1: 3DES-CBC (zero IV) of the Ds_Order zero-padded to a multiple of 8
 *   bytes, keyed with the Base64-decoded secret; HMAC-SHA256.
 * - HMAC_SHA512_V2: AES-128-CBC (zero IV, PKCS#7) of the Ds_Order, keyed with the first
 *   16 characters of the secret as typed; HMAC-SHA512.
 * Signatures go out in standard Base64; those received are compared in constant time in
 * either alphabet (Redsys's notifications use the URL-safe one).
 *
 * @since 0.6.0
 */
final class Signature {

	public const V1 = 'HMAC_SHA256_V1';
	public const V2 = 'HMAC_SHA512_V2';

	public const VERSIONS = array( self::V1, self::V2 );

	/**
	 * The operation key of a Ds_Order (raw bytes).
	 *
	 * @since 0.6.0
	 *
	 * @param string $version V1 or V2.
	 * @param string $secret  The shop's secret key, as Redsys gives it.
	 * @param string $order   Ds_Order.
	 * @throws \InvalidArgumentException For an unknown version or an unusable secret.
	 */
	public static function operation_key( string $version, string $secret, string $order ): string {
		if ( self::V2 === $version ) {
			if ( strlen( $secret ) < 16 ) {
				throw new \InvalidArgumentException( 'The secret key is shorter than 16 characters.' );
			}
			$key = openssl_encrypt( $order, 'aes-128-cbc', substr( $secret, 0, 16 ), OPENSSL_RAW_DATA, str_repeat( "\0", 16 ) );
		} elseif ( self::V1 === $version ) {
			$decoded = base64_decode( $secret, true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- Redsys's message format.
			if ( false === $decoded || 24 !== strlen( $decoded ) ) {
				throw new \InvalidArgumentException( 'The secret key is not a Base64 3DES key.' );
			}
			// Redsys pads with zero bytes to the 3DES block, not with PKCS#7.
			$padded = str_pad( $order, (int) ceil( max( 1, strlen( $order ) ) / 8 ) * 8, "\0" );
			$key    = openssl_encrypt( $padded, 'des-ede3-cbc', $decoded, OPENSSL_RAW_DATA | OPENSSL_ZERO_PADDING, str_repeat( "\0", 8 ) );
		} else {
			throw new \InvalidArgumentException( 'Unknown signature version.' );
		}
		if ( false === $key ) {
			throw new \InvalidArgumentException( 'openssl could not derive the operation key.' );
		}
		return $key;
	}

	/**
	 * The signature of some parameters, in standard Base64.
	 *
	 * @since 0.6.0
	 *
	 * @param string $version    V1 or V2.
	 * @param string $secret     The shop's secret key.
	 * @param string $order      Ds_Order the parameters carry.
	 * @param string $parameters Ds_MerchantParameters (Base64, as sent).
	 */
	public static function sign( string $version, string $secret, string $order, string $parameters ): string {
		$algorithm = self::V2 === $version ? 'sha512' : 'sha256';
		return base64_encode( hash_hmac( $algorithm, $parameters, self::operation_key( $version, $secret, $order ), true ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- Redsys's message format.
	}

	/**
	 * Whether a signature received is the one of these parameters (either Base64 alphabet,
	 * padding optional), compared in constant time.
	 *
	 * @since 0.6.0
	 *
	 * @param string $version    V1 or V2.
	 * @param string $secret     The shop's secret key.
	 * @param string $order      Ds_Order read from the parameters.
	 * @param string $parameters Ds_MerchantParameters as received.
	 * @param string $signature  Ds_Signature as received.
	 */
	public static function verify( string $version, string $secret, string $order, string $parameters, string $signature ): bool {
		$received = self::decode( $signature );
		if ( null === $received || '' === $received ) {
			return false;
		}
		try {
			$expected = (string) base64_decode( self::sign( $version, $secret, $order, $parameters ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- Redsys's message format.
		} catch ( \InvalidArgumentException $unusable ) {
			return false;
		}
		return hash_equals( $expected, $received );
	}

	/**
	 * Base64 in either alphabet, padded or not, as bytes; null when it is not Base64.
	 *
	 * @since 0.6.0
	 *
	 * @param string $value Base64 text.
	 */
	public static function decode( string $value ): ?string {
		// A '+' sent unencoded in a form reaches PHP as a space.
		$value = strtr( trim( $value ), '-_ ', '+/+' );
		if ( ! preg_match( '#^[A-Za-z0-9+/]*={0,2}$#', $value ) ) {
			return null;
		}
		$value   = rtrim( $value, '=' );
		$decoded = base64_decode( str_pad( $value, (int) ( ceil( strlen( $value ) / 4 ) * 4 ), '=' ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- Redsys's message format.
		return false === $decoded ? null : $decoded;
	}
}
