<?php
/**
 * Coupon uses held for orders being paid, and uses consumed by paid orders.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Storage;

use Rueda\Domain\Coupons\Coupon;
use Rueda\Domain\Coupons\CouponValidator;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\ShopException;

/**
 * A coupon's usage limits (global and per customer) are checked and taken in one conditional
 * INSERT ... SELECT per coupon, like stock holds: the row is written only if the uses already
 * counted on the coupon, plus the consumed rows and the unexpired holds of other draft or
 * pending orders, leave room. Of twenty simultaneous checkouts with a single-use coupon
 * exactly one gets the hold. A paid order's hold becomes a consumed use (never expires); a
 * failed or cancelled order's row is deleted, giving the use back.
 *
 * @since 0.1.0
 */
final class CouponUses {

	/**
	 * Holds one use of each coupon for an order, all or nothing.
	 *
	 * @since 0.1.0
	 *
	 * @param int      $order_id Order id.
	 * @param Coupon[] $coupons  Coupons applied to the order.
	 * @param int      $user_id  Customer (0 for guests).
	 * @param string   $email    Billing email.
	 * @param int      $ttl      Seconds the hold lasts.
	 * @throws ShopException When a coupon has no use left for this customer.
	 */
	public function hold( int $order_id, array $coupons, int $user_id, string $email, int $ttl ): void {
		$this->release( $order_id );
		foreach ( $coupons as $coupon ) {
			if ( ! $this->hold_one( $order_id, $coupon, $user_id, strtolower( $email ), $ttl ) ) {
				$this->release( $order_id );
				throw new ShopException(
					CouponValidator::ERROR,
					/* translators: %s: coupon code. */
					sprintf( __( 'Coupon "%s" has reached its usage limit and was not applied. Please review your order.', 'rueda' ), $coupon->code ),
					409
				);
			}
		}
	}

	/**
	 * Turns an order's holds into consumed uses (the order was paid or confirmed), or back.
	 *
	 * @since 0.1.0
	 *
	 * @param int  $order_id Order id.
	 * @param bool $used     Whether the uses are consumed.
	 */
	public function consume( int $order_id, bool $used = true ): void {
		global $wpdb;
		$wpdb->update( Schema::table( Schema::COUPONS ), array( 'used' => (int) $used ), array( 'order_id' => $order_id ), array( '%d' ), array( '%d' ) );
	}

	/**
	 * Gives back an order's holds and uses (failed, cancelled or refunded order).
	 *
	 * @since 0.1.0
	 *
	 * @param int $order_id Order id.
	 */
	public function release( int $order_id ): void {
		global $wpdb;
		$wpdb->delete( Schema::table( Schema::COUPONS ), array( 'order_id' => $order_id ), array( '%d' ) );
	}

	/**
	 * Deletes holds that expired unused (they no longer count); returns how many.
	 *
	 * @since 0.1.0
	 */
	public function delete_expired(): int {
		global $wpdb;
		return (int) $wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE used = 0 AND expires_at <= %s', Schema::table( Schema::COUPONS ), gmdate( 'Y-m-d H:i:s' ) ) );
	}

