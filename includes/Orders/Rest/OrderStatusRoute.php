<?php
/**
 * POST /rueda/v1/orders/{id}/status.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Orders\Rest;

use Rueda\Domain\Orders\Order;
use Rueda\Domain\Orders\OrderLifecycle;
use Rueda\Domain\Orders\Orders;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Orders\OrderTransitions;
use Rueda\Domain\ShopException;
use Rueda\Rest\Routes;

/**
 * The shop moves an order to another status through OrderLifecycle (stock and coupon
 * uses follow; the status-change note records who did it). `expected_status` is the
 * status the screen showed: if someone changed the order since, nothing happens and the
 * answer is 409 rueda_order_status_conflict. An order whose stock is not taken yet
 * (pending or failed) must still find it: otherwise 409 rueda_order_out_of_stock.
 * Refunded is never set here: 400 rueda_order_refund_required sends the owner to
 * Reembolsar (RefundsRoute), which gives the money back and restocks only what they choose.
 *
 * @since 0.1.0
 */
final class OrderStatusRoute {

	/** Seconds the units stay held between the check and the change. */
	private const HOLD_SECONDS = 60;

	/**
	 * Creates the route.
	 *
	 * @param Orders         $orders    Orders.
	 * @param OrderLifecycle $lifecycle Status changes.
	 * @param OrderResponse  $response  Response shape.
	 */
	public function __construct(
		private Orders $orders = new Orders(),
		private OrderLifecycle $lifecycle = new OrderLifecycle(),
		private OrderResponse $response = new OrderResponse()
	) {}

	/**
	 * Hooks the route.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the route.
	 *
	 * @since 0.1.0
	 */
	public function register_routes(): void {
		$status = static fn( $value ) => is_string( $value ) && in_array( $value, OrderStatus::all(), true )
			? true
			: new \WP_Error( 'rest_invalid_param', __( 'Choose a valid order status.', 'rueda' ) );
		Routes::for_shop_managers(
			'/orders/(?P<id>\d+)/status',
			array(
				'methods'  => \WP_REST_Server::CREATABLE,
				'callback' => array( $this, 'change' ),
				'args'     => array(
					'status'          => array(
						'type'              => 'string',
						'required'          => true,
						'validate_callback' => $status,
					),
					'expected_status' => array(
						'type'              => 'string',
						'validate_callback' => $status,
					),
				),
			)
		);
	}

	/**
	 * Changes the status; answers with the order as it now is.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function change( \WP_REST_Request $request ) {
		$order = OrdersRoute::find( $this->orders, Routes::url_id( $request ) );
		if ( ! $order instanceof Order ) {
			return $order;
		}
		$to       = (string) $request['status'];
		$expected = $request->has_param( 'expected_status' ) ? (string) $request['expected_status'] : $order->status();
		if ( $expected !== $order->status() ) {
			return $this->conflict( $order );
		}
		if ( $to === $order->status() ) {
			return new \WP_REST_Response( $this->response->detail( $order ) );
		}
		if ( OrderStatus::REFUNDED === $to ) {
			return new \WP_Error(
				'rueda_order_refund_required',
				__( 'An order becomes refunded by refunding it: use Refund, which gives the money back, says which units go back to stock and issues the rectifying invoice.', 'rueda' ),
				array(
					'status' => 400,
					'params' => array( 'status' => __( 'Use Refund to refund the order.', 'rueda' ) ),
				)
			);
		}
		if ( ! OrderTransitions::allows( $order->status(), $to ) ) {
			return new \WP_Error(
				'rueda_order_status_not_allowed',
				/* translators: 1: current order status, 2: requested order status. */
				sprintf( __( 'An order that is %1$s cannot be changed to %2$s.', 'rueda' ), $order->status_label(), $order->status_label( $to ) ),
				array(
					'status' => 400,
					'params' => array( 'status' => __( 'This status change is not allowed.', 'rueda' ) ),
				)
			);
		}
		try {
			$this->lifecycle->hold_stock( $order, $to, self::HOLD_SECONDS );
		} catch ( ShopException $refused ) {
			return 'woocommerce_rest_product_out_of_stock' === $refused->error_code
				? new \WP_Error( 'rueda_order_out_of_stock', $refused->getMessage(), array( 'status' => 409 ) )
				: new \WP_Error( $refused->error_code, $refused->getMessage(), array( 'status' => $refused->status ) );
		}
		$changed = $this->lifecycle->change( $order, $to );
		if ( ! $changed ) {
			return $this->conflict( $this->orders->get( $order->id() ) ?? $order );
		}
		return new \WP_REST_Response( $this->response->detail( $this->orders->get( $order->id() ) ?? $changed ) );
	}

	/**
	 * The 409 of an order someone else changed first.
	 *
	 * @param Order $current The order as it now is.
	 */
	private function conflict( Order $current ): \WP_Error {
		return new \WP_Error(
			'rueda_order_status_conflict',
			/* translators: %s: the order's current status. */
			sprintf( __( 'Someone else changed this order first: it is now %s. Review it and try again.', 'rueda' ), $current->status_label() ),
			array(
				'status'         => 409,
				'current_status' => $current->status(),
			)
		);
	}
}
