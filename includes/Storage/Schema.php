<?php
/**
 * Rueda's custom tables and their migrations.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Storage;

/**
 * Creates or upgrades the custom tables with dbDelta when the schema version changes.
 *
 * @since 0.1.0
 */
final class Schema {

	public const VERSION        = 2;
	public const VERSION_OPTION = 'rueda_schema_version';

	/**
	 * Table names without the WordPress prefix.
	 */
	public const PRODUCTS = 'rueda_products';
	public const CARTS    = 'rueda_carts';

	/**
	 * The prefixed name of a table.
	 *
	 * @since 0.1.0
	 *
	 * @param string $table One of the table constants.
	 */
	public static function table( string $table ): string {
		global $wpdb;
		return $wpdb->prefix . $table;
	}

	/**
	 * Runs the migrations when the stored version is behind.
	 *
	 * @since 0.1.0
	 */
	public static function migrate(): void {
		if ( (int) get_option( self::VERSION_OPTION ) >= self::VERSION ) {
			return;
		}
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( self::definitions() );
		update_option( self::VERSION_OPTION, self::VERSION );
	}

	/**
	 * CREATE TABLE statements in dbDelta's format.
	 *
	 * Products: the commercial data of each catalogue post (prices in minor units, stock,
	 * limits) in columns, so that listing filters and stock changes are single indexed,
	 * atomic SQL statements. Carts: one row per cart, keyed by session or token.
	 *
	 * @return string[]
	 */
	private static function definitions(): array {
		global $wpdb;
		$collate  = $wpdb->get_charset_collate();
		$products = self::table( self::PRODUCTS );
		$carts    = self::table( self::CARTS );

		return array(
			"CREATE TABLE {$products} (
				product_id bigint(20) unsigned NOT NULL,
				parent_id bigint(20) unsigned NOT NULL DEFAULT 0,
				type varchar(20) NOT NULL DEFAULT 'simple',
				kind varchar(20) NOT NULL DEFAULT 'tyre',
				sku varchar(100) NOT NULL DEFAULT '',
				regular_price bigint(20) NOT NULL DEFAULT 0,
				sale_price bigint(20) DEFAULT NULL,
				price bigint(20) NOT NULL DEFAULT 0,
				manage_stock tinyint(1) NOT NULL DEFAULT 0,
				stock_quantity int(11) DEFAULT NULL,
				stock_status varchar(20) NOT NULL DEFAULT 'instock',
				backorders varchar(10) NOT NULL DEFAULT 'no',
				low_stock_threshold int(11) DEFAULT NULL,
				min_quantity int(11) NOT NULL DEFAULT 1,
				max_quantity int(11) NOT NULL DEFAULT 99,
				multiple_of int(11) NOT NULL DEFAULT 1,
				quantity_editable tinyint(1) NOT NULL DEFAULT 1,
				sold_individually tinyint(1) NOT NULL DEFAULT 0,
				catalog_visibility varchar(10) NOT NULL DEFAULT 'visible',
				needs_shipping tinyint(1) NOT NULL DEFAULT 1,
				weight_grams int(11) NOT NULL DEFAULT 0,
				stock_origin varchar(40) NOT NULL DEFAULT '',
				tax_class varchar(40) NOT NULL DEFAULT '',
				total_sales int(11) NOT NULL DEFAULT 0,
				average_rating decimal(3,2) NOT NULL DEFAULT 0.00,
				rating_count int(11) NOT NULL DEFAULT 0,
				PRIMARY KEY  (product_id),
				KEY parent_id (parent_id),
				KEY sku (sku),
				KEY price (price),
				KEY stock_status (stock_status)
			) {$collate};",
			"CREATE TABLE {$carts} (
				cart_key varchar(64) NOT NULL,
				customer_id bigint(20) unsigned NOT NULL DEFAULT 0,
				contents longtext NOT NULL,
				version bigint(20) unsigned NOT NULL DEFAULT 1,
				updated_at datetime NOT NULL,
				expires_at datetime NOT NULL,
				PRIMARY KEY  (cart_key),
				KEY customer_id (customer_id),
				KEY expires_at (expires_at)
			) {$collate};",
		);
	}
}
