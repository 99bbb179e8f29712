<?php
/**
 * The checkout's invoice fields, checked and kept with the order.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices;

use Rueda\Domain\Checkout\CheckoutRequest;
use Rueda\Domain\Orders\Order;
use Rueda\Domain\ShopException;
use Rueda\Storage\OrderStore;

/**
 * On `rueda_checkout_update_order_from_request`: an invoice asked for without a valid
 * NIF/NIE/CIF refuses the order (400 rueda_invalid_tax_id) before stock is held or payment
 * taken; otherwise the fields are stored normalised in the order's `additional_fields`
 * (which the checkout's answer carries) and a logged-in customer's are remembered.
 *
 * @since 0.3.0
 */
final class CheckoutInvoiceFields {

	/**
	 * Creates the handler.
	 *
	 * @param OrderStore $orders Orders.
	 */
	public function __construct( private OrderStore $orders = new OrderStore() ) {}

	/**
	 * Checks and stores the fields.
	 *
	 * @since 0.3.0
	 *
	 * @param Order           $order   The draft order.
	 * @param CheckoutRequest $request The checkout request.
	 * @throws ShopException When an invoice is asked for without a valid tax id.
	 */
	public function update_order( Order $order, CheckoutRequest $request ): void {
		$invoice = InvoiceRequest::from_fields( $request->additional_fields );
		$invoice->check();
		// Written every time: a retry without an invoice must not keep an earlier attempt's.
		$this->orders->set_meta( $order->id(), 'additional_fields', $invoice->fields() + $request->additional_fields );
		CustomerTaxDetails::remember( $order->customer_id(), $invoice );
	}
}
