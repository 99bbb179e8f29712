<?php
/**
 * GET /rueda/v1/account/orders, GET /account/orders/{id}, POST /account/orders/{id}/reorder.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Account\Rest;

use Rueda\Account\Reorder;
use Rueda\Domain\Orders\Order;
use Rueda\Domain\Orders\Orders;
use Rueda\Rest\Answers;
use Rueda\Rest\CollectionArgs;
use Rueda\Rest\ListResponse;
use Rueda\Rest\Routes;

/**
 * The logged-in customer's own orders: a page of them, newest first (X-WP-Total and
 * X-WP-TotalPages), one in full, and "volver a pedir". Someone else's order, a checkout
 * draft and an unknown id get the same 404.
 *
 * @since 0.1.0
 */
final class OrdersRoute {

	/** Most orders per page. */
	public const MAX_PER_PAGE = 50;

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
	 * Registers the routes.
	 *
	 * @since 0.1.0
	 */
	public function register_routes(): void {
		Routes::for_customers(
			'/account/orders',
			array(
				'methods'  => \WP_REST_Server::READABLE,
				'callback' => array( $this, 'list' ),
				'args'     => array(
					'page'     => CollectionArgs::page( __( 'The page must be a whole number from 1.', 'rueda' ) ),
					/* translators: %d: most orders per page. */
					'per_page' => CollectionArgs::per_page( 10, self::MAX_PER_PAGE, sprintf( __( 'Orders per page must be a whole number from 1 to %d.', 'rueda' ), self::MAX_PER_PAGE ) ),
				),
			)
		);
		Routes::for_customers(
			'/account/orders/(?P<id>\d+)',
			array(
				'methods'  => \WP_REST_Server::READABLE,
				'callback' => array( $this, 'get' ),
			)
		);
		Routes::for_customers(
			'/account/orders/(?P<id>\d+)/reorder',
			array(
				'methods'  => \WP_REST_Server::CREATABLE,
				'callback' => array( $this, 'reorder' ),
			)
		);
	}

	/**
	 * A page of the customer's orders.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function list( \WP_REST_Request $request ): \WP_REST_Response {
		$page     = (int) $request['page'];
		$per_page = (int) $request['per_page'];
		$found    = $this->orders->customer_page( get_current_user_id(), $page, $per_page );
		return ListResponse::page( $this->shape->summaries( $found['orders'] ), $found['total'], $page, $per_page );
	}

	/**
	 * One of the customer's orders in full.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get( \WP_REST_Request $request ) {
		$order = $this->own_order( Routes::url_id( $request ) );
		return $order ? new \WP_REST_Response( $this->shape->detail( $order ) ) : self::not_found();
	}

	/**
	 * Puts what is still sold of one of the customer's orders into their cart.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function reorder( \WP_REST_Request $request ) {
		$order = $this->own_order( Routes::url_id( $request ) );
		if ( ! $order ) {
			return self::not_found();
		}
		return Answers::run( static fn() => new \WP_REST_Response( ( new Reorder() )->refill( $order ) ) );
	}

	/**
	 * The 404 for an order that is unknown or someone else's: the same answer for both
	 * (and for a guest's lookup that finds nothing, OrderLookupRoute).
	 *
	 * @since 0.1.0
	 */
	public static function not_found(): \WP_Error {
		return new \WP_Error( 'rueda_order_not_found', __( 'This order does not exist.', 'rueda' ), array( 'status' => 404 ) );
	}

	/**
	 * The order if it is the logged-in customer's and was placed (not a checkout draft).
	 *
	 * @param int $id Order id.
	 */
	private function own_order( int $id ): ?Order {
		return $this->orders->of_customer( $id, get_current_user_id() );
	}
}
