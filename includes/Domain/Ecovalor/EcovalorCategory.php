<?php
/**
 * The tyre categories the end-of-life tyre fee is priced by.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Ecovalor;

use Rueda\Domain\Catalog\Product;

/**
 * Every tyre sold in Spain pays the management system (SIGNUS or TNU) an amount per unit
 * that depends on the kind of tyre: car, 4x4/SUV, van (load index with "C") or motorcycle.
 * A tyre product keeps its category in its specs (`ecovalor_category`); the catalogue has
 * no vehicle-type data to derive one from, so a tyre without one is a car tyre, the most
 * common kind. Services pay nothing.
 *
 * @since 0.2.0
 */
final class EcovalorCategory {

	public const CAR        = 'turismo';
	public const SUV        = 'suv';
	public const VAN        = 'furgoneta';
	public const MOTORCYCLE = 'moto';

	/** The key of a tyre's category in its specs. */
	public const SPEC = 'ecovalor_category';

	/** Every category, in the order screens list them. */
	public const ALL = array( self::CAR, self::SUV, self::VAN, self::MOTORCYCLE );

	/**
	 * The names shoppers and shop owners read, by category.
	 *
	 * @since 0.2.0
	 *
	 * @return array<string,string>
	 */
	public static function labels(): array {
		return array(
			self::CAR        => __( 'Passenger car', 'rueda' ),
			self::SUV        => __( '4x4 / SUV', 'rueda' ),
			self::VAN        => __( 'Van / light truck (C)', 'rueda' ),
			self::MOTORCYCLE => __( 'Motorcycle', 'rueda' ),
		);
	}

	/**
	 * The category a product pays the fee for, or null when it pays none (services).
	 *
	 * @since 0.2.0
	 *
	 * @param Product $product Product.
	 */
	public static function of( Product $product ): ?string {
		if ( 'tyre' !== $product->kind() ) {
			return null;
		}
		return self::from_specs( $product->specs() );
	}

	/**
	 * The category kept in a tyre's specs, or the car category when it has none.
	 *
	 * @since 0.2.0
	 *
	 * @param array<string,mixed> $specs A tyre's specs.
	 */
	public static function from_specs( array $specs ): string {
		$category = $specs[ self::SPEC ] ?? null;
		return is_string( $category ) && in_array( $category, self::ALL, true ) ? $category : self::CAR;
	}
}
