<?php
/**
 * The payments module: what banks call.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Payments;

use Rueda\FeatureModule;

/**
 * Registers the address banks post their notifications to
 * (`POST /wp-json/rueda/v1/payments/{gateway}/notify`, Rest\NotificationRoute) and the
 * owner's warning while test payments are on (Admin\TestPaymentsNotice). The
 * gateways, their results and what a notification does to an order are the domain's
 * (Rueda\Domain\Payments).
 *
 * @since 0.5.0
 */
final class Module implements FeatureModule {

	/**
	 * Hooks the module's parts.
	 *
	 * @since 0.5.0
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
		( new Admin\TestPaymentsNotice() )->register();
	}

	/**
	 * Registers the routes.
	 *
	 * @since 0.5.0
	 */
	public function register_routes(): void {
		( new Rest\NotificationRoute() )->register();
	}
}
