<?php
/**
 * Reads and writes rows of the products table.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Storage;

/**
 * Row access for product data; every query is prepared.
 *
 * Rows are never cached, but WordPress caches the results of product listings (WP_Query
 * joined to this table, in the object cache, shared by every PHP node when it is
 * persistent) until posts change: every write here counts as a change of posts, so a
 * listing filtered or sorted by stock, price or sales never answers from before it.
 *
 * @since 0.1.0
 */
final class ProductTable {

	/** Integer columns, cast on read. */
	private const INT_COLUMNS = array( 'product_id', 'parent_id', 'regular_price', 'price', 'manage_stock', 'min_quantity', 'max_quantity', 'multiple_of', 'quantity_editable', 'sold_individually', 'needs_shipping', 'weight_grams', 'total_sales', 'rating_count' );

	/** Nullable integer columns. */
	private const NULLABLE_INT_COLUMNS = array( 'sale_price', 'stock_quantity', 'low_stock_threshold' );

	/** Columns of wp_posts (none shares a name with this table's). */
	private const POST_COLUMNS = array( 'ID', 'post_author', 'post_date', 'post_date_gmt', 'post_content', 'post_title', 'post_excerpt', 'post_status', 'comment_status', 'ping_status', 'post_password', 'post_name', 'to_ping', 'pinged', 'post_modified', 'post_modified_gmt', 'post_content_filtered', 'post_parent', 'guid', 'menu_order', 'post_type', 'post_mime_type', 'comment_count' );

	/**
	 * Rows for the given product ids, keyed by id, read with their posts in one query; the
	 * posts go into WordPress's post cache, so get_post() needs no query of its own.
	 *
	 * @since 0.1.0
	 *
	 * @param int[] $ids Product ids.
	 * @return array<int,array<string,mixed>>
	 */
	public function get_rows_caching_posts( array $ids ): array {
		global $wpdb;
		$ids = array_values( array_unique( array_map( 'intval', $ids ) ) );
		if ( ! $ids ) {
			return array();
		}
		$results = $wpdb->get_results(
			$wpdb->prepare(
				'SELECT p.*, r.* FROM %i AS p INNER JOIN %i AS r ON r.product_id = p.ID WHERE r.product_id IN (' . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')', // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- placeholders built above.
				$wpdb->posts,
				Schema::table( Schema::PRODUCTS ),
				...$ids
			),
			ARRAY_A
		);
		$by_id   = array();
		$posts   = array();
		$split   = array_flip( self::POST_COLUMNS );
		foreach ( (array) $results as $result ) {
			$posts[]                              = (object) array_intersect_key( $result, $split );
			$by_id[ (int) $result['product_id'] ] = $this->cast( array_diff_key( $result, $split ) );
		}
		update_post_cache( $posts );
		return $by_id;
	}

	/**
	 * Rows for the given product ids, keyed by id.
	 *
	 * @since 0.1.0
	 *
	 * @param int[] $ids Product ids.
	 * @return array<int,array<string,mixed>>
	 */
	public function get_rows( array $ids ): array {
		global $wpdb;
		$ids = array_values( array_unique( array_map( 'intval', $ids ) ) );
		if ( ! $ids ) {
			return array();
		}
		$table = Schema::table( Schema::PRODUCTS );
		$rows  = $wpdb->get_results(
			$wpdb->prepare(
				'SELECT * FROM %i WHERE product_id IN (' . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')', // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- placeholders built above.
				$table,
				...$ids
			),
			ARRAY_A
		);
		$by_id = array();
		foreach ( (array) $rows as $row ) {
			$by_id[ (int) $row['product_id'] ] = $this->cast( $row );
		}
		return $by_id;
	}

	/**
	 * The id of the product with a SKU, or 0.
	 *
	 * @since 0.1.0
	 *
	 * @param string $sku SKU.
	 */
	public function find_id_by_sku( string $sku ): int {
		global $wpdb;
		if ( '' === $sku ) {
			return 0;
		}
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT product_id FROM %i WHERE sku = %s LIMIT 1', Schema::table( Schema::PRODUCTS ), $sku ) );
	}

	/**
	 * Inserts or replaces a product's row.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $row Full row, product_id included.
	 */
	public function put( array $row ): void {
		global $wpdb;
		$wpdb->replace( Schema::table( Schema::PRODUCTS ), $row );
		self::changed();
	}

	/**
	 * Changes counted stock by a number of units (negative when sold), with the stock status
	 * and total sales (which count every product), in one statement so simultaneous orders never lose an update.
	 *
	 * The status is computed from the old quantity plus the change: MySQL assigns columns
	 * left to right and SQLite from the old row, and this order reads the same in both.
	 *
	 * @since 0.1.0
	 *
	 * @param int $id    Product id.
	 * @param int $delta Units to add (negative to take).
	 */
	public function adjust_stock( int $id, int $delta ): void {
		global $wpdb;
		$wpdb->query(
			$wpdb->prepare(
				"UPDATE %i SET
					stock_status = CASE WHEN manage_stock = 0 THEN stock_status WHEN stock_quantity + %d > 0 THEN 'instock' WHEN backorders = 'no' THEN 'outofstock' ELSE 'onbackorder' END,
					total_sales = CASE WHEN total_sales - %d < 0 THEN 0 ELSE total_sales - %d END,
					stock_quantity = CASE WHEN manage_stock = 0 THEN stock_quantity ELSE stock_quantity + %d END
				WHERE product_id = %d",
				Schema::table( Schema::PRODUCTS ),
				$delta,
				$delta,
				$delta,
				$delta,
				$id
			)
		);
		self::changed();
	}

