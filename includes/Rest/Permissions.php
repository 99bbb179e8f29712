<?php
/**
 * Who may call the rueda/v1 routes.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Rest;

use Rueda\Admin\Capabilities;

/**
 * The permission callbacks of the policies of Routes. A browser proves who it is with
 * core's login cookie and `X-WP-Nonce` (WordPress treats a cookie without the nonce as
 * nobody), or with any other authentication WordPress accepts.
 *
 * @since 0.5.0
 */
final class Permissions {

	/**
	 * Whether the current user may manage the shop (`manage_rueda`): if not, 401 for
	 * visitors and 403 for everyone else, `rest_forbidden`.
	 *
	 * @since 0.5.0
	 *
	 * @return true|\WP_Error
	 */
	public static function shop_manager() {
		if ( current_user_can( Capabilities::CAPABILITY ) ) {
			return true;
		}
		return new \WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to manage the shop.', 'rueda' ), array( 'status' => rest_authorization_required_code() ) );
	}

	/**
	 * Whether someone is logged in, whose own account the route then serves: if not, 401
	 * `rest_not_logged_in`.
	 *
	 * @since 0.5.0
	 *
	 * @return true|\WP_Error
	 */
	public static function customer() {
		if ( is_user_logged_in() ) {
			return true;
		}
		return new \WP_Error( 'rest_not_logged_in', __( 'Please log in to see your account.', 'rueda' ), array( 'status' => 401 ) );
	}
}
