<?php
/**
 * The order's response shape (GET /order/{id}).
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Schemas;

use Rueda\Domain\Orders\Order;
use Rueda\Domain\Orders\OrderStatus;

/**
 * An order as its customer may see it: lines, coupons, fees (the tyres' ecovalor...),
 * shipping, totals, addresses and whether it still needs paying. Money in minor units with the currency fields.
 *
 * @since 0.1.0
 */
final class OrderSchema {

	/**
	 * Creates the schema.
	 *
	 * @param PriceSchema $prices Money formatting.
	 */
	public function __construct( private PriceSchema $prices = new PriceSchema() ) {}

	/**
	 * The response for an order.
	 *
	 * @since 0.1.0
	 *
	 * @param Order $order Order.
	 * @return array<string,mixed>
	 */
	public function get_item( Order $order ): array {
		$row      = $order->row;
		$fees     = $order->lines( 'fee' );
		$response = array(
			'id'               => $order->id(),
			'number'           => $order->number(),
			'status'           => $order->status(),
			'status_label'     => $order->status_label(),
			'date_created'     => mysql_to_rfc3339( (string) $row['created_at'] ),
			'items'            => array_map(
				fn( array $line ) => array(
					'id'       => (int) $line['product_id'],
					'name'     => (string) $line['name'],
					'quantity' => (int) $line['quantity'],
					'totals'   => $this->prices->with_currency(
						array(
							'line_subtotal'     => (int) $line['subtotal'],
							'line_subtotal_tax' => (int) $line['subtotal_tax'],
							'line_total'        => (int) $line['total'],
							'line_total_tax'    => (int) $line['total_tax'],
						)
					),
				),
				$order->lines( 'line_item' )
			),
			'coupons'          => array_map(
				fn( array $line ) => array(
					'code'   => (string) $line['name'],
					'totals' => $this->prices->with_currency(
						array(
							'total_discount'     => (int) $line['total'],
							'total_discount_tax' => (int) $line['total_tax'],
						)
					),
				),
				$order->lines( 'coupon' )
			),
			'fees'             => array_map(
				fn( array $line ) => array(
					'id'     => (string) ( $line['meta']['id'] ?? '' ),
					'name'   => (string) $line['name'],
					'totals' => $this->prices->with_currency(
						array(
							'total'     => (int) $line['total'],
							'total_tax' => (int) $line['total_tax'],
						)
					),
				),
				$fees
			),
			'shipping_lines'   => array_map(
				fn( array $line ) => array(
					'name'    => (string) $line['name'],
					'rate_id' => (string) ( $line['meta']['rate_id'] ?? '' ),
					'price'   => (string) $line['total'],
					'taxes'   => (string) $line['total_tax'],
				),
				$order->lines( 'shipping' )
			),
			'totals'           => $this->prices->with_currency(
				array(
					'total_discount'     => (int) $row['discount_total'],
					'total_discount_tax' => (int) $row['discount_tax'],
					'total_fees'         => (int) array_sum( array_column( $fees, 'total' ) ),
					'total_fees_tax'     => (int) array_sum( array_column( $fees, 'total_tax' ) ),
					'total_shipping'     => (int) $row['shipping_total'],
					'total_shipping_tax' => (int) $row['shipping_tax'],
					'total_tax'          => (int) $row['total_tax'],
					'total_price'        => $order->total(),
				)
			),
			'billing_address'  => CheckoutSchema::address( $order->address( 'billing' ), true ),
			'shipping_address' => CheckoutSchema::address( $order->address( 'shipping' ), false ),
			'payment_method'   => (string) $row['payment_method'],
			'needs_payment'    => in_array( $order->status(), array( OrderStatus::PENDING, OrderStatus::FAILED ), true ) && $order->total() > 0,
			'customer_note'    => (string) $row['customer_note'],
		);

		/**
		 * Filters the order response of GET /order/{id}.
		 *
		 * @since 0.1.0
		 *
		 * @param array<string,mixed> $response Response.
		 * @param Order               $order    Order.
		 */
		return apply_filters( 'rueda_store_api_order_response', $response, $order );
	}
}
