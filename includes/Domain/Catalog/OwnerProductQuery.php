<?php
/**
 * Lists the catalogue as the shop's owner manages it.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Catalog;

use Rueda\Domain\Tyres\TyreSize;

use Rueda\Storage\Schema;

/**
 * One page of products in any status (the trash only when asked), found by title or SKU,
 * filtered by kind, category, stock status and post status, sorted by title, price,
 * stock or date. Unlike the shop's ProductQuery it ignores catalogue visibility. The
 * owner's products screen and the fitting screen's services list with it.
 *
 * @since 0.1.0
 */
final class OwnerProductQuery {

	/** Sort keys and their columns. */
	private const ORDER_COLUMNS = array(
		'price' => 'rueda_p.price',
		'stock' => 'rueda_p.stock_quantity',
		'sku'   => 'rueda_p.sku',
	);

	/**
	 * Filters of the running query, read by the clauses callback.
	 *
	 * @var array<string,mixed>
	 */
	private array $filters = array();

	/**
	 * Finds one page.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $filters page, per_page, search, kind, category,
	 *                                     stock_status, status, brand (slugs),
	 *                                     season (slugs), size ("205/55 R16"s),
	 *                                     orderby, order; count false skips the
	 *                                     total (an export reads page after page).
	 * @return array{ids:int[],total:int}
	 */
	public function run( array $filters ): array {
		$this->filters = $filters;
		$order         = 'desc' === ( $filters['order'] ?? 'asc' ) ? 'DESC' : 'ASC';
		$orderby       = (string) ( $filters['orderby'] ?? 'date' );
		$args          = array(
			'post_type'           => PostTypes::PRODUCT,
			'post_status'         => $filters['status'] ? (array) $filters['status'] : array( 'publish', 'draft', 'pending', 'private' ),
			'posts_per_page'      => (int) $filters['per_page'],
			'paged'               => (int) $filters['page'],
			'fields'              => 'ids',
			'ignore_sticky_posts' => true,
			'orderby'             => array(
				'title' === $orderby ? 'title' : 'date' => $order,
				'ID'                                    => $order,
			),
		);
		if ( false === ( $filters['count'] ?? true ) ) {
			$args['no_found_rows'] = true;
		}
		$tax_query = $this->tax_query( $filters );
		if ( $tax_query ) {
			$args['tax_query'] = $tax_query; // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- filtering by category, brand, season and size is the point.
		}
		add_filter( 'posts_clauses', array( $this, 'clauses' ) );
		$query = new \WP_Query( $args );
		$total = (int) $query->found_posts;
		if ( ! $query->posts && $args['paged'] > 1 ) {
			// WP_Query counts nothing when the page is empty: count on the first page.
			$args['paged'] = 1;
			$total         = (int) ( new \WP_Query( $args ) )->found_posts;
		}
		remove_filter( 'posts_clauses', array( $this, 'clauses' ) );
		return array(
			'ids'   => array_map( 'intval', $query->posts ),
			'total' => $total,
		);
	}

	/**
	 * The taxonomy conditions of the filters: categories, brands, seasons, and sizes (each
	 * size its width, profile and rim; several sizes are alternatives).
	 *
	 * @param array<string,mixed> $filters Filters.
	 * @return array<int|string,mixed>
	 */
	private function tax_query( array $filters ): array {
		$query = array();
		if ( ! empty( $filters['category'] ) ) {
			$query[] = array(
				'taxonomy' => PostTypes::CATEGORY,
				'field'    => 'term_id',
				'terms'    => array_map( 'intval', (array) $filters['category'] ),
			);
		}
		foreach ( array( 'brand', 'season' ) as $attribute ) {
			if ( ! empty( $filters[ $attribute ] ) ) {
				$query[] = array(
					'taxonomy' => Attributes::taxonomy( $attribute ),
					'field'    => 'slug',
					'terms'    => array_map( 'sanitize_title', (array) $filters[ $attribute ] ),
				);
			}
		}
		$sizes = array( 'relation' => 'OR' );
		foreach ( (array) ( $filters['size'] ?? array() ) as $text ) {
			$size = TyreSize::parse( (string) $text );
			// A size that is none matches nothing, rather than everything.
			$conditions = $size ? array_slice( $size->attribute_conditions(), 0, 3 ) : array(
				array(
					'attribute' => 'width',
					'slug'      => array( '0' ),
				),
			);
			$all        = array( 'relation' => 'AND' );
			foreach ( $conditions as $condition ) {
				$all[] = array(
					'taxonomy' => Attributes::taxonomy( $condition['attribute'] ),
					'field'    => 'slug',
					'terms'    => $condition['slug'],
				);
			}
			$sizes[] = $all;
		}
		if ( count( $sizes ) > 1 ) {
			$query[] = $sizes;
		}
		return $query;
	}

	/**
	 * Joins the products table for the search, the column filters and orderings.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,string> $clauses SQL clauses.
	 * @return array<string,string>
	 */
	public function clauses( array $clauses ): array {
		global $wpdb;
		$filters           = $this->filters;
		$table             = Schema::table( Schema::PRODUCTS );
		$clauses['join']  .= " INNER JOIN {$table} rueda_p ON rueda_p.product_id = {$wpdb->posts}.ID";
		$clauses['where'] .= " AND rueda_p.type <> 'variation'";
		if ( '' !== (string) $filters['search'] ) {
			$like              = '%' . $wpdb->esc_like( (string) $filters['search'] ) . '%';
			$clauses['where'] .= $wpdb->prepare( " AND ({$wpdb->posts}.post_title LIKE %s OR rueda_p.sku LIKE %s)", $like, $like );
		}
		if ( $filters['kind'] ) {
			$clauses['where'] .= $wpdb->prepare( ' AND rueda_p.kind = %s', (string) $filters['kind'] );
		}
		if ( $filters['stock_status'] ) {
			$statuses          = (array) $filters['stock_status'];
			$clauses['where'] .= $wpdb->prepare( ' AND rueda_p.stock_status IN (' . implode( ',', array_fill( 0, count( $statuses ), '%s' ) ) . ')', ...$statuses ); // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- placeholders built above.
		}
		$orderby = (string) ( $filters['orderby'] ?? '' );
		if ( isset( self::ORDER_COLUMNS[ $orderby ] ) ) {
			$order              = 'desc' === ( $filters['order'] ?? 'asc' ) ? 'DESC' : 'ASC';
			$clauses['orderby'] = self::ORDER_COLUMNS[ $orderby ] . " {$order}, {$wpdb->posts}.ID {$order}";
		}
		return $clauses;
	}
}
