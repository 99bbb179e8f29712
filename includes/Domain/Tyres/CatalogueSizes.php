<?php
/**
 * The tyre sizes the catalogue sells, for the tyre finder.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Tyres;

use Rueda\Domain\Catalog\Attributes;
use Rueda\Domain\Catalog\PostTypes;
use Rueda\Storage\Schema;

/**
 * The distinct width, profile and rim combinations of the published, visible tyres, each
 * with the seasons it comes in, and the names of those seasons. Read in one query (the
 * products table joined to the attribute terms) and kept in a transient (the object cache
 * when there is one) until a product is saved, trashed or deleted, or its attribute terms
 * change.
 *
 * @since 0.1.0
 */
final class CatalogueSizes {

	/** Transient that holds the sizes. */
	public const TRANSIENT = 'rueda_catalogue_sizes';

	/** Seconds the sizes are kept at most (saves clear them sooner). */
	private const LIFETIME = DAY_IN_SECONDS;

	/** Seasons shown first, in this order; others follow by name. */
	private const SEASON_ORDER = array( 'verano', 'invierno', 'todo-tiempo' );

	/**
	 * The sizes, smallest first, and the seasons' names by slug.
	 *
	 * @since 0.1.0
	 *
	 * @return array{sizes:list<array{width:int,profile:int,rim:int,seasons:list<string>}>,seasons:array<string,string>}
	 */
	public function get(): array {
		$cached = get_transient( self::TRANSIENT );
		if ( is_array( $cached ) && isset( $cached['sizes'], $cached['seasons'] ) ) {
			return $cached;
		}
		$sizes = $this->query();
		set_transient( self::TRANSIENT, $sizes, self::LIFETIME );
		return $sizes;
	}

	/**
	 * Drops the cached sizes.
	 *
	 * @since 0.1.0
	 */
	public static function forget(): void {
		delete_transient( self::TRANSIENT );
	}

	/**
	 * Drops the sizes when a product or variation changes.
	 *
	 * @since 0.1.0
	 *
	 * @param int           $post_id Post id.
	 * @param \WP_Post|null $post    The post.
	 */
	public static function forget_for_post( $post_id, $post = null ): void {
		if ( $post instanceof \WP_Post && in_array( $post->post_type, array( PostTypes::PRODUCT, PostTypes::VARIATION ), true ) ) {
			self::forget();
		}
	}

	/**
	 * Drops the sizes when a product's size or season terms are set.
	 *
	 * @since 0.1.0
	 *
	 * @param int    $object_id Object id.
	 * @param mixed  $terms     Terms.
	 * @param mixed  $tt_ids    Term taxonomy ids.
	 * @param string $taxonomy  Taxonomy.
	 */
	public static function forget_for_terms( $object_id, $terms, $tt_ids, $taxonomy ): void {
		if ( in_array( $taxonomy, self::taxonomies(), true ) ) {
			self::forget();
		}
	}

	/**
	 * Drops the sizes when a size or season term is renamed or deleted.
	 *
	 * @since 0.1.0
	 *
	 * @param int    $term_id  Term id.
	 * @param int    $tt_id    Term taxonomy id.
	 * @param string $taxonomy Taxonomy.
	 */
	public static function forget_for_term( $term_id, $tt_id, $taxonomy ): void {
		self::forget_for_terms( $term_id, null, null, $taxonomy );
	}

	/**
	 * The width, profile, rim and season taxonomies, in that order.
	 *
	 * @return list<string>
	 */
	private static function taxonomies(): array {
		return array_map( array( Attributes::class, 'taxonomy' ), array( 'width', 'profile', 'rim', 'season' ) );
	}

