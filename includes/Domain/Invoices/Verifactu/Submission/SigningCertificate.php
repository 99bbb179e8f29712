<?php
/**
 * The shop's electronic certificate, as uploaded.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu\Submission;

use Rueda\Domain\ShopException;

/**
 * A PKCS#12 file (.p12, .pfx) opened with its password: the certificate the AEAT knows the
 * shop by, its private key and any chain. What the owner sees of it is the holder (the
 * company or person the AEAT's certificates name, and their NIF) and its expiry; never
 * the password.
 *
 * @since 0.7.0
 */
final class SigningCertificate {

	/** The code of a file that is not a certificate with its key. */
	public const INVALID = 'rueda_certificate_invalid';

	/** The largest file taken (a certificate with its chain is a few kilobytes). */
	public const MAX_BYTES = 65536;

	/**
	 * Creates it.
	 *
	 * @param string $certificate The certificate (PEM).
	 * @param string $private_key Its private key (PEM, unencrypted: kept in memory only).
	 * @param string $chain       The chain's certificates (PEM), if any.
	 * @param string $holder      The holder's name.
	 * @param string $nif         The holder's NIF ('' when the certificate names none).
	 * @param int    $expires     When it expires (Unix time).
	 */
	public function __construct(
		public readonly string $certificate,
		public readonly string $private_key,
		public readonly string $chain,
		public readonly string $holder,
		public readonly string $nif,
		public readonly int $expires
	) {}

	/**
	 * Opens a PKCS#12 file.
	 *
	 * @since 0.7.0
	 *
	 * @param string $data     The file's bytes.
	 * @param string $password Its password.
	 * @param int    $now      The time now (an expired certificate is refused).
	 * @throws ShopException 400 rueda_certificate_invalid (not PKCS#12 with a key),
	 *                       rueda_certificate_password (the password is wrong) or
	 *                       rueda_certificate_expired.
	 */
	public static function open( string $data, string $password, int $now ): self {
		if ( '' === $data || strlen( $data ) > self::MAX_BYTES ) {
			throw new ShopException( self::INVALID, self::invalid(), 400 );
		}
		self::errors(); // Forget errors of earlier calls: the ones below tell the password from the file.
		$parts = array();
		if ( ! openssl_pkcs12_read( $data, $parts, $password ) ) {
			$errors = self::errors();
			// A PKCS#12 whose MAC does not verify with this password: the password is wrong.
			if ( str_contains( strtolower( $errors ), 'mac verify' ) ) {
				throw new ShopException( 'rueda_certificate_password', __( 'The certificate’s password is not right.', 'rueda' ), 400 );
			}
			// Right password, but an old cipher (RC2/3DES, "legacy") that OpenSSL 3 no longer reads.
			if ( str_contains( strtolower( $errors ), 'unsupported' ) ) {
				throw new ShopException( 'rueda_certificate_legacy', __( 'This certificate file uses an old encryption that the server cannot read. Export it again choosing AES or modern encryption (in the browser or the FNMT tool) and upload the new file.', 'rueda' ), 400 );
			}
			throw new ShopException( self::INVALID, self::invalid(), 400 );
		}
		$x509 = openssl_x509_parse( (string) ( $parts['cert'] ?? '' ) );
		if ( ! is_array( $x509 ) || empty( $parts['pkey'] ) ) {
			throw new ShopException( self::INVALID, self::invalid(), 400 );
		}
		$expires = (int) ( $x509['validTo_time_t'] ?? 0 );
		if ( $expires <= $now ) {
			throw new ShopException(
				'rueda_certificate_expired',
				/* translators: %s: the date the certificate expired. */
				sprintf( __( 'This certificate expired on %s: upload one in force.', 'rueda' ), wp_date( get_option( 'date_format' ) ? (string) get_option( 'date_format' ) : 'Y-m-d', $expires ) ),
				400
			);
		}
		$subject = is_array( $x509['subject'] ?? null ) ? $x509['subject'] : array();
		return new self(
			(string) $parts['cert'],
			(string) $parts['pkey'],
			implode( '', array_map( 'strval', (array) ( $parts['extracerts'] ?? array() ) ) ),
			self::holder( $subject ),
			self::nif( $subject ),
			$expires
		);
	}

	/**
	 * The certificate, its chain and its key, as one PEM file for the TLS client.
	 *
	 * @since 0.7.0
	 */
	public function pem(): string {
		return $this->certificate . $this->chain . $this->private_key;
	}

	/**
	 * The holder: the organisation the certificate names (a company's seal or its
	 * representative's), else its common name without the NIF the FNMT appends.
	 *
	 * @param array<string,mixed> $subject The subject's fields.
	 */
	private static function holder( array $subject ): string {
		$name = self::field( $subject, 'O' );
		if ( '' === $name ) {
			$name = trim( (string) preg_replace( '/\s+-\s+(NIF:?\s*)?[0-9A-Z]{9}$/u', '', self::field( $subject, 'CN' ) ) );
		}
		return mb_substr( $name, 0, 200 );
	}

	/**
	 * The NIF the certificate names: organizationIdentifier (VATES-B12345678), else
	 * serialNumber (IDCES-12345678Z), else the one ending the common name.
	 *
	 * @param array<string,mixed> $subject The subject's fields.
	 */
	private static function nif( array $subject ): string {
		foreach ( array( 'organizationIdentifier', '2.5.4.97', 'serialNumber' ) as $field ) {
			if ( preg_match( '/([0-9A-Z]\d{7}[0-9A-Z])$/', strtoupper( self::field( $subject, $field ) ), $match ) ) {
				return $match[1];
			}
		}
		return preg_match( '/\b([0-9A-Z]\d{7}[0-9A-Z])$/', strtoupper( self::field( $subject, 'CN' ) ), $match ) ? $match[1] : '';
	}

	/**
	 * A subject field as text (the first when repeated).
	 *
	 * @param array<string,mixed> $subject The subject's fields.
	 * @param string              $name    Field.
	 */
	private static function field( array $subject, string $name ): string {
		$value = $subject[ $name ] ?? '';
		return trim( (string) ( is_array( $value ) ? reset( $value ) : $value ) );
	}

	/**
	 * OpenSSL's queue of errors, emptied.
	 */
	private static function errors(): string {
		$errors = '';
		for ( $error = openssl_error_string(); false !== $error; $error = openssl_error_string() ) {
			$errors .= $error . "\n";
		}
		return $errors;
	}

	/**
	 * Why a file that is not a PKCS#12 certificate with its key is refused.
	 */
	private static function invalid(): string {
		return __( 'This file is not a certificate with its private key (.p12 or .pfx).', 'rueda' );
	}
}
