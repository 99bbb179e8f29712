<?php
/**
 * The vehicles module: the tyre finder's makes, models and versions.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Vehicles;

use Rueda\FeatureModule;

/**
 * Wires the vehicles: the tyre finder's route (make → model → year → version), and the
 * owner's import of the vehicle list with its wp-admin screen. The catalogue of vehicles
 * and the rules of its file are the domain's (Rueda\Domain\Tyres\VehicleCatalog, VehicleCsv,
 * VehicleImport).
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
		( new Rest\VehicleImportRoute() )->register();
		( new Admin\VehiclesPage() )->register();
		( new Rest\VehiclesRoute() )->register();
	}
}
