<?php
/**
 * Applying and removing a cart's coupons.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Coupons;

use Rueda\Domain\Cart\Cart;
use Rueda\Domain\Cart\CartCalculator;
use Rueda\Domain\ShopException;

/**
 * Checks a code against the cart before applying it; individual-use coupons stand alone.
 *
 * @since 0.1.0
 */
final class AppliedCoupons {

	/**
	 * Creates the service.
	 *
	 * @param CouponRepository $coupons Coupons.
	 */
	public function __construct( private CouponRepository $coupons = new CouponRepository() ) {}


	/**
	 * Applies a coupon after checking it against the cart.
	 *
	 * @since 0.1.0
	 *
	 * @param Cart   $cart Cart.
	 * @param string $code Code as typed.
	 * @throws ShopException With the reason when it cannot apply.
	 */
	public function apply( Cart $cart, string $code ): void {
		$code   = CouponRepository::normalize_code( $code );
		$coupon = $this->coupons->find( $code );
		if ( ! $coupon ) {
			/* translators: %s: coupon code. */
			throw new ShopException( CouponValidator::ERROR, sprintf( __( 'Coupon "%s" does not exist!', 'rueda' ), $code ) );
		}
		if ( in_array( $code, $cart->coupons, true ) ) {
			/* translators: %s: coupon code. */
			throw new ShopException( CouponValidator::ERROR, sprintf( __( 'Coupon code "%s" already applied!', 'rueda' ), $code ) );
		}
		foreach ( $cart->coupons as $applied ) {
			$other = $this->coupons->find( $applied );
			if ( $other && $other->get( 'individual_use' ) ) {
				/* translators: %s: coupon code already applied. */
				throw new ShopException( CouponValidator::ERROR, sprintf( __( 'Sorry, coupon "%s" has already been applied and cannot be used in conjunction with other coupons.', 'rueda' ), $applied ) );
			}
		}
		( new CouponValidator() )->validate( $coupon, ( new CartCalculator() )->calculate( $cart ) );
		// An individual-use coupon replaces the others.
		$cart->coupons   = $coupon->get( 'individual_use' ) ? array() : $cart->coupons;
		$cart->coupons[] = $code;
	}

	/**
	 * Removes an applied coupon.
	 *
	 * @since 0.1.0
	 *
	 * @param Cart   $cart Cart.
	 * @param string $code Code.
	 * @throws ShopException When it is not applied.
	 */
	public function remove( Cart $cart, string $code ): void {
		$code = CouponRepository::normalize_code( $code );
		if ( ! in_array( $code, $cart->coupons, true ) ) {
			throw new ShopException( 'woocommerce_rest_cart_coupon_invalid_code', __( 'Coupon cannot be removed because it is not already applied to the cart.', 'rueda' ), 409 );
		}
		$cart->coupons = array_values( array_diff( $cart->coupons, array( $code ) ) );
	}
}
