<?php
/**
 * What happens to carts around logins and over time.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Cart;

use Rueda\Storage\CartTable;
use Rueda\Storage\CouponUses;
use Rueda\Storage\IdempotencyKeys;
use Rueda\Storage\OrderStore;
use Rueda\Storage\RateLimits;
use Rueda\Storage\StockHolds;

/**
 * Merges a guest's cart into the customer's cart on login; daily, deletes expired carts and
 * draft orders untouched for a day.
 *
 * @since 0.1.0
 */
final class CartLifecycle {

	public const CLEANUP_HOOK = 'rueda_daily_cleanup';

	/**
	 * Creates the lifecycle.
	 *
	 * @param CartTable $table Cart storage.
	 */
	public function __construct( private CartTable $table = new CartTable() ) {}

	/**
	 * The daily cleanup: expired carts, draft orders untouched for a day, and the request
	 * bookkeeping (rate limits, idempotency keys), stock holds and coupon uses that expired.
	 *
	 * @since 0.5.0
	 */
	public function delete_expired(): void {
		$this->table->delete_expired();
		( new OrderStore() )->delete_stale_drafts();
		( new RateLimits() )->delete_expired();
		( new IdempotencyKeys() )->delete_expired();
		( new StockHolds() )->delete_expired();
		( new CouponUses() )->delete_expired();
	}

	/**
	 * Schedules the daily cleanup once.
	 *
	 * @since 0.1.0
	 */
	public static function schedule(): void {
		if ( ! wp_next_scheduled( self::CLEANUP_HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::CLEANUP_HOOK );
		}
	}

	/**
	 * Moves the guest cart's lines, coupons and addresses into the customer's cart; the
	 * customer's own lines and addresses win where both have one.
	 *
	 * @since 0.1.0
	 *
	 * @param string   $login Login name.
	 * @param \WP_User $user  The user who logged in.
	 */
	public function merge_on_login( string $login, \WP_User $user ): void {
		$guest_key = CartSession::guest_key_from_cookie();
		$guest     = $guest_key ? $this->table->get( $guest_key ) : null;
		if ( ! $guest_key || ! $guest ) {
			return;
		}
		$key      = CartSession::customer_key( $user->ID );
		$stored   = $this->table->get( $key );
		$customer = Cart::from_array( $stored['contents'] ?? array() );
		$visitor  = Cart::from_array( $guest['contents'] );

		$customer->items    += $visitor->items;
		$customer->coupons   = array_values( array_unique( array_merge( $customer->coupons, $visitor->coupons ) ) );
		$customer->customer += $visitor->customer;

		$this->table->put( $key, $customer->to_array(), $user->ID, CartSession::CUSTOMER_TTL );
		$this->table->delete( $guest_key );
		unset( $_COOKIE[ CartSession::COOKIE ] );
	}
}
