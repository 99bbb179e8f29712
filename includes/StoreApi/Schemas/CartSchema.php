<?php
/**
 * The cart shape of the Store API (GET /cart and every cart write).
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Schemas;

use Rueda\Domain\Cart\CalculatedCart;
use Rueda\Domain\Cart\Cart;
use Rueda\Domain\Cart\CartCalculator;
use Rueda\Domain\Cart\CartService;
use Rueda\Domain\Catalog\PostTypes;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Coupons\Coupon;
use Rueda\Domain\Payments\PaymentGateways;
use Rueda\StoreApi\EndpointData;

/**
 * Calculates a cart and formats it with the keys of the contract.
 *
 * @since 0.1.0
 */
final class CartSchema {

	/** Most cross-sells a cart suggests. */
	private const CROSS_SELLS = 3;

	public const ADDRESS_FIELDS = array( 'first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country', 'phone' );

	/**
	 * Creates the schema.
	 *
	 * @param CartCalculator $calculator Amounts.
	 * @param CartService    $carts      Cart rules (for the errors list).
	 * @param CartItemSchema $items      Line shape.
	 * @param PriceSchema    $prices     Money fields.
	 * @param ShippingSchema $shipping   Packages and rates.
	 * @param ProductSchema  $products   Product shape (cross-sells).
	 */
	public function __construct(
		private CartCalculator $calculator = new CartCalculator(),
		private CartService $carts = new CartService(),
		private CartItemSchema $items = new CartItemSchema(),
		private PriceSchema $prices = new PriceSchema(),
		private ShippingSchema $shipping = new ShippingSchema(),
		private ProductSchema $products = new ProductSchema()
	) {}

	/**
	 * The response object of a cart.
	 *
	 * @since 0.1.0
	 *
	 * @param Cart $cart Cart.
	 * @return array<string,mixed>
	 */
	public function get_item( Cart $cart ): array {
		// Before the shopper's address, shipping is estimated for the shop's (WooCommerce's
		// default customer location), with has_calculated_shipping false.
		// The lines' products and their suggestions in one batch; enough suggestions for
		// CROSS_SELLS even when each line's parent product is among them (it is left out).
		$ids         = array_column( $cart->items, 'id' );
		$loaded      = ( new ProductRepository() )->get_many_with_cross_sells( $ids, self::CROSS_SELLS + count( $ids ) );
		$calculated  = $this->calculator->calculate( $cart, true, $loaded );
		$cross_sells = $this->cross_sell_products( $calculated, $loaded );
		$products    = $this->line_products( $calculated ) + $cross_sells;
		// Every term and picture of the answer in one batch each.
		update_object_term_cache( array_keys( $products ), array( PostTypes::PRODUCT, PostTypes::VARIATION ) );
		ImageSchema::prime( $products );
		$items = array();
		foreach ( $calculated->lines as $key => $line ) {
			$items[] = $this->items->get_item( (string) $key, $line );
		}
		$totals    = $calculated->totals();
		$tax_lines = array();
		foreach ( $calculated->tax_lines as $tax ) {
			$tax_lines[] = array(
				'name'  => $tax['name'],
				'price' => (string) $tax['price'],
				'rate'  => rtrim( rtrim( number_format( $tax['rate'], 4, '.', '' ), '0' ), '.' ) . '%',
			);
		}
		$money = $this->prices->with_currency( array_map( 'strval', $totals ) );

		$response = array(
			'items'                   => $items,
			'coupons'                 => $this->coupons( $calculated ),
			'fees'                    => array_map(
				fn( array $fee ) => array(
					'id'     => $fee['id'],
					'name'   => $fee['name'],
					'totals' => $this->prices->with_currency(
						array(
							'total'     => $fee['total'],
							'total_tax' => $fee['tax'],
						)
					),
				),
				$calculated->fees
			),
			'totals'                  => array_merge( $money, array( 'tax_lines' => $tax_lines ) ),
			'shipping_address'        => $this->address( $cart->customer['shipping'] ?? array(), false ),
			'billing_address'         => $this->address( $cart->customer['billing'] ?? array(), true ),
			'needs_payment'           => $totals['total_price'] > 0,
			'needs_shipping'          => $calculated->needs_shipping,
			'payment_requirements'    => array( 'products' ),
			'has_calculated_shipping' => $calculated->has_calculated_shipping,
			'shipping_rates'          => $this->shipping->get_items( $calculated ),
			'items_count'             => $calculated->items_count(),
			'items_weight'            => $calculated->items_weight(),
			'cross_sells'             => array_values( array_map( array( $this->products, 'get_item' ), $cross_sells ) ),
			'errors'                  => array_merge( $this->carts->problems( $cart, $this->line_products( $calculated ) ), $calculated->errors ),
			'payment_methods'         => array_keys( ( new PaymentGateways() )->available_for( $calculated ) ),
			'extensions'              => EndpointData::response( EndpointData::CART, $cart, $cart->extensions ),
		);

		/**
		 * Filters the cart's Store API response.
		 *
		 * @since 0.1.0
		 *
		 * @param array<string,mixed> $response Response object.
		 * @param Cart                $cart     Stored cart.
		 */
		return apply_filters( 'rueda_store_api_cart', $response, $cart );
	}

