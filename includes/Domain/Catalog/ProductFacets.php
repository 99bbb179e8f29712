<?php
/**
 * Counts over the products a listing's filters match: per attribute term, per stock
 * status, per rating, and the price range.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Catalog;

use Rueda\Storage\Schema;

/**
 * Each count takes the filters to count under; the caller leaves out a facet's own
 * choice so its other options still show what they would add. Matching ids are looked
 * up once per distinct set of filters.
 *
 * @since 0.1.0
 */
final class ProductFacets {

	/**
	 * Matching ids by serialized filters.
	 *
	 * @var array<string,int[]>
	 */
	private array $ids = array();

	/**
	 * Creates the counter.
	 *
	 * @param ProductQuery $query Listing query.
	 */
	public function __construct( private ProductQuery $query = new ProductQuery() ) {}

	/**
	 * How many matching products carry each term of a taxonomy.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $filters  ProductQuery filters.
	 * @param string              $taxonomy Attribute taxonomy.
	 * @return array<int,int> Count by term id; terms without products are left out.
	 */
	public function term_counts( array $filters, string $taxonomy ): array {
		global $wpdb;
		$in = $this->id_list( $filters );
		if ( '' === $in ) {
			return array();
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- ids are integers; cached by the caller's listing.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT tt.term_id AS term, COUNT(DISTINCT tr.object_id) AS total FROM {$wpdb->term_relationships} tr INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id WHERE tt.taxonomy = %s AND tr.object_id IN ({$in}) GROUP BY tt.term_id", $taxonomy ), ARRAY_A );
		return $this->pairs( (array) $rows, 'term' );
	}

	/**
	 * How many matching products are in each stock status.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $filters ProductQuery filters.
	 * @return array<string,int> Count by status.
	 */
	public function stock_status_counts( array $filters ): array {
		return $this->column_counts( $filters, 'stock_status' );
	}

	/**
	 * How many matching products have each rounded average rating (unrated ones left out).
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $filters ProductQuery filters.
	 * @return array<int,int> Count by rating 1-5.
	 */
	public function rating_counts( array $filters ): array {
		return $this->column_counts( $filters, 'ROUND(average_rating)', 'average_rating > 0' );
	}

	/**
	 * The lowest and highest price of the matching products, in minor units.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $filters ProductQuery filters.
	 * @return array{min:int,max:int}|null Null when nothing matches.
	 */
	public function price_range( array $filters ): ?array {
		global $wpdb;
		$in = $this->id_list( $filters );
		if ( '' === $in ) {
			return null;
		}
		$table = Schema::table( Schema::PRODUCTS );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- ids are integers.
		$row = $wpdb->get_row( "SELECT MIN(price) AS min_price, MAX(price) AS max_price FROM {$table} WHERE product_id IN ({$in})", ARRAY_A );
		return array(
			'min' => (int) ( $row['min_price'] ?? 0 ),
			'max' => (int) ( $row['max_price'] ?? 0 ),
		);
	}

	/**
	 * Matching products grouped by an expression over the products table.
	 *
	 * @param array<string,mixed> $filters    ProductQuery filters.
	 * @param string              $expression Column or SQL expression (never input).
	 * @param string              $where      Extra condition (never input).
	 * @return array<int|string,int>
	 */
	private function column_counts( array $filters, string $expression, string $where = '1=1' ): array {
		global $wpdb;
		$in = $this->id_list( $filters );
		if ( '' === $in ) {
			return array();
		}
		$table = Schema::table( Schema::PRODUCTS );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- ids are integers, the expression is ours.
		$rows = $wpdb->get_results( "SELECT {$expression} AS value, COUNT(*) AS total FROM {$table} WHERE product_id IN ({$in}) AND {$where} GROUP BY {$expression}", ARRAY_A );
		return $this->pairs( (array) $rows, 'value' );
	}

	/**
	 * The matching ids as a SQL list, '' when nothing matches.
	 *
	 * @param array<string,mixed> $filters ProductQuery filters.
	 */
	private function id_list( array $filters ): string {
		$key = md5( (string) wp_json_encode( $filters ) );
		if ( ! isset( $this->ids[ $key ] ) ) {
			$this->ids[ $key ] = $this->query->all_ids( $filters );
		}
		return implode( ',', array_map( 'intval', $this->ids[ $key ] ) );
	}

	/**
	 * Rows as count by key.
	 *
	 * @param array<int,array<string,mixed>> $rows Rows with `total` and the key column.
	 * @param string                         $key  Key column.
	 * @return array<int|string,int>
	 */
	private function pairs( array $rows, string $key ): array {
		$counts = array();
		foreach ( $rows as $row ) {
			$value            = is_numeric( $row[ $key ] ) ? (int) $row[ $key ] : (string) $row[ $key ];
			$counts[ $value ] = (int) $row['total'];
		}
		return $counts;
	}
}
