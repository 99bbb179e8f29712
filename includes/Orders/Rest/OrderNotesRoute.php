<?php
/**
 * POST /rueda/v1/orders/{id}/notes.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Orders\Rest;

use Rueda\Domain\Orders\Order;
use Rueda\Domain\Orders\OrderNotes;
use Rueda\Domain\Orders\Orders;
use Rueda\Rest\Routes;

/**
 * The shop adds a note to an order, for itself or for the customer: plain text (tags
 * are stripped), up to OrderNotes::MAX_LENGTH characters. Answers with the order.
 *
 * @since 0.1.0
 */
final class OrderNotesRoute {

	/**
	 * Creates the route.
	 *
	 * @param Orders        $orders   Orders.
	 * @param OrderNotes    $notes    Order notes.
	 * @param OrderResponse $response Response shape.
	 */
	public function __construct(
		private Orders $orders = new Orders(),
		private OrderNotes $notes = new OrderNotes(),
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
		Routes::for_shop_managers(
			'/orders/(?P<id>\d+)/notes',
			array(
				'methods'  => \WP_REST_Server::CREATABLE,
				'callback' => array( $this, 'add' ),
				'args'     => array(
					'note'             => array(
						'type'              => 'string',
						'required'          => true,
						'sanitize_callback' => static fn( $value ) => trim( sanitize_textarea_field( (string) $value ) ),
						'validate_callback' => array( self::class, 'validate_note' ),
					),
					'customer_visible' => array(
						'type'              => 'boolean',
						'default'           => false,
						'validate_callback' => static fn( $value ) => in_array( $value, array( true, false, 'true', 'false', '1', '0', 1, 0 ), true )
							? true
							: new \WP_Error( 'rest_invalid_param', __( 'Say whether the customer may read the note (true or false).', 'rueda' ) ),
					),
				),
			)
		);
	}

	/**
	 * A note must be text with something left once tags are stripped, and not too long.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $value Value sent.
	 * @return true|\WP_Error
	 */
	public static function validate_note( $value ) {
		if ( ! is_string( $value ) || '' === trim( sanitize_textarea_field( $value ) ) ) {
			return new \WP_Error( 'rest_invalid_param', __( 'Write the note.', 'rueda' ) );
		}
		if ( mb_strlen( $value ) > OrderNotes::MAX_LENGTH ) {
			/* translators: %d: maximum number of characters. */
			return new \WP_Error( 'rest_invalid_param', sprintf( __( 'The note can be up to %d characters long.', 'rueda' ), OrderNotes::MAX_LENGTH ) );
		}
		return true;
	}

	/**
	 * Adds the note; answers with the order (201).
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function add( \WP_REST_Request $request ) {
		$order = OrdersRoute::find( $this->orders, Routes::url_id( $request ) );
		if ( ! $order instanceof Order ) {
			return $order;
		}
		$this->notes->add( $order->id(), (string) $request['note'], (bool) $request['customer_visible'] );
		return new \WP_REST_Response( $this->response->detail( $order ), 201 );
	}
}