	/**
	 * Applied coupons as {code, label, discount_type, totals}.
	 *
	 * @param CalculatedCart $calculated Calculated cart.
	 * @return list<array<string,mixed>>
	 */
	private function coupons( CalculatedCart $calculated ): array {
		$coupons = array();
		foreach ( $calculated->coupons as $code => $applied ) {
			/**
			 * Filters the label an applied coupon shows in the cart and checkout (the code by
			 * default), as WooCommerce's `woocommerce_cart_totals_coupon_label`. On the page,
			 * the `coupons` checkout filter can change it again.
			 *
			 * @since 0.2.0
			 *
			 * @param string $label  The label.
			 * @param Coupon $coupon The applied coupon.
			 */
			$label     = apply_filters( 'rueda_coupon_label', (string) $code, $applied['coupon'] );
			$coupons[] = array(
				'code'          => (string) $code,
				'label'         => is_string( $label ) && '' !== $label ? $label : (string) $code,
				'discount_type' => $applied['coupon']->type(),
				'totals'        => $this->prices->with_currency(
					array(
						'total_discount'     => $applied['discount'],
						'total_discount_tax' => $applied['discount_tax'],
					)
				),
			);
		}
		return $coupons;
	}

	/**
	 * Up to three purchasable products suggested by the cart's products, not already in it.
	 *
	 * @param CalculatedCart                           $calculated Calculated cart.
	 * @param array<int,\Rueda\Domain\Catalog\Product> $loaded     Products loaded already.
	 * @return array<int,\Rueda\Domain\Catalog\Product>
	 */
	private function cross_sell_products( CalculatedCart $calculated, array $loaded ): array {
		$in_cart = array();
		$ids     = array();
		foreach ( $calculated->lines as $line ) {
			$in_cart[] = $line['product']->id();
			$in_cart[] = $line['product']->parent_id();
			$ids       = array_merge( $ids, $line['product']->cross_sell_ids() );
		}
		$ids     = array_slice( array_values( array_diff( array_unique( $ids ), $in_cart ) ), 0, self::CROSS_SELLS );
		$missing = array_diff( $ids, array_keys( $loaded ) );
		$loaded += $missing ? ( new ProductRepository() )->get_many( $missing, false ) : array();
		$found   = array();
		foreach ( $ids as $id ) {
			if ( isset( $loaded[ $id ] ) ) {
				$found[ $id ] = $loaded[ $id ];
			}
		}
		return $found;
	}

	/**
	 * The products of the calculated lines, by id (so they are not loaded twice).
	 *
	 * @param CalculatedCart $calculated Calculated cart.
	 * @return array<int,\Rueda\Domain\Catalog\Product>
	 */
	private function line_products( CalculatedCart $calculated ): array {
		$products = array();
		foreach ( $calculated->lines as $line ) {
			$products[ $line['product']->id() ] = $line['product'];
		}
		return $products;
	}

	/**
	 * An address with every field present.
	 *
	 * @param array<string,string> $address Stored address.
	 * @param bool                 $billing Whether it is the billing address (adds email).
	 * @return array<string,string>
	 */
	private function address( array $address, bool $billing ): array {
		$fields = $billing ? array_merge( self::ADDRESS_FIELDS, array( 'email' ) ) : self::ADDRESS_FIELDS;
		$result = array();
		foreach ( $fields as $field ) {
			$result[ $field ] = (string) ( $address[ $field ] ?? '' );
		}
		return $result;
	}
}
