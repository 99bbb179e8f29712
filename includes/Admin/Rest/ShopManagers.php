<?php
/**
 * Who may use the admin REST namespace, and the rules all its routes share.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Admin\Rest;

use Rueda\Admin\Capabilities;

/**
 * The permission callback of every rueda/v1 route: those with `manage_rueda` pass,
 * visitors get 401 and everyone else 403. Routes are registered through route(), which
 * keeps them out of the REST indexes, and read the object they act on with url_id().
 *
 * @since 0.1.0
 */
final class ShopManagers {

	public const NAMESPACE = 'rueda/v1';

	/**
	 * Hooks the check that runs ahead of argument validation.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_filter( 'rest_request_before_callbacks', array( self::class, 'refuse_before_validation' ), 10, 3 );
	}

	/**
	 * WordPress validates a request's arguments before asking for permission, so a
	 * visitor posting nothing would learn a route's required fields from a 400. Anyone
	 * who may not manage the shop gets the 401/403 instead, whatever they sent.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed            $response Result so far (a WP_Error when validation failed).
	 * @param array<mixed>     $handler  Route handler.
	 * @param \WP_REST_Request $request  Request.
	 * @return mixed
	 */
	public static function refuse_before_validation( $response, array $handler, \WP_REST_Request $request ) {
		if ( is_wp_error( $response ) && str_starts_with( $request->get_route(), '/' . self::NAMESPACE . '/' ) ) {
			$allowed = call_user_func( $handler['permission_callback'] ?? array( self::class, 'can_manage' ), $request );
			return true === $allowed ? $response : $allowed;
		}
		return $response;
	}

	/**
	 * Registers a route of the namespace. Its handlers are left out of the anonymous
	 * `/wp-json/` and `/wp-json/rueda/v1` indexes, which would otherwise describe every
	 * admin route and argument to anyone, and need `manage_rueda` unless they say otherwise.
	 *
	 * @since 0.1.0
	 *
	 * @param string                  $route    Path within the namespace, e.g. '/products/(?P<id>\d+)'.
	 * @param array<int|string,mixed> $handlers One handler (methods, callback, args...) or a list of them.
	 */
	public static function route( string $route, array $handlers ): void {
		$handlers = isset( $handlers['callback'] ) ? array( $handlers ) : $handlers;
		foreach ( $handlers as &$handler ) {
			$handler += array(
				'permission_callback' => array( self::class, 'can_manage' ),
				'show_in_index'       => false,
			);
		}
		unset( $handler );
		register_rest_route( self::NAMESPACE, $route, $handlers );
	}

	/**
	 * The `{id}` of the route's URL. `$request['id']` would prefer an `id` sent in the
	 * body or the query string, and act on another object than the one in the URL.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public static function url_id( \WP_REST_Request $request ): int {
		return (int) ( $request->get_url_params()['id'] ?? 0 );
	}

	/**
	 * Whether the current user may manage the shop.
	 *
	 * @since 0.1.0
	 *
	 * @return true|\WP_Error
	 */
	public static function can_manage() {
		if ( current_user_can( Capabilities::CAPABILITY ) ) {
			return true;
		}
		return new \WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to manage the shop.', 'rueda' ), array( 'status' => rest_authorization_required_code() ) );
	}
}
