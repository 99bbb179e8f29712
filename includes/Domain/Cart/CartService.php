<?php
/**
 * Cart operations with the shop's rules.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Cart;

use Rueda\Domain\Catalog\Attributes;
use Rueda\Domain\Catalog\Product;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Customers\CustomerAccounts;
use Rueda\Domain\ShopException;
use Rueda\Domain\Workshop\FittedLines;
use Rueda\Domain\Workshop\FittingChoice;
use Rueda\Domain\Workshop\FittingOffers;
use Rueda\Storage\CartTable;

/**
 * Loads, changes and saves carts' lines. Every change is checked against the product: purchasable,
 * in stock, quantity limits and steps, sold individually, variation chosen. A tyre bought
 * fitted brings its band's service lines, which follow it (Domain\Workshop\FittedLines).
 *
 * @since 0.1.0
 */
final class CartService {

	/**
	 * Creates the service.
	 *
	 * @param CartTable         $table    Cart storage.
	 * @param ProductRepository $products Products.
	 * @param FittedLines       $fitted   Service lines of fitted tyres.
	 * @param FittingOffers     $offers   What fitting a tyre takes.
	 */
	public function __construct(
		private CartTable $table = new CartTable(),
		private ProductRepository $products = new ProductRepository(),
		private FittedLines $fitted = new FittedLines(),
		private FittingOffers $offers = new FittingOffers()
	) {}

	/**
	 * The stored cart of a session (empty when none).
	 *
	 * @since 0.1.0
	 *
	 * @param CartSession $session Session.
	 */
	public function load( CartSession $session ): Cart {
		$row           = $this->table->get( $session->key() );
		$cart          = $row ? Cart::from_array( $row['contents'] ) : new Cart();
		$cart->version = $row['version'] ?? 0;
		$cart->key     = $session->key();
		if ( ! $cart->customer && $session->customer_id() ) {
			// A returning customer starts from the addresses of their last order.
			$cart->customer = ( new CustomerAccounts() )->saved_addresses( $session->customer_id() );
		}
		$this->fitted->sync( $cart );
		return $cart;
	}

	/**
	 * Stores a session's cart unless another request changed it since it was loaded.
	 *
	 * @since 0.1.0
	 *
	 * @param CartSession $session Session.
	 * @param Cart        $cart    Cart as loaded and changed.
	 * @return bool Whether it was stored; false means: load again and redo the change.
	 */
	public function save( CartSession $session, Cart $cart ): bool {
		if ( ! $this->table->put_if_version( $session->key(), $cart->to_array(), $session->customer_id(), $session->ttl(), $cart->version ) ) {
			return false;
		}
		++$cart->version;
		$session->remember();
		return true;
	}

	/**
	 * The stored carts holding a person's data, each with its key: the customer's own, and
	 * guest carts whose addresses carry their email. Expired carts are left out.
	 *
	 * @since 0.5.0
	 *
	 * @param int    $customer_id Their user id (0 when they have no account).
	 * @param string $email       Their email.
	 * @return list<Cart>
	 */
	public function personal_carts( int $customer_id, string $email ): array {
		$carts = array();
		foreach ( $this->table->personal_keys( $customer_id, $email ) as $key ) {
			$row = $this->table->get( $key );
			if ( $row ) {
				$cart          = Cart::from_array( $row['contents'] );
				$cart->key     = $key;
				$cart->version = $row['version'];
				$carts[]       = $cart;
			}
		}
		return $carts;
	}

	/**
	 * Deletes every stored cart holding a person's data (personal_carts(), expired ones
	 * too); returns whether there was any.
	 *
	 * @since 0.5.0
	 *
	 * @param int    $customer_id Their user id (0 when they have no account).
	 * @param string $email       Their email.
	 */
	public function forget_personal_carts( int $customer_id, string $email ): bool {
		$keys = $this->table->personal_keys( $customer_id, $email );
		foreach ( $keys as $key ) {
			$this->table->delete( $key );
		}
		return (bool) $keys;
	}

