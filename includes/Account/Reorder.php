<?php
/**
 * "Volver a pedir": an old order's lines back into the customer's cart.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Account;

use Rueda\Domain\Cart\Cart;
use Rueda\Domain\Cart\CartService;
use Rueda\Domain\Cart\CartSession;
use Rueda\Domain\Catalog\Product;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Orders\Order;
use Rueda\Domain\ShopException;
use Rueda\Domain\Workshop\FittedLines;
use Rueda\Domain\Workshop\FittingChoice;

/**
 * Adds each product line of an order that is still sold to the cart the Store API uses for
 * the logged-in customer, through CartService so every cart rule applies. Quantities are
 * capped to what may still be added (stock, maximum, steps, sold individually); a line
 * that cannot be added at all is skipped with the reason.
 *
 * @since 0.1.0
 */
final class Reorder {

	/** Attempts when another request changes the cart at the same time. */
	private const ATTEMPTS = 3;

	/**
	 * Creates the service.
	 *
	 * @param CartService       $carts    Carts.
	 * @param ProductRepository $products Products.
	 */
	public function __construct(
		private CartService $carts = new CartService(),
		private ProductRepository $products = new ProductRepository()
	) {}

	/**
	 * Refills the current customer's cart from an order.
	 *
	 * @since 0.1.0
	 *
	 * @param Order $order The customer's order.
	 * @return array{added:list<array{id:int,name:string,quantity:int}>,skipped:list<array{id:int,name:string,reason:string}>,items_count:int}
	 * @throws ShopException When the cart kept changing under this request.
	 */
	public function refill( Order $order ): array {
		$session = new CartSession();
		for ( $attempt = 0; $attempt < self::ATTEMPTS; $attempt++ ) {
			$cart   = $this->carts->load( $session );
			$result = array(
				'added'   => array(),
				'skipped' => array(),
			);
			foreach ( $order->lines( 'line_item' ) as $line ) {
				if ( isset( $line['meta']['fitted_to'] ) ) {
					continue; // A fitting's service comes back with its tyre, fitted again.
				}
				$outcome = $this->add_line( $cart, $line );
				$result[ isset( $outcome['reason'] ) ? 'skipped' : 'added' ][] = $outcome;
			}
			if ( ! $result['added'] || $this->carts->save( $session, $cart ) ) {
				return $result + array( 'items_count' => $cart->items_count() );
			}
		}
		throw new ShopException( 'rueda_cart_busy', __( 'Your cart was changing at the same time. Please try again.', 'rueda' ), 409 );
	}

	/**
	 * Adds one order line; what was added, or why not.
	 *
	 * @param Cart                $cart Cart.
	 * @param array<string,mixed> $line Order line.
	 * @return array{id:int,name:string,quantity?:int,reason?:string}
	 */
	private function add_line( Cart $cart, array $line ): array {
		$id      = (int) $line['product_id'];
		$product = $id ? $this->products->get( $id ) : null;
		$entry   = array(
			'id'   => $id,
			'name' => $product ? $product->name() : (string) $line['name'],
		);
		if ( ! $product || ! $product->is_purchasable() ) {
			return $entry + array( 'reason' => __( 'This product is no longer sold.', 'rueda' ) );
		}
		if ( ! $product->is_in_stock() ) {
			return $entry + array( 'reason' => __( 'This product is out of stock.', 'rueda' ) );
		}
		[ $existing, $quantity ] = $this->quantity( $cart, $product, (int) $line['quantity'], ! empty( $line['meta']['fitted'] ) );
		if ( $quantity < 1 ) {
			return $entry + array(
				'reason' => $existing
					? __( 'Your cart already has as many units of this product as can be bought.', 'rueda' )
					: __( 'There is not enough stock of this product.', 'rueda' ),
			);
		}
		try {
			$this->carts->add_item( $cart, $id, $quantity, array(), empty( $line['meta']['fitted'] ) ? null : new FittingChoice() );
		} catch ( ShopException $refused ) {
			return $entry + array( 'reason' => $refused->getMessage() );
		}
		return $entry + array( 'quantity' => $quantity );
	}

	/**
	 * The units of a product that may still be added, up to those ordered: the cart's line
	 * plus them must stay within the product's limits (which count its stock) and steps.
	 *
	 * @param Cart    $cart    Cart.
	 * @param Product $product Product.
	 * @param int     $wanted  Units ordered.
	 * @param bool    $fitted  Whether they were fitted at the workshop (a line of their own).
	 * @return array{0:int,1:int} Units already in the cart, units to add.
	 */
	private function quantity( Cart $cart, Product $product, int $wanted, bool $fitted ): array {
		$limits   = $product->quantity_limits();
		$variant  = 'variation' === $product->type() ? $product->variation_pairs() : array();
		$key      = $fitted ? FittedLines::tyre_key( $product->id(), $variant ) : Cart::item_key( $product->id(), $variant );
		$existing = $cart->items[ $key ]['quantity'] ?? 0;
		$step     = $limits['multiple_of'];
		$total    = min( $existing + $wanted, $limits['maximum'] );
		$total    = intdiv( $total, $step ) * $step;
		$total    = max( $total, $existing ? 0 : $limits['minimum'] );
		return array( $existing, $total <= $limits['maximum'] ? $total - $existing : 0 );
	}
}
