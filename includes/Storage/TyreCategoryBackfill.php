<?php
/**
 * Schema 14's data step: the categories of tyres saved before the season set them.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Storage;

use Rueda\Domain\Catalog\Attributes;
use Rueda\Domain\Catalog\PostTypes;
use Rueda\Domain\Catalog\TyreCategories;

/**
 * A tyre is always in "Neumáticos" and in its season's category (TyreCategories), but only
 * from its next save: a tyre the owner never ticked into "Neumáticos" stays out of Tienda.
 * This adds the missing categories to every tyre, in batches of a few queries each (no
 * product save), and leaves the categories the owner chose. Running it again adds nothing.
 *
 * @since 0.7.0
 */
final class TyreCategoryBackfill {

	/** Products read per batch. */
	public const BATCH = 500;

	/**
	 * Adds the missing categories.
	 *
	 * @since 0.7.0
	 *
	 * @param int $batch Products per batch.
	 * @return int Categories added.
	 */
	public static function run( int $batch = self::BATCH ): int {
		global $wpdb;
		$batch = max( 1, $batch );
		$after = 0;
		$added = 0;
		$terms = array();
		do {
			$ids   = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT product_id FROM %i WHERE product_id > %d AND kind = 'tyre' AND parent_id = 0 ORDER BY product_id ASC LIMIT %d", Schema::table( Schema::PRODUCTS ), $after, $batch ) ) );
			$count = count( $ids );
			if ( ! $count ) {
				break;
			}
			$after  = (int) end( $ids );
			$season = self::terms_of( $ids, Attributes::taxonomy( 'season' ), 't.slug' );
			$has    = self::terms_of( $ids, PostTypes::CATEGORY, 'tt.term_taxonomy_id', true );
			$rows   = array();
			foreach ( $ids as $id ) {
				$wanted = $terms[ $season[ $id ][0] ?? '' ] ??= self::taxonomy_ids( $season[ $id ][0] ?? null );
				foreach ( array_diff( $wanted, $has[ $id ] ?? array() ) as $term ) {
					$rows[] = $wpdb->prepare( '(%d, %d)', $id, $term );
				}
			}
			if ( $rows ) {
				$added += (int) $wpdb->query( 'INSERT INTO ' . $wpdb->term_relationships . ' (object_id, term_taxonomy_id) VALUES ' . implode( ', ', $rows ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- each row prepared above.
				clean_object_term_cache( $ids, PostTypes::PRODUCT );
			}
		} while ( $count === $batch );
		if ( $added ) {
			wp_update_term_count_now( array_unique( array_merge( ...array_values( $terms ) ) ), PostTypes::CATEGORY );
			ProductTable::changed();
		}
		return $added;
	}

	/**
	 * The terms of a taxonomy each product has.
	 *
	 * @param int[]  $ids      Product ids.
	 * @param string $taxonomy Taxonomy.
	 * @param string $column   What to read of each term.
	 * @param bool   $as_int   Read it as a number.
	 * @return array<int,list<int|string>> Product id => values.
	 */
	private static function terms_of( array $ids, string $taxonomy, string $column, bool $as_int = false ): array {
		global $wpdb;
		$rows  = (array) $wpdb->get_results(
			$wpdb->prepare(
				"SELECT tr.object_id, {$column} AS term FROM %i tr JOIN %i tt ON tt.term_taxonomy_id = tr.term_taxonomy_id JOIN %i t ON t.term_id = tt.term_id WHERE tt.taxonomy = %s AND tr.object_id IN (" . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ') ORDER BY tr.term_order ASC', // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- the column is one of this class's; placeholders built here.
				$wpdb->term_relationships,
				$wpdb->term_taxonomy,
				$wpdb->terms,
				$taxonomy,
				...$ids
			),
			ARRAY_A
		);
		$terms = array();
		foreach ( $rows as $row ) {
			$terms[ (int) $row['object_id'] ][] = $as_int ? (int) $row['term'] : (string) $row['term'];
		}
		return $terms;
	}

	/**
	 * The categories a tyre of a season belongs in, as term taxonomy ids (made if missing).
	 *
	 * @param string|null $season Season slug.
	 * @return int[]
	 */
	private static function taxonomy_ids( ?string $season ): array {
		$ids = array();
		foreach ( TyreCategories::of_tyre( array(), $season ) as $term_id ) {
			$term = get_term( (int) $term_id, PostTypes::CATEGORY );
			if ( $term instanceof \WP_Term ) {
				$ids[] = (int) $term->term_taxonomy_id;
			}
		}
		return $ids;
	}
}
