<?php
/**
 * Schema 8's data step: the EU label classes of products saved before it.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Storage;

use Rueda\Domain\Catalog\LabelClasses;
use Rueda\Domain\Catalog\ProductRepository;

/**
 * Copies each product's fuel efficiency and wet grip classes from its specs (post meta) into
 * the products table's columns, in batches. Schema::migrate() runs it once when upgrading
 * from a schema before 8; running it again changes nothing.
 *
 * @since 0.1.0
 */
final class LabelClassBackfill {

	/** Products read per batch. */
	public const BATCH = 500;

	/**
	 * Fills the columns of every product: per batch, two reads (rows, specs) and one UPDATE
	 * per distinct pair of classes.
	 *
	 * @since 0.1.0
	 *
	 * @param int $batch Products per batch.
	 * @return int Rows changed.
	 */
	public static function run( int $batch = self::BATCH ): int {
		global $wpdb;
		$table   = Schema::table( Schema::PRODUCTS );
		$batch   = max( 1, $batch );
		$after   = 0;
		$updated = 0;
		do {
			$ids   = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( 'SELECT product_id FROM %i WHERE product_id > %d ORDER BY product_id ASC LIMIT %d', $table, $after, $batch ) ) );
			$count = count( $ids );
			if ( ! $count ) {
				break;
			}
			$after = (int) end( $ids );
			$specs = (array) $wpdb->get_results(
				$wpdb->prepare(
					'SELECT post_id, meta_value FROM %i WHERE meta_key = %s AND post_id IN (' . implode( ',', array_fill( 0, $count, '%d' ) ) . ')', // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- placeholders built here.
					$wpdb->postmeta,
					ProductRepository::SPECS_META,
					...$ids
				),
				ARRAY_A
			);
			// Rows by their pair of classes: one UPDATE per pair.
			$groups = array();
			foreach ( $specs as $meta ) {
				$columns = LabelClasses::columns( maybe_unserialize( (string) $meta['meta_value'] ) );
				if ( null !== $columns['fuel_class'] || null !== $columns['wet_grip_class'] ) {
					$groups[ (string) wp_json_encode( $columns ) ][] = (int) $meta['post_id'];
				}
			}
			foreach ( $groups as $pair => $group ) {
				$updated += self::write( $table, (array) json_decode( $pair, true ), $group );
			}
		} while ( $count === $batch );
		return $updated;
	}

	/**
	 * Sets the classes of some rows.
	 *
	 * @param string                    $table   Products table.
	 * @param array<string,string|null> $columns Column => class or null.
	 * @param int[]                     $ids     Product ids.
	 * @return int Rows changed.
	 */
	private static function write( string $table, array $columns, array $ids ): int {
		global $wpdb;
		$set = array();
		foreach ( array_keys( LabelClasses::COLUMNS ) as $column ) {
			$class = $columns[ $column ] ?? null;
			$set[] = null === $class ? "{$column} = NULL" : $wpdb->prepare( "{$column} = %s", $class ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the column is one of LabelClasses::COLUMNS.
		}
		$changed = (int) $wpdb->query(
			$wpdb->prepare(
				'UPDATE %i SET ' . implode( ', ', $set ) . ' WHERE product_id IN (' . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')', // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- SET prepared above, placeholders built here.
				$table,
				...$ids
			)
		);
		// Listings sorted by these classes are cached until products change.
		ProductTable::changed();
		return $changed;
	}
}
