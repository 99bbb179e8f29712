<?php
/**
 * How the rueda/v1 routes are registered.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Rest;

/**
 * Every rueda/v1 route is registered here, under one of the policies of Permissions:
 * for_shop_managers() (the admin screens' routes), for_customers() (a customer's own
 * account) or for_anyone() (the tyre finder, a guest's order lookup, a bank's
 * notification); add() takes a route's own check (signing up, open or not). A handler may
 * still name its own `permission_callback`. Every route is left out of the anonymous REST
 * indexes, and its permission check runs before its arguments are validated.
 *
 * @since 0.5.0
 */
final class Routes {

	public const NAMESPACE = 'rueda/v1';

	/**
	 * Hooks the check that runs ahead of argument validation.
	 *
	 * @since 0.5.0
	 */
	public function register(): void {
		add_filter( 'rest_request_before_callbacks', array( self::class, 'refuse_before_validation' ), 10, 3 );
	}

	/**
	 * WordPress validates a request's arguments before asking for permission, so a
	 * visitor posting nothing would learn a route's required fields from a 400. Anyone
	 * a route refuses gets its refusal instead (401, 403), whatever they sent.
	 *
	 * @since 0.5.0
	 *
	 * @param mixed            $response Result so far (a WP_Error when validation failed).
	 * @param array<mixed>     $handler  Route handler.
	 * @param \WP_REST_Request $request  Request.
	 * @return mixed
	 */
	public static function refuse_before_validation( $response, array $handler, \WP_REST_Request $request ) {
		if ( is_wp_error( $response ) && str_starts_with( $request->get_route(), '/' . self::NAMESPACE . '/' ) ) {
			$allowed = call_user_func( $handler['permission_callback'] ?? array( Permissions::class, 'shop_manager' ), $request );
			return true === $allowed ? $response : $allowed;
		}
		return $response;
	}

	/**
	 * Registers a route for those who may manage the shop (Permissions::shop_manager).
	 *
	 * @since 0.5.0
	 *
	 * @param string                  $path     Path within the namespace, e.g. '/products/(?P<id>\d+)'.
	 * @param array<int|string,mixed> $handlers One handler (methods, callback, args...) or a list of them.
	 */
	public static function for_shop_managers( string $path, array $handlers ): void {
		self::add( $path, array( Permissions::class, 'shop_manager' ), $handlers );
	}

	/**
	 * Registers a route of a customer's own account (Permissions::customer).
	 *
	 * @since 0.5.0
	 *
	 * @param string                  $path     Path within the namespace, e.g. '/account/orders'.
	 * @param array<int|string,mixed> $handlers One handler or a list of them.
	 */
	public static function for_customers( string $path, array $handlers ): void {
		self::add( $path, array( Permissions::class, 'customer' ), $handlers );
	}

	/**
	 * Registers a route open to everyone, logged in or not.
	 *
	 * @since 0.5.0
	 *
	 * @param string                  $path     Path within the namespace, e.g. '/vehicles'.
	 * @param array<int|string,mixed> $handlers One handler or a list of them.
	 */
	public static function for_anyone( string $path, array $handlers ): void {
		self::add( $path, '__return_true', $handlers );
	}

	/**
	 * Registers a route of the namespace. Its handlers are left out of the anonymous
	 * `/wp-json/` and `/wp-json/rueda/v1` indexes, which would otherwise describe every
	 * route and argument to anyone, and are checked with `$permission` unless they name
	 * their own `permission_callback`.
	 *
	 * @since 0.5.0
	 *
	 * @param string                  $path       Path within the namespace.
	 * @param callable                $permission Who may call it: returns true or the \WP_Error of the refusal.
	 * @param array<int|string,mixed> $handlers   One handler or a list of them.
	 */
	public static function add( string $path, callable $permission, array $handlers ): void {
		$handlers = isset( $handlers['callback'] ) ? array( $handlers ) : $handlers;
		foreach ( $handlers as &$handler ) {
			$handler += array(
				'permission_callback' => $permission,
				'show_in_index'       => false,
			);
		}
		unset( $handler );
		register_rest_route( self::NAMESPACE, $path, $handlers );
	}

	/**
	 * The `{id}` of the route's URL. `$request['id']` would prefer an `id` sent in the
	 * body or the query string, and act on another object than the one in the URL.
	 *
	 * @since 0.5.0
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public static function url_id( \WP_REST_Request $request ): int {
		return (int) ( $request->get_url_params()['id'] ?? 0 );
	}
}
