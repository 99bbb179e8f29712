<?php
/**
 * The vehicles screen of the "Rueda" menu.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Vehicles\Admin;

use Rueda\Admin\AdminScreen;
use Rueda\Domain\Tyres\VehicleCatalog;
use Rueda\Domain\Tyres\VehicleCsv;

/**
 * Shows how many vehicles the tyre finder knows and imports a fitment CSV that replaces
 * them, after a preview (build/admin/vehicles.js, through rueda/v1/admin/vehicles/*).
 *
 * @since 0.1.0
 */
final class VehiclesPage extends AdminScreen {

	/**
	 * {@inheritDoc}
	 */
	public function slug(): string {
		return 'rueda-vehicles';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function entry(): string {
		return 'vehicles';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function title(): string {
		return __( 'Vehicles', 'rueda' );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function menu_title(): string {
		return __( 'Vehicles', 'rueda' );
	}

	/**
	 * The table's counts, the columns a file needs and the largest file accepted.
	 *
	 * @return array<string,mixed>
	 */
	protected function data(): array {
		return array(
			'counts'        => ( new VehicleCatalog() )->counts(),
			'columns'       => VehicleCsv::COLUMNS,
			'maxUploadSize' => min( VehicleCsv::MAX_BYTES, wp_max_upload_size() ),
		);
	}
}