	/**
	 * Adds units of a product (or of the variation the attributes choose); returns the line key.
	 * A tyre added fitted has a line of its own, followed by its services' lines.
	 *
	 * @since 0.1.0
	 * @since 0.2.0 The fitting choice.
	 *
	 * @param Cart                                            $cart      Cart.
	 * @param int                                             $id        Product or variation id.
	 * @param int                                             $quantity  Units to add.
	 * @param array<int,array{attribute:string,value:string}> $variation Chosen attributes.
	 * @param FittingChoice|null                              $fitting   Fitted at the workshop, or null.
	 * @throws ShopException When a rule refuses it.
	 */
	public function add_item( Cart $cart, int $id, int $quantity, array $variation = array(), ?FittingChoice $fitting = null ): string {
		$product = $this->products->get( $id );
		if ( ! $product ) {
			throw new ShopException( 'woocommerce_rest_cart_invalid_product', __( 'This product cannot be added to the cart.', 'rueda' ) );
		}
		if ( 'variable' === $product->type() ) {
			$product = $this->find_variation( $product, $variation );
		}
		$variation = 'variation' === $product->type() ? $product->variation_pairs() : array();
		$key       = $fitting ? FittedLines::tyre_key( $product->id(), $variation ) : Cart::item_key( $product->id(), $variation );
		$existing  = $cart->items[ $key ]['quantity'] ?? 0;
		if ( $existing && $product->is_sold_individually() ) {
			throw new ShopException(
				'woocommerce_rest_product_sold_individually',
				/* translators: %s: product name. */
				sprintf( __( 'You cannot add another “%s” to your cart.', 'rueda' ), $product->name() )
			);
		}
		$this->check_quantity( $product, $existing + $quantity );
		$offer               = $fitting ? $this->offers->require( $product, $fitting, $existing + $quantity ) : null;
		$cart->items[ $key ] = array(
			'id'        => $product->id(),
			'quantity'  => $existing + $quantity,
			'variation' => $variation,
		) + ( $offer ? array( 'fitted' => true ) : array() );
		if ( $offer ) {
			$this->fitted->attach( $cart, $key, $offer->band->service_ids() );
		}
		return $key;
	}

	/**
	 * Sets a line's quantity. A fitted tyre's services follow it; their own lines cannot
	 * be changed.
	 *
	 * @since 0.1.0
	 *
	 * @param Cart   $cart     Cart.
	 * @param string $key      Line key.
	 * @param int    $quantity New quantity.
	 * @throws ShopException When the line is missing or a rule refuses it.
	 */
	public function update_item( Cart $cart, string $key, int $quantity ): void {
		$product = $this->line_product( $cart, $key );
		if ( isset( $cart->items[ $key ]['fitted_to'] ) ) {
			throw new ShopException( 'rueda_fitting_service_locked', __( 'A fitting service follows the quantity of its tyre: change the tyre’s quantity instead.', 'rueda' ) );
		}
		$this->check_quantity( $product, $quantity );
		if ( ! empty( $cart->items[ $key ]['fitted'] ) ) {
			$this->offers->require( $product, new FittingChoice(), $quantity );
		}
		$cart->items[ $key ]['quantity'] = $quantity;
		$this->fitted->follow( $cart );
	}

	/**
	 * Removes a line; a fitted tyre's services go with it. Removing one of those services
	 * removes the fitting: the tyre stays, without fitting.
	 *
	 * @since 0.1.0
	 *
	 * @param Cart   $cart Cart.
	 * @param string $key  Line key.
	 * @throws ShopException When the line is missing, or the tyre without fitting would
	 *                       break its limits (joined to the same tyre already in the cart).
	 */
	public function remove_item( Cart $cart, string $key ): void {
		if ( ! isset( $cart->items[ $key ] ) ) {
			throw $this->missing_item();
		}
		$tyre_key = $cart->items[ $key ]['fitted_to'] ?? null;
		if ( null !== $tyre_key && isset( $cart->items[ $tyre_key ] ) ) {
			$kept    = $this->fitted->unfit( $cart, $tyre_key );
			$product = $this->line_product( $cart, $kept );
			$this->check_quantity( $product, $cart->items[ $kept ]['quantity'] );
			return;
		}
		$this->fitted->remove( $cart, $key );
	}

	/**
	 * Problems of the current contents (stock sold out since the item was added...).
	 *
	 * @since 0.1.0
	 *
	 * @param Cart               $cart   Cart.
	 * @param array<int,Product> $loaded Products already loaded (e.g. by the calculator), by id.
	 * @return list<array{code:string,message:string}>
	 * @throws ShopException Never: each problem is caught and listed.
	 */
	public function problems( Cart $cart, array $loaded = array() ): array {
		$problems = array();
		$missing  = array_diff( array_column( $cart->items, 'id' ), array_keys( $loaded ) );
		$products = $loaded + ( $missing ? $this->products->get_many( $missing, false ) : array() );
		foreach ( $cart->items as $item ) {
			$product = $products[ $item['id'] ] ?? null;
			$tyre    = isset( $item['fitted_to'] ) ? ( $products[ $cart->items[ $item['fitted_to'] ]['id'] ?? 0 ] ?? null ) : null;
			try {
				if ( $tyre ) {
					// A fitted service goes with its tyre: only whether it can be bought counts.
					$problem = $this->offers->service_problem( $product, $tyre, $item['quantity'] );
					if ( $problem ) {
						throw $problem;
					}
					continue;
				}
				if ( ! $product ) {
					throw new ShopException( 'woocommerce_rest_cart_invalid_product', __( 'A product in your cart is no longer available.', 'rueda' ) );
				}
				$this->check_quantity( $product, $item['quantity'] );
			} catch ( ShopException $problem ) {
				$problems[] = array(
					'code'    => $problem->error_code,
					'message' => $problem->getMessage(),
				);
			}
		}
		return $problems;
	}

