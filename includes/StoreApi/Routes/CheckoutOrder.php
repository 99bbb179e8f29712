<?php
/**
 * POST /checkout/{id}.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Routes;

use Rueda\Domain\Checkout\CheckoutRequest;
use Rueda\Domain\Checkout\CheckoutService;
use Rueda\Domain\Customers\AddressRules;
use Rueda\StoreApi\Schemas\CheckoutSchema;
use Rueda\StoreApi\Utilities\RateLimiter;

/**
 * Pays an existing order whose payment failed or never finished. The order key is
 * required; an order that belongs to a customer can only be paid by that customer.
 *
 * @since 0.1.0
 */
final class CheckoutOrder extends AbstractCartRoute {

	/**
	 * {@inheritDoc}
	 */
	public function get_path(): string {
		return '/checkout/(?P<id>[\d]+)';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function get_methods(): array {
		$args = Checkout::args();
		return array(
			'POST' => array(
				'key'             => array(
					'type'      => 'string',
					'required'  => true,
					'maxLength' => 64,
				),
				'billing_address' => AddressArgs::schema( true ),
				'payment_method'  => array( 'required' => true ) + $args['payment_method'],
				'payment_data'    => $args['payment_data'],
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected function post( \WP_REST_Request $request ): \WP_REST_Response {
		$this->extra_headers = ( new RateLimiter() )->check( 'checkout' );
		$order               = OrderRoute::find_visible( (int) $request['id'], (string) $request['key'] );
		$billing             = is_array( $request['billing_address'] )
			? AddressRules::check( array_merge( $order->address( 'billing' ), array_map( 'sanitize_text_field', $request['billing_address'] ) ), 'billing' )
			: array();
		$payment             = CheckoutRequest::from_params( $request->get_params() );
		$result              = ( new CheckoutService() )->pay_order( $order, $payment->payment_method, $payment->payment_data, $billing, ( new RateLimiter() )->client() );
		$body                = ( new CheckoutSchema() )->get_item( $result->order, $result->payment, $this->schema->get_item( $this->cart() ) );
		return $result->payment->is_accepted()
			? new \WP_REST_Response( $body )
			: $this->error_response( 'rueda_payment_declined', Checkout::payment_message( $result->payment ), 402, array( 'order' => $body ) );
	}
}
