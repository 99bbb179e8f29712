<?php
/**
 * The product attributes shoppers filter by: tyre size, season, brand...
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Catalog;

/**
 * Registry of product attributes. Each attribute is a taxonomy whose terms are its values;
 * the numeric id is the one the Store API's /products/attributes route exposes.
 *
 * @since 0.1.0
 */
final class Attributes {

	/**
	 * All attributes, keyed by slug: id, taxonomy and translated name.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,array{id:int,slug:string,taxonomy:string,name:string,order:string}>
	 */
	public static function all(): array {
		$attributes = array(
			'brand'        => array( 1, __( 'Brand', 'rueda' ), 'name' ),
			'width'        => array( 2, __( 'Width', 'rueda' ), 'name_num' ),
			'profile'      => array( 3, __( 'Profile', 'rueda' ), 'name_num' ),
			'rim'          => array( 4, __( 'Rim diameter', 'rueda' ), 'name_num' ),
			'season'       => array( 5, __( 'Season', 'rueda' ), 'menu_order' ),
			'load-index'   => array( 6, __( 'Load index', 'rueda' ), 'name_num' ),
			'speed-rating' => array( 7, __( 'Speed rating', 'rueda' ), 'menu_order' ),
			'axle'         => array( 8, __( 'Axles', 'rueda' ), 'menu_order' ),
		);
		$all        = array();
		foreach ( $attributes as $slug => [ $id, $name, $order ] ) {
			$all[ $slug ] = array(
				'id'       => $id,
				'slug'     => $slug,
				'taxonomy' => self::taxonomy( $slug ),
				'name'     => $name,
				'order'    => $order,
			);
		}

		/**
		 * Filters the product attributes; add one with a unique id, slug, taxonomy and name.
		 *
		 * @since 0.1.0
		 *
		 * @param array<string,array{id:int,slug:string,taxonomy:string,name:string,order:string}> $all Attributes by slug.
		 */
		return apply_filters( 'rueda_product_attributes', $all );
	}

	/**
	 * The taxonomy that holds an attribute's values.
	 *
	 * @since 0.1.0
	 *
	 * @param string $slug Attribute slug.
	 */
	public static function taxonomy( string $slug ): string {
		return 'rueda_pa_' . str_replace( '-', '_', $slug );
	}

	/**
	 * Finds an attribute by id, slug or taxonomy.
	 *
	 * @since 0.1.0
	 *
	 * @param int|string $key Id, slug or taxonomy.
	 * @return array{id:int,slug:string,taxonomy:string,name:string,order:string}|null
	 */
	public static function find( int|string $key ): ?array {
		foreach ( self::all() as $attribute ) {
			if ( $attribute['id'] === $key || $attribute['slug'] === $key || $attribute['taxonomy'] === $key || (string) $attribute['id'] === $key ) {
				return $attribute;
			}
		}
		return null;
	}
}
