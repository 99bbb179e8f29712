<?php
/**
 * The categories every tyre belongs to.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Catalog;

/**
 * A tyre is always in "Neumáticos" and in its season's child category (verano, invierno,
 * todo-tiempo: the season terms' own slugs), so a tyre saved by the owner, an import or
 * the demo shows in Tienda and in the menu's season links at once, and moves with its
 * season. The categories are made when first needed, named in the site's language; ones
 * the owner already has with those slugs are used as they are.
 *
 * @since 0.6.0
 */
final class TyreCategories {

	/** The slug of the category of all tyres. */
	public const PARENT = 'neumaticos';

	/**
	 * Term ids by slug, for this request (an import saves thousands of tyres).
	 *
	 * @var array<string,int>
	 */
	private static array $ids = array();

	/**
	 * The category slugs with the names they are created with.
	 *
	 * @since 0.6.0
	 *
	 * @return array<string,string>
	 */
	public static function names(): array {
		return array(
			self::PARENT  => __( 'Tyres', 'rueda' ),
			'verano'      => __( 'Summer tyres', 'rueda' ),
			'invierno'    => __( 'Winter tyres', 'rueda' ),
			'todo-tiempo' => __( 'All-season tyres', 'rueda' ),
		);
	}

	/**
	 * A tyre's categories: the ones it was given (ids or slugs, as wp_set_object_terms()
	 * takes them) without another season's, plus "Neumáticos" and its season's.
	 *
	 * @since 0.6.0
	 *
	 * @param array<int|string> $categories Categories chosen.
	 * @param string|null       $season     Season slug, null when none.
	 * @return array<int|string>
	 */
	public static function of_tyre( array $categories, ?string $season ): array {
		$others = array();
		foreach ( array_keys( self::names() ) as $slug ) {
			if ( self::PARENT !== $slug && $slug !== $season ) {
				$others[] = $slug;
				$others[] = self::id( $slug, false );
			}
		}
		$kept   = array_filter( $categories, static fn( $category ): bool => ! in_array( is_int( $category ) ? $category : (string) $category, $others, true ) );
		$kept[] = self::id( self::PARENT );
		if ( null !== $season && self::PARENT !== $season && isset( self::names()[ $season ] ) ) {
			$kept[] = self::id( $season );
		}
		return array_values( array_unique( array_filter( $kept ), SORT_REGULAR ) );
	}

	/**
	 * A category's id, made (under "Neumáticos" for a season) when missing and asked to.
	 *
	 * @param string $slug   Slug.
	 * @param bool   $create Whether to create it when missing.
	 */
	private static function id( string $slug, bool $create = true ): int {
		if ( ! empty( self::$ids[ $slug ] ) ) {
			return self::$ids[ $slug ];
		}
		$term = get_term_by( 'slug', $slug, PostTypes::CATEGORY );
		if ( $term instanceof \WP_Term ) {
			self::$ids[ $slug ] = (int) $term->term_id;
			return self::$ids[ $slug ];
		}
		if ( ! $create ) {
			return 0;
		}
		$parent = self::PARENT === $slug ? 0 : self::id( self::PARENT );
		$made   = wp_insert_term(
			self::names()[ $slug ],
			PostTypes::CATEGORY,
			array(
				'slug'   => $slug,
				'parent' => $parent,
			)
		);
		if ( is_wp_error( $made ) ) {
			return 0;
		}
		self::$ids[ $slug ] = (int) $made['term_id'];
		return self::$ids[ $slug ];
	}

	/**
	 * Forgets the ids known (a category deleted meanwhile, in tests).
	 *
	 * @since 0.6.0
	 */
	public static function forget(): void {
		self::$ids = array();
	}
}
