<?php
/**
 * Choosing a cart's shipping rates.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Shipping;

use Rueda\Domain\Cart\Cart;
use Rueda\Domain\Cart\CartCalculator;
use Rueda\Domain\ShopException;

/**
 * Stores the chosen rate per package after checking the package offers it.
 *
 * @since 0.1.0
 */
final class RateSelection {

	/**
	 * Chooses a shipping rate for one package, or for every package when the package id is
	 * null (local pickup applies to the whole order). The rates are those the cart shows,
	 * estimated for the shop's address before the shopper gives one; the checkout checks
	 * the choice again against the shopper's address.
	 *
	 * @since 0.1.0
	 *
	 * @param Cart            $cart       Cart.
	 * @param string          $rate_id    Rate id.
	 * @param int|string|null $package_id Package id, or null for all.
	 * @throws ShopException When the package or rate is not offered.
	 */
	public function select( Cart $cart, string $rate_id, int|string|null $package_id ): void {
		$packages = ( new CartCalculator() )->calculate( $cart, true )->packages;
		$targets  = array_filter( $packages, static fn( array $package ) => null === $package_id || (string) $package['package_id'] === (string) $package_id );
		if ( ! $targets ) {
			throw new ShopException( 'woocommerce_rest_cart_invalid_package', __( 'Invalid package ID.', 'rueda' ), 409 );
		}
		foreach ( $targets as $package ) {
			if ( ! in_array( $rate_id, array_column( $package['rates'], 'rate_id' ), true ) ) {
				throw new ShopException( 'woocommerce_rest_cart_invalid_rate', __( 'Invalid shipping rate ID.', 'rueda' ), 409 );
			}
			$cart->chosen_rates[ (string) $package['package_id'] ] = $rate_id;
		}
	}

	/**
	 * Forgets the choices the cart's address no longer offers, so that the rate the cart
	 * shows as chosen (the cheapest, then) is the one the checkout takes: a choice made for
	 * another address would otherwise stay stored, out of sight, and refuse the order.
	 *
	 * @since 0.1.0
	 *
	 * @param Cart $cart Cart, with its new address.
	 */
	public function forget_unavailable( Cart $cart ): void {
		if ( ! $cart->chosen_rates ) {
			return;
		}
		foreach ( ( new CartCalculator() )->calculate( $cart, true )->packages as $package ) {
			$key = (string) $package['package_id'];
			if ( isset( $cart->chosen_rates[ $key ] ) && ! in_array( $cart->chosen_rates[ $key ], array_column( $package['rates'], 'rate_id' ), true ) ) {
				unset( $cart->chosen_rates[ $key ] );
			}
		}
	}
}
