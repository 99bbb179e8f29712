<?php
/**
 * Workshop appointments: where their parts are wired.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Workshop;

/**
 * Registers the appointment parts: the checkout's choice and hold, the status changes that
 * confirm or release it, the release of orders never paid at the workshop, the emails and
 * the admin screen with its routes.
 *
 * @since 0.3.0
 */
final class Appointments {

	/**
	 * Hooks every part.
	 *
	 * @since 0.3.0
	 */
	public static function register(): void {
		( new AppointmentCheckout() )->register();
		( new AppointmentLifecycle() )->register();
		( new WorkshopPaymentRelease() )->register();
		( new \Rueda\Content\AppointmentEmails() )->register();
		( new \Rueda\Admin\Rest\AppointmentsRoute() )->register();
		( new \Rueda\Admin\AppointmentsPage() )->register();
	}
}
