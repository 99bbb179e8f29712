<?php
/**
 * GET and POST /checkout.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Routes;

use Rueda\Domain\Cart\Cart;
use Rueda\Domain\Checkout\CheckoutRequest;
use Rueda\Domain\Checkout\CheckoutResult;
use Rueda\Domain\Checkout\CheckoutService;
use Rueda\Domain\Customers\CustomerAddresses;
use Rueda\Domain\Payments\PaymentResult;
use Rueda\Domain\ShopException;
use Rueda\Storage\IdempotencyKeys;
use Rueda\StoreApi\EndpointData;
use Rueda\StoreApi\RouteException;
use Rueda\StoreApi\Schemas\CheckoutSchema;
use Rueda\StoreApi\Utilities\RateLimiter;

/**
 * GET returns the cart's draft order (holding no stock); POST places and pays it, holding
 * the stock. Creating a draft with GET and every POST are rate limited (actions `draft` and
 * `checkout`), and a repeated Idempotency-Key gets the first answer again. POST's
 * `extensions` are held to the schemas registered for the checkout (EndpointData) before
 * anything is written.
 *
 * @since 0.1.0
 */
final class Checkout extends AbstractCartRoute {

	/**
	 * {@inheritDoc}
	 */
	public function get_path(): string {
		return '/checkout';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function get_methods(): array {
		return array(
			'GET'  => array(),
			'POST' => self::args(),
		);
	}

	/**
	 * The POST payload's schema; prices and totals are not part of it.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public static function args(): array {
		return array(
			'billing_address'   => array( 'required' => true ) + AddressArgs::schema( true ),
			'shipping_address'  => AddressArgs::schema( false ),
			'customer_note'     => array(
				'type'      => 'string',
				'maxLength' => 5000,
			),
			'create_account'    => array( 'type' => 'boolean' ),
			'customer_password' => array(
				'type'      => 'string',
				'maxLength' => 200,
			),
			'payment_method'    => array(
				'type'      => 'string',
				'maxLength' => 100,
			),
			'payment_data'      => array(
				'type'     => 'array',
				'maxItems' => 50,
				'items'    => array(
					'type'                 => 'object',
					'additionalProperties' => false,
					'properties'           => array(
						'key'   => array(
							'type'      => 'string',
							'required'  => true,
							'maxLength' => 100,
						),
						'value' => array(
							'type'      => array( 'string', 'boolean' ),
							'maxLength' => 500,
						),
					),
				),
			),
			'additional_fields' => array(
				'type'                 => 'object',
				'maxProperties'        => 50,
				'additionalProperties' => array(
					'type'      => array( 'string', 'boolean' ),
					'maxLength' => 500,
				),
			),
			'extensions'        => array( 'type' => 'object' ),
			'expected_total'    => array(
				'type'    => 'integer',
				'minimum' => 0,
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected function get( \WP_REST_Request $request ): \WP_REST_Response {
		$cart    = $this->cart();
		$service = new CheckoutService();
		if ( ! $cart->is_empty() && ! $service->has_draft( $cart ) ) {
			// Creating drafts is limited per client; refreshing the cart's own draft is not.
			$this->extra_headers = ( new RateLimiter() )->check( 'draft' );
		}
		return new \WP_REST_Response( ( new CheckoutSchema() )->get_item( $service->draft( $cart ), null, $this->schema->get_item( $cart ) ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 * @throws RouteException When the key is being used by another request.
	 * @throws \Throwable The placing's own refusals, after the key is released.
	 */
	protected function post( \WP_REST_Request $request ): \WP_REST_Response {
		$this->extra_headers = ( new RateLimiter() )->check( 'checkout' );
		$extensions          = EndpointData::validate_request( EndpointData::CHECKOUT, (array) ( $request['extensions'] ?? array() ) );
		$key                 = trim( (string) $request->get_header( 'idempotency_key' ) );
		if ( '' === $key ) {
			return $this->place( $request, $extensions, '' );
		}
		if ( strlen( $key ) > 255 ) {
			throw new RouteException( 'rueda_invalid_idempotency_key', __( 'The Idempotency-Key header must be at most 255 characters.', 'rueda' ), 400 );
		}
		$keys  = new IdempotencyKeys();
		$hash  = IdempotencyKeys::hash( $key, $this->session->key() );
		$claim = $keys->claim( $hash );
		if ( IdempotencyKeys::FIRST !== $claim ) {
			$stored = $keys->find( $hash );
			if ( $stored ) {
				$this->extra_headers['Idempotency-Replayed'] = 'true';
				return new \WP_REST_Response( $stored['body'], $stored['status'] );
			}
			if ( IdempotencyKeys::BUSY === $claim ) {
				throw new RouteException( 'rueda_idempotency_key_in_use', __( 'This order is already being placed. Please wait for the first attempt to finish.', 'rueda' ), 409 );
			}
			// The first request with the key ended without answering (its PHP node died).
			$paid = ( new CheckoutService() )->resume( $this->session->key(), $hash );
			if ( $paid ) {
				$this->change( static fn( Cart $cart ) => $cart->empty_contents() );
				$response = $this->result_response( $paid );
				$keys->store( $hash, $response->get_status(), (array) $response->get_data() );
				return $response;
			}
		}
		try {
			$response = $this->place( $request, $extensions, $hash );
		} catch ( \Throwable $refused ) {
			// Nothing was charged: the shopper may fix the problem and retry with the key.
			$keys->forget( $hash );
			throw $refused;
		}
		$keys->store( $hash, $response->get_status(), (array) $response->get_data() );
		return $response;
	}

	/**
	 * Saves the request's details into the cart, then places and pays the order.
	 *
	 * @param \WP_REST_Request    $request    Request.
	 * @param array<string,mixed> $extensions Its `extensions`, checked (EndpointData::validate_request()).
	 * @param string              $attempt    Its Idempotency-Key's hash, '' without one.
	 */
	private function place( \WP_REST_Request $request, array $extensions, string $attempt ): \WP_REST_Response {
		$addresses = array( 'billing_address' => (array) $request['billing_address'] );
		if ( is_array( $request['shipping_address'] ) ) {
			$addresses['shipping_address'] = $request['shipping_address'];
		}
		$this->change( static fn( Cart $cart ) => ( new CustomerAddresses() )->update( $cart, $addresses ) );
		$result = ( new CheckoutService() )->place( $this->cart(), CheckoutRequest::from_params( array( 'extensions' => $extensions ) + $request->get_params() ), $attempt, ( new RateLimiter() )->client() );
		if ( $result->payment->is_accepted() ) {
			$this->change( static fn( Cart $cart ) => $cart->empty_contents() );
		}
		return $this->result_response( $result );
	}

	/**
	 * The answer: 200 with the order, or 402 with the payment's refusal and the order.
	 *
	 * @param CheckoutResult $result Checkout result.
	 */
	private function result_response( CheckoutResult $result ): \WP_REST_Response {
		$cart = $this->schema->get_item( $this->cart() );
		$body = ( new CheckoutSchema() )->get_item( $result->order, $result->payment, $cart );
		if ( $result->payment->is_accepted() ) {
			return new \WP_REST_Response( $body );
		}
		$declined = PaymentResult::FAILURE === $result->payment->status;
		return $this->error_response(
			$declined ? 'rueda_payment_declined' : 'rueda_payment_error',
			self::payment_message( $result->payment ),
			402,
			array(
				'order' => $body,
				'cart'  => $cart,
			)
		);
	}

	/**
	 * The payment's refusal as the shopper may read it: a decline says why; a gateway
	 * error's detail is only for administrators.
	 *
	 * @since 0.1.0
	 *
	 * @param PaymentResult $payment Refused payment.
	 */
	public static function payment_message( PaymentResult $payment ): string {
		if ( PaymentResult::FAILURE === $payment->status || current_user_can( 'manage_options' ) ) {
			return '' !== $payment->message ? $payment->message : __( 'Your payment was not accepted.', 'rueda' );
		}
		return __( 'We are experiencing difficulties with this payment method. Please contact us for assistance.', 'rueda' );
	}
}
