<?php
/**
 * The workshop module: fitting and appointments.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Workshop;

use Rueda\Domain\Cart\CartLifecycle;
use Rueda\Domain\Workshop\AppointmentCheckout;
use Rueda\Domain\Workshop\AppointmentLifecycle;
use Rueda\Domain\Workshop\CheckoutVehicle;
use Rueda\Domain\Workshop\FittingOrderLines;
use Rueda\Domain\Workshop\WorkshopPaymentRelease;
use Rueda\FeatureModule;
use Rueda\Workshop\Admin\AppointmentsPage;
use Rueda\Workshop\Admin\FittingPage;
use Rueda\Workshop\Admin\MenuBadges;
use Rueda\Workshop\Admin\TodayPage;
use Rueda\Workshop\Admin\TodayWidget;
use Rueda\Workshop\Content\AppointmentEmails;
use Rueda\Workshop\Content\WorkOrderPage;
use Rueda\Workshop\Rest\AppointmentsRoute;
use Rueda\Workshop\Rest\FittingSettingsRoute;
use Rueda\Workshop\Rest\TodayRoute;
use Rueda\Workshop\StoreApi\AppointmentStoreApi;
use Rueda\Workshop\StoreApi\FittingStoreApi;

/**
 * Wires the workshop's parts. Fitting: the Store API's fitting data, the order lines, the
 * bands' admin screen and route (the cart, its prices and its shipping read the fitted
 * lines themselves: CartService, CartCalculator, ShippingCalculator). Appointments: the
 * Store API's appointment data, the checkout's choice and hold, the status changes that
 * confirm or release it, the daily cleanup of expired holds, the release of orders never
 * paid at the workshop, the emails, the admin screen and its routes. Jobs: the vehicle's
 * plate and name at checkout and the printable work order. The owner's day: "Hoy en el
 * taller" (the Rueda menu's first screen) and its route, the dashboard widget and the count
 * badges of Pedidos and Citas.
 *
 * @since 0.5.0
 */
final class Module implements FeatureModule {

	/**
	 * Hooks every part.
	 *
	 * @since 0.5.0
	 */
	public function register(): void {
		( new FittingStoreApi() )->register();
		add_filter( 'rueda_order_line_item', array( new FittingOrderLines(), 'describe' ), 10, 2 );
		( new FittingSettingsRoute() )->register();
		( new FittingPage() )->register();
		AppointmentStoreApi::register();
		$checkout = new AppointmentCheckout();
		add_action( 'rueda_checkout_update_order_from_request', array( $checkout, 'from_request' ), 10, 2 );
		add_filter( 'rueda_shop_settings', array( $checkout, 'shop_settings' ) );
		// After the appointment (10): the plate is asked for when the order books the workshop.
		add_action( 'rueda_checkout_update_order_from_request', array( new CheckoutVehicle(), 'update_order' ), 20, 2 );
		$lifecycle = new AppointmentLifecycle();
		// Before the order emails (10), so that they show the appointment as it now is.
		add_action( 'rueda_order_status_changed', array( $lifecycle, 'on_status_changed' ), 5, 3 );
		add_action( CartLifecycle::CLEANUP_HOOK, array( $lifecycle, 'delete_expired' ) );
		add_action( CartLifecycle::CLEANUP_HOOK, array( new WorkshopPaymentRelease(), 'release_overdue' ) );
		( new AppointmentEmails() )->register();
		( new AppointmentsRoute() )->register();
		( new AppointmentsPage() )->register();
		( new TodayRoute() )->register();
		( new TodayPage() )->register();
		( new TodayWidget() )->register();
		( new MenuBadges() )->register();
		( new WorkOrderPage() )->register();
	}
}
