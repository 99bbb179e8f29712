<?php
/**
 * Signed cart tokens for headless clients (the Cart-Token header).
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Utilities;

/**
 * A compact JWT (HS256 only) naming a cart: `{user_id: cart key, exp, iss}`, signed with a
 * key derived from the site's salts. Written by hand because it is a few lines and the
 * algorithm is fixed: the header is never trusted to choose one, so `alg: none` and
 * algorithm-confusion tokens are rejected by construction.
 *
 * A customer's token (cart key `u_{id}`) also carries a stamp of the account's password
 * hash and of a counter that logging out moves on, so changing the password or logging
 * out revokes every token issued for that customer, as it ends their cookie sessions. It
 * is bound to the login session it was issued in (`sid`: the session's verifier, as
 * WP_Session_Tokens stores it): once that session is gone ("log out everywhere else",
 * WP_Session_Tokens::destroy_others() or destroy_all(), or its expiry) the token is
 * refused too. A login without a session (an application password) gives `sid: null`,
 * bound to nothing more than the stamp. Guest tokens are unchanged.
 *
 * @since 0.1.0
 */
final class CartToken {

	/** Lifetime of a token, in seconds (48 h). */
	public const TTL = 2 * DAY_IN_SECONDS;

	/** User meta counting the customer's logouts. */
	public const GENERATION_META = 'rueda_cart_token_generation';

	private const HEADER = array(
		'alg' => 'HS256',
		'typ' => 'JWT',
	);

	/**
	 * Issues a token for a cart key.
	 *
	 * @since 0.1.0
	 *
	 * @since 0.3.0 $session.
	 *
	 * @param string      $cart_key Cart key.
	 * @param int|null    $now      Current time (for tests).
	 * @param string|null $session  For a customer's cart: the session of the token this
	 *                              request came with, kept when the request has no login
	 *                              session of that customer itself.
	 */
	public static function issue( string $cart_key, ?int $now = null, ?string $session = null ): string {
		$payload = array(
			'user_id' => $cart_key,
			'exp'     => ( $now ?? time() ) + self::TTL,
			'iss'     => self::issuer(),
		);
		$stamp   = self::customer_stamp( $cart_key );
		if ( null !== $stamp ) {
			$payload['stamp'] = $stamp;
			$payload['sid']   = self::current_session( (int) substr( $cart_key, 2 ) ) ?? $session;
		}
		$signing = self::encode( (string) wp_json_encode( self::HEADER ) ) . '.' . self::encode( (string) wp_json_encode( $payload ) );
		return $signing . '.' . self::encode( self::sign( $signing ) );
	}

	/**
	 * The cart key of a valid token, or null (bad shape, signature, algorithm, issuer or expired).
	 *
	 * @since 0.1.0
	 *
	 * @param string   $token Token.
	 * @param int|null $now   Current time (for tests).
	 */
	public static function verify( string $token, ?int $now = null ): ?string {
		return self::claims( $token, $now )['user_id'] ?? null;
	}

	/**
	 * The claims of a valid token (`user_id`, the cart key; `sid` for a customer's), or null.
	 *
	 * @since 0.3.0
	 *
	 * @param string   $token Token.
	 * @param int|null $now   Current time (for tests).
	 * @return array{user_id:string,sid?:string|null}|null
	 */
	public static function claims( string $token, ?int $now = null ): ?array {
		$parts = explode( '.', $token );
		if ( 3 !== count( $parts ) || strlen( $token ) > 2048 ) {
			return null;
		}
		[ $header, $payload, $signature ] = $parts;
		if ( ! hash_equals( self::encode( self::sign( $header . '.' . $payload ) ), $signature ) ) {
			return null;
		}
		$header    = json_decode( self::decode( $header ), true );
		$payload   = json_decode( self::decode( $payload ), true );
		$algorithm = is_array( $header ) ? ( $header['alg'] ?? null ) : null;
		if ( 'HS256' !== $algorithm || ! is_array( $payload ) ) {
			return null;
		}
		if ( ! is_int( $payload['exp'] ?? null ) || ( $now ?? time() ) > $payload['exp'] || self::issuer() !== ( $payload['iss'] ?? null ) ) {
			return null;
		}
		if ( ! is_string( $payload['user_id'] ?? null ) ) {
			return null;
		}
		$stamp = self::customer_stamp( $payload['user_id'] );
		if ( null === $stamp ) {
			return array( 'user_id' => $payload['user_id'] );
		}
		if ( ! hash_equals( $stamp, is_string( $payload['stamp'] ?? null ) ? $payload['stamp'] : '' ) ) {
			return null;
		}
		// Tokens issued before sessions were bound carry no `sid`: refused like any other.
		$session = array_key_exists( 'sid', $payload ) ? $payload['sid'] : false;
		if ( ! ( null === $session || ( is_string( $session ) && self::session_exists( (int) substr( $payload['user_id'], 2 ), $session ) ) ) ) {
			return null;
		}
		return array(
			'user_id' => $payload['user_id'],
			'sid'     => $session,
		);
	}

