<?php
/**
 * What came of a payment.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments;

use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\ShopException;

/**
 * The `payment_result` of the checkout response, plus the order status it leads to.
 *
 * @since 0.1.0
 */
final class PaymentResult {

	public const SUCCESS = 'success';
	public const FAILURE = 'failure';
	public const PENDING = 'pending';
	public const ERROR   = 'error';

	/** The code of a redirect() to an address shoppers must not be sent to. */
	public const INVALID_REDIRECT = 'rueda_invalid_redirect_url';

	/**
	 * Creates a result.
	 *
	 * @param string               $status       success, failure, pending or error.
	 * @param string               $order_status Order status to set (see OrderStatus).
	 * @param string               $message      Message for the shopper on failure, translated.
	 * @param array<string,string> $details      payment_details pairs (never secrets).
	 * @param string               $redirect_url Where to send the shopper ('' = confirmation page).
	 * @param string               $transaction_id The provider's reference for the payment, if any.
	 */
	public function __construct(
		public readonly string $status,
		public readonly string $order_status,
		public readonly string $message = '',
		public readonly array $details = array(),
		public readonly string $redirect_url = '',
		public readonly string $transaction_id = ''
	) {}

	/**
	 * Paid: the order is processing.
	 *
	 * @param array<string,string> $details        Payment details.
	 * @param string               $transaction_id The provider's reference for the payment.
	 */
	public static function paid( array $details = array(), string $transaction_id = '' ): self {
		return new self( self::SUCCESS, OrderStatus::PROCESSING, '', $details, '', $transaction_id );
	}

	/**
	 * Accepted, to be paid later (transfer, at the workshop).
	 *
	 * @param string               $order_status on-hold (or processing, once the money is sure).
	 * @param array<string,string> $details      Payment details.
	 */
	public static function later( string $order_status, array $details = array() ): self {
		return new self( self::PENDING, $order_status, '', $details );
	}

	/**
	 * To be paid on the bank's own page: the shopper is sent there (`redirect_url`) and the
	 * order stays pending payment, unpaid (no paid date, no invoice), its stock held as
	 * long as any placed order's, until the bank's notification (NotifiedGateway) says how
	 * the payment ended, or the holds lapse.
	 *
	 * @since 0.5.0
	 *
	 * @param string               $url     The bank's page: https (http only on a site for
	 *                                      developing, for a local stand-in of the bank, or
	 *                                      a page of a shop served over http itself).
	 * @param array<string,string> $details Payment details.
	 * @throws ShopException For any other address (rueda_invalid_redirect_url).
	 */
	public static function redirect( string $url, array $details = array() ): self {
		if ( ! self::is_redirect_url( $url ) ) {
			throw new ShopException( self::INVALID_REDIRECT, __( 'The payment method asked to send the shopper to an address that is not a secure (https) web address.', 'rueda' ), 500 );
		}
		return new self( self::PENDING, OrderStatus::PENDING, '', $details, $url );
	}

	/**
	 * Whether shoppers may be sent to an address to pay: an absolute https URL with a host
	 * and no user name or password in it; http too on a site for developing
	 * (TestPayments::by_environment()), or to the shop's own origin when the shop is served
	 * over http (a page of the shop that posts the bank's form, as Redsys's: no downgrade
	 * for a shopper already there). javascript:, data: and relative addresses never.
	 *
	 * @since 0.5.0
	 *
	 * @param string $url Address.
	 */
	public static function is_redirect_url( string $url ): bool {
		// Spaces, control characters and backslashes are read differently by browsers.
		if ( '' === $url || preg_match( '/[\s\x00-\x1f\x7f\\\\]/', $url ) ) {
			return false;
		}
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || empty( $parts['host'] ) || isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
			return false;
		}
		$scheme = strtolower( (string) ( $parts['scheme'] ?? '' ) );
		return 'https' === $scheme || ( 'http' === $scheme && ( TestPayments::by_environment() || self::is_shop_origin( $parts ) ) );
	}

	/**
	 * Whether an http address is on the shop's own origin (scheme, host and port of its
	 * home URL), as a shop on http gives it.
	 *
	 * @since 0.6.0
	 *
	 * @param array<string,mixed> $parts An http address, parsed (wp_parse_url()).
	 */
	private static function is_shop_origin( array $parts ): bool {
		$home = wp_parse_url( home_url( '/' ) );
		return is_array( $home )
			&& 'http' === strtolower( (string) ( $home['scheme'] ?? '' ) )
			&& strtolower( (string) ( $home['host'] ?? '' ) ) === strtolower( (string) $parts['host'] )
			&& (int) ( $home['port'] ?? 80 ) === (int) ( $parts['port'] ?? 80 );
	}

	/**
	 * Declined: the order failed and the shopper may try again.
	 *
	 * @param string $message Why, for the shopper.
	 */
	public static function declined( string $message ): self {
		return new self( self::FAILURE, OrderStatus::FAILED, $message );
	}

	/**
	 * The payment could not be attempted (provider error).
	 *
	 * @param string $message What to tell the shopper.
	 */
	public static function error( string $message ): self {
		return new self( self::ERROR, OrderStatus::FAILED, $message );
	}

	/**
	 * Whether the order goes ahead.
	 */
	public function is_accepted(): bool {
		return in_array( $this->status, array( self::SUCCESS, self::PENDING ), true );
	}
}
