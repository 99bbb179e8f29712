<?php
/**
 * Upgrading a shop from schema 7: the label columns, their indexes and their backfill.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Catalog;

use Rueda\Domain\Catalog\LabelClasses;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Storage\Schema;
use Rueda\Tests\TestCase;

/**
 * Runs the real upgrade on the test site's products table: it takes the table back to
 * schema 7 (DDL, so outside a transaction) and lets Schema::migrate() bring it to 8. The
 * table ends as it started, whatever happens.
 *
 * @group object-cache
 */
final class ProductsSchemaMigrationTest extends TestCase {

	/**
	 * DDL commits on MariaDB: no transaction; the test restores the schema itself.
	 *
	 * @var bool
	 */
	protected bool $isolate = false;

	/**
	 * Names of the table's columns.
	 *
	 * @return list<string>
	 */
	private function columns(): array {
		global $wpdb;
		return array_map( 'strval', (array) $wpdb->get_col( $wpdb->prepare( 'SHOW COLUMNS FROM %i', Schema::table( Schema::PRODUCTS ) ) ) ); // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- %i identifiers only (WPCS 2.3 predates them).
	}

	/**
	 * Names of the table's indexes.
	 *
	 * @return list<string>
	 */
	private function indexes(): array {
		global $wpdb;
		return array_values( array_unique( array_map( 'strval', (array) $wpdb->get_col( $wpdb->prepare( 'SHOW INDEX FROM %i', Schema::table( Schema::PRODUCTS ) ), 2 ) ) ) ); // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- %i identifiers only (WPCS 2.3 predates them).
	}

	public function test_upgrading_from_schema_7_adds_the_indexed_columns_and_fills_them_from_the_specs(): void {
		global $wpdb;
		$table    = Schema::table( Schema::PRODUCTS );
		$expected = array();
		foreach ( (array) $wpdb->get_col( $wpdb->prepare( 'SELECT product_id FROM %i WHERE product_id > %d ORDER BY product_id', $table, 0 ) ) as $id ) {
			$expected[ (int) $id ] = LabelClasses::columns( get_post_meta( (int) $id, ProductRepository::SPECS_META, true ) );
		}
		$this->assertContains( 'fuel_class', $this->columns() );

		try {
			// Schema 7: neither the columns nor their indexes.
			foreach ( array_keys( LabelClasses::COLUMNS ) as $column ) {
				$wpdb->query( $wpdb->prepare( 'ALTER TABLE %i DROP INDEX %i', $table, $column ) ); // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- %i identifiers only (WPCS 2.3 predates them).
				$wpdb->query( $wpdb->prepare( 'ALTER TABLE %i DROP COLUMN %i', $table, $column ) ); // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- %i identifiers only (WPCS 2.3 predates them).
			}
			$this->assertNotContains( 'fuel_class', $this->columns() );
			$this->assertNotContains( 'wet_grip_class', $this->indexes() );
			update_option( Schema::VERSION_OPTION, 7 );
			wp_cache_flush();

			Schema::migrate();

			$this->assertSame( Schema::VERSION, (int) get_option( Schema::VERSION_OPTION ) );
			$this->assertContains( 'fuel_class', $this->columns() );
			$this->assertContains( 'wet_grip_class', $this->columns() );
			$this->assertContains( 'fuel_class', $this->indexes() );
			$this->assertContains( 'wet_grip_class', $this->indexes() );
			$actual = array();
			foreach ( (array) $wpdb->get_results( $wpdb->prepare( 'SELECT product_id, fuel_class, wet_grip_class FROM %i WHERE product_id > %d ORDER BY product_id', $table, 0 ), ARRAY_A ) as $row ) {
				$actual[ (int) $row['product_id'] ] = array(
					'fuel_class'     => $row['fuel_class'],
					'wet_grip_class' => $row['wet_grip_class'],
				);
			}
			$this->assertSame( $expected, $actual );
			$this->assertGreaterThanOrEqual( 30, count( array_filter( array_column( $actual, 'wet_grip_class' ) ) ) );
		} finally {
			// Whatever happened, the table ends at the current schema.
			if ( ! in_array( 'fuel_class', $this->columns(), true ) || (int) get_option( Schema::VERSION_OPTION ) !== Schema::VERSION ) {
				update_option( Schema::VERSION_OPTION, 7 );
				Schema::migrate();
			}
		}
	}

	public function test_an_up_to_date_schema_runs_nothing(): void {
		global $wpdb;
		$queries = $wpdb->num_queries;

		Schema::migrate();

		$this->assertLessThanOrEqual( 1, $wpdb->num_queries - $queries );
	}
}
