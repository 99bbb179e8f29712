<?php
/**
 * What one tyre pays of the end-of-life tyre fee, as its price is shown.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Ecovalor;

use Rueda\Domain\Catalog\Product;
use Rueda\Domain\Taxes\TaxCalculator;
use Rueda\Domain\Taxes\TaxSettings;

/**
 * Product pages and cards tell shoppers the fee the cart will add for each tyre, written
 * like the tyre's price: with IVA at the shop's own address when prices are entered with
 * it, without otherwise. The cart taxes the fee on all the tyres at once, so four tyres
 * may differ from four times this amount by a cent.
 *
 * @since 0.2.0
 */
final class EcovalorNote {

	/**
	 * The fee of one unit of a product, or null when it pays none (a service, the fee off,
	 * or an amount of 0).
	 *
	 * @since 0.2.0
	 *
	 * @param Product $product Product.
	 * @return array{category:string,category_name:string,system:string,amount:int}|null
	 */
	public static function for_product( Product $product ): ?array {
		$category = EcovalorCategory::of( $product );
		$settings = EcovalorSettings::get();
		if ( null === $category || ! $settings['enabled'] || 0 === $settings['amounts'][ $category ] ) {
			return null;
		}
		return array(
			'category'      => $category,
			'category_name' => EcovalorCategory::labels()[ $category ],
			'system'        => $settings['system'],
			'amount'        => self::as_priced( $settings['amounts'][ $category ] ),
		);
	}

	/**
	 * A net amount as the shop's prices are written.
	 *
	 * @param int $net Net amount in minor units.
	 */
	private static function as_priced( int $net ): int {
		$taxes = TaxSettings::get();
		if ( ! $taxes['prices_include_tax'] ) {
			return $net;
		}
		[ , $tax ] = ( new TaxCalculator( $taxes, array( (string) $taxes['base_country'], (string) $taxes['base_state'], '' ) ) )->add_to_net( $net );
		return $net + $tax;
	}
}
