<?php
/**
 * Stock reserved for orders being paid.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Storage;

use Rueda\Domain\ShopException;
use Rueda\Domain\Orders\OrderStatus;

/**
 * Reserves units with one conditional INSERT ... SELECT per product: the row is written only
 * if stock minus the unexpired holds of other draft or pending orders still covers it. The
 * database decides, so of two simultaneous requests for the last unit exactly one wins
 * (SQLite runs the statement under its write lock; InnoDB locks the rows it counted, and
 * a deadlock is retried by ConditionalInsert until it answers; the retry sees the winner).
 *
 * Renewing an order's hold keeps the time its first hold began (held_since), and no hold
 * lasts past MAX_SECONDS after it, so no order keeps stock from others for longer.
 *
 * @since 0.1.0
 */
final class StockHolds {

	/**
	 * Longest an order holds stock, counted from its first hold, however often it renews it.
	 *
	 * @since 0.1.0
	 */
	public const MAX_SECONDS = 2 * HOUR_IN_SECONDS;

	/**
	 * Reserves every product of an order, all or nothing. A renewal ends at the latest
	 * MAX_SECONDS after the order's first hold; past that its rows are written already
	 * expired: the stock is still checked, but nothing is kept from other shoppers. The first
	 * hold's time is forgotten once the order's holds are released or deleted as expired.
	 *
	 * @since 0.1.0
	 *
	 * @param int            $order_id   Order id.
	 * @param array<int,int> $quantities Product id => units.
	 * @param int            $ttl        Seconds the hold lasts.
	 * @throws ShopException When a product has not enough stock left.
	 */
	public function reserve( int $order_id, array $quantities, int $ttl ): void {
		$now     = time();
		$since   = $this->held_since( $order_id ) ?? $now;
		$expires = min( $now + $ttl, $since + self::MAX_SECONDS );
		$this->release( $order_id );
		foreach ( $quantities as $product_id => $quantity ) {
			if ( ! $this->reserve_one( $order_id, (int) $product_id, (int) $quantity, $since, $expires ) ) {
				$this->release( $order_id );
				throw new ShopException(
					'woocommerce_rest_product_out_of_stock',
					/* translators: %s: product name. */
					sprintf( __( 'Sorry, “%s” is no longer available in the quantity you chose.', 'rueda' ), get_the_title( $product_id ) ),
					409
				);
			}
		}
	}

	/**
	 * Releases an order's holds (failed or cancelled order, or a new attempt).
	 *
	 * @since 0.1.0
	 *
	 * @param int $order_id Order id.
	 */
	public function release( int $order_id ): void {
		global $wpdb;
		$wpdb->delete( Schema::table( Schema::HOLDS ), array( 'order_id' => $order_id ), array( '%d' ) );
	}

	/**
	 * Deletes holds that expired (they no longer count); returns how many.
	 *
	 * @since 0.1.0
	 */
	public function delete_expired(): int {
		global $wpdb;
		return (int) $wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE expires_at <= %s', Schema::table( Schema::HOLDS ), gmdate( 'Y-m-d H:i:s' ) ) );
	}

	/**
	 * Units of a product held by unexpired holds of draft or pending orders.
	 *
	 * @since 0.1.0
	 *
	 * @param int $product_id Product id.
	 */
	public function held( int $product_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT ' . $this->held_sql(), ...$this->held_args( $product_id, 0 ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- placeholders are in held_sql().
	}

	/**
	 * How many seconds the order's hold still has (0 once past its cap), or null when it
	 * holds nothing.
	 *
	 * @since 0.1.0
	 *
	 * @param int $order_id Order id.
	 */
	public function seconds_left( int $order_id ): ?int {
		global $wpdb;
		$expires = $wpdb->get_var( $wpdb->prepare( 'SELECT MAX( expires_at ) FROM %i WHERE order_id = %d', Schema::table( Schema::HOLDS ), $order_id ) );
		return $expires ? max( 0, (int) strtotime( $expires . ' UTC' ) - time() ) : null;
	}

	/**
	 * When the order's first hold began (Unix time), while any of its holds is stored (expired
	 * ones too, until the daily cleanup deletes them).
	 *
	 * @param int $order_id Order id.
	 */
	private function held_since( int $order_id ): ?int {
		global $wpdb;
		$since = $wpdb->get_var( $wpdb->prepare( 'SELECT MIN( held_since ) FROM %i WHERE order_id = %d', Schema::table( Schema::HOLDS ), $order_id ) );
		return $since ? (int) strtotime( $since . ' UTC' ) : null;
	}

	/**
	 * One conditional insert; products without counted stock (or with backorders) always fit.
	 *
	 * @param int $order_id   Order id.
	 * @param int $product_id Product id.
	 * @param int $quantity   Units.
	 * @param int $since      When the order's first hold began (Unix time).
	 * @param int $expires    When this hold ends (Unix time).
	 */
	private function reserve_one( int $order_id, int $product_id, int $quantity, int $since, int $expires ): bool {
		global $wpdb;
		$sql  = 'INSERT INTO %i (order_id, product_id, quantity, held_since, expires_at)
			SELECT %d, %d, %d, %s, %s FROM %i p
			WHERE p.product_id = %d
			AND ( p.manage_stock = 0 OR p.backorders <> %s OR p.stock_quantity - ' . $this->held_sql() . ' >= %d )';
		$args = array_merge(
			array( Schema::table( Schema::HOLDS ), $order_id, $product_id, $quantity, gmdate( 'Y-m-d H:i:s', $since ), gmdate( 'Y-m-d H:i:s', $expires ), Schema::table( Schema::PRODUCTS ), $product_id, 'no' ),
			$this->held_args( $product_id, $order_id ),
			array( $quantity )
		);
		return ConditionalInsert::run( $wpdb->prepare( $sql, ...$args ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- built from placeholders.
	}

	/**
	 * The held-units subquery.
	 */
	private function held_sql(): string {
		return '( SELECT COALESCE( SUM( h.quantity ), 0 ) FROM %i h INNER JOIN %i o ON o.id = h.order_id
			WHERE h.product_id = %d AND h.order_id <> %d AND h.expires_at > %s AND o.status IN ( %s, %s ) )';
	}

	/**
	 * Arguments of the held-units subquery.
	 *
	 * @param int $product_id       Product id.
	 * @param int $except_order_id  Order whose own holds do not count.
	 * @return list<string|int>
	 */
	private function held_args( int $product_id, int $except_order_id ): array {
		return array( Schema::table( Schema::HOLDS ), Schema::table( Schema::ORDERS ), $product_id, $except_order_id, gmdate( 'Y-m-d H:i:s' ), OrderStatus::DRAFT, OrderStatus::PENDING );
	}
}
