<?php
/**
 * GET and POST /rueda/v1/orders/{id}/refunds.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Orders\Rest;

use Rueda\Domain\Refunds\RefundRequest;
use Rueda\Domain\Refunds\Refunds;
use Rueda\Domain\ShopException;
use Rueda\Rest\Routes;

/**
 * The shop lists an order's refunds and refunds it (Domain\Refunds\Refunds): an `amount`
 * in minor units and/or `lines` (`id`, `quantity`, `restock`), a `reason`, and for a
 * gateway that cannot refund by itself `paid_back` (how the money went back). The
 * `Idempotency-Key` header names the submit: sent again, it answers the same refund.
 * Refusals: 400 rueda_refund_invalid_amount, rueda_refund_amount_too_high,
 * rueda_refund_invalid_lines, rueda_refund_reason_required, rueda_refund_paid_back_required;
 * 409 rueda_refund_order_not_paid, rueda_refund_conflict (another refund at the same
 * moment), rueda_refund_in_progress (the same submit still under way); 502
 * rueda_refund_gateway_failed with the bank's message (nothing was refunded).
 *
 * @since 0.6.0
 */
final class RefundsRoute {

	/**
	 * Creates the route.
	 *
	 * @param Refunds        $refunds  Refunds.
	 * @param RefundResponse $shape    Refunds' shape.
	 * @param OrderResponse  $response Order's shape.
	 */
	public function __construct(
		private Refunds $refunds = new Refunds(),
		private RefundResponse $shape = new RefundResponse(),
		private OrderResponse $response = new OrderResponse()
	) {}

	/**
	 * Hooks the route.
	 *
	 * @since 0.6.0
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the route.
	 *
	 * @since 0.6.0
	 */
	public function register_routes(): void {
		$text = static fn( $value ) => trim( sanitize_text_field( (string) $value ) );
		Routes::for_shop_managers(
			'/orders/(?P<id>\d+)/refunds',
			array(
				array(
					'methods'  => \WP_REST_Server::READABLE,
					'callback' => array( $this, 'list' ),
				),
				array(
					'methods'  => \WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'create' ),
					'args'     => array(
						'amount'    => array(
							'type'              => 'integer',
							'validate_callback' => static fn( $value ) => self::is_whole( $value ) && (int) $value > 0
								? true
								: new \WP_Error( 'rest_invalid_param', __( 'Enter the amount in cents, a whole number greater than zero.', 'rueda' ) ),
						),
						'lines'     => array(
							'type'              => 'array',
							'default'           => array(),
							'validate_callback' => array( self::class, 'validate_lines' ),
						),
						'reason'    => array(
							'type'              => 'string',
							'default'           => '',
							'sanitize_callback' => $text,
							'validate_callback' => static fn( $value ) => is_string( $value ) && mb_strlen( $value ) <= Refunds::MAX_TEXT
								? true
								/* translators: %d: maximum number of characters. */
								: new \WP_Error( 'rest_invalid_param', sprintf( __( 'The reason can be up to %d characters long.', 'rueda' ), Refunds::MAX_TEXT ) ),
						),
						'paid_back' => array(
							'type'              => 'string',
							'default'           => '',
							'sanitize_callback' => $text,
							'validate_callback' => static fn( $value ) => is_string( $value ) && mb_strlen( $value ) <= Refunds::MAX_TEXT
								? true
								/* translators: %d: maximum number of characters. */
								: new \WP_Error( 'rest_invalid_param', sprintf( __( 'How the money was given back can be up to %d characters long.', 'rueda' ), Refunds::MAX_TEXT ) ),
						),
					),
				),
			)
		);
	}

	/**
	 * Lines are a list of {id, quantity, restock}: ids and quantities whole numbers, each
	 * line once.
	 *
	 * @since 0.6.0
	 *
	 * @param mixed $value Value sent.
	 * @return true|\WP_Error
	 */
	public static function validate_lines( $value ) {
		$refusal = new \WP_Error( 'rest_invalid_param', __( 'Each line needs its id, the units to refund (0 or more) and whether they go back to stock.', 'rueda' ) );
		if ( ! is_array( $value ) ) {
			return $refusal;
		}
		$ids = array();
		foreach ( $value as $line ) {
			if ( ! is_array( $line ) || ! isset( $line['id'], $line['quantity'] ) || ! self::is_whole( $line['id'] ) || ! self::is_whole( $line['quantity'] ) || isset( $ids[ (int) $line['id'] ] ) ) {
				return $refusal;
			}
			$ids[ (int) $line['id'] ] = true;
		}
		return true;
	}

	/**
	 * Whether a value is a whole number, 0 or more (1200 or "1200").
	 *
	 * @param mixed $value Value.
	 */
	private static function is_whole( $value ): bool {
		return is_int( $value ) ? $value >= 0 : is_string( $value ) && 1 === preg_match( '/^\d{1,15}$/', $value );
	}

	/**
	 * An order's refunds.
	 *
	 * @since 0.6.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function list( \WP_REST_Request $request ) {
		$order = $this->refunds->order( Routes::url_id( $request ) );
		if ( ! $order ) {
			return self::not_found();
		}
		return new \WP_REST_Response( $this->shape->all( $order ) );
	}

	/**
	 * Refunds the order; answers the refund and the order as it now is (201).
	 *
	 * @since 0.6.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create( \WP_REST_Request $request ) {
		$order = $this->refunds->order( Routes::url_id( $request ) );
		if ( ! $order ) {
			return self::not_found();
		}
		$lines = array();
		foreach ( (array) $request['lines'] as $line ) {
			$lines[ (int) $line['id'] ] = array(
				'quantity' => (int) $line['quantity'],
				'restock'  => rest_sanitize_boolean( $line['restock'] ?? false ),
			);
		}
		try {
			$refund = $this->refunds->refund(
				$order,
				new RefundRequest(
					$request->has_param( 'amount' ) ? (int) $request['amount'] : null,
					$lines,
					(string) $request['reason'],
					(string) $request['paid_back'],
					substr( sanitize_text_field( (string) $request->get_header( 'Idempotency-Key' ) ), 0, 200 )
				),
				get_current_user_id()
			);
		} catch ( ShopException $refusal ) {
			return new \WP_Error( $refusal->error_code, $refusal->getMessage(), array( 'status' => $refusal->status ) + $refusal->data );
		}
		$order = $this->refunds->order( $order->id() ) ?? $order;
		$shape = array_values( array_filter( $this->shape->all( $order ), static fn( array $row ) => $row['id'] === $refund->id ) );
		return new \WP_REST_Response(
			array(
				'refund' => $shape[0] ?? null,
				'order'  => $this->response->detail( $order ),
			),
			201
		);
	}

	/**
	 * The 404 of an unknown order.
	 */
	private static function not_found(): \WP_Error {
		return new \WP_Error( 'rueda_order_not_found', __( 'This order does not exist.', 'rueda' ), array( 'status' => 404 ) );
	}
}
