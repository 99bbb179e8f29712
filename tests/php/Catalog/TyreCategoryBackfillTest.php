<?php
/**
 * Schema 14's backfill of the tyres' categories.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Catalog;

use Rueda\Domain\Catalog\Attributes;
use Rueda\Domain\Catalog\PostTypes;
use Rueda\Storage\Schema;
use Rueda\Storage\TyreCategoryBackfill;
use Rueda\Tests\TestCase;

/**
 * Tyres saved before the season set their categories get "Neumáticos" and their season's
 * category, in batches, keeping the ones the owner chose; services are left alone.
 */
final class TyreCategoryBackfillTest extends TestCase {

	/**
	 * The category slugs of some products, by id.
	 *
	 * @param int[] $ids Product ids.
	 * @return array<int,string[]>
	 */
	private function categories( array $ids ): array {
		$categories = array();
		foreach ( $ids as $id ) {
			$slugs = wp_get_object_terms( $id, PostTypes::CATEGORY, array( 'fields' => 'slugs' ) );
			sort( $slugs );
			$categories[ $id ] = $slugs;
		}
		return $categories;
	}

	/**
	 * Ids of the demo's products of one kind.
	 *
	 * @param string $kind tyre or service.
	 * @return int[]
	 */
	private function ids( string $kind ): array {
		global $wpdb;
		return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT product_id FROM %i WHERE kind = %s AND parent_id = 0 ORDER BY product_id', Schema::table( Schema::PRODUCTS ), $kind ) ) );
	}

	public function test_tyres_get_the_tyre_and_season_categories_and_keep_the_owners(): void {
		$tyres    = $this->ids( 'tyre' );
		$services = $this->ids( 'service' );
		$this->assertGreaterThanOrEqual( 20, count( $tyres ) );
		$ofertas = wp_insert_term( 'Ofertas', PostTypes::CATEGORY );
		$this->assertIsArray( $ofertas );
		// As before: no tyre category; one tyre the owner put in "Ofertas" only.
		$expected = array();
		foreach ( $tyres as $id ) {
			wp_set_object_terms( $id, array(), PostTypes::CATEGORY );
			$season          = wp_get_object_terms( $id, Attributes::taxonomy( 'season' ), array( 'fields' => 'slugs' ) );
			$expected[ $id ] = array_merge( array( 'neumaticos' ), $season );
		}
		wp_set_object_terms( $tyres[0], array( (int) $ofertas['term_id'] ), PostTypes::CATEGORY );
		$expected[ $tyres[0] ][] = 'ofertas';
		$expected                = array_map(
			static function ( array $slugs ): array {
				sort( $slugs );
				return $slugs;
			},
			$expected
		);
		$this->assertGreaterThanOrEqual( 3, count( array_unique( array_merge( ...array_values( $expected ) ) ) ), 'tyres of several seasons' );
		$service_categories = $this->categories( $services );

		$added = TyreCategoryBackfill::run( 7 );

		$this->assertSame( $expected, $this->categories( $tyres ) );
		$this->assertSame( count( array_merge( ...array_values( $expected ) ) ) - 1, $added, 'one row per category added' );
		$this->assertSame( $service_categories, $this->categories( $services ), 'services are left alone' );
		$this->assertSame( count( $tyres ), (int) get_term_by( 'slug', 'neumaticos', PostTypes::CATEGORY )->count, 'the category counts are right' );
		$this->assertSame( 0, TyreCategoryBackfill::run( 7 ), 'a second run adds nothing' );
	}

	public function test_an_upgrade_from_schema_13_runs_it(): void {
		$tyre = $this->ids( 'tyre' )[0];
		wp_set_object_terms( $tyre, array(), PostTypes::CATEGORY );
		update_option( Schema::VERSION_OPTION, 13 );

		Schema::migrate();

		$this->assertContains( 'neumaticos', $this->categories( array( $tyre ) )[ $tyre ] );
		$this->assertSame( Schema::VERSION, (int) get_option( Schema::VERSION_OPTION ) );
	}
}
