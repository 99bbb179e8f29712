<?php
/**
 * Seeds the tyre finder's vehicles.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Content\Demo;

use Rueda\Domain\Tyres\VehicleImport;

/**
 * Loads the shipped data/vehicles.csv (the best-selling cars in Spain and their
 * homologated tyres) when the vehicles table is empty; an imported catalogue is kept.
 *
 * @since 0.1.0
 */
final class VehiclesSeeder implements Seeder {

	/**
	 * {@inheritDoc}
	 */
	public function seed(): void {
		VehicleImport::seed_shipped();
	}
}
