<?php
/**
 * The checkout's response shape.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Schemas;

use Rueda\Domain\Orders\Order;
use Rueda\Domain\Payments\PaymentResult;
use Rueda\Orders\Content\OrderReceived;
use Rueda\StoreApi\EndpointData;

/**
 * `order_id, status, order_key, order_number, customer_note, customer_id, billing_address,
 * shipping_address, payment_method, payment_result, additional_fields, __experimentalCart,
 * extensions` (docs/store-api.md), with WooCommerce's types: `payment_result` is an object even
 * before any payment (empty status, details and URL), `additional_fields` an object.
 *
 * @since 0.1.0
 */
final class CheckoutSchema {

	/**
	 * The response for an order, with the payment's outcome when one was taken.
	 *
	 * @since 0.1.0
	 *
	 * @param Order               $order   Order.
	 * @param PaymentResult|null  $payment Payment outcome.
	 * @param array<string,mixed> $cart    The cart's response (CartSchema) as it is now.
	 * @return array<string,mixed>
	 */
	public function get_item( Order $order, ?PaymentResult $payment, array $cart ): array {
		$details = array();
		foreach ( $payment ? $payment->details : array() as $key => $value ) {
			$details[] = array(
				'key'   => (string) $key,
				'value' => (string) $value,
			);
		}
		$response = array(
			'order_id'           => $order->id(),
			'status'             => $order->status(),
			'order_key'          => $order->key(),
			'order_number'       => $order->number(),
			'customer_note'      => (string) $order->row['customer_note'],
			'customer_id'        => $order->customer_id(),
			'billing_address'    => self::address( $order->address( 'billing' ), true ),
			'shipping_address'   => self::address( $order->address( 'shipping' ), false ),
			'payment_method'     => (string) $order->row['payment_method'],
			'payment_result'     => array(
				'payment_status'  => $payment ? $payment->status : '',
				'payment_details' => $details,
				'redirect_url'    => $payment && $payment->is_accepted() ? ( '' !== $payment->redirect_url ? $payment->redirect_url : OrderReceived::url( $order ) ) : '',
			),
			'additional_fields'  => (object) (array) $order->meta( 'additional_fields', array() ),
			'__experimentalCart' => $cart,
			'extensions'         => EndpointData::response( EndpointData::CHECKOUT, $order ),
		);

		/**
		 * Filters the checkout response.
		 *
		 * @since 0.1.0
		 *
		 * @param array<string,mixed> $response Response.
		 * @param Order               $order    Order.
		 */
		return apply_filters( 'rueda_store_api_checkout_response', $response, $order );
	}

	/**
	 * An address with every field, as strings.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,string> $address Address.
	 * @param bool                 $billing Whether to include the email.
	 * @return array<string,string>
	 */
	public static function address( array $address, bool $billing ): array {
		$fields = $billing ? array_merge( CartSchema::ADDRESS_FIELDS, array( 'email' ) ) : CartSchema::ADDRESS_FIELDS;
		$result = array();
		foreach ( $fields as $field ) {
			$result[ $field ] = (string) ( $address[ $field ] ?? '' );
		}
		return $result;
	}
}
