<?php
/**
 * Seeds the tyre finder's vehicles.
 *
 * @package RuedaDemo
 */

declare( strict_types=1 );

namespace RuedaDemo;

use Rueda\Domain\Tyres\VehicleImport;
use Rueda\Storage\VehicleTable;

/**
 * Loads the demo's data/vehicles.csv (the best-selling cars in Spain and their
 * homologated tyres, compiled from general knowledge: sample data, not a fitment
 * database) when the vehicles table is empty; an imported catalogue is kept.
 *
 * @since 0.1.0
 */
final class VehiclesSeeder implements Seeder {

	/**
	 * The demo's vehicles file.
	 *
	 * @since 0.1.0
	 */
	public static function file(): string {
		return RUEDA_DEMO_DIR . '/data/vehicles.csv';
	}

	/**
	 * {@inheritDoc}
	 */
	public function seed(): void {
		if ( 0 === ( new VehicleTable() )->row_count() ) {
			( new VehicleImport() )->import( self::file() );
		}
	}
}
