<?php
/**
 * Rueda's custom tables and their migrations.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Storage;

use Rueda\Domain\Invoices\Verifactu\InvoicingSystem;

/**
 * Creates or upgrades the custom tables with dbDelta when the schema version changes.
 *
 * @since 0.1.0
 */
final class Schema {

	public const VERSION        = 14;
	public const VERSION_OPTION = 'rueda_schema_version';

	/**
	 * Table names without the WordPress prefix.
	 */
	public const PRODUCTS = 'rueda_products';
	public const CARTS    = 'rueda_carts';
	public const ORDERS   = 'rueda_orders';
	public const ITEMS    = 'rueda_order_items';
	public const ADDRESS  = 'rueda_order_addresses';
	public const META     = 'rueda_order_meta';
	public const HOLDS    = 'rueda_stock_holds';
	public const LIMITS   = 'rueda_rate_limits';
	public const COUPONS  = 'rueda_coupon_uses';
	public const REPLAYS  = 'rueda_idempotency_keys';
	public const VEHICLES = 'rueda_vehicles';
	public const INVOICES = 'rueda_invoices';
	public const BOOKINGS = 'rueda_appointments';
	public const REFUNDS  = 'rueda_refunds';
	public const RECTIFY  = 'rueda_rectifying_invoices';
	public const RECORDS  = 'rueda_invoice_records';
	public const REPLACE  = 'rueda_invoice_substitutes';

	/**
	 * When schema 13 began keeping invoice records (UTC): invoices issued before have none.
	 */
	public const RECORDS_SINCE_OPTION = 'rueda_invoice_records_since';

