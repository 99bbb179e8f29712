<?php
/**
 * Who may use the admin REST namespace.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Admin\Rest;

use Rueda\Admin\Capabilities;

/**
 * The permission callback of every rueda/v1 route: those with `manage_rueda` pass,
 * visitors get 401 and everyone else 403.
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
			$allowed = self::can_manage();
			return true === $allowed ? $response : $allowed;
		}
		return $response;
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
