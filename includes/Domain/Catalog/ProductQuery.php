<?php
/**
 * Lists catalogue products with the shop's filters.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Catalog;

use Rueda\Storage\Schema;

/**
 * Runs a product listing: WP_Query for search, taxonomies and paging, joined to the
 * products table for price, stock, visibility, sale and rating filters and orderings
 * (also by the EU label's fuel and wet grip classes). A category includes its children.
 *
 * @since 0.1.0
 */
final class ProductQuery {

	/**
	 * Filters of the current run, read by the clauses callback.
	 *
	 * @var array<string,mixed>
	 */
	private array $filters = array();

	/**
	 * Finds one page of products.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $filters page, per_page, search, category, attributes,
	 *                                     stock_status, rating, min_price, max_price, on_sale,
	 *                                     orderby (date, price, popularity, rating, title,
	 *                                     menu_order, fuel_class, wet_grip_class), order,
	 *                                     include.
	 * @return array{ids:int[],total:int,pages:int}
	 */
	public function run( array $filters ): array {
		$this->filters = $filters;
		$per_page      = (int) ( $filters['per_page'] ?? 10 );
		$orderby       = (string) ( $filters['orderby'] ?? 'menu_order' );
		$order         = 'asc' === strtolower( (string) ( $filters['order'] ?? '' ) ) ? 'ASC' : 'DESC';
		if ( empty( $filters['order'] ) && in_array( $orderby, array( 'menu_order', 'title', 'price' ), true ) ) {
			$order = 'ASC';
		}
		$args = array(
			'post_type'           => PostTypes::PRODUCT,
			'post_status'         => 'publish',
			'posts_per_page'      => $per_page,
			'no_found_rows'       => $per_page < 0,
			'paged'               => max( 1, (int) ( $filters['page'] ?? 1 ) ),
			'fields'              => 'ids',
			'ignore_sticky_posts' => true,
			'tax_query'           => $this->tax_query( $filters ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- filtering by attribute is the point.
			'orderby'             => array(
				'title' === $orderby ? 'title' : ( 'date' === $orderby ? 'date' : 'menu_order' ) => $order,
				'ID' => 'ASC',
			),
		);
		if ( ! empty( $filters['search'] ) ) {
			$args['s'] = (string) $filters['search'];
		}
		if ( ! empty( $filters['include'] ) ) {
			$args['post__in'] = array_map( 'intval', (array) $filters['include'] );
		}

		add_filter( 'posts_clauses', array( $this, 'clauses' ), 10, 2 );
		$query = new \WP_Query( $args );
		remove_filter( 'posts_clauses', array( $this, 'clauses' ), 10 );

		return array(
			'ids'   => array_map( 'intval', $query->posts ),
			'total' => (int) $query->found_posts,
			'pages' => (int) $query->max_num_pages,
		);
	}

	/**
	 * The ids of every product the filters match, unpaged: what facet counts count.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $filters As run() takes them; paging and order are ignored.
	 * @return int[]
	 */
	public function all_ids( array $filters ): array {
		unset( $filters['orderby'], $filters['order'] );
		return $this->run(
			array(
				'page'     => 1,
				'per_page' => -1,
			) + $filters
		)['ids'];
	}

	/**
	 * Joins the products table and adds the column filters and orderings.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,string> $clauses SQL clauses.
	 * @param \WP_Query            $query   The running query.
	 * @return array<string,string>
	 */
	public function clauses( array $clauses, \WP_Query $query ): array {
		global $wpdb;
		$table    = Schema::table( Schema::PRODUCTS );
		$filters  = $this->filters;
		$visible  = empty( $filters['search'] ) ? array( 'visible' ) : array( 'visible', 'search' );
		$where    = array( "rueda_p.catalog_visibility IN ('" . implode( "','", $visible ) . "')" );
		$statuses = array_intersect( (array) ( $filters['stock_status'] ?? array() ), Product::STOCK_STATUSES );
		if ( $statuses ) {
			$where[] = "rueda_p.stock_status IN ('" . implode( "','", $statuses ) . "')";
		}
		$ratings = array_map( 'intval', array_intersect( (array) ( $filters['rating'] ?? array() ), array( '1', '2', '3', '4', '5' ) ) );
		if ( $ratings ) {
			$where[] = 'ROUND(rueda_p.average_rating) IN (' . implode( ',', $ratings ) . ')';
		}
		if ( isset( $filters['min_price'] ) && '' !== $filters['min_price'] ) {
			$where[] = $wpdb->prepare( 'rueda_p.price >= %d', (int) $filters['min_price'] );
		}
		if ( isset( $filters['max_price'] ) && '' !== $filters['max_price'] ) {
			$where[] = $wpdb->prepare( 'rueda_p.price <= %d', (int) $filters['max_price'] );
		}
		if ( isset( $filters['on_sale'] ) && null !== $filters['on_sale'] ) {
			// A scheduled sale counts between its days (the shop's), as Product::is_on_sale().
			$today   = ProductData::today();
			$sale    = $wpdb->prepare( '(rueda_p.sale_price IS NOT NULL AND rueda_p.sale_price < rueda_p.regular_price AND (rueda_p.sale_from IS NULL OR rueda_p.sale_from <= %s) AND (rueda_p.sale_to IS NULL OR rueda_p.sale_to >= %s))', $today, $today );
			$where[] = $filters['on_sale'] ? $sale : "NOT {$sale}";
		}

		$clauses['join']  .= " INNER JOIN {$table} rueda_p ON rueda_p.product_id = {$wpdb->posts}.ID";
		$clauses['where'] .= ' AND ' . implode( ' AND ', $where );

		$order   = 'asc' === strtolower( (string) ( $filters['order'] ?? '' ) ) ? 'ASC' : 'DESC';
		$columns = array(
			'price'      => 'rueda_p.price',
			'popularity' => 'rueda_p.total_sales',
			'rating'     => 'rueda_p.average_rating',
		);
		$orderby = (string) ( $filters['orderby'] ?? '' );
		if ( isset( $columns[ $orderby ] ) ) {
			if ( 'price' === $orderby && empty( $filters['order'] ) ) {
				$order = 'ASC';
			}
			$clauses['orderby'] = "{$columns[ $orderby ]} {$order}, {$wpdb->posts}.ID ASC";
		}
		if ( isset( LabelClasses::COLUMNS[ $orderby ] ) ) {
			// A (best) first unless asked otherwise; products without a label always last.
			$column             = "rueda_p.{$orderby}";
			$direction          = 'desc' === strtolower( (string) ( $filters['order'] ?? '' ) ) ? 'DESC' : 'ASC';
			$clauses['orderby'] = "{$column} IS NULL ASC, {$column} {$direction}, {$wpdb->posts}.menu_order ASC, {$wpdb->posts}.ID ASC";
		}
		return $clauses;
	}

	/**
	 * Category and attribute conditions as a tax query.
	 *
	 * @param array<string,mixed> $filters Filters.
	 * @return array<int|string,mixed>
	 */
	private function tax_query( array $filters ): array {
		$tax_query = array( 'relation' => 'AND' );
		if ( ! empty( $filters['category'] ) ) {
			$categories  = array_filter( array_map( 'trim', explode( ',', (string) $filters['category'] ) ) );
			$numeric     = array_filter( $categories, 'is_numeric' );
			$tax_query[] = array(
				'taxonomy'         => PostTypes::CATEGORY,
				'field'            => $numeric ? 'term_id' : 'slug',
				'terms'            => $numeric ? array_map( 'intval', $numeric ) : $categories,
				'include_children' => true,
			);
		}
		$operators = array(
			'in'     => 'IN',
			'and'    => 'AND',
			'not_in' => 'NOT IN',
		);
		foreach ( (array) ( $filters['attributes'] ?? array() ) as $condition ) {
			$attribute = Attributes::find( $condition['attribute'] ?? '' );
			if ( ! $attribute ) {
				continue;
			}
			$by_id       = ! empty( $condition['term_id'] );
			$tax_query[] = array(
				'taxonomy' => $attribute['taxonomy'],
				'field'    => $by_id ? 'term_id' : 'slug',
				'terms'    => $by_id ? array_map( 'intval', (array) $condition['term_id'] ) : array_map( 'strval', (array) ( $condition['slug'] ?? array() ) ),
				'operator' => $operators[ $condition['operator'] ?? 'in' ] ?? 'IN',
			);
		}
		return $tax_query;
	}
}
