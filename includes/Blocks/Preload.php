<?php
/**
 * Store API answers computed while the page renders, so the blocks start without a request.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Blocks;

use Rueda\Performance\SharedPageCache;

/**
 * Runs Store API GET requests in-process during the page render (once per path) and keeps
 * their answers; ShopSettings prints them for api-fetch's preloading middleware, which
 * answers the blocks' first requests from them.
 *
 * @since 0.1.0
 */
final class Preload {

	public const CART_PATH = '/wc/store/v1/cart';

	/**
	 * Response headers the client reads. Cart-Token is left out on purpose: the browser's
	 * cart lives in its cookie, and a token issued for a not yet saved guest cart would tie
	 * the shopper's next changes to a cart no cookie remembers.
	 */
	private const HEADERS = array( 'Cart-Hash', 'Nonce', 'Nonce-Timestamp', 'User-ID', 'X-WP-Total', 'X-WP-TotalPages' );

	/**
	 * Answers by path; null for a request that failed.
	 *
	 * @var array<string,array{body:mixed,headers:object}|null>
	 */
	private static array $responses = array();

	/**
	 * The body of a GET request, run now if this page has not run it yet.
	 *
	 * @since 0.1.0
	 *
	 * @param string $path Route and query, e.g. `/wc/store/v1/products?page=1&per_page=12`.
	 * @return mixed The response body, or null when the request failed.
	 */
	public static function request( string $path ): mixed {
		if ( ! array_key_exists( $path, self::$responses ) ) {
			$memo                     = rest_preload_api_request( array(), $path );
			$entry                    = $memo[ $path ] ?? null;
			self::$responses[ $path ] = is_array( $entry ) ? array(
				'body'    => $entry['body'],
				// An object even when empty: the client expects a map of headers.
				'headers' => (object) array_intersect_key( (array) $entry['headers'], array_flip( self::HEADERS ) ),
			) : null;
		}
		return self::$responses[ $path ]['body'] ?? null;
	}

	/**
	 * The shopper's cart. A page that carries a shopper's own cart must not be stored by
	 * page caches; a guest with no cart gets the empty cart every such guest shares.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,mixed>|null
	 */
	public static function cart(): ?array {
		if ( ! headers_sent() && ! SharedPageCache::is_shared() ) {
			nocache_headers();
		}
		$cart = self::request( self::CART_PATH );
		return is_array( $cart ) ? $cart : null;
	}

	/**
	 * Every successful answer of this page, keyed by path.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,array{body:mixed,headers:object}>
	 */
	public static function all(): array {
		return array_filter( self::$responses );
	}
}
