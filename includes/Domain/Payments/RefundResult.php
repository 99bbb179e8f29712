<?php
/**
 * A bank's answer to a refund.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments;

/**
 * Done, with the bank's reference (and its raw code), or failed, with the bank's code and a
 * Spanish message the owner reads. A failed refund records nothing.
 *
 * @since 0.6.0
 */
final class RefundResult {

	/**
	 * Creates the answer; use done() or failed().
	 *
	 * @param bool   $done      Whether the money was given back.
	 * @param string $reference The bank's reference of the refund.
	 * @param string $code      The bank's raw code (e.g. 0900, SIS0057).
	 * @param string $message   Translated message of a failure.
	 */
	private function __construct(
		public readonly bool $done,
		public readonly string $reference,
		public readonly string $code,
		public readonly string $message
	) {}

	/**
	 * The bank gave the money back.
	 *
	 * @since 0.6.0
	 *
	 * @param string $reference The bank's reference.
	 * @param string $code      The bank's raw code.
	 */
	public static function done( string $reference, string $code = '' ): self {
		return new self( true, $reference, $code, '' );
	}

	/**
	 * The bank refused, or could not be reached.
	 *
	 * @since 0.6.0
	 *
	 * @param string $code    The bank's raw code.
	 * @param string $message Translated message for the owner.
	 */
	public static function failed( string $code, string $message ): self {
		return new self( false, '', $code, $message );
	}
}
