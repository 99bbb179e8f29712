<?php
/**
 * Whether a coupon may apply to a cart.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Coupons;

use Rueda\Domain\Cart\CalculatedCart;
use Rueda\Domain\Catalog\PostTypes;
use Rueda\Domain\ShopException;
use Rueda\Settings\CurrencySettings;
use Rueda\Storage\CouponUses;

/**
 * The rules of a coupon checked against a cart and its customer: expiry, usage limits
 * (global and per customer), spend limits, product and category restrictions.
 *
 * @since 0.1.0
 */
final class CouponValidator {

	public const ERROR = 'woocommerce_rest_cart_coupon_error';

	/**
	 * Throws when the coupon cannot apply.
	 *
	 * @since 0.1.0
	 *
	 * @param Coupon         $coupon Coupon.
	 * @param CalculatedCart $cart   Cart with line amounts (before this coupon).
	 * @throws ShopException With the reason shoppers read.
	 */
	public function validate( Coupon $coupon, CalculatedCart $cart ): void {
		$currency = CurrencySettings::currency();
		if ( $coupon->is_expired() ) {
			throw new ShopException( self::ERROR, __( 'This coupon has expired.', 'rueda' ) );
		}
		$limit = (int) $coupon->get( 'usage_limit' );
		$uses  = new CouponUses();
		if ( $limit && $this->uses( $coupon, $cart->cart->key ) >= $limit ) {
			throw new ShopException( self::ERROR, __( 'Coupon usage limit has been reached.', 'rueda' ) );
		}
		$per_user = (int) $coupon->get( 'usage_limit_per_user' );
		$customer = $this->customer_ids( $cart );
		if ( $per_user && $customer && count( array_intersect( (array) $coupon->get( 'used_by' ), $customer ) ) + $uses->count( $coupon->id, $customer, $cart->cart->key ) >= $per_user ) {
			throw new ShopException( self::ERROR, __( 'You have already used this coupon the maximum number of times.', 'rueda' ) );
		}
		$spend   = $cart->items_total_gross();
		$minimum = (int) $coupon->get( 'minimum_amount' );
		$maximum = (int) $coupon->get( 'maximum_amount' );
		if ( $minimum && $spend < $minimum ) {
			/* translators: %s: minimum spend, formatted. */
			throw new ShopException( self::ERROR, sprintf( __( 'The minimum spend for this coupon is %s.', 'rueda' ), $currency->format( $minimum ) ) );
		}
		if ( $maximum && $spend > $maximum ) {
			/* translators: %s: maximum spend, formatted. */
			throw new ShopException( self::ERROR, sprintf( __( 'The maximum spend for this coupon is %s.', 'rueda' ), $currency->format( $maximum ) ) );
		}
		if ( ! array_filter( $cart->lines, fn( array $line ) => $this->applies_to( $coupon, $line['product'] ) ) ) {
			throw new ShopException( self::ERROR, __( 'Sorry, this coupon is not applicable to the products in your cart.', 'rueda' ) );
		}
	}

	/**
	 * Whether a coupon's restrictions let it discount a product.
	 *
	 * @since 0.1.0
	 *
	 * @param Coupon                        $coupon  Coupon.
	 * @param \Rueda\Domain\Catalog\Product $product Product (or variation).
	 */
	public function applies_to( Coupon $coupon, \Rueda\Domain\Catalog\Product $product ): bool {
		$ids      = array_filter( array( $product->id(), $product->parent_id() ) );
		$products = array_map( 'intval', (array) $coupon->get( 'product_ids' ) );
		$in_cats  = array_map( 'intval', (array) $coupon->get( 'category_ids' ) );
		$out_cats = array_map( 'intval', (array) $coupon->get( 'excluded_category_ids' ) );

		if ( array_intersect( $ids, array_map( 'intval', (array) $coupon->get( 'excluded_product_ids' ) ) ) ) {
			return false;
		}
		// Categories are read only for coupons that name some, from the term cache
		// (get_the_terms(); wp_get_post_terms() would query every time).
		$categories = array();
		if ( $in_cats || $out_cats ) {
			$terms      = get_the_terms( $product->parent_id() ? $product->parent_id() : $product->id(), PostTypes::CATEGORY );
			$categories = is_array( $terms ) ? array_map( 'intval', wp_list_pluck( $terms, 'term_id' ) ) : array();
		}
		if ( array_intersect( $categories, $out_cats ) ) {
			return false;
		}
		if ( ! $products && ! $in_cats ) {
			return true;
		}
		return (bool) ( array_intersect( $ids, $products ) || array_intersect( $categories, $in_cats ) );
	}

	/**
	 * A coupon's uses so far, which its usage limit counts: those counted on the coupon plus
	 * those taken by orders (paid, or held while being paid).
	 *
	 * @since 0.5.0
	 *
	 * @param Coupon $coupon      Coupon.
	 * @param string $except_cart A cart whose own orders' holds do not count (its draft
	 *                            holding the coupon keeps it applied); '' for none.
	 */
	public function uses( Coupon $coupon, string $except_cart = '' ): int {
		return (int) $coupon->get( 'usage_count' ) + ( new CouponUses() )->count( $coupon->id, array(), $except_cart );
	}

	/**
	 * How the customer is known for per-customer limits: user id and billing email.
	 *
	 * @param CalculatedCart $cart Cart.
	 * @return string[]
	 */
	private function customer_ids( CalculatedCart $cart ): array {
		$ids   = array();
		$user  = get_current_user_id();
		$email = (string) ( $cart->cart->customer['billing']['email'] ?? '' );
		if ( $user ) {
			$ids[] = (string) $user;
			$ids[] = strtolower( (string) wp_get_current_user()->user_email );
		}
		if ( $email ) {
			$ids[] = strtolower( $email );
		}
		return array_values( array_unique( $ids ) );
	}
}
