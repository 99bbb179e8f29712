<?php
/**
 * GET /rueda/v1/orders, /rueda/v1/orders/counts and /rueda/v1/orders/{id}.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Orders\Rest;

use Rueda\Domain\Orders\Order;
use Rueda\Domain\Orders\Orders;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Rest\CollectionArgs;
use Rueda\Rest\ListResponse;
use Rueda\Rest\Routes;

/**
 * The shop's orders: a page of them (by status, searched by number, email, customer
 * name, phone digits or the car's plate, sorted by date, total or number; X-WP-Total and
 * X-WP-TotalPages), how many there
 * are in each status (the screen's filter), and one order in full. Checkout drafts are
 * listed only when asked for by status.
 *
 * @since 0.1.0
 */
final class OrdersRoute {

	/**
	 * Creates the route.
	 *
	 * @param Orders        $orders   Orders.
	 * @param OrderResponse $response Response shape.
	 */
	public function __construct(
		private Orders $orders = new Orders(),
		private OrderResponse $response = new OrderResponse()
	) {}

	/**
	 * Hooks the routes.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the routes.
	 *
	 * @since 0.1.0
	 */
	public function register_routes(): void {
		Routes::for_shop_managers(
			'/orders',
			array(
				'methods'  => \WP_REST_Server::READABLE,
				'callback' => array( $this, 'list' ),
				'args'     => $this->list_args(),
			)
		);
		Routes::for_shop_managers(
			'/orders/counts',
			array(
				'methods'  => \WP_REST_Server::READABLE,
				'callback' => array( $this, 'counts' ),
			)
		);
		Routes::for_shop_managers(
			'/orders/(?P<id>\d+)',
			array(
				'methods'  => \WP_REST_Server::READABLE,
				'callback' => array( $this, 'get' ),
			)
		);
	}

	/**
	 * A page of orders.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function list( \WP_REST_Request $request ): \WP_REST_Response {
		$statuses = (array) ( $request['status'] ?? array() );
		$per_page = (int) $request['per_page'];
		$found    = $this->orders->page(
			$statuses ? $statuses : self::listed(),
			(string) $request['search'],
			(string) $request['orderby'],
			(string) $request['order'],
			(int) $request['page'],
			$per_page
		);
		return ListResponse::page( array_map( array( $this->response, 'summary' ), $found['orders'] ), $found['total'], (int) $request['page'], $per_page );
	}

	/**
	 * Orders per listed status, and in all.
	 *
	 * @since 0.1.0
	 */
	public function counts(): \WP_REST_Response {
		$stored = $this->orders->counts();
		$counts = array();
		foreach ( self::listed() as $status ) {
			$counts[ $status ] = $stored[ $status ] ?? 0;
		}
		return new \WP_REST_Response( array( 'all' => array_sum( $counts ) ) + $counts );
	}

	/**
	 * One order in full.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get( \WP_REST_Request $request ) {
		$order = self::find( $this->orders, Routes::url_id( $request ) );
		return $order instanceof Order ? new \WP_REST_Response( $this->response->detail( $order ) ) : $order;
	}

	/**
	 * An order, or the 404 every order route answers for an unknown id.
	 *
	 * @since 0.1.0
	 *
	 * @param Orders $orders Orders.
	 * @param int    $id     Order id.
	 * @return Order|\WP_Error
	 */
	public static function find( Orders $orders, int $id ) {
		return $orders->get( $id ) ?? new \WP_Error( 'rueda_order_not_found', __( 'This order does not exist.', 'rueda' ), array( 'status' => 404 ) );
	}

	/**
	 * Statuses listed when none is asked for: all but checkout drafts.
	 *
	 * @since 0.1.0
	 *
	 * @return string[]
	 */
	public static function listed(): array {
		return array_values( array_diff( OrderStatus::all(), array( OrderStatus::DRAFT ) ) );
	}

	/**
	 * The list's query arguments, each checked with its own message.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	private function list_args(): array {
		return array(
			'status'   => array(
				'type'              => array( 'array', 'string' ),
				'sanitize_callback' => static fn( $value ) => array_values( array_filter( array_map( 'strval', wp_parse_list( $value ) ) ) ),
				'validate_callback' => static fn( $value ) => array_diff( wp_parse_list( $value ), OrderStatus::all() )
					? new \WP_Error( 'rest_invalid_param', __( 'Choose valid order statuses.', 'rueda' ) )
					: true,
			),
			'search'   => CollectionArgs::search( 100, true, '', __( 'The search must be text of up to 100 characters.', 'rueda' ) ),
			'orderby'  => CollectionArgs::orderby( Orders::sorts(), 'date', __( 'Sort orders by date, total or id.', 'rueda' ) ),
			'order'    => CollectionArgs::order( __( 'The order must be asc or desc.', 'rueda' ) ),
			'page'     => CollectionArgs::page( __( 'The page must be a whole number from 1.', 'rueda' ) ),
			'per_page' => CollectionArgs::per_page( 20, 100, __( 'Orders per page must be a whole number from 1 to 100.', 'rueda' ) ),
		);
	}
}
