<?php
/**
 * The customer's shapes of an order (rueda/v1/account/orders).
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Account\Rest;

use Rueda\Invoices\Content\InvoiceLinks;
use Rueda\Domain\Customers\AddressLines;
use Rueda\Domain\Invoices\Invoice;
use Rueda\Domain\Invoices\InvoiceNumbers;
use Rueda\Domain\Invoices\RectifyingInvoice;
use Rueda\Domain\Invoices\RectifyingInvoices;
use Rueda\Domain\Orders\Order;
use Rueda\StoreApi\Schemas\OrderSchema;
use Rueda\StoreApi\Schemas\PriceSchema;

/**
 * The list row, and the detail: the Store API's order (GET /wc/store/v1/order/{id}, so
 * the block reuses its types) plus how it is delivered, the payment method's title and the
 * invoice (`{number, date, url}`, null until the order is paid).
 *
 * @since 0.1.0
 */
final class OrderShape {

	/**
	 * Creates the shape.
	 *
	 * @param PriceSchema $prices Money fields.
	 */
	public function __construct( private PriceSchema $prices = new PriceSchema() ) {}

	/**
	 * A page of the customer's list, their invoices read in one query.
	 *
	 * @since 0.3.0
	 *
	 * @param Order[] $orders Orders.
	 * @return list<array<string,mixed>>
	 */
	public function summaries( array $orders ): array {
		$invoices = ( new InvoiceNumbers() )->find_many( array_map( static fn( Order $order ) => $order->id(), $orders ) );
		return array_values( array_map( fn( Order $order ) => $this->summary( $order, $invoices[ $order->id() ] ?? null ), $orders ) );
	}

	/**
	 * An order in the customer's list.
	 *
	 * @since 0.1.0
	 * @since 0.3.0 The invoice, when the order has one.
	 *
	 * @param Order        $order   Order.
	 * @param Invoice|null $invoice Its invoice.
	 * @return array<string,mixed>
	 */
	public function summary( Order $order, ?Invoice $invoice = null ): array {
		return array(
			'id'           => $order->id(),
			'number'       => $order->number(),
			'date_created' => mysql_to_rfc3339( (string) $order->row['created_at'] ),
			'status'       => $order->status(),
			'status_label' => $order->status_label(),
		) + $this->prices->with_currency( array( 'total' => $order->total() ) ) + array(
			'items_count' => (int) array_sum( array_column( $order->lines( 'line_item' ), 'quantity' ) ),
			'invoice'     => InvoiceLinks::describe( $order, $invoice ),
		);
	}

	/**
	 * An order in full.
	 *
	 * @since 0.1.0
	 * @since 0.3.0 The invoice, when the order has one.
	 * @since 0.6.0 Its rectifying invoices (one per refund), oldest first.
	 *
	 * @param Order $order Order.
	 * @return array<string,mixed>
	 */
	public function detail( Order $order ): array {
		return ( new OrderSchema( $this->prices ) )->get_item( $order ) + array(
			'delivery'             => $this->delivery( $order ),
			'payment_method_title' => (string) $order->row['payment_method_title'],
			'invoice'              => InvoiceLinks::shape( $order ),
			'rectifying_invoices'  => array_map(
				static fn( RectifyingInvoice $rectification ) => InvoiceLinks::describe_rectification( $order, $rectification ),
				( new RectifyingInvoices() )->of_orders( array( $order->id() ) )[ $order->id() ] ?? array()
			),
		);
	}

	/**
	 * How the order reaches the customer: shipped (the method and the address on one line),
	 * collected at a pickup location (its name and address, which the checkout stored as
	 * the order's shipping address) or neither (nothing to ship).
	 *
	 * @param Order $order Order.
	 * @return array{type:string,name:string,address:string}
	 */
	private function delivery( Order $order ): array {
		$lines = $order->lines( 'shipping' );
		if ( ! $lines ) {
			return array(
				'type'    => 'none',
				'name'    => '',
				'address' => '',
			);
		}
		$address = $order->address( 'shipping' );
		if ( str_starts_with( (string) ( $lines[0]['meta']['rate_id'] ?? '' ), 'pickup_location:' ) ) {
			return array(
				'type'    => 'pickup',
				'name'    => (string) $lines[0]['name'],
				'address' => (string) ( $address['address_1'] ?? '' ),
			);
		}
		unset( $address['phone'], $address['email'] );
		return array(
			'type'    => 'shipping',
			'name'    => implode( ', ', array_unique( array_map( static fn( array $line ) => (string) $line['name'], $lines ) ) ),
			'address' => implode( ', ', AddressLines::of( $address ) ),
		);
	}
}
