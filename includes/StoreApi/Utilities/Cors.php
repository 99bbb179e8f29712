<?php
/**
 * Cross-origin rules of the Store API.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Utilities;

use Rueda\Rest\Routes;
use Rueda\StoreApi\Routes\AbstractRoute;

/**
 * WordPress answers every origin with `Access-Control-Allow-Credentials: true`, which lets
 * any site read a logged-in shopper's cart, address, nonce and Cart-Token. On Store API
 * routes, on `rueda/v1` and on WordPress's `batch/v1` credentials are allowed only for the
 * site's own origins and those the owner lists (filter `rueda_store_api_cors_origins`,
 * empty by default). Other origins still
 * get cookie-less access, which is how headless clients with a Cart-Token work; the
 * Store API's request and response headers are declared for them.
 *
 * @since 0.1.0
 */
final class Cors {

	/** Request headers clients may send. */
	public const REQUEST_HEADERS = array( 'Nonce', 'Cart-Token', 'Idempotency-Key' );

	/** Response headers clients may read. */
	public const RESPONSE_HEADERS = array( 'Nonce', 'Nonce-Timestamp', 'User-ID', 'Cart-Token', 'Cart-Hash', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'RateLimit-Retry-After', 'Idempotency-Replayed' );

	/**
	 * Hooks in after core's own CORS headers.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_filter( 'rest_pre_serve_request', array( $this, 'limit_credentials' ), 11, 3 );
		add_filter( 'rest_allowed_cors_headers', array( $this, 'allowed_headers' ), 10, 2 );
		add_filter( 'rest_exposed_cors_headers', array( $this, 'exposed_headers' ), 10, 2 );
	}

	/**
	 * Whether an origin may send the shopper's cookies to the Store API.
	 *
	 * @since 0.1.0
	 *
	 * @param string $origin Origin (scheme://host[:port]).
	 */
	public static function allows_credentials( string $origin ): bool {
		/**
		 * Filters the origins (scheme://host[:port]) allowed to call the Store API with the
		 * shopper's cookies, e.g. a shop front on another domain. The site's own origins are
		 * always allowed.
		 *
		 * @since 0.1.0
		 *
		 * @param string[] $origins Allowed origins; none by default.
		 */
		$origins = array_merge( self::site_origins(), (array) apply_filters( 'rueda_store_api_cors_origins', array() ) );
		return '' !== $origin && in_array( untrailingslashit( strtolower( $origin ) ), array_map( static fn( $allowed ) => untrailingslashit( strtolower( (string) $allowed ) ), $origins ), true );
	}

	/**
	 * The site's own origins, ports included (core's list leaves them out).
	 *
	 * @return string[]
	 */
	private static function site_origins(): array {
		$origins = get_allowed_http_origins();
		foreach ( array( home_url(), site_url() ) as $url ) {
			$host = (string) wp_parse_url( $url, PHP_URL_HOST );
			$port = wp_parse_url( $url, PHP_URL_PORT );
			foreach ( array( 'http', 'https' ) as $scheme ) {
				$origins[] = $scheme . '://' . $host . ( $port ? ':' . $port : '' );
			}
		}
		return $origins;
	}

	/**
	 * Takes back core's `Access-Control-Allow-Credentials` from other origins.
	 *
	 * @since 0.1.0
	 *
	 * @param bool             $served  Whether the request was served.
	 * @param mixed            $result  Result.
	 * @param \WP_REST_Request $request Request.
	 * @return bool
	 */
	public function limit_credentials( $served, $result, $request ) {
		$origin = (string) get_http_origin();
		if ( '' !== $origin && self::needs_allowed_origin( $request ) && ! self::allows_credentials( $origin ) && ! headers_sent() ) {
			header_remove( 'Access-Control-Allow-Credentials' );
		}
		return $served;
	}

	/**
	 * Adds the Store API's request headers to the preflight answer.
	 *
	 * @since 0.1.0
	 *
	 * @param string[]              $headers Allowed headers.
	 * @param \WP_REST_Request|null $request Request.
	 * @return string[]
	 */
	public function allowed_headers( $headers, $request = null ): array {
		return self::is_store_request( $request ) ? array_merge( (array) $headers, self::REQUEST_HEADERS ) : (array) $headers;
	}

	/**
	 * Lets clients read the Store API's response headers.
	 *
	 * @since 0.1.0
	 *
	 * @param string[]              $headers Exposed headers.
	 * @param \WP_REST_Request|null $request Request.
	 * @return string[]
	 */
	public function exposed_headers( $headers, $request = null ): array {
		return self::is_store_request( $request ) ? array_merge( (array) $headers, self::RESPONSE_HEADERS ) : (array) $headers;
	}

	/**
	 * Whether a request may carry cookies only from the allowed origins: the Store API,
	 * Rueda's own `rueda/v1` (a customer's account, the shop's admin) and WordPress's
	 * `batch/v1`, which would otherwise answer any site's page with the cookie's data.
	 *
	 * @param mixed $request Request.
	 */
	private static function needs_allowed_origin( $request ): bool {
		return $request instanceof \WP_REST_Request && RestRoutes::in( $request->get_route(), array( AbstractRoute::NAMESPACE, Routes::NAMESPACE, RestRoutes::BATCH ) );
	}

	/**
	 * Whether a request is for a Store API route.
	 *
	 * @param mixed $request Request.
	 */
	private static function is_store_request( $request ): bool {
		return $request instanceof \WP_REST_Request && str_starts_with( strtolower( ltrim( $request->get_route(), '/' ) ), AbstractRoute::NAMESPACE . '/' );
	}
}
