<?php
/**
 * What a shopper sends to place an order.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Checkout;

/**
 * The checkout payload, typed and sanitised (the route's schema has checked the shapes).
 * Prices or totals a client might send are not part of it: the server computes them.
 *
 * @since 0.1.0
 */
final class CheckoutRequest {

	/**
	 * Creates the request.
	 *
	 * @param string                    $payment_method    Gateway id ('' when nothing is to be paid).
	 * @param array<string,string>      $payment_data      Payment data by key.
	 * @param string                    $customer_note     Note for the shop.
	 * @param bool                      $create_account    Whether to create an account.
	 * @param string                    $customer_password Password of the new account.
	 * @param array<string,string|bool> $additional_fields Extra fields by key.
	 * @param array<string,mixed>       $extensions        Extension data by namespace.
	 * @param int|null                  $expected_total    Total the shopper saw, in minor units.
	 */
	public function __construct(
		public readonly string $payment_method = '',
		public readonly array $payment_data = array(),
		public readonly string $customer_note = '',
		public readonly bool $create_account = false,
		public readonly string $customer_password = '',
		public readonly array $additional_fields = array(),
		public readonly array $extensions = array(),
		public readonly ?int $expected_total = null
	) {}

	/**
	 * Builds the request from the REST parameters.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $params Parameters.
	 */
	public static function from_params( array $params ): self {
		$payment_data = array();
		foreach ( (array) ( $params['payment_data'] ?? array() ) as $pair ) {
			$value = $pair['value'] ?? '';
			$payment_data[ sanitize_text_field( (string) $pair['key'] ) ] = is_bool( $value ) ? ( $value ? '1' : '0' ) : sanitize_text_field( (string) $value );
		}
		$additional = array();
		foreach ( (array) ( $params['additional_fields'] ?? array() ) as $key => $value ) {
			// Keys are namespaced as in WooCommerce ("rueda/tax-id"); checkboxes stay booleans.
			$key                = strtolower( (string) preg_replace( '#[^A-Za-z0-9_/-]#', '', (string) $key ) );
			$additional[ $key ] = is_bool( $value ) ? $value : sanitize_text_field( is_scalar( $value ) ? (string) $value : '' );
		}
		$expected = $params['expected_total'] ?? null;
		return new self(
			sanitize_key( (string) ( $params['payment_method'] ?? '' ) ),
			$payment_data,
			sanitize_textarea_field( (string) ( $params['customer_note'] ?? '' ) ),
			(bool) ( $params['create_account'] ?? false ),
			(string) ( $params['customer_password'] ?? '' ),
			$additional,
			(array) ( $params['extensions'] ?? array() ),
			null === $expected ? null : (int) $expected
		);
	}
}
