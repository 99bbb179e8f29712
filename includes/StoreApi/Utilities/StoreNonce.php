<?php
/**
 * The Store API's CSRF nonce and its place in REST authentication.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Utilities;

use Rueda\StoreApi\Routes\AbstractRoute;

/**
 * Store API writes carry a `Nonce` header (action wc_store_api) instead of core's
 * X-WP-Nonce. Core would otherwise treat a logged-in shopper without X-WP-Nonce as a
 * guest, so Store API requests are marked authenticated here and the routes check the
 * Store API nonce themselves.
 *
 * @since 0.1.0
 */
final class StoreNonce {

	public const ACTION = 'wc_store_api';

	/**
	 * Hooks into REST authentication.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_filter( 'rest_authentication_errors', array( $this, 'authenticate' ), 99 );
	}

	/**
	 * Keeps the cookie user on Store API requests (runs before core's cookie check at 100).
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_Error|null|true $result Result so far.
	 * @return \WP_Error|null|true
	 */
	public function authenticate( $result ) {
		if ( null !== $result ) {
			return $result;
		}
		$route = isset( $GLOBALS['wp']->query_vars['rest_route'] ) ? (string) $GLOBALS['wp']->query_vars['rest_route'] : '';
		return str_starts_with( ltrim( $route, '/' ), AbstractRoute::NAMESPACE . '/' ) ? true : $result;
	}

	/**
	 * A fresh nonce for the response headers.
	 *
	 * @since 0.1.0
	 */
	public static function create(): string {
		return wp_create_nonce( self::ACTION );
	}

	/**
	 * Whether a nonce from a request header is valid for the current user.
	 *
	 * @since 0.1.0
	 *
	 * @param string $nonce Nonce.
	 */
	public static function verify( string $nonce ): bool {
		return (bool) wp_verify_nonce( $nonce, self::ACTION );
	}
}