	/**
	 * Reads the sizes: one row per size and season (season null for tyres without one).
	 *
	 * @return array{sizes:list<array{width:int,profile:int,rim:int,seasons:list<string>}>,seasons:array<string,string>}
	 */
	private function query(): array {
		global $wpdb;
		[ $width, $profile, $rim, $season ] = self::taxonomies();
		$rows                               = $wpdb->get_results( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- cached in a transient by get().
			$wpdb->prepare(
				"SELECT DISTINCT tw.name AS width, tp.name AS profile, tr.name AS rim, ts.slug AS season, ts.name AS season_name
				FROM %i AS p
				INNER JOIN %i AS r ON r.product_id = p.ID
				INNER JOIN %i AS rw ON rw.object_id = p.ID
				INNER JOIN %i AS xw ON xw.term_taxonomy_id = rw.term_taxonomy_id AND xw.taxonomy = %s
				INNER JOIN %i AS tw ON tw.term_id = xw.term_id
				INNER JOIN %i AS rp ON rp.object_id = p.ID
				INNER JOIN %i AS xp ON xp.term_taxonomy_id = rp.term_taxonomy_id AND xp.taxonomy = %s
				INNER JOIN %i AS tp ON tp.term_id = xp.term_id
				INNER JOIN %i AS rr ON rr.object_id = p.ID
				INNER JOIN %i AS xr ON xr.term_taxonomy_id = rr.term_taxonomy_id AND xr.taxonomy = %s
				INNER JOIN %i AS tr ON tr.term_id = xr.term_id
				LEFT JOIN %i AS rs ON rs.object_id = p.ID AND rs.term_taxonomy_id IN ( SELECT term_taxonomy_id FROM %i WHERE taxonomy = %s )
				LEFT JOIN %i AS xs ON xs.term_taxonomy_id = rs.term_taxonomy_id
				LEFT JOIN %i AS ts ON ts.term_id = xs.term_id
				WHERE p.post_type = %s AND p.post_status = 'publish' AND r.kind = 'tyre' AND r.catalog_visibility = 'visible'",
				$wpdb->posts,
				Schema::table( Schema::PRODUCTS ),
				$wpdb->term_relationships,
				$wpdb->term_taxonomy,
				$width,
				$wpdb->terms,
				$wpdb->term_relationships,
				$wpdb->term_taxonomy,
				$profile,
				$wpdb->terms,
				$wpdb->term_relationships,
				$wpdb->term_taxonomy,
				$rim,
				$wpdb->terms,
				$wpdb->term_relationships,
				$wpdb->term_taxonomy,
				$season,
				$wpdb->term_taxonomy,
				$wpdb->terms,
				PostTypes::PRODUCT
			),
			ARRAY_A
		);

		$sizes   = array();
		$seasons = array();
		foreach ( (array) $rows as $row ) {
			$size = TyreSize::parse( sprintf( '%s/%s R%s', $row['width'], $row['profile'], ltrim( (string) $row['rim'], 'Rr' ) ) );
			if ( ! $size ) {
				continue;
			}
			$key             = sprintf( '%03d%02d%02d', $size->width, $size->profile, $size->rim );
			$sizes[ $key ] ??= array(
				'width'   => $size->width,
				'profile' => $size->profile,
				'rim'     => $size->rim,
				'seasons' => array(),
			);
			if ( null !== $row['season'] && '' !== $row['season'] ) {
				$sizes[ $key ]['seasons'][] = (string) $row['season'];
				$seasons[ $row['season'] ]  = (string) $row['season_name'];
			}
		}
		ksort( $sizes );

		$rank = array_flip( self::SEASON_ORDER );
		uksort(
			$seasons,
			static fn( string $a, string $b ): int => array( $rank[ $a ] ?? 99, $seasons[ $a ] ) <=> array( $rank[ $b ] ?? 99, $seasons[ $b ] )
		);
		$order = array_flip( array_keys( $seasons ) );
		foreach ( $sizes as &$entry ) {
			$entry['seasons'] = array_values( array_unique( $entry['seasons'] ) );
			usort( $entry['seasons'], static fn( string $a, string $b ): int => $order[ $a ] <=> $order[ $b ] );
		}
		unset( $entry );

		return array(
			'sizes'   => array_values( $sizes ),
			'seasons' => $seasons,
		);
	}
}
