<?php
/**
 * A message Redsys signed: its notification, or the parameters on the shopper's return.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments\Redsys;

use Rueda\Domain\Payments\InvalidNotification;
use Rueda\Domain\Payments\NotificationRequest;

/**
 * Reads `Ds_SignatureVersion`, `Ds_MerchantParameters` and `Ds_Signature` (also when
 * they arrive URL-encoded), decodes the parameters (either Base64 alphabet) and verifies
 * the signature with the key derived from the Ds_Order inside. Nothing in it is trusted
 * before that.
 *
 * @since 0.6.0
 */
final class SignedMessage {

	/**
	 * Creates the message.
	 *
	 * @param array<string,string> $values The decoded parameters, values URL-decoded.
	 */
	private function __construct( private array $values ) {}

	/**
	 * The verified message of a request.
	 *
	 * @since 0.6.0
	 *
	 * @param NotificationRequest $request  Request.
	 * @param Terminal            $terminal The shop's terminal (its secret).
	 * @throws InvalidNotification When it is malformed or its signature does not verify.
	 */
	public static function read( NotificationRequest $request, Terminal $terminal ): self {
		$version    = self::field( $request, 'Ds_SignatureVersion' );
		$parameters = self::field( $request, 'Ds_MerchantParameters' );
		$signature  = self::field( $request, 'Ds_Signature' );
		if ( ! in_array( $version, Signature::VERSIONS, true ) ) {
			throw new InvalidNotification( 'Unknown signature version.' );
		}
		$json = null === Signature::decode( $parameters ) ? null : json_decode( (string) Signature::decode( $parameters ), true );
		if ( ! is_array( $json ) ) {
			throw new InvalidNotification( 'Unreadable Ds_MerchantParameters.' );
		}
		$values = array();
		foreach ( $json as $key => $value ) {
			if ( is_scalar( $value ) ) {
				// Redsys URL-encodes some values (Ds_Date: 29%2F11%2F2026).
				$values[ strtolower( (string) $key ) ] = rawurldecode( (string) $value );
			}
		}
		$order = $values['ds_order'] ?? '';
		if ( '' === $order || ! Signature::verify( $version, $terminal->secret, $order, $parameters, $signature ) ) {
			throw new InvalidNotification( 'The signature does not verify.' );
		}
		return new self( $values );
	}

	/**
	 * The Ds_Order a request names, unverified ('' when it names none): only to choose
	 * who verifies it.
	 *
	 * @since 0.6.0
	 *
	 * @param NotificationRequest $request Request.
	 */
	public static function claimed_order( NotificationRequest $request ): string {
		$json = json_decode( (string) Signature::decode( self::field( $request, 'Ds_MerchantParameters' ) ), true );
		foreach ( is_array( $json ) ? $json : array() as $key => $value ) {
			if ( 'ds_order' === strtolower( (string) $key ) && is_scalar( $value ) ) {
				return (string) $value;
			}
		}
		return '';
	}

	/**
	 * A parameter ('' when absent), by any capitalisation of its name.
	 *
	 * @since 0.6.0
	 *
	 * @param string $name E.g. Ds_Response.
	 */
	public function get( string $name ): string {
		return $this->values[ strtolower( $name ) ] ?? '';
	}

	/**
	 * A field of the request, URL-decoded once more when the sender encoded it twice.
	 *
	 * @param NotificationRequest $request Request.
	 * @param string              $name    Field.
	 */
	private static function field( NotificationRequest $request, string $name ): string {
		$value = trim( $request->field( $name ) );
		return str_contains( $value, '%' ) ? rawurldecode( $value ) : $value;
	}
}
