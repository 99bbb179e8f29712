<?php
/**
 * POST /rueda/v1/account/order-lookup: a guest finds an order by number and email.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Account\Rest;

use Rueda\Domain\Orders\Order;
use Rueda\Domain\Orders\Orders;
use Rueda\Rest\Answers;
use Rueda\Rest\Routes;
use Rueda\StoreApi\RouteException;
use Rueda\StoreApi\Utilities\RateLimiter;

/**
 * Anyone may ask, with the order number and the billing email. A placed order whose
 * number and email both match is answered as GET /account/orders/{id} answers it; a
 * customer's order only to that customer, logged in. An order a privacy erasure
 * anonymised is found by nothing (its email is then `deleted@site.invalid` for all of
 * them). Everything else is the same 404, and every lookup, found or not, is rate limited
 * per client (action `order_lookup`): once over the limit every lookup gets the 429, so
 * numbers and emails cannot be guessed.
 *
 * @since 0.1.0
 */
final class OrderLookupRoute {

	/**
	 * Creates the route.
	 *
	 * @param Orders     $orders Orders.
	 * @param OrderShape $shape  Response shapes.
	 */
	public function __construct(
		private Orders $orders = new Orders(),
		private OrderShape $shape = new OrderShape()
	) {}

	/**
	 * Registers the route.
	 *
	 * @since 0.1.0
	 */
	public function register_routes(): void {
		Routes::for_anyone(
			'/account/order-lookup',
			array(
				'methods'  => \WP_REST_Server::CREATABLE,
				'callback' => array( $this, 'lookup' ),
			)
		);
	}

	/**
	 * Finds the order.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function lookup( \WP_REST_Request $request ) {
		$number = is_string( $request['number'] ) ? ltrim( trim( $request['number'] ), '#' ) : '';
		$email  = is_string( $request['email'] ) ? trim( $request['email'] ) : '';
		$faults = array_filter(
			array(
				'number' => '' === $number || strlen( $number ) > 40 ? __( 'Please enter your order number.', 'rueda' ) : '',
				'email'  => is_email( $email ) ? '' : __( 'Please enter a valid email address.', 'rueda' ),
			)
		);
		if ( $faults ) {
			return Answers::invalid_params( $faults );
		}
		return Answers::run(
			function () use ( $number, $email ) {
				// Every lookup counts, found or not: a found one must not refill the allowance.
				$headers = ( new RateLimiter() )->check( 'order_lookup' );
				$order   = $this->find( $number, $email );
				if ( ! $order ) {
					$error = OrdersRoute::not_found();
					// phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- a translated message, sent as JSON.
					throw new RouteException( (string) $error->get_error_code(), $error->get_error_message(), 404, array( 'headers' => $headers ) );
				}
				$response = new \WP_REST_Response( $this->shape->detail( $order ) );
				foreach ( $headers as $name => $value ) {
					$response->header( $name, $value );
				}
				return $response;
			}
		);
	}

	/**
	 * The placed order with this number and billing email that the current visitor may see.
	 * Its number is the id unless `rueda_order_number` changes it: the digits at its end
	 * name the order, and the whole number must then match.
	 *
	 * @param string $number Order number, without "#".
	 * @param string $email  Billing email.
	 */
	private function find( string $number, string $email ): ?Order {
		$order = preg_match( '/(\d{1,19})$/', $number, $digits ) ? $this->orders->placed( (int) $digits[1] ) : null;
		if ( ! $order || $order->is_anonymised() ) {
			return null;
		}
		$matches = hash_equals( strtolower( ltrim( $order->number(), '#' ) ), strtolower( $number ) )
			&& hash_equals( strtolower( trim( $order->email() ) ), strtolower( $email ) );
		$visible = 0 === $order->customer_id() || get_current_user_id() === $order->customer_id();
		return $matches && $visible ? $order : null;
	}
}
