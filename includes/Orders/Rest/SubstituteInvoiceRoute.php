<?php
/**
 * POST /rueda/v1/orders/{id}/invoice/substitute.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Orders\Rest;

use Rueda\Domain\Invoices\InvoiceBuyer;
use Rueda\Domain\Invoices\SubstituteInvoices;
use Rueda\Domain\Orders\Orders;
use Rueda\Domain\ShopException;
use Rueda\Invoices\Content\InvoiceLinks;
use Rueda\Rest\Routes;

/**
 * The shop issues the factura completa that replaces an order's simplificada
 * (Domain\Invoices\SubstituteInvoices), made out to the buyer sent: `name`, `company`,
 * `tax_id` and the address (`address_1`, `address_2`, `postcode`, `city`, `state`,
 * `country`). Answers the substitute and the order as it now is (201). Refusals: 404
 * rueda_order_not_found, rueda_invoice_not_found; 400 rueda_invalid_tax_id,
 * rueda_invoice_buyer_name_required; 409 rueda_invoice_not_simplified,
 * rueda_invoice_already_annulled, rueda_invoice_already_replaced; 503 rueda_busy.
 *
 * @since 0.8.0
 */
final class SubstituteInvoiceRoute {

	/**
	 * Creates the route.
	 *
	 * @param Orders             $orders      Orders.
	 * @param SubstituteInvoices $substitutes Substitutes.
	 * @param OrderResponse      $response    Order's shape.
	 */
	public function __construct(
		private Orders $orders = new Orders(),
		private SubstituteInvoices $substitutes = new SubstituteInvoices(),
		private OrderResponse $response = new OrderResponse()
	) {}

	/**
	 * Hooks the route.
	 *
	 * @since 0.8.0
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the route.
	 *
	 * @since 0.8.0
	 */
	public function register_routes(): void {
		$args = array();
		foreach ( InvoiceBuyer::FIELDS as $field ) {
			$args[ $field ] = array(
				'type'              => 'string',
				'default'           => '',
				'sanitize_callback' => static fn( $value ) => trim( sanitize_text_field( (string) $value ) ),
				'validate_callback' => static fn( $value ) => is_string( $value ) && mb_strlen( $value ) <= SubstituteInvoices::FIELD_MAX
					? true
					/* translators: %d: maximum number of characters. */
					: new \WP_Error( 'rest_invalid_param', sprintf( __( 'Each field can be up to %d characters long.', 'rueda' ), SubstituteInvoices::FIELD_MAX ) ),
			);
		}
		Routes::for_shop_managers(
			'/orders/(?P<id>\d+)/invoice/substitute',
			array(
				array(
					'methods'  => \WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'create' ),
					'args'     => $args,
				),
			)
		);
	}

	/**
	 * Issues the substitute.
	 *
	 * @since 0.8.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create( \WP_REST_Request $request ) {
		$order = $this->orders->get( Routes::url_id( $request ) );
		if ( ! $order ) {
			return new \WP_Error( 'rueda_order_not_found', __( 'This order does not exist.', 'rueda' ), array( 'status' => 404 ) );
		}
		$buyer = array();
		foreach ( InvoiceBuyer::FIELDS as $field ) {
			$buyer[ $field ] = (string) $request[ $field ];
		}
		try {
			$substitute = $this->substitutes->issue( $order, $buyer );
		} catch ( ShopException $refusal ) {
			return new \WP_Error( $refusal->error_code, $refusal->getMessage(), array( 'status' => $refusal->status ) + $refusal->data );
		}
		return new \WP_REST_Response(
			array(
				'substitute' => InvoiceLinks::describe_substitute( $order, $substitute ),
				'order'      => $this->response->detail( $order ),
			),
			201
		);
	}
}
