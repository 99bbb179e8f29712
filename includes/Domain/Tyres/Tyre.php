<?php
/**
 * What makes a catalogue product a tyre: size, indexes, season, brand, model, EU label.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Tyres;

use Rueda\Domain\Catalog\Attributes;
use Rueda\Domain\Catalog\Product;

/**
 * A read model of a tyre product, from its attribute terms (width, profile, rim, load
 * index, speed rating, season, brand) and its specs (model, XL, run-flat, EU label, GTIN).
 *
 * @since 0.1.0
 */
final class Tyre {

	/**
	 * Creates the tyre.
	 *
	 * @param TyreSize     $size    Size with load index and speed rating when known.
	 * @param string       $brand   Brand name.
	 * @param string       $model   Model name.
	 * @param string       $season  Season term slug (verano, invierno, todo-tiempo), '' if none.
	 * @param string       $season_name Season term name.
	 * @param bool         $xl      Extra load (reinforced).
	 * @param bool         $runflat Run-flat.
	 * @param EuLabel|null $label   EU label, null when incomplete.
	 * @param string       $gtin    GTIN/EAN barcode, '' when unknown.
	 */
	public function __construct(
		public readonly TyreSize $size,
		public readonly string $brand,
		public readonly string $model,
		public readonly string $season,
		public readonly string $season_name,
		public readonly bool $xl,
		public readonly bool $runflat,
		public readonly ?EuLabel $label,
		public readonly string $gtin = ''
	) {}

	/**
	 * The tyre a product is, or null for services and tyres without a complete size.
	 *
	 * @since 0.1.0
	 *
	 * @param Product $product Product.
	 */
	public static function of( Product $product ): ?self {
		if ( 'tyre' !== $product->kind() ) {
			return null;
		}
		$term  = static function ( string $attribute ) use ( $product ): ?\WP_Term {
			$found = Attributes::find( $attribute );
			$terms = $found ? get_the_terms( $product->id(), $found['taxonomy'] ) : false;
			return is_array( $terms ) && $terms ? $terms[0] : null;
		};
		$name  = static fn( string $attribute ): string => (string) ( $term( $attribute )->name ?? '' );
		$load  = $name( 'load-index' );
		$speed = strtoupper( $name( 'speed-rating' ) );
		$size  = TyreSize::parse( trim( sprintf( '%s/%s R%s %s%s', $name( 'width' ), $name( 'profile' ), ltrim( $name( 'rim' ), 'Rr' ), $load, $speed ) ) )
			?? TyreSize::parse( sprintf( '%s/%s R%s', $name( 'width' ), $name( 'profile' ), ltrim( $name( 'rim' ), 'Rr' ) ) );
		if ( ! $size ) {
			return null;
		}
		$specs  = $product->specs();
		$season = $term( 'season' );
		$gtin   = (string) ( $specs['gtin'] ?? '' );
		return new self(
			$size,
			$name( 'brand' ),
			(string) ( $specs['model'] ?? '' ),
			$season ? $season->slug : '',
			$season ? $season->name : '',
			! empty( $specs['xl'] ),
			! empty( $specs['runflat'] ),
			EuLabel::from_specs( $specs ),
			self::is_gtin( $gtin ) ? $gtin : ''
		);
	}

	/**
	 * Whether a text is a GTIN-8, -12, -13 or -14 with a right check digit.
	 *
	 * @since 0.1.0
	 *
	 * @param string $gtin Text.
	 */
	public static function is_gtin( string $gtin ): bool {
		$expected = self::gtin_check_digit( $gtin );
		return null !== $expected && substr( $gtin, -1 ) === (string) $expected;
	}

	/**
	 * The last digit a barcode of 8, 12, 13 or 14 digits must end with (GS1's mod 10 over
	 * the others); null for anything else.
	 *
	 * @since 0.6.0
	 *
	 * @param string $gtin Barcode.
	 */
	public static function gtin_check_digit( string $gtin ): ?int {
		if ( ! preg_match( '/^(?:[0-9]{8}|[0-9]{12,14})$/', $gtin ) ) {
			return null;
		}
		$digits = array_map( 'intval', str_split( strrev( substr( $gtin, 0, -1 ) ) ) );
		$sum    = 0;
		foreach ( $digits as $position => $digit ) {
			$sum += $digit * ( 0 === $position % 2 ? 3 : 1 );
		}
		return ( 10 - $sum % 10 ) % 10;
	}
}
