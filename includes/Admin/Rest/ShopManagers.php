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
