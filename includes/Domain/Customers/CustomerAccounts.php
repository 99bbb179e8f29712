<?php
/**
 * Customer accounts made and used at checkout.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Customers;

use Rueda\Domain\Checkout\CheckoutRequest;
use Rueda\Domain\Orders\Order;
use Rueda\Domain\ShopException;
use Rueda\Settings\CheckoutSettings;

/**
 * Decides who an order belongs to: the logged-in customer, or a guest. A new account asked
 * for in the checkout form is made pending (PendingAccounts): its order stays a guest
 * order until the emailed link confirms the account. Customers' addresses are kept for
 * their next order.
 *
 * @since 0.1.0
 */
final class CustomerAccounts {

	public const ROLE = 'customer';

	/** Set when Rueda made the customer role, so that uninstalling removes only its own. */
	public const ROLE_CREATED_OPTION = 'rueda_customer_role_created';

	private const ADDRESS_META = '_rueda_address_';

	/**
	 * The customer id for an order (0 for a guest), creating the account when asked.
	 *
	 * @since 0.1.0
	 *
	 * @param CheckoutRequest      $request Checkout request.
	 * @param array<string,string> $billing Checked billing address (with email).
	 * @throws ShopException When guests may not buy, or the account cannot be made.
	 */
	public function checkout_customer( CheckoutRequest $request, array $billing ): int {
		$user = get_current_user_id();
		if ( $user ) {
			return $user;
		}
		$settings = CheckoutSettings::get();
		$creates  = $request->create_account && ( $settings['allows_signup'] || ! $settings['allows_guest'] );
		if ( ! $creates && ! $settings['allows_guest'] ) {
			throw new ShopException( 'rueda_login_required', __( 'You must be logged in or create an account to place an order.', 'rueda' ), 401 );
		}
		return $creates ? $this->create( $billing, $request->customer_password ) : 0;
	}

	/**
	 * Creates a pending customer account (PendingAccounts) for the order's email; the order
	 * stays a guest order (0) until the account is confirmed with the link emailed once the
	 * order is placed (see tell_account_owner()). Nobody is logged in. The answer never
	 * tells whether the email already has an account: the password is checked first, then
	 * an existing account makes the order a guest order as well (its owner is told), or,
	 * where guests may not buy, gets the same refusal as any other account that could not
	 * be created. A pending account older than 7 days is replaced; a newer one keeps its
	 * password and gets the order once confirmed.
	 *
	 * @since 0.1.0
	 * @since 0.3.0 The account is pending and nobody is logged in.
	 *
	 * @param array<string,string> $billing  Billing address (email, names).
	 * @param string               $password Chosen password.
	 * @return int Always 0: the order is a guest order until the account is confirmed.
	 * @throws ShopException When the password is weak or the account cannot be made.
	 */
	public function create( array $billing, string $password ): int {
		if ( ! PasswordStrength::is_acceptable( $password ) ) {
			throw new ShopException( 'rueda_weak_password', __( 'Please choose a stronger password: at least 8 characters mixing letters, numbers or symbols.', 'rueda' ), 400, array( 'fields' => array( 'customer_password' => __( 'Password is too weak.', 'rueda' ) ) ) );
		}
		$email   = sanitize_email( $billing['email'] ?? '' );
		$pending = new PendingAccounts();
		$pending->free_email( $email );
		$owner = email_exists( $email );
		if ( $owner ) {
			if ( CheckoutSettings::get()['allows_guest'] || $pending->is_pending( (int) $owner ) ) {
				wp_hash_password( $password ); // As long as making an account takes.
				return 0;
			}
			self::refuse();
		}
		$user_id = $this->insert( $email, $password, $billing['first_name'] ?? '', $billing['last_name'] ?? '' );
		if ( ! $user_id ) {
			self::refuse();
		}

		/**
		 * Fires when a shopper created an account while checking out (pending until its
		 * email link is followed: see `rueda_customer_confirmed`).
		 *
		 * @since 0.1.0
		 *
		 * @param int $user_id New customer.
		 */
		do_action( 'rueda_created_customer', $user_id );
		return 0;
	}

	/**
	 * After a guest order asked for an account: a pending account with the order's email
	 * (just made, or made before and not confirmed yet) gets the order once confirmed and
	 * is sent its link; the owner of a confirmed one is told that the order was placed with
	 * their address, and how to see it.
	 *
	 * @since 0.1.0
	 * @since 0.3.0 Sends a pending account its link.
	 *
	 * @param Order $order The placed guest order.
	 */
	public function tell_account_owner( Order $order ): void {
		$owner = get_user_by( 'email', $order->email() );
		if ( ! $owner ) {
			return;
		}
		$pending  = new PendingAccounts();
		$confirms = $pending->is_pending( $owner->ID );
		if ( $confirms ) {
			$pending->remember_order( $owner->ID, $order->id() );
		}

		/**
		 * Fires when a guest order asked for an account its email already has: a pending
		 * one, whose link is then due, or a confirmed one, whose owner is told. Rueda's
		 * Account module sends those emails (AccountLinks).
		 *
		 * @since 0.4.0
		 *
		 * @param \WP_User $owner    The account with the order's email.
		 * @param Order    $order    The placed guest order.
		 * @param bool     $confirms Whether the account is pending (the order is its once confirmed).
		 */
		do_action( 'rueda_checkout_account_exists', $owner, $order, $confirms );
	}