	/**
	 * Checks a quantity against the product's availability and limits.
	 *
	 * @param Product $product  Product.
	 * @param int     $quantity Quantity wanted in the cart.
	 * @throws ShopException When it does not fit.
	 */
	private function check_quantity( Product $product, int $quantity ): void {
		$name = $product->name();
		if ( ! $product->is_purchasable() ) {
			/* translators: %s: product name. */
			throw new ShopException( 'woocommerce_rest_product_not_purchasable', sprintf( __( '“%s” cannot be purchased.', 'rueda' ), $name ) );
		}
		if ( ! $product->is_in_stock() ) {
			/* translators: %s: product name. */
			throw new ShopException( 'woocommerce_rest_product_out_of_stock', sprintf( __( '“%s” is out of stock and cannot be purchased.', 'rueda' ), $name ) );
		}
		$limits = $product->quantity_limits();
		$stock  = $product->stock_quantity();
		if ( null !== $stock && ! $product->backorders_allowed() && $quantity > $stock ) {
			throw new ShopException(
				'woocommerce_rest_product_partially_out_of_stock',
				/* translators: 1: product name, 2: units in stock. */
				sprintf( __( 'There are only %2$d units of “%1$s” in stock.', 'rueda' ), $name, $stock )
			);
		}
		if ( $quantity < $limits['minimum'] || $quantity > $limits['maximum'] || 0 !== $quantity % $limits['multiple_of'] ) {
			throw new ShopException(
				'woocommerce_rest_invalid_quantity',
				/* translators: 1: product name, 2: minimum, 3: maximum, 4: step. */
				sprintf( __( 'The quantity of “%1$s” must be between %2$d and %3$d, in steps of %4$d.', 'rueda' ), $name, $limits['minimum'], $limits['maximum'], $limits['multiple_of'] )
			);
		}
	}

	/**
	 * The variation of a variable product that the chosen attributes name.
	 *
	 * @param Product                                         $parent    Variable product.
	 * @param array<int,array{attribute:string,value:string}> $variation Chosen attributes.
	 * @throws ShopException When none matches.
	 */
	private function find_variation( Product $parent, array $variation ): Product {
		$chosen = array();
		foreach ( $variation as $pair ) {
			$chosen[ sanitize_title( (string) ( $pair['attribute'] ?? '' ) ) ] = sanitize_title( (string) ( $pair['value'] ?? '' ) );
		}
		foreach ( $this->products->get_many( $this->products->variation_ids( $parent->id() ) ) as $candidate ) {
			$matches = (bool) $candidate->variation_attributes();
			foreach ( $candidate->variation_attributes() as $slug => $value ) {
				// Clients may name the attribute by slug, taxonomy or label.
				$attribute = Attributes::find( $slug );
				$aliases   = $attribute ? array( $slug, $attribute['taxonomy'], sanitize_title( $attribute['name'] ) ) : array( $slug );
				$given     = array_values( array_intersect_key( $chosen, array_flip( $aliases ) ) );
				$matches   = $matches && array( $value ) === array_slice( $given, 0, 1 );
			}
			if ( $matches ) {
				return $candidate;
			}
		}
		throw new ShopException(
			'woocommerce_rest_variation_id_from_variation_data',
			/* translators: %s: product name. */
			sprintf( __( 'Please choose the options of “%s”.', 'rueda' ), $parent->name() )
		);
	}

	/**
	 * The product of an existing line.
	 *
	 * @param Cart   $cart Cart.
	 * @param string $key  Line key.
	 * @throws ShopException When the line or its product is missing.
	 */
	private function line_product( Cart $cart, string $key ): Product {
		$product = isset( $cart->items[ $key ] ) ? $this->products->get( $cart->items[ $key ]['id'] ) : null;
		if ( ! $product ) {
			throw $this->missing_item();
		}
		return $product;
	}

	/**
	 * The 409 for a line that is not (or no longer) in the cart.
	 */
	private function missing_item(): ShopException {
		return new ShopException( 'woocommerce_rest_cart_invalid_key', __( 'Cart item no longer exists or is invalid.', 'rueda' ), 409 );
	}
}