	/**
	 * Revokes every token of a customer (hooked to logging out).
	 *
	 * @since 0.1.0
	 *
	 * @param int $user_id User id.
	 */
	public static function revoke( int $user_id ): void {
		if ( $user_id ) {
			update_user_meta( $user_id, self::GENERATION_META, (int) get_user_meta( $user_id, self::GENERATION_META, true ) + 1 );
		}
	}

	/**
	 * The stamp a customer's token must carry: null for guest carts; for a deleted
	 * customer, one no token carries.
	 *
	 * @param string $cart_key Cart key.
	 */
	private static function customer_stamp( string $cart_key ): ?string {
		if ( ! preg_match( '/^u_(\d+)$/', $cart_key, $match ) ) {
			return null;
		}
		$user = get_userdata( (int) $match[1] );
		if ( ! $user ) {
			return '!';
		}
		$generation = (int) get_user_meta( $user->ID, self::GENERATION_META, true );
		return self::encode( substr( hash_hmac( 'sha256', $user->user_pass . '|' . $generation, wp_salt( 'auth' ) . 'rueda-cart-token-stamp', true ), 0, 16 ) );
	}

	/**
	 * The verifier of the current request's login session when it is this customer's,
	 * else null (another user, or a login without a session).
	 *
	 * @param int $user_id Customer.
	 */
	private static function current_session( int $user_id ): ?string {
		$token = get_current_user_id() === $user_id ? wp_get_session_token() : '';
		// The verifier is the token's SHA-256, as WP_Session_Tokens stores sessions.
		return '' === $token ? null : hash( 'sha256', $token );
	}

	/**
	 * Whether a customer still has the login session with this verifier.
	 *
	 * @param int    $user_id  Customer.
	 * @param string $verifier Session verifier.
	 */
	private static function session_exists( int $user_id, string $verifier ): bool {
		$manager = \WP_Session_Tokens::get_instance( $user_id );
		// A session is found by its verifier only through the protected get_session() that
		// every session manager implements (the public get() wants the secret token itself).
		$session = ( new \ReflectionMethod( $manager, 'get_session' ) )->invoke( $manager, $verifier );
		return is_array( $session ) && (int) ( $session['expiration'] ?? 0 ) >= time();
	}

	/**
	 * The HMAC of the signing input.
	 *
	 * @param string $input Header and payload.
	 */
	private static function sign( string $input ): string {
		return hash_hmac( 'sha256', $input, wp_salt( 'auth' ) . 'rueda-cart-token', true );
	}

	/**
	 * This site as the token's issuer.
	 */
	private static function issuer(): string {
		return (string) get_bloginfo( 'url' );
	}

	/**
	 * Base64url without padding.
	 *
	 * @param string $data Bytes.
	 */
	private static function encode( string $data ): string {
		return rtrim( strtr( base64_encode( $data ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- JWT encoding.
	}

	/**
	 * Decodes base64url.
	 *
	 * @param string $data Encoded text.
	 */
	private static function decode( string $data ): string {
		return (string) base64_decode( strtr( $data, '-_', '+/' ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- JWT decoding.
	}
}
