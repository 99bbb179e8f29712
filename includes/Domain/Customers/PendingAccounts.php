<?php
/**
 * Accounts made by signing up, usable once their email link is followed.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Customers;

use Rueda\Storage\OrderStore;

/**
 * A new account (the account page's sign-up, or the checkout's "create an account") is
 * pending until the link emailed to its address is followed: until then it cannot log
 * in, and orders placed while creating it stay guest orders, joined to the account when
 * it is confirmed. So nobody can take an email address they cannot read. The link holds a
 * random key; only its HMAC is stored, and it works for STALE seconds. A pending account
 * older than that no longer holds its address: signing up again replaces it, and the daily
 * cleanup deletes it. Setting a new password through the emailed lost-password link also
 * proves the address, and confirms the account.
 *
 * @since 0.3.0
 */
final class PendingAccounts {

	/** User meta: when the pending account was made (Unix time); absent once confirmed. */
	public const PENDING_META = '_rueda_pending_since';

	/** User meta: HMAC of the key the confirmation link carries. */
	public const KEY_META = '_rueda_confirm_key';

	/** User meta: when the last link was sent (Unix time), to send one at most per RESEND. */
	public const SENT_META = '_rueda_confirm_sent';

	/** User meta: guest orders placed while making the account, joined to it when confirmed. */
	public const ORDERS_META = '_rueda_pending_orders';

	/** How long a pending account holds its address, and its link works (7 days). */
	public const STALE = 7 * DAY_IN_SECONDS;

	/** Least time between two links sent for one account. */
	public const RESEND = 5 * MINUTE_IN_SECONDS;

	/**
	 * Creates the service.
	 *
	 * @param OrderStore $orders Orders.
	 */
	public function __construct( private OrderStore $orders = new OrderStore() ) {}

	/**
	 * Makes an account pending; returns the key of its confirmation link.
	 *
	 * @since 0.3.0
	 *
	 * @param int      $user_id The new account.
	 * @param int|null $now     Current time (for tests).
	 */
	public function mark( int $user_id, ?int $now = null ): string {
		update_user_meta( $user_id, self::PENDING_META, $now ?? time() );
		return $this->new_key( $user_id );
	}

	/**
	 * A new key for a pending account's link (the one sent before stops working).
	 *
	 * @since 0.3.0
	 *
	 * @param int $user_id Pending account.
	 */
	public function new_key( int $user_id ): string {
		$key = wp_generate_password( 32, false );
		update_user_meta( $user_id, self::KEY_META, self::hash( $key ) );
		update_user_meta( $user_id, self::SENT_META, time() );
		return $key;
	}

	/**
	 * Whether a link may be sent again now (one per RESEND).
	 *
	 * @since 0.3.0
	 *
	 * @param int $user_id Pending account.
	 */
	public function may_resend( int $user_id ): bool {
		return time() - (int) get_user_meta( $user_id, self::SENT_META, true ) >= self::RESEND;
	}

	/**
	 * Whether an account waits for its email link.
	 *
	 * @since 0.3.0
	 *
	 * @param int $user_id User.
	 */
	public function is_pending( int $user_id ): bool {
		return '' !== (string) get_user_meta( $user_id, self::PENDING_META, true );
	}

	/**
	 * Whether a pending account is older than STALE (its address is free again).
	 *
	 * @since 0.3.0
	 *
	 * @param int $user_id User.
	 */
	public function is_stale( int $user_id ): bool {
		$since = (int) get_user_meta( $user_id, self::PENDING_META, true );
		return $this->is_pending( $user_id ) && $since < time() - self::STALE;
	}

	/**
	 * Deletes a stale pending account with this email so the address can be used again;
	 * whether it did.
	 *
	 * @since 0.3.0
	 *
	 * @param string $email Email.
	 */
	public function free_email( string $email ): bool {
		$user = get_user_by( 'email', $email );
		if ( ! $user || ! $this->is_stale( $user->ID ) ) {
			return false;
		}
		return $this->delete( $user->ID );
	}