	/**
	 * Refuses an account that cannot be created, always alike: the answer gives nothing away.
	 *
	 * @throws ShopException Always.
	 */
	private static function refuse(): never {
		throw new ShopException( 'rueda_account_not_created', __( 'We could not create an account with these details. If you already have an account, please log in.', 'rueda' ) );
	}

	/**
	 * Keeps a customer's addresses for the next checkout.
	 *
	 * @since 0.1.0
	 *
	 * @param int                  $user_id  Customer.
	 * @param array<string,string> $billing  Billing address.
	 * @param array<string,string> $shipping Shipping address (empty when nothing shipped).
	 */
	public function save_addresses( int $user_id, array $billing, array $shipping ): void {
		update_user_meta( $user_id, self::ADDRESS_META . 'billing', $billing );
		if ( $shipping ) {
			update_user_meta( $user_id, self::ADDRESS_META . 'shipping', $shipping );
		}
	}

	/**
	 * A customer's saved addresses, by type.
	 *
	 * @since 0.1.0
	 *
	 * @param int $user_id Customer.
	 * @return array{billing?:array<string,string>,shipping?:array<string,string>}
	 */
	public function saved_addresses( int $user_id ): array {
		$addresses = array();
		foreach ( array( 'billing', 'shipping' ) as $type ) {
			$address = get_user_meta( $user_id, self::ADDRESS_META . $type, true );
			if ( is_array( $address ) && $address ) {
				$addresses[ $type ] = array_map( 'strval', $address );
			}
		}
		return $addresses;
	}

	/**
	 * Creates the customer role (reading only) if the site lacks it, and records that Rueda
	 * made it: another plugin's customer role (WooCommerce's) is not Rueda's to remove.
	 *
	 * @since 0.1.0
	 */
	public static function ensure_role(): void {
		if ( ! get_role( self::ROLE ) ) {
			add_role( self::ROLE, __( 'Customer', 'rueda' ), array( 'read' => true ) );
			update_option( self::ROLE_CREATED_OPTION, true, false );
		}
	}

	/**
	 * A unique login name from the email's local part.
	 *
	 * @param string $email Email.
	 */
	private function login_name( string $email ): string {
		$base  = sanitize_user( (string) strstr( $email, '@', true ), true );
		$base  = '' === $base ? 'cliente' : $base;
		$login = $base;
		$n     = 2;
		while ( username_exists( $login ) ) {
			$login = $base . $n;
			++$n;
		}
		return $login;
	}
	/**
	 * Creates a pending customer account without logging it in (the account page's sign-up,
	 * whose answer must not differ for an email that has one); returns its id, or 0 when
	 * the email already has an account or the account could not be made. The password must
	 * already be checked with PasswordStrength.
	 *
	 * @since 0.1.0
	 *
	 * @param string $email      Email.
	 * @param string $password   Chosen password.
	 * @param string $first_name First name.
	 * @param string $last_name  Last name.
	 */
	public function register( string $email, string $password, string $first_name = '', string $last_name = '' ): int {
		$email = sanitize_email( $email );
		if ( '' === $email || email_exists( $email ) ) {
			return 0;
		}
		return $this->insert( $email, $password, $first_name, $last_name );
	}

	/**
	 * Inserts a pending customer account (pending from its first moment); its id, 0 when
	 * it could not be made.
	 *
	 * @param string $email      Email.
	 * @param string $password   Chosen password.
	 * @param string $first_name First name.
	 * @param string $last_name  Last name.
	 */
	private function insert( string $email, string $password, string $first_name, string $last_name ): int {
		self::ensure_role();
		$user_id = wp_insert_user(
			array(
				'user_login' => $this->login_name( $email ),
				'user_email' => $email,
				'user_pass'  => $password,
				'first_name' => $first_name,
				'last_name'  => $last_name,
				'role'       => self::ROLE,
				'meta_input' => array( PendingAccounts::PENDING_META => time() ),
			)
		);
		return is_wp_error( $user_id ) ? 0 : (int) $user_id;
	}

	/**
	 * Forgets a customer's saved addresses (the privacy eraser).
	 *
	 * @since 0.1.0
	 *
	 * @param int $user_id Customer.
	 * @return bool Whether there was one.
	 */
	public function forget_addresses( int $user_id ): bool {
		$had = (bool) $this->saved_addresses( $user_id );
		foreach ( array( 'billing', 'shipping' ) as $type ) {
			delete_user_meta( $user_id, self::ADDRESS_META . $type );
		}
		return $had;
	}
}
