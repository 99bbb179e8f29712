<?php
/**
 * Whether an order buys services.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Legal;

use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Orders\Order;

/**
 * An order buys services when one of its product lines is a product of kind `service`
 * (fitting, balancing, an oil change...). Services performed within the withdrawal period
 * need the shopper's express request first (art. 103 a) TRLGDCU).
 *
 * @since 0.2.0
 */
final class ServiceLines {

	/**
	 * Creates the check.
	 *
	 * @param ProductRepository $products Products.
	 */
	public function __construct( private ProductRepository $products = new ProductRepository() ) {}

	/**
	 * Whether the order has a service line.
	 *
	 * @since 0.2.0
	 *
	 * @param Order $order Order.
	 */
	public function in_order( Order $order ): bool {
		$ids = array_map( static fn( array $line ): int => (int) $line['product_id'], $order->lines( 'line_item' ) );
		$has = false;
		foreach ( $ids ? $this->products->get_many( $ids, false ) : array() as $product ) {
			if ( 'service' === $product->kind() ) {
				$has = true;
				break;
			}
		}

		/**
		 * Filters whether an order buys services, so that the shopper must ask for them to
		 * start within the withdrawal period before ordering. Lines that are not products
		 * of kind `service` but are performed like one (a fitting an extension adds) answer
		 * true here.
		 *
		 * @since 0.2.0
		 *
		 * @param bool  $has   Whether a product line is a service.
		 * @param Order $order The order.
		 */
		return (bool) apply_filters( 'rueda_order_has_services', $has, $order );
	}
}
