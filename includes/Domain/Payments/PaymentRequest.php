<?php
/**
 * What a gateway gets to take payment.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments;

use Rueda\Domain\Orders\Order;

/**
 * The order being paid and the `payment_data` pairs of the checkout request.
 *
 * @since 0.1.0
 */
final class PaymentRequest {

	/**
	 * Creates the request.
	 *
	 * @param Order                $order Order to pay (its total is the server's).
	 * @param array<string,string> $data  payment_data as key => value.
	 */
	public function __construct(
		public readonly Order $order,
		public readonly array $data = array()
	) {}

	/**
	 * One value of payment_data, or ''.
	 *
	 * @param string $key Key.
	 */
	public function get( string $key ): string {
		return (string) ( $this->data[ $key ] ?? '' );
	}

	/**
	 * Whether the shopper asked to save the method (`wc-{gateway}-new-payment-method`).
	 *
	 * @param string $gateway_id Gateway id.
	 */
	public function wants_saved( string $gateway_id ): bool {
		return in_array( $this->get( 'wc-' . $gateway_id . '-new-payment-method' ), array( '1', 'true' ), true );
	}
}
