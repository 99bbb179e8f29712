<?php
/**
 * Which cart a request works on.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Cart;

/**
 * A cart key comes from a verified Cart-Token, else the logged-in customer, else the
 * guest cookie, else a new guest key (remembered in the cookie once the cart is saved).
 * Guest keys are random; customer keys are only ever reached through authentication.
 *
 * @since 0.1.0
 */
final class CartSession {

	public const COOKIE = 'rueda_cart';

	/** Guest carts live two days, customers' carts two weeks. */
	public const GUEST_TTL    = 2 * DAY_IN_SECONDS;
	public const CUSTOMER_TTL = 14 * DAY_IN_SECONDS;

	/**
	 * The resolved cart key.
	 *
	 * @var string|null
	 */
	private ?string $key = null;

	/**
	 * Creates the session.
	 *
	 * @param string|null $token_key Cart key from a verified Cart-Token, if any.
	 */
	public function __construct( private ?string $token_key = null ) {}

	/**
	 * The cart key for this request.
	 *
	 * @since 0.1.0
	 */
	public function key(): string {
		if ( null === $this->key ) {
			$user_id   = get_current_user_id();
			$this->key = $this->token_key
				?? ( $user_id ? self::customer_key( $user_id ) : null )
				?? self::guest_key_from_cookie()
				?? 'g_' . bin2hex( random_bytes( 16 ) );
		}
		return $this->key;
	}

	/**
	 * The customer owning this cart (0 for guests).
	 *
	 * @since 0.1.0
	 */
	public function customer_id(): int {
		return str_starts_with( $this->key(), 'u_' ) ? (int) substr( $this->key(), 2 ) : 0;
	}

	/**
	 * How long the cart is kept.
	 *
	 * @since 0.1.0
	 */
	public function ttl(): int {
		return $this->customer_id() ? self::CUSTOMER_TTL : self::GUEST_TTL;
	}

	/**
	 * Remembers a guest cart in the browser (not for token clients or customers).
	 *
	 * @since 0.1.0
	 */
	public function remember(): void {
		if ( $this->token_key || $this->customer_id() || self::guest_key_from_cookie() === $this->key() ) {
			return;
		}
		if ( ! headers_sent() ) {
			$this->set_cookie();
		}
		$_COOKIE[ self::COOKIE ] = $this->key();
	}

	/**
	 * Sends the guest cart cookie.
	 */
	private function set_cookie(): void {
		setcookie(
			self::COOKIE,
			$this->key(),
			array(
				'expires'  => time() + self::GUEST_TTL,
				'path'     => COOKIEPATH ? COOKIEPATH : '/',
				'domain'   => COOKIE_DOMAIN ? COOKIE_DOMAIN : '',
				'secure'   => is_ssl(),
				'httponly' => true,
				'samesite' => 'Lax',
			)
		);
	}

	/**
	 * The cart key of a customer.
	 *
	 * @since 0.1.0
	 *
	 * @param int $user_id User id.
	 */
	public static function customer_key( int $user_id ): string {
		return 'u_' . $user_id;
	}

	/**
	 * The guest key in the cookie, if well formed.
	 *
	 * @since 0.1.0
	 */
	public static function guest_key_from_cookie(): ?string {
		$value = isset( $_COOKIE[ self::COOKIE ] ) ? sanitize_text_field( wp_unslash( $_COOKIE[ self::COOKIE ] ) ) : '';
		return preg_match( '/^g_[a-f0-9]{32}$/', $value ) ? $value : null;
	}
}
