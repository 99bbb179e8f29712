<?php
/**
 * Lists of orders for the admin: filtered, searched, sorted and paged.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Storage;

use Rueda\Domain\Orders\Order;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Workshop\CheckoutVehicle;
use Rueda\Domain\Workshop\VehiclePlate;

/**
 * One prepared query per page of orders (plus one COUNT) over the indexed orders table;
 * the search also looks at the billing name and phone and the car's plate. Values are always placeholders; only the
 * sort column comes from a fixed list.
 *
 * @since 0.1.0
 */
final class OrderQuery {

	/**
	 * Sort keys and their columns.
	 */
	/**
	 * Whether the order (alias `o`) has a plate like a pattern; its values: the meta table,
	 * the meta key (CheckoutVehicle::KEY_META) and plate_like()'s pattern.
	 *
	 * @since 0.7.0
	 */
	public const PLATE_SQL = 'EXISTS ( SELECT 1 FROM %i pm WHERE pm.order_id = o.id AND pm.meta_key = %s AND pm.meta_value LIKE %s )';

	public const SORTS = array(
		'date'  => 'o.created_at',
		'total' => 'o.total',
		'id'    => 'o.id',
	);

	/**
	 * Creates the query.
	 *
	 * @param OrderStore $orders Order storage (loads each order of the page).
	 */
	public function __construct( private OrderStore $orders = new OrderStore() ) {}

