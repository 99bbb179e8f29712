<?php
/**
 * Which namespace a REST route belongs to.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Utilities;

/**
 * Compares routes the way WordPress matches them: case-insensitively, and here also with
 * repeated slashes and percent-encoding taken out, so that no spelling of a path slips past
 * a rule that a route of the same namespace would match.
 *
 * @since 0.3.0
 */
final class RestRoutes {

	/** WordPress's batch route, which runs requests for other routes. */
	public const BATCH = 'batch/v1';

	/**
	 * Whether a route (e.g. `/wc/store/v1/cart`) is one of the namespaces or under one.
	 *
	 * @since 0.3.0
	 *
	 * @param string   $route      Route or path, with or without its query.
	 * @param string[] $namespaces Namespaces, e.g. `wc/store/v1`.
	 */
	public static function in( string $route, array $namespaces ): bool {
		$path   = (string) preg_replace( array( '/[?#].*$/s', '#/+#' ), array( '', '/' ), rawurldecode( $route ) );
		$normal = strtolower( trim( $path, '/' ) ) . '/';
		foreach ( $namespaces as $namespace ) {
			if ( str_starts_with( $normal, strtolower( trim( $namespace, '/' ) ) . '/' ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The route of the REST request WordPress is serving, whatever the form of its URL
	 * (`/wp-json/…`, `?rest_route=/…`, `/index.php/wp-json/…`, percent-encoded), as WordPress
	 * parsed it; null when it serves none (a page's preloads, WP-CLI).
	 *
	 * @since 0.3.0
	 */
	public static function served(): ?string {
		$route = $GLOBALS['wp']->query_vars['rest_route'] ?? null;
		return is_string( $route ) && '' !== $route ? $route : null;
	}
}
