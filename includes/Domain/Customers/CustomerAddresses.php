<?php
/**
 * The customer's addresses kept with the cart.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Customers;

use Rueda\Domain\Cart\Cart;

/**
 * Partial updates: only the fields given change; values are stored as clean text.
 *
 * @since 0.1.0
 */
final class CustomerAddresses {

	/**
	 * Updates the customer's addresses (partial: only the fields given change).
	 *
	 * @since 0.1.0
	 *
	 * @param Cart                               $cart      Cart.
	 * @param array<string,array<string,string>> $addresses billing_address and/or shipping_address.
	 */
	public function update( Cart $cart, array $addresses ): void {
		foreach ( $this->merged( $cart, $addresses ) as $type => $address ) {
			$cart->customer[ $type ] = $address;
		}
	}

	/**
	 * The addresses an update would store: the fields given, cleaned, over the cart's.
	 *
	 * @since 0.1.0
	 *
	 * @param Cart                               $cart      Cart.
	 * @param array<string,array<string,string>> $addresses billing_address and/or shipping_address.
	 * @return array<string,array<string,string>> By type (billing, shipping), only those given.
	 */
	public function merged( Cart $cart, array $addresses ): array {
		$merged = array();
		foreach ( array( 'billing', 'shipping' ) as $type ) {
			$given = $addresses[ $type . '_address' ] ?? null;
			if ( ! is_array( $given ) ) {
				continue;
			}
			$current = $cart->customer[ $type ] ?? array();
			foreach ( $given as $field => $value ) {
				// Emails are kept as typed (tags stripped) so the checkout can say what is wrong with one.
				$current[ $field ] = sanitize_text_field( (string) $value );
			}
			if ( isset( $given['country'] ) ) {
				$current['country'] = strtoupper( $current['country'] );
			}
			if ( isset( $current['postcode'] ) ) {
				$current['postcode'] = strtoupper( trim( $current['postcode'] ) );
			}
			$merged[ $type ] = $current;
		}
		return $merged;
	}
}
