<?php
/**
 * An order seen as a calculated cart.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Orders;

use Rueda\Domain\Cart\CalculatedCart;
use Rueda\Domain\Cart\Cart;
use Rueda\Domain\Catalog\ProductRepository;

/**
 * Rebuilds what a gateway's `is_available()` looks at (lines, amounts, chosen shipping)
 * from a placed order, so paying an order later offers exactly the gateways its cart was
 * offered: pay at the workshop only when everything is collected there, and so on.
 *
 * @since 0.1.0
 */
final class OrderCart {

	/**
	 * The order as a calculated cart.
	 *
	 * @since 0.1.0
	 *
	 * @param Order $order Order.
	 */
	public static function calculated( Order $order ): CalculatedCart {
		$calculated = new CalculatedCart( new Cart() );
		$items      = $order->lines( 'line_item' );
		$products   = ( new ProductRepository() )->get_many( array_map( static fn( array $line ) => (int) $line['product_id'], $items ), false );
		foreach ( $items as $index => $line ) {
			$product = $products[ (int) $line['product_id'] ] ?? null;
			if ( ! $product ) {
				continue;
			}
			$calculated->lines[ (string) ( $line['meta']['key'] ?? $index ) ] = array(
				'product'           => $product,
				'quantity'          => (int) $line['quantity'],
				'variation'         => (array) ( $line['meta']['variation'] ?? array() ),
				'line_subtotal'     => (int) $line['subtotal'],
				'line_subtotal_tax' => (int) $line['subtotal_tax'],
				'line_total'        => (int) $line['total'],
				'line_total_tax'    => (int) $line['total_tax'],
			);
		}
		foreach ( $order->lines( 'shipping' ) as $line ) {
			$rate_id                = (string) ( $line['meta']['rate_id'] ?? '' );
			$calculated->packages[] = array(
				'package_id' => $line['meta']['package_id'] ?? 0,
				'items'      => array(),
				'rates'      => array(
					array(
						'rate_id'   => $rate_id,
						'method_id' => explode( ':', $rate_id )[0],
						'name'      => (string) $line['name'],
						'price'     => (int) $line['total'],
						'taxes'     => (int) $line['total_tax'],
						'meta_data' => array(),
						'selected'  => true,
					),
				),
			);
		}
		$shipping                            = $order->lines( 'shipping' );
		$calculated->needs_shipping          = (bool) $shipping;
		$calculated->has_calculated_shipping = (bool) $shipping;
		$calculated->shipping_total          = $shipping ? array( (int) array_sum( array_column( $shipping, 'total' ) ), (int) array_sum( array_column( $shipping, 'total_tax' ) ) ) : null;
		return $calculated;
	}
}
