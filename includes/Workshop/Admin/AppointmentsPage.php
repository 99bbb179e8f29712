<?php
/**
 * The appointments screen.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Workshop\Admin;

use Rueda\Admin\AdminScreen;
use Rueda\Domain\Workshop\Appointments;
use Rueda\Domain\Workshop\WorkshopLocations;
use Rueda\Workshop\Rest\AppointmentResponse;

/**
 * Rueda → Citas: the workshop's appointments by day or as a list, filtered by location and
 * status; each can be moved to another free slot or cancelled (build/admin/appointments.js,
 * DataViews over rueda/v1/appointments).
 *
 * @since 0.3.0
 */
final class AppointmentsPage extends AdminScreen {

	/**
	 * {@inheritDoc}
	 */
	public function slug(): string {
		return 'rueda-appointments';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function entry(): string {
		return 'appointments';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function title(): string {
		return __( 'Appointments', 'rueda' );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function menu_title(): string {
		return __( 'Appointments', 'rueda' );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function data(): array {
		$locations = array();
		foreach ( WorkshopLocations::all() as $index => $location ) {
			$locations[] = array(
				'value' => $index,
				'label' => $location['name'],
			);
		}
		$statuses = array();
		foreach ( Appointments::STATUSES as $status ) {
			$statuses[] = array(
				'value' => $status,
				'label' => AppointmentResponse::status_label( $status ),
			);
		}
		return array(
			'locations' => $locations,
			'statuses'  => $statuses,
			'today'     => current_datetime()->format( 'Y-m-d' ),
			'ordersUrl' => admin_url( 'admin.php?page=rueda-orders' ),
		);
	}
}