	/**
	 * One page of orders and how many match in all.
	 *
	 * @since 0.1.0
	 *
	 * @param string[] $statuses Statuses to include.
	 * @param string   $search   Order number, email or customer name ('' for all).
	 * @param string   $orderby  A key of SORTS.
	 * @param string   $order    asc or desc.
	 * @param int      $page     Page, from 1.
	 * @param int      $per_page Orders per page.
	 * @return array{orders:list<Order>,total:int}
	 */
	public function page( array $statuses, string $search, string $orderby, string $order, int $page, int $per_page ): array {
		global $wpdb;
		[ $where, $args ] = $this->where( $statuses, $search );
		$from             = 'FROM %i o LEFT JOIN %i a ON a.order_id = o.id AND a.type = %s WHERE ' . $where;
		$tables           = array( Schema::table( Schema::ORDERS ), Schema::table( Schema::ADDRESS ), 'billing' );
		$total            = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) ' . $from, ...$tables, ...$args ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- built from placeholders.
		$column           = self::SORTS[ $orderby ] ?? self::SORTS['date'];
		$direction        = 'asc' === $order ? 'ASC' : 'DESC';
		$ids              = (array) $wpdb->get_col(
			$wpdb->prepare( "SELECT o.id {$from} ORDER BY {$column} {$direction}, o.id {$direction} LIMIT %d OFFSET %d", ...$tables, ...$args, ...array( $per_page, ( $page - 1 ) * $per_page ) ) // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- column and direction come from fixed lists.
		);
		return array(
			'orders' => array_values( array_filter( array_map( fn( $id ) => $this->orders->get( (int) $id ), $ids ) ) ),
			'total'  => $total,
		);
	}

	/**
	 * Orders per status (every status present, drafts included).
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,int>
	 */
	public function counts(): array {
		global $wpdb;
		$counts = array();
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( 'SELECT status, COUNT(*) AS orders FROM %i GROUP BY status', Schema::table( Schema::ORDERS ) ), ARRAY_A ) as $row ) { // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- %i is the table.
			$counts[ (string) $row['status'] ] = (int) $row['orders'];
		}
		return $counts;
	}

	/**
	 * The WHERE clause and its values: statuses, then every word of the search on the
	 * number, the email or the billing name, or, for a search that reads as a phone number
	 * (six digits or more, with or without spaces, dashes, dots or +34), that or the
	 * billing phone's digits, or, for one that may be a plate, that or the plate.
	 *
	 * @param string[] $statuses Statuses.
	 * @param string   $search   Search text.
	 * @return array{0:string,1:list<string|int>}
	 */
	private function where( array $statuses, string $search ): array {
		global $wpdb;
		$where   = array( 'o.status IN (' . implode( ',', array_fill( 0, count( $statuses ), '%s' ) ) . ')' );
		$args    = array_values( $statuses );
		$words   = array_slice( preg_split( '/\s+/', trim( $search ) ) ?: array(), 0, 5 ); // phpcs:ignore WordPress.PHP.DisallowShortTernary.Found -- false on bad input.
		$clauses = array();
		$values  = array();
		foreach ( array_filter( $words, 'strlen' ) as $word ) {
			$like      = '%' . $wpdb->esc_like( $word ) . '%';
			$clauses[] = '( o.id = %d OR o.billing_email LIKE %s OR a.first_name LIKE %s OR a.last_name LIKE %s )';
			array_push( $values, ctype_digit( ltrim( $word, '#' ) ) ? (int) ltrim( $word, '#' ) : 0, $like, $like, $like );
		}
		// Digits may be a phone or what the words find (an order's number, an email's
		// digits); letters and digits may be a plate ("1234 bcd" finds 1234 BCD).
		$others = array();
		$first  = array();
		$phone  = self::phone_digits( $search );
		if ( '' !== $phone ) {
			$others[] = self::phone_sql( 'a.phone' ) . ' LIKE %s';
			$first[]  = '%' . $wpdb->esc_like( $phone ) . '%';
		}
		$plate = self::plate_like( $search );
		if ( '' !== $plate ) {
			$others[] = self::PLATE_SQL;
			array_push( $first, Schema::table( Schema::META ), CheckoutVehicle::KEY_META, $plate );
		}
		if ( $others ) {
			$clauses = array( '( ' . implode( ' OR ', $others ) . ' OR ( ' . implode( ' AND ', $clauses ) . ' ) )' );
			$values  = array_merge( $first, $values );
		}
		$where = array_merge( $where, $clauses );
		$args  = array_merge( $args, $values );
		return array( implode( ' AND ', $where ), $args );
	}

	/**
	 * The digits of a search that is a phone number ('' when it is not one): six or more
	 * digits with spaces, dashes, dots or brackets between them, without Spain's +34 or
	 * 0034 (a number is stored with or without it).
	 *
	 * @since 0.1.0
	 * @since 0.7.0 Public: the appointments' search uses it too.
	 *
	 * @param string $search Search text.
	 */
	public static function phone_digits( string $search ): string {
		if ( 1 !== preg_match( '/^\+?[0-9][0-9 ().\-]{4,}[0-9]$/', trim( $search ) ) ) {
			return '';
		}
		$digits = (string) preg_replace( '/\D/', '', $search );
		$digits = (string) preg_replace( '/^(?:0034|34)(?=[0-9]{9}$)/', '', $digits );
		return strlen( $digits ) >= 6 ? $digits : '';
	}

	/**
	 * A phone column without separators, in SQL: "+34 916 000 123" gives "+34916000123",
	 * which holds "916000123".
	 *
	 * @since 0.7.0
	 *
	 * @param string $column Column, e.g. "a.phone" (from the code, never from input).
	 */
	public static function phone_sql( string $column ): string {
		return "REPLACE(REPLACE(REPLACE(REPLACE(REPLACE({$column}, ' ', ''), '-', ''), '.', ''), '(', ''), ')', '')";
	}

	/**
	 * The LIKE pattern of a search that may be (part of) a number plate, as PLATE_SQL
	 * compares it ('' when it cannot be one): 3 to 15 letters and digits, at least one a
	 * digit, once spaces, hyphens and dots are left out and letters are in upper case.
	 *
	 * @since 0.7.0
	 *
	 * @param string $search Search text.
	 */
	public static function plate_like( string $search ): string {
		global $wpdb;
		$key = VehiclePlate::search_key( trim( $search ) );
		if ( 1 !== preg_match( '/^[\p{L}\p{N}]{3,15}$/u', $key ) || 1 !== preg_match( '/\d/', $key ) ) {
			return '';
		}
		// The meta holds JSON: a plate with accents is stored escaped ("\u00d6L42").
		return '%' . $wpdb->esc_like( substr( (string) wp_json_encode( $key ), 1, -1 ) ) . '%';
	}

	/**
	 * One page of a customer's own orders, newest first, checkout drafts left out, and how
	 * many there are in all (the customer_created index answers both).
	 *
	 * @since 0.1.0
	 *
	 * @param int $customer_id Customer (user) id, > 0.
	 * @param int $page        Page, from 1.
	 * @param int $per_page    Orders per page.
	 * @return array{orders:list<Order>,total:int}
	 */
	public function customer_page( int $customer_id, int $page, int $per_page ): array {
		global $wpdb;
		$table = Schema::table( Schema::ORDERS );
		$total = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE customer_id = %d AND status <> %s', $table, $customer_id, OrderStatus::DRAFT ) );
		$ids   = (array) $wpdb->get_col(
			$wpdb->prepare( 'SELECT id FROM %i WHERE customer_id = %d AND status <> %s ORDER BY created_at DESC, id DESC LIMIT %d OFFSET %d', $table, $customer_id, OrderStatus::DRAFT, $per_page, ( $page - 1 ) * $per_page )
		);
		return array(
			'orders' => array_values( array_filter( array_map( fn( $id ) => $this->orders->get( (int) $id ), $ids ) ) ),
			'total'  => $total,
		);
	}

	/**
	 * Ids of the orders holding a person's data (theirs as a customer, or with their billing
	 * email), drafts included, oldest first: for the privacy exporters and erasers.
	 *
	 * @since 0.1.0
	 *
	 * @param int    $customer_id Their user id (0 when they have no account).
	 * @param string $email       Their email.
	 * @param int    $limit       How many.
	 * @param int    $offset      How many to skip.
	 * @return list<int>
	 */
	public function personal_ids( int $customer_id, string $email, int $limit, int $offset ): array {
		global $wpdb;
		$ids = (array) $wpdb->get_col(
			$wpdb->prepare( 'SELECT id FROM %i WHERE ( customer_id = %d AND customer_id > 0 ) OR LOWER( billing_email ) = %s ORDER BY id LIMIT %d OFFSET %d', Schema::table( Schema::ORDERS ), $customer_id, strtolower( $email ), $limit, $offset )
		);
		return array_map( 'intval', $ids );
	}
}
