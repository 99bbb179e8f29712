<?php
/**
 * What a bank sent to the shop's notification address.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments;

/**
 * The request as plain values, so a gateway reads it (and a test builds it) without the
 * REST API: the fields of a form or JSON body, those of the query string, the headers
 * (names in lower case with underscores, as WordPress keeps them: `content_type`) and the
 * raw body, for a signature computed over the exact bytes.
 *
 * @since 0.5.0
 */
final class NotificationRequest {

	/**
	 * Creates the request.
	 *
	 * @param array<string,mixed>  $body    Fields of the body (form-encoded or JSON).
	 * @param array<string,mixed>  $query   Fields of the query string.
	 * @param array<string,string> $headers Headers by canonical name.
	 * @param string               $raw     The body as received.
	 */
	public function __construct(
		public readonly array $body = array(),
		public readonly array $query = array(),
		public readonly array $headers = array(),
		public readonly string $raw = ''
	) {}

	/**
	 * A field of the body, else of the query string, as a string ('' when absent or not text).
	 *
	 * @since 0.5.0
	 *
	 * @param string $name Field name, e.g. `Ds_MerchantParameters`.
	 */
	public function field( string $name ): string {
		$value = $this->body[ $name ] ?? $this->query[ $name ] ?? '';
		return is_string( $value ) || is_int( $value ) ? (string) $value : '';
	}

	/**
	 * A header ('' when absent), by any spelling of its name.
	 *
	 * @since 0.5.0
	 *
	 * @param string $name Header name, e.g. `Stripe-Signature`.
	 */
	public function header( string $name ): string {
		return $this->headers[ str_replace( '-', '_', strtolower( $name ) ) ] ?? '';
	}
}
