<?php
/**
 * The EU label classes the catalogue sorts by, as columns of the products table.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Catalog;

use Rueda\Domain\Tyres\EuLabel;

/**
 * A tyre's fuel efficiency and wet grip classes (A best ... E worst) live in its specs; the
 * products table keeps a copy of each in an indexed column (schema 8), so GET /products can
 * sort by them (`orderby=fuel_class`, `orderby=wet_grip_class`). ProductRepository::save()
 * writes them; Storage\LabelClassBackfill fills them in once for products saved before
 * schema 8.
 *
 * @since 0.1.0
 */
final class LabelClasses {

	/** Products-table column => key of the specs. */
	public const COLUMNS = array(
		'fuel_class'     => 'fuel_class',
		'wet_grip_class' => 'wet_grip_class',
	);

	/**
	 * The columns for a product's specs: each class as an upper-case letter A-E, or null
	 * when the specs have none (services, tyres without a label) or an invalid one.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $specs The product's specs.
	 * @return array{fuel_class:?string,wet_grip_class:?string}
	 */
	public static function columns( mixed $specs ): array {
		$specs   = is_array( $specs ) ? $specs : array();
		$columns = array();
		foreach ( self::COLUMNS as $column => $key ) {
			$class              = is_string( $specs[ $key ] ?? null ) ? strtoupper( trim( $specs[ $key ] ) ) : '';
			$columns[ $column ] = in_array( $class, EuLabel::CLASSES, true ) ? $class : null;
		}
		return $columns;
	}
}
