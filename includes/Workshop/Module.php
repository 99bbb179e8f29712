<?php
/**
 * The workshop module: fitting and appointments.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Workshop;

use Rueda\Domain\Workshop\AppointmentCheckout;
use Rueda\Domain\Workshop\AppointmentLifecycle;
use Rueda\Domain\Workshop\FittingOrderLines;
use Rueda\Domain\Workshop\WorkshopPaymentRelease;
use Rueda\Workshop\Admin\AppointmentsPage;
use Rueda\Workshop\Admin\FittingPage;
use Rueda\Workshop\Content\AppointmentEmails;
use Rueda\Workshop\Rest\AppointmentsRoute;
use Rueda\Workshop\Rest\FittingSettingsRoute;
use Rueda\Workshop\StoreApi\FittingStoreApi;

/**
 * Wires the workshop's parts. Fitting: the Store API's fitting data, the order lines, the
 * bands' admin screen and route (the cart, its prices and its shipping read the fitted
 * lines themselves: CartService, CartCalculator, ShippingCalculator). Appointments: the
 * checkout's choice and hold, the status changes that confirm or release it, the release
 * of orders never paid at the workshop, the emails, the admin screen and its routes.
 *
 * @since 0.5.0
 */
final class Module {

	/**
	 * Hooks every part.
	 *
	 * @since 0.5.0
	 */
	public function register(): void {
		( new FittingStoreApi() )->register();
		( new FittingOrderLines() )->register();
		( new FittingSettingsRoute() )->register();
		( new FittingPage() )->register();
		( new AppointmentCheckout() )->register();
		( new AppointmentLifecycle() )->register();
		( new WorkshopPaymentRelease() )->register();
		( new AppointmentEmails() )->register();
		( new AppointmentsRoute() )->register();
		( new AppointmentsPage() )->register();
	}
}