	/**
	 * Joins a guest order to a pending account once it is confirmed.
	 *
	 * @since 0.3.0
	 *
	 * @param int $user_id  Pending account.
	 * @param int $order_id Guest order placed with its email.
	 */
	public function remember_order( int $user_id, int $order_id ): void {
		$orders = (array) get_user_meta( $user_id, self::ORDERS_META, true );
		$orders = array_values( array_unique( array_merge( array_map( 'intval', array_filter( $orders ) ), array( $order_id ) ) ) );
		update_user_meta( $user_id, self::ORDERS_META, $orders );
	}

	/**
	 * Confirms a pending account with the key of its link; whether it did. Its guest orders
	 * still placed with its email become its orders.
	 *
	 * @since 0.3.0
	 *
	 * @param int    $user_id Account.
	 * @param string $key     Key from the link.
	 */
	public function confirm( int $user_id, string $key ): bool {
		$stored = (string) get_user_meta( $user_id, self::KEY_META, true );
		if ( '' === $key || '' === $stored || ! $this->is_pending( $user_id ) || $this->is_stale( $user_id ) || ! hash_equals( $stored, self::hash( $key ) ) ) {
			return false;
		}
		$this->activate( $user_id );
		return true;
	}

	/**
	 * Makes a pending account usable (its address is proven) and gives it its orders.
	 *
	 * @since 0.3.0
	 *
	 * @param int $user_id Account.
	 */
	public function activate( int $user_id ): void {
		$user = get_userdata( $user_id );
		if ( ! $user || ! $this->is_pending( $user_id ) ) {
			return;
		}
		foreach ( array_map( 'intval', array_filter( (array) get_user_meta( $user_id, self::ORDERS_META, true ) ) ) as $order_id ) {
			$order = $this->orders->get( $order_id );
			if ( $order && 0 === $order->customer_id() && ! $order->is_anonymised() && 0 === strcasecmp( $order->email(), $user->user_email ) ) {
				$this->orders->update( $order_id, array( 'customer_id' => $user_id ) );
			}
		}
		foreach ( array( self::PENDING_META, self::KEY_META, self::SENT_META, self::ORDERS_META ) as $meta ) {
			delete_user_meta( $user_id, $meta );
		}

		/**
		 * Fires when a new customer account was confirmed by its email link.
		 *
		 * @since 0.3.0
		 *
		 * @param int $user_id The account.
		 */
		do_action( 'rueda_customer_confirmed', $user_id );
	}

	/**
	 * Deletes the pending accounts older than STALE (daily cleanup); how many.
	 *
	 * @since 0.3.0
	 */
	public function purge_stale(): int {
		$stale   = get_users(
			array(
				'fields'     => 'ID',
				'number'     => 200,
				'meta_query' => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- a daily job.
					array(
						'key'     => self::PENDING_META,
						'value'   => time() - self::STALE,
						'compare' => '<',
						'type'    => 'NUMERIC',
					),
				),
			)
		);
		$deleted = 0;
		foreach ( $stale as $user_id ) {
			$deleted += $this->delete( (int) $user_id ) ? 1 : 0;
		}
		return $deleted;
	}

	/**
	 * Deletes a pending account (never a confirmed one).
	 *
	 * @param int $user_id Account.
	 */
	private function delete( int $user_id ): bool {
		if ( ! $this->is_pending( $user_id ) ) {
			return false;
		}
		require_once ABSPATH . 'wp-admin/includes/user.php';
		return wp_delete_user( $user_id );
	}

	/**
	 * The stored form of a link's key.
	 *
	 * @param string $key Key.
	 */
	private static function hash( string $key ): string {
		return hash_hmac( 'sha256', $key, wp_salt( 'auth' ) . 'rueda-confirm-account' );
	}
}
