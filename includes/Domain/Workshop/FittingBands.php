<?php
/**
 * Which fitting band a tyre belongs to.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Workshop;

use Rueda\Domain\Catalog\Attributes;
use Rueda\Domain\Catalog\PostTypes;
use Rueda\Domain\Catalog\Product;

/**
 * A tyre's band is the first band covering its rim size whose category the tyre is in
 * (directly or through a subcategory); failing that, the first covering band meant for
 * every tyre. Services and tyres without a rim size have none: they cannot be fitted.
 *
 * @since 0.2.0
 */
final class FittingBands {

	/**
	 * Creates the matcher.
	 *
	 * @param list<FittingBand>|null $bands Bands (the saved ones, as they are at each call, by default).
	 */
	public function __construct( private ?array $bands = null ) {}

	/**
	 * The band of a product, or null when it cannot be fitted.
	 *
	 * @since 0.2.0
	 *
	 * @param Product $product Product.
	 */
	public function for_product( Product $product ): ?FittingBand {
		if ( 'tyre' !== $product->kind() || 'variable' === $product->type() ) {
			return null;
		}
		// Read every time: the owner may change the bands between two carts of a process.
		$bands = $this->bands ?? FittingSettings::bands();
		$rim   = $bands ? self::rim( $product ) : null;
		if ( null === $rim ) {
			return null;
		}
		$covering = array_filter( $bands, static fn( FittingBand $band ) => $band->covers_rim( $rim ) );
		if ( ! $covering ) {
			return null;
		}
		// The categories are read only when a band asks for one.
		$categories = array_filter( $covering, static fn( FittingBand $band ) => '' !== $band->category ) ? self::category_slugs( $product ) : array();
		foreach ( $covering as $band ) {
			if ( '' !== $band->category && in_array( $band->category, $categories, true ) ) {
				return $band;
			}
		}
		foreach ( $covering as $band ) {
			if ( '' === $band->category ) {
				return $band;
			}
		}
		return null;
	}

	/**
	 * The rim size of a tyre in inches, from its rim attribute ("16" or "R16").
	 *
	 * @since 0.2.0
	 *
	 * @param Product $product Tyre.
	 */
	public static function rim( Product $product ): ?int {
		$attribute = Attributes::find( 'rim' );
		$terms     = $attribute ? get_the_terms( $product->id(), $attribute['taxonomy'] ) : false;
		$name      = is_array( $terms ) && $terms ? ltrim( trim( $terms[0]->name ), 'Rr' ) : '';
		return ctype_digit( $name ) ? (int) $name : null;
	}

	/**
	 * The slugs of a product's categories and of their parents (a variation's: its parent's).
	 *
	 * @param Product $product Product.
	 * @return list<string>
	 */
	private static function category_slugs( Product $product ): array {
		$terms = get_the_terms( $product->parent_id() ? $product->parent_id() : $product->id(), PostTypes::CATEGORY );
		$slugs = array();
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$slugs[] = $term->slug;
			foreach ( get_ancestors( $term->term_id, PostTypes::CATEGORY, 'taxonomy' ) as $ancestor ) {
				$parent = get_term( $ancestor, PostTypes::CATEGORY );
				if ( $parent instanceof \WP_Term ) {
					$slugs[] = $parent->slug;
				}
			}
		}
		return array_values( array_unique( $slugs ) );
	}
}