	/**
	 * Every table, for the uninstaller.
	 */
	public const TABLES = array( self::PRODUCTS, self::CARTS, self::ORDERS, self::ITEMS, self::ADDRESS, self::META, self::HOLDS, self::LIMITS, self::COUPONS, self::REPLAYS, self::VEHICLES, self::INVOICES, self::BOOKINGS, self::REFUNDS, self::RECTIFY, self::RECORDS, self::REPLACE );

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
		$from = (int) get_option( self::VERSION_OPTION );
		if ( $from >= self::VERSION ) {
			return;
		}
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( self::definitions() );
		if ( $from < 8 ) {
			// Schema 8 sorts by the EU label classes: fill them in from the products' specs.
			LabelClassBackfill::run();
		}
		if ( $from < 11 ) {
			// Schema 11 keeps the buyer in the invoice: copy it for the invoices issued before.
			InvoiceBuyerBackfill::run();
		}
		if ( $from < 13 ) {
			// Invoices issued before schema 13 get no VERI*FACTU record: this says which.
			add_option( self::RECORDS_SINCE_OPTION, gmdate( 'Y-m-d H:i:s' ), '', false );
			// The installation number, made once, before any invoice needs it.
			InvoicingSystem::installation_number();
		}
		if ( $from < 14 ) {
			// Tyres saved before the season set their categories: add the missing ones.
			TyreCategoryBackfill::run();
		}
		update_option( self::VERSION_OPTION, self::VERSION );
	}

	/**
	 * CREATE TABLE statements in dbDelta's format.
	 *
	 * Products: the commercial data of each catalogue post (prices in minor units, stock,
	 * limits) in columns, so that listing filters and stock changes are single indexed,
	 * atomic SQL statements; the EU label's fuel and wet grip classes (schema 8) are columns
	 * too, to sort by. Carts: one row per cart, keyed by session or token. Stock holds:
	 * held_since is when the order's first hold began (schema 7), which caps its renewals.
	 * Invoices (schema 9): one per paid order, numbered without gaps per series and year
	 * (the unique keys are what keep two orders from one number, see InvoiceTable); the buyer
	 * as invoiced is kept with it (schema 11, InvoiceBuyer).
	 * Appointments (schema 10): workshop bookings, held and confirmed like stock.
	 * Refunds (schema 12): the money given back on an order, the nth of its order unique
	 * (two requests never record the same refund), a key from the client unique per order
	 * (a double submit answers the first); rectifying invoices, one per refund of an
	 * invoiced order, numbered like the invoices in their own series (R, RS).
	 * Invoice records (schema 13): the VERI*FACTU "registros de facturación" (an alta per
	 * invoice and rectifying invoice, an anulación at most), one chain per issuer NIF whose
	 * unique key on (NIF, position) lets only one of two records chained at once take a
	 * position (RecordChain); the one on (invoice, kind) keeps an invoice to one alta.
	 * Schema 14 counts the AEAT's answers to each record (`attempts`, so that a record it
	 * keeps refusing is not sent forever) and when it was last sent (`sent_at`, UTC), and
	 * gives a product's sale its first and last day (`sale_from`, `sale_to`, the shop's dates).
	 * Substitute invoices (schema 14 too): the factura completa (F3) that replaces an order's
	 * simplificada, one per order (order_id unique), numbered like the rectifying invoices in
	 * a series of its own (FC).
	 *
	 * @return string[]
	 */
	private static function definitions(): array {
		global $wpdb;
		$collate  = $wpdb->get_charset_collate();
		$products = self::table( self::PRODUCTS );
		$carts    = self::table( self::CARTS );
		$orders   = self::table( self::ORDERS );
		$items    = self::table( self::ITEMS );
		$address  = self::table( self::ADDRESS );
		$meta     = self::table( self::META );
		$holds    = self::table( self::HOLDS );
		$limits   = self::table( self::LIMITS );
		$coupons  = self::table( self::COUPONS );
		$replays  = self::table( self::REPLAYS );
		$vehicles = self::table( self::VEHICLES );
		$invoices = self::table( self::INVOICES );
		$bookings = self::table( self::BOOKINGS );
		$refunds  = self::table( self::REFUNDS );
		$rectify  = self::table( self::RECTIFY );
		$records  = self::table( self::RECORDS );
		$replace  = self::table( self::REPLACE );

		return array(
			"CREATE TABLE {$products} (
				product_id bigint(20) unsigned NOT NULL,
				parent_id bigint(20) unsigned NOT NULL DEFAULT 0,
				type varchar(20) NOT NULL DEFAULT 'simple',
				kind varchar(20) NOT NULL DEFAULT 'tyre',
				sku varchar(100) NOT NULL DEFAULT '',
				regular_price bigint(20) NOT NULL DEFAULT 0,
				sale_price bigint(20) DEFAULT NULL,
				sale_from date DEFAULT NULL,
				sale_to date DEFAULT NULL,
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
				fuel_class char(1) DEFAULT NULL,
				wet_grip_class char(1) DEFAULT NULL,
				PRIMARY KEY  (product_id),
				KEY parent_id (parent_id),
				KEY sku (sku),
				KEY price (price),
				KEY stock_status (stock_status),
				KEY fuel_class (fuel_class),
				KEY wet_grip_class (wet_grip_class)
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
			"CREATE TABLE {$orders} (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				order_key varchar(64) NOT NULL,
				status varchar(20) NOT NULL DEFAULT 'checkout-draft',
				customer_id bigint(20) unsigned NOT NULL DEFAULT 0,
				billing_email varchar(320) NOT NULL DEFAULT '',
				cart_key varchar(64) NOT NULL DEFAULT '',
				cart_hash varchar(32) NOT NULL DEFAULT '',
				currency varchar(3) NOT NULL DEFAULT '',
				prices_include_tax tinyint(1) NOT NULL DEFAULT 1,
				total bigint(20) NOT NULL DEFAULT 0,
				total_tax bigint(20) NOT NULL DEFAULT 0,
				shipping_total bigint(20) NOT NULL DEFAULT 0,
				shipping_tax bigint(20) NOT NULL DEFAULT 0,
				discount_total bigint(20) NOT NULL DEFAULT 0,
				discount_tax bigint(20) NOT NULL DEFAULT 0,
				payment_method varchar(100) NOT NULL DEFAULT '',
				payment_method_title varchar(200) NOT NULL DEFAULT '',
				transaction_id varchar(100) NOT NULL DEFAULT '',
				customer_note text NOT NULL,
				created_via varchar(20) NOT NULL DEFAULT 'store-api',
				customer_ip varchar(100) NOT NULL DEFAULT '',
				user_agent varchar(255) NOT NULL DEFAULT '',
				created_at datetime NOT NULL,
				updated_at datetime NOT NULL,
				paid_at datetime DEFAULT NULL,
				completed_at datetime DEFAULT NULL,
				PRIMARY KEY  (id),
				UNIQUE KEY order_key (order_key),
				KEY status_created (status,created_at),
				KEY customer_created (customer_id,created_at),
				KEY billing_email (billing_email(191)),
				KEY cart_key (cart_key)
			) {$collate};",
			"CREATE TABLE {$items} (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				order_id bigint(20) unsigned NOT NULL,
				type varchar(20) NOT NULL DEFAULT 'line_item',
				name varchar(255) NOT NULL DEFAULT '',
				product_id bigint(20) unsigned NOT NULL DEFAULT 0,
				quantity int(11) NOT NULL DEFAULT 0,
				subtotal bigint(20) NOT NULL DEFAULT 0,
				subtotal_tax bigint(20) NOT NULL DEFAULT 0,
				total bigint(20) NOT NULL DEFAULT 0,
				total_tax bigint(20) NOT NULL DEFAULT 0,
				meta longtext NOT NULL,
				PRIMARY KEY  (id),
				KEY order_id (order_id),
				KEY product_id (product_id)
			) {$collate};",
			"CREATE TABLE {$address} (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				order_id bigint(20) unsigned NOT NULL,
				type varchar(10) NOT NULL,
				first_name varchar(100) NOT NULL DEFAULT '',
				last_name varchar(100) NOT NULL DEFAULT '',
				company varchar(200) NOT NULL DEFAULT '',
				address_1 varchar(200) NOT NULL DEFAULT '',
				address_2 varchar(200) NOT NULL DEFAULT '',
				city varchar(100) NOT NULL DEFAULT '',
				state varchar(100) NOT NULL DEFAULT '',
				postcode varchar(20) NOT NULL DEFAULT '',
				country varchar(2) NOT NULL DEFAULT '',
				email varchar(320) NOT NULL DEFAULT '',
				phone varchar(40) NOT NULL DEFAULT '',
				PRIMARY KEY  (id),
				UNIQUE KEY order_type (order_id,type),
				KEY email (email(191))
			) {$collate};",
			"CREATE TABLE {$meta} (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				order_id bigint(20) unsigned NOT NULL,
				meta_key varchar(255) NOT NULL,
				meta_value longtext NOT NULL,
				PRIMARY KEY  (id),
				KEY order_meta (order_id,meta_key(191))
			) {$collate};",
			"CREATE TABLE {$holds} (
				order_id bigint(20) unsigned NOT NULL,
				product_id bigint(20) unsigned NOT NULL,
				quantity int(11) NOT NULL,
				held_since datetime DEFAULT NULL,
				expires_at datetime NOT NULL,
				PRIMARY KEY  (order_id,product_id),
				KEY product_expires (product_id,expires_at)
			) {$collate};",
			"CREATE TABLE {$limits} (
				limit_key varchar(191) NOT NULL,
				remaining int(11) NOT NULL,
				expires_at datetime NOT NULL,
				PRIMARY KEY  (limit_key),
				KEY expires_at (expires_at)
			) {$collate};",
			"CREATE TABLE {$coupons} (
				order_id bigint(20) unsigned NOT NULL,
				coupon_id bigint(20) unsigned NOT NULL,
				user_id bigint(20) unsigned NOT NULL DEFAULT 0,
				email varchar(200) NOT NULL DEFAULT '',
				used tinyint(1) NOT NULL DEFAULT 0,
				expires_at datetime NOT NULL,
				PRIMARY KEY  (order_id,coupon_id),
				KEY coupon_expires (coupon_id,expires_at)
			) {$collate};",
			"CREATE TABLE {$replays} (
				key_hash char(64) NOT NULL,
				order_id bigint(20) unsigned NOT NULL DEFAULT 0,
				status smallint(5) unsigned NOT NULL DEFAULT 0,
				response longtext NOT NULL,
				created_at datetime NOT NULL,
				PRIMARY KEY  (key_hash),
				KEY created_at (created_at)
			) {$collate};",
			"CREATE TABLE {$vehicles} (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				make varchar(100) NOT NULL,
				model varchar(100) NOT NULL,
				year_from smallint(5) unsigned NOT NULL,
				year_to smallint(5) unsigned DEFAULT NULL,
				version varchar(100) NOT NULL,
				front_size varchar(20) NOT NULL,
				front_load_index smallint(5) unsigned NOT NULL,
				front_speed_rating varchar(2) NOT NULL,
				rear_size varchar(20) DEFAULT NULL,
				rear_load_index smallint(5) unsigned DEFAULT NULL,
				rear_speed_rating varchar(2) DEFAULT NULL,
				PRIMARY KEY  (id),
				KEY make_model (make(50),model(50))
			) {$collate};",
			"CREATE TABLE {$invoices} (
				order_id bigint(20) unsigned NOT NULL,
				series varchar(4) NOT NULL,
				fiscal_year smallint(5) unsigned NOT NULL,
				sequence_number int(10) unsigned NOT NULL,
				issued_at datetime NOT NULL,
				seller longtext NOT NULL,
				buyer longtext DEFAULT NULL,
				PRIMARY KEY  (order_id),
				UNIQUE KEY series_number (series,fiscal_year,sequence_number)
			) {$collate};",
			"CREATE TABLE {$bookings} (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				order_id bigint(20) unsigned NOT NULL,
				location int(11) NOT NULL DEFAULT 0,
				start_at datetime NOT NULL,
				end_at datetime NOT NULL,
				bays smallint(5) unsigned NOT NULL DEFAULT 1,
				status varchar(20) NOT NULL DEFAULT 'held',
				expires_at datetime DEFAULT NULL,
				created_at datetime NOT NULL,
				updated_at datetime NOT NULL,
				PRIMARY KEY  (id),
				KEY order_id (order_id),
				KEY location_start (location,start_at)
			) {$collate};",
			"CREATE TABLE {$refunds} (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				order_id bigint(20) unsigned NOT NULL,
				refund_number smallint(5) unsigned NOT NULL,
				state varchar(10) NOT NULL DEFAULT 'pending',
				amount bigint(20) NOT NULL,
				line_items longtext NOT NULL,
				reason text NOT NULL,
				method varchar(10) NOT NULL,
				paid_back varchar(200) NOT NULL DEFAULT '',
				gateway varchar(100) NOT NULL DEFAULT '',
				reference varchar(100) NOT NULL DEFAULT '',
				raw_code varchar(100) NOT NULL DEFAULT '',
				user_id bigint(20) unsigned NOT NULL DEFAULT 0,
				request_key char(64) NOT NULL,
				created_at datetime NOT NULL,
				PRIMARY KEY  (id),
				UNIQUE KEY order_number (order_id,refund_number),
				UNIQUE KEY order_request (order_id,request_key)
			) {$collate};",
			"CREATE TABLE {$rectify} (
				refund_id bigint(20) unsigned NOT NULL,
				order_id bigint(20) unsigned NOT NULL,
				series varchar(4) NOT NULL,
				fiscal_year smallint(5) unsigned NOT NULL,
				sequence_number int(10) unsigned NOT NULL,
				issued_at datetime NOT NULL,
				rectified_number varchar(40) NOT NULL,
				rectified_issued_at datetime NOT NULL,
				reason text NOT NULL,
				seller longtext NOT NULL,
				buyer longtext DEFAULT NULL,
				line_items longtext NOT NULL,
				PRIMARY KEY  (refund_id),
				UNIQUE KEY series_number (series,fiscal_year,sequence_number),
				KEY order_id (order_id)
			) {$collate};",
			"CREATE TABLE {$records} (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				issuer_nif varchar(20) NOT NULL,
				chain_position bigint(20) unsigned NOT NULL,
				record_kind varchar(10) NOT NULL,
				invoice_type varchar(2) NOT NULL,
				invoice_table varchar(64) NOT NULL,
				invoice_id bigint(20) unsigned NOT NULL,
				invoice_number varchar(60) NOT NULL,
				issue_date char(10) NOT NULL,
				tax_total varchar(20) NOT NULL DEFAULT '',
				amount_total varchar(20) NOT NULL DEFAULT '',
				generated_at varchar(25) NOT NULL,
				previous_hash varchar(64) NOT NULL DEFAULT '',
				hash varchar(64) NOT NULL,
				fields longtext NOT NULL,
				reason text DEFAULT NULL,
				submission_state varchar(30) NOT NULL DEFAULT 'pendiente',
				aeat_csv varchar(100) DEFAULT NULL,
				aeat_answer longtext DEFAULT NULL,
				attempts smallint(5) unsigned NOT NULL DEFAULT 0,
				sent_at datetime DEFAULT NULL,
				PRIMARY KEY  (id),
				UNIQUE KEY issuer_position (issuer_nif,chain_position),
				UNIQUE KEY invoice_kind (invoice_table,invoice_id,record_kind),
				KEY submission_state (submission_state,id)
			) {$collate};",
			"CREATE TABLE {$replace} (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				order_id bigint(20) unsigned NOT NULL,
				series varchar(4) NOT NULL,
				fiscal_year smallint(5) unsigned NOT NULL,
				sequence_number int(10) unsigned NOT NULL,
				issued_at datetime NOT NULL,
				replaced_number varchar(40) NOT NULL,
				replaced_issued_at datetime NOT NULL,
				seller longtext NOT NULL,
				buyer longtext NOT NULL,
				PRIMARY KEY  (id),
				UNIQUE KEY order_id (order_id),
				UNIQUE KEY series_number (series,fiscal_year,sequence_number)
			) {$collate};",
		);
	}
}