	/**
	 * Writes columns of several rows in one statement: each column is set by product id
	 * (CASE product_id WHEN ... THEN ...); a null value writes NULL.
	 *
	 * @since 0.7.0
	 *
	 * @param array<int,array<string,int|string|null>> $values_by_id Column values by product id (the same columns for every id).
	 */
	public function update_many( array $values_by_id ): void {
		global $wpdb;
		if ( ! $values_by_id ) {
			return;
		}
		$sets = array();
		foreach ( array_keys( (array) reset( $values_by_id ) ) as $column ) {
			$cases = '';
			foreach ( $values_by_id as $id => $values ) {
				$value = $values[ $column ];
				if ( null === $value ) {
					$cases .= $wpdb->prepare( ' WHEN %d THEN NULL', $id );
				} elseif ( is_int( $value ) ) {
					$cases .= $wpdb->prepare( ' WHEN %d THEN %d', $id, $value );
				} else {
					$cases .= $wpdb->prepare( ' WHEN %d THEN %s', $id, $value );
				}
			}
			$sets[] = $wpdb->prepare( '%i = CASE product_id', $column ) . $cases . ' END'; // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- %i identifiers only (WPCS 2.3 predates them).
		}
		$ids = array_map( 'intval', array_keys( $values_by_id ) );
		$wpdb->query(
			$wpdb->prepare(
				'UPDATE %i SET ' . implode( ', ', $sets ) . ' WHERE product_id IN (' . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')', // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare,WordPress.DB.PreparedSQL.NotPrepared -- the SET clauses are prepared above, placeholders built here.
				Schema::table( Schema::PRODUCTS ),
				...$ids
			)
		);
		self::changed();
	}

	/**
	 * Adds units to the counted stock of several products in one statement, with their
	 * stock status (read as adjust_stock() does); sales are not counted.
	 *
	 * @since 0.7.0
	 *
	 * @param int[] $ids   Product ids (those that count stock change).
	 * @param int   $delta Units to add (negative to take).
	 */
	public function add_stock( array $ids, int $delta ): void {
		global $wpdb;
		$ids = array_values( array_map( 'intval', $ids ) );
		if ( ! $ids ) {
			return;
		}
		$wpdb->query(
			$wpdb->prepare(
				"UPDATE %i SET
					stock_status = CASE WHEN stock_quantity + %d > 0 THEN 'instock' WHEN backorders = 'no' THEN 'outofstock' ELSE 'onbackorder' END,
					stock_quantity = stock_quantity + %d
				WHERE manage_stock = 1 AND product_id IN (" . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')', // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- placeholders built here.
				Schema::table( Schema::PRODUCTS ),
				$delta,
				$delta,
				...$ids
			)
		);
		self::changed();
	}

	/**
	 * Sets the stored price of products with a scheduled sale to the one of a day (the
	 * listings filter and sort by this column; Product::price() reads the dates itself).
	 *
	 * @since 0.7.0
	 *
	 * @param string $today The day (Y-m-d) in the shop's time zone.
	 * @return int Rows whose price changed.
	 */
	public function refresh_scheduled_prices( string $today ): int {
		global $wpdb;
		$changed = (int) $wpdb->query(
			$wpdb->prepare(
				'UPDATE %i SET price = CASE
					WHEN sale_price IS NOT NULL AND sale_price < regular_price
						AND ( sale_from IS NULL OR sale_from <= %s ) AND ( sale_to IS NULL OR sale_to >= %s )
					THEN sale_price ELSE regular_price END
				WHERE ( sale_from IS NOT NULL OR sale_to IS NOT NULL ) AND type <> %s',
				Schema::table( Schema::PRODUCTS ),
				$today,
				$today,
				'variable'
			)
		);
		if ( $changed ) {
			self::changed();
		}
		return $changed;
	}

	/**
	 * Deletes a product's row.
	 *
	 * @since 0.1.0
	 *
	 * @param int $id Product id.
	 */
	public function delete( int $id ): void {
		global $wpdb;
		$wpdb->delete( Schema::table( Schema::PRODUCTS ), array( 'product_id' => $id ), array( '%d' ) );
		self::changed();
	}

	/**
	 * Makes cached product listings stale: they are cached until posts change (WP_Query's
	 * `post-queries`, salted with the posts' last-changed time). Called after the write, so
	 * a listing read after this time reads the new rows; inside a transaction, once it
	 * committed (before, another node could cache the rows as they were).
	 *
	 * @since 0.1.0
	 */
	public static function changed(): void {
		Transaction::after_commit( 'wp_cache_set_posts_last_changed' );
	}

	/**
	 * Types a raw row: integers as int, decimals as float, nulls kept.
	 *
	 * @param array<string,mixed> $row Raw row.
	 * @return array<string,mixed>
	 */
	private function cast( array $row ): array {
		foreach ( self::INT_COLUMNS as $column ) {
			$row[ $column ] = (int) $row[ $column ];
		}
		foreach ( self::NULLABLE_INT_COLUMNS as $column ) {
			$row[ $column ] = null === $row[ $column ] ? null : (int) $row[ $column ];
		}
		$row['average_rating'] = (float) $row['average_rating'];
		return $row;
	}
}
