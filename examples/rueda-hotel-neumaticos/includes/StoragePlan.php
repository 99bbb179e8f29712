<?php
/**
 * What the tyre hotel offers: a set of tyres kept per season, at a price per set and season.
 *
 * @package RuedaHotel
 */

declare( strict_types=1 );

namespace RuedaHotel;

use Rueda\Domain\Cart\Cart;

/**
 * The add-on's rules in one place: its namespace, the price and the season limit.
 */
final class StoragePlan {

	/** The namespace of its data in carts, checkout requests and Store API answers. */
	public const NAMESPACE = 'rueda-hotel';

	/** Price of one set of tyres kept one season, IVA included, in cents. */
	public const PRICE_PER_SEASON = 3900;

	/** The most seasons a set is kept in one go. */
	public const MAX_SEASONS = 4;

	/**
	 * Seasons the shopper chose for this cart (0: none).
	 *
	 * @param Cart $cart The cart.
	 */
	public static function seasons( Cart $cart ): int {
		$data = $cart->extensions[ self::NAMESPACE ] ?? array();
		return is_array( $data ) ? (int) ( $data['seasons'] ?? 0 ) : 0;
	}
}
