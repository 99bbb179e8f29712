<?php
/**
 * Refunds through Redsys's REST interface.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments\Redsys;

use Rueda\Domain\Payments\RefundResult;

/**
 * Posts a refund (DS_MERCHANT_TRANSACTIONTYPE 3) of a Ds_Order the bank authorised to
 * the terminal's `/sis/rest/trataPeticionREST`, signed with the terminal's version, and
 * reads the answer: a signed Ds_Response 0900 that names the same Ds_Order and amount is
 * a refund; `{"errorCode": "SIS…"}`, another Ds_Response, an answer that does not verify
 * or no answer at all is a failure, never a refund (RefundCodes says why in Spanish).
 *
 * @since 0.6.0
 */
final class RefundClient {

	/** Redsys's Ds_Response of an authorised refund. */
	public const REFUNDED = '0900';

	/** Codes of failures that are not the bank's own. */
	public const NO_PAYMENT  = 'rueda_redsys_no_payment';
	public const UNREACHABLE = 'rueda_redsys_unreachable';
	public const UNVERIFIED  = 'rueda_redsys_unverified';

	/** Seconds the bank is waited for. */
	public const TIMEOUT = 20;

	/**
	 * Creates the client.
	 *
	 * @param Terminal $terminal The shop's terminal (its REST address and secret).
	 */
	public function __construct( private Terminal $terminal ) {}

	/**
	 * Asks the bank to give back an amount of a payment.
	 *
	 * @since 0.6.0
	 *
	 * @param string $ds_order The authorised payment's Ds_Order.
	 * @param int    $amount   Cents, > 0.
	 * @param string $currency ISO 4217 number (978).
	 */
	public function refund( string $ds_order, int $amount, string $currency ): RefundResult {
		$url = $this->terminal->rest_url();
		if ( ! $this->terminal->is_configured() || '' === $url ) {
			return RefundResult::failed( self::UNREACHABLE, RefundCodes::message( self::UNREACHABLE ) );
		}
		$request  = PaymentForm::sign(
			$this->terminal,
			array(
				'DS_MERCHANT_AMOUNT'          => (string) $amount,
				'DS_MERCHANT_ORDER'           => $ds_order,
				'DS_MERCHANT_MERCHANTCODE'    => $this->terminal->merchant_code,
				'DS_MERCHANT_CURRENCY'        => $currency,
				'DS_MERCHANT_TRANSACTIONTYPE' => '3',
				'DS_MERCHANT_TERMINAL'        => $this->terminal->terminal,
			)
		);
		$response = wp_remote_post(
			$url,
			array(
				'timeout' => self::TIMEOUT,
				'headers' => array( 'Content-Type' => 'application/json' ),
				'body'    => (string) wp_json_encode( $request ),
			)
		);
		if ( is_wp_error( $response ) || 200 !== (int) wp_remote_retrieve_response_code( $response ) ) {
			error_log( sprintf( 'Rueda: Redsys refund of %s not answered: %s', $ds_order, is_wp_error( $response ) ? $response->get_error_message() : wp_remote_retrieve_response_code( $response ) ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the owner's record of a call to the bank.
			return RefundResult::failed( self::UNREACHABLE, RefundCodes::message( self::UNREACHABLE ) );
		}
		return $this->read( (string) wp_remote_retrieve_body( $response ), $ds_order, $amount );
	}

	/**
	 * The bank's answer as a result.
	 *
	 * @param string $body     The answer's JSON.
	 * @param string $ds_order The Ds_Order asked for.
	 * @param int    $amount   The amount asked for.
	 */
	private function read( string $body, string $ds_order, int $amount ): RefundResult {
		$answer = json_decode( $body, true );
		if ( is_array( $answer ) && isset( $answer['errorCode'] ) && is_string( $answer['errorCode'] ) ) {
			$code = substr( $answer['errorCode'], 0, 20 );
			return RefundResult::failed( $code, RefundCodes::message( $code ) );
		}
		$values = is_array( $answer ) ? $this->verified( $answer ) : null;
		if ( null === $values || ! hash_equals( $ds_order, (string) ( $values['ds_order'] ?? '' ) ) ) {
			error_log( sprintf( 'Rueda: Redsys refund of %s answered without a valid signature: %s', $ds_order, substr( $body, 0, 500 ) ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the owner's record of a call to the bank.
			return RefundResult::failed( self::UNVERIFIED, RefundCodes::message( self::UNVERIFIED ) );
		}
		$code = str_pad( (string) ( $values['ds_response'] ?? '' ), 4, '0', STR_PAD_LEFT );
		if ( self::REFUNDED !== $code ) {
			return RefundResult::failed( $code, RefundCodes::message( $code ) );
		}
		if ( ! hash_equals( (string) $amount, (string) ( $values['ds_amount'] ?? '' ) ) ) {
			// A refund of another amount than asked: the owner checks the bank before anything is recorded.
			return RefundResult::failed( self::UNVERIFIED, RefundCodes::message( self::UNVERIFIED ) );
		}
		$authorisation = trim( (string) ( $values['ds_authorisationcode'] ?? '' ) );
		return RefundResult::done( '' !== $authorisation ? $authorisation : $ds_order, $code );
	}

	/**
	 * The answer's parameters (names in lower case) when its signature verifies, else null.
	 *
	 * @param array<string,mixed> $answer Ds_SignatureVersion, Ds_MerchantParameters, Ds_Signature.
	 * @return array<string,string>|null
	 */
	private function verified( array $answer ): ?array {
		$version    = (string) ( $answer['Ds_SignatureVersion'] ?? '' );
		$parameters = (string) ( $answer['Ds_MerchantParameters'] ?? '' );
		$decoded    = Signature::decode( $parameters );
		$values     = null === $decoded ? null : json_decode( $decoded, true );
		if ( ! in_array( $version, Signature::VERSIONS, true ) || ! is_array( $values ) ) {
			return null;
		}
		$values = array_change_key_case( array_map( static fn( $value ) => is_scalar( $value ) ? rawurldecode( (string) $value ) : '', $values ), CASE_LOWER );
		$order  = $values['ds_order'] ?? '';
		return '' !== $order && Signature::verify( $version, $this->terminal->secret, $order, $parameters, (string) ( $answer['Ds_Signature'] ?? '' ) ) ? $values : null;
	}
}
