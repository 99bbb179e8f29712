<?php
/**
 * GET /order/{id}.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Routes;

use Rueda\Domain\Orders\Order;
use Rueda\Domain\Orders\Orders;
use Rueda\StoreApi\RouteException;
use Rueda\StoreApi\Schemas\OrderSchema;

/**
 * An order for its customer: with its key, or to the logged-in customer it belongs to.
 * Unknown and forbidden orders get the same 404, so ids cannot be probed. Answers carry
 * the cart session's headers like every cart and checkout answer, and are never cached.
 *
 * @since 0.1.0
 */
final class OrderRoute extends AbstractCartRoute {

	/**
	 * {@inheritDoc}
	 */
	public function get_path(): string {
		return '/order/(?P<id>[\d]+)';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function get_methods(): array {
		return array(
			'GET' => array(
				'key' => array(
					'type'      => 'string',
					'maxLength' => 64,
				),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected function get( \WP_REST_Request $request ): \WP_REST_Response {
		$order = self::find_visible( (int) $request['id'], (string) $request['key'] );
		return new \WP_REST_Response( ( new OrderSchema() )->get_item( $order ) );
	}

	/**
	 * The order if the key matches it, or if it belongs to the logged-in customer (a guest
	 * order never matches a visitor by 0 === 0). An anonymised order matches no key.
	 *
	 * @since 0.1.0
	 *
	 * @param int    $id  Order id.
	 * @param string $key Order key ('' when not given).
	 * @throws RouteException 404 otherwise.
	 */
	public static function find_visible( int $id, string $key ): Order {
		$order = ( new Orders() )->get( $id );
		$owner = $order && $order->customer_id() > 0 && get_current_user_id() === $order->customer_id();
		$keyed = $order && $order->key_matches( $key );
		// A customer's order needs its customer logged in, even with the key.
		if ( ! $order || ! ( $owner || ( $keyed && 0 === $order->customer_id() ) ) ) {
			throw new RouteException( 'woocommerce_rest_invalid_order', __( 'Invalid order ID or key.', 'rueda' ), 404 );
		}
		return $order;
	}
}