	/**
	 * Uses of a coupon taken through orders: consumed ones and unexpired holds, except the
	 * holds of the asking cart's own orders (its draft holding the coupon keeps it applied).
	 *
	 * @since 0.1.0
	 *
	 * @param int      $coupon_id Coupon id.
	 * @param string[] $customer  Only uses by these emails or user ids (all when empty).
	 * @param string   $cart_key  The asking cart.
	 */
	public function count( int $coupon_id, array $customer = array(), string $cart_key = '' ): int {
		global $wpdb;
		$sql  = 'SELECT ' . $this->taken_sql( (bool) $customer );
		$args = $this->taken_args( $coupon_id, 0, $customer, $cart_key );
		return (int) $wpdb->get_var( $wpdb->prepare( $sql, ...$args ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- built from placeholders.
	}

	/**
	 * One conditional insert for one coupon.
	 *
	 * @param int    $order_id Order id.
	 * @param Coupon $coupon   Coupon.
	 * @param int    $user_id  Customer.
	 * @param string $email    Lowercased email.
	 * @param int    $ttl      Seconds.
	 */
	private function hold_one( int $order_id, Coupon $coupon, int $user_id, string $email, int $ttl ): bool {
		global $wpdb;
		$limit    = (int) $coupon->get( 'usage_limit' );
		$per_user = (int) $coupon->get( 'usage_limit_per_user' );
		$customer = array_values( array_filter( array( $email, $user_id ? (string) $user_id : '' ) ) ) ?: array( '-' ); // phpcs:ignore WordPress.PHP.DisallowShortTernary.Found -- a placeholder that matches nobody.
		$previous = count( array_intersect( array_map( 'strtolower', array_map( 'strval', (array) $coupon->get( 'used_by' ) ) ), $customer ) );
		$sql      = 'INSERT INTO %i (order_id, coupon_id, user_id, email, used, expires_at)
			SELECT %d, %d, %d, %s, 0, %s FROM %i c
			WHERE c.ID = %d
			AND ( %d = 0 OR %d + ' . $this->taken_sql( false ) . ' < %d )
			AND ( %d = 0 OR %d + ' . $this->taken_sql( true ) . ' < %d )';
		$args     = array_merge(
			array( Schema::table( Schema::COUPONS ), $order_id, $coupon->id, $user_id, $email, gmdate( 'Y-m-d H:i:s', time() + $ttl ), $wpdb->posts, $coupon->id ),
			array( $limit, (int) $coupon->get( 'usage_count' ) ),
			$this->taken_args( $coupon->id, $order_id, array() ),
			array( $limit, $per_user, $previous ),
			$this->taken_args( $coupon->id, $order_id, $customer ),
			array( $per_user )
		);
		return ConditionalInsert::run( $wpdb->prepare( $sql, ...$args ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- built from placeholders.
	}

	/**
	 * The subquery counting taken uses: consumed, or held by an unexpired draft/pending order.
	 *
	 * @param bool $by_customer Whether to count only one customer's uses.
	 */
	private function taken_sql( bool $by_customer ): string {
		return '( SELECT COUNT(*) FROM %i u LEFT JOIN %i o ON o.id = u.order_id
			WHERE u.coupon_id = %d AND u.order_id <> %d'
			. ( $by_customer ? ' AND ( u.email IN ( %s, %s ) OR u.user_id = %d )' : '' ) . '
			AND ( u.used = 1 OR ( u.expires_at > %s AND o.status IN ( %s, %s ) AND o.cart_key <> %s ) ) )';
	}

	/**
	 * Arguments of the taken-uses subquery.
	 *
	 * @param int      $coupon_id    Coupon id.
	 * @param int      $except_order Order whose own row does not count.
	 * @param string[] $customer     Emails and user ids (by-customer form only).
	 * @param string   $except_cart  Cart whose orders' holds do not count.
	 * @return list<string|int>
	 */
	private function taken_args( int $coupon_id, int $except_order, array $customer, string $except_cart = '' ): array {
		$args = array( Schema::table( Schema::COUPONS ), Schema::table( Schema::ORDERS ), $coupon_id, $except_order );
		if ( $customer ) {
			$emails = array_values( array_filter( $customer, static fn( string $id ) => ! ctype_digit( $id ) ) );
			$users  = array_values( array_filter( $customer, 'ctype_digit' ) );
			$args   = array_merge( $args, array( $emails[0] ?? '-', $emails[1] ?? '-', (int) ( $users[0] ?? -1 ) ) );
		}
		return array_merge( $args, array( gmdate( 'Y-m-d H:i:s' ), OrderStatus::DRAFT, OrderStatus::PENDING, $except_cart ) );
	}
}
