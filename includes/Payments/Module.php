<?php
/**
 * The payments module: what banks call.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Payments;

use Rueda\Domain\Cart\CartLifecycle;
use Rueda\Domain\Payments\Redsys\AbandonedPayments;
use Rueda\Domain\Payments\Redsys\RedsysGateway;
use Rueda\FeatureModule;

/**
 * Registers the address banks post their notifications to
 * (`POST /wp-json/rueda/v1/payments/{gateway}/notify`, Rest\NotificationRoute) and the
 * owner's warning while test payments are on (Admin\TestPaymentsNotice), and Redsys's
 * pages and timers: the page that posts the shopper's form to the bank
 * (Content\RedsysPayPage), the signed parameters on the way back (Content\RedsysReturn),
 * the checkout's notice after a failed payment (Content\PaymentFailedNotice) and the
 * cancellation of payments the bank never answered for (AbandonedPayments, on each
 * attempt's event and the daily cleanup). The
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
		( new Content\RedsysPayPage() )->register();
		( new Content\RedsysReturn() )->register();
		( new Content\PaymentFailedNotice() )->register();
		add_action( RedsysGateway::EXPIRY_HOOK, array( $this, 'release_abandoned' ) );
		add_action( CartLifecycle::CLEANUP_HOOK, array( $this, 'release_abandoned' ) );
	}

	/**
	 * Cancels the Redsys payments the bank never answered for.
	 *
	 * @since 0.6.0
	 */
	public function release_abandoned(): void {
		( new AbandonedPayments() )->release_overdue();
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
