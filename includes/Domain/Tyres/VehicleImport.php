<?php
/**
 * Replaces the vehicles table with the rows of a fitment file.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Tyres;

use Rueda\Storage\VehicleTable;

/**
 * All or nothing: a file with any wrong row imports nothing (VehicleCsv checks every row
 * before anything is written), and the valid one replaces the whole table inside one
 * transaction, so a failure half-way rolls back to the old data and the tyre finder
 * never sees half a catalogue (readers keep the old rows until the commit).
 *
 * Rueda ships no vehicles: the owner imports a fitment file (wp-admin → Rueda → Vehículos);
 * the demo plugin (rueda-demo) loads a sample one.
 *
 * @since 0.1.0
 */
final class VehicleImport {

	/**
	 * Creates the import.
	 *
	 * @param VehicleTable $table Rows.
	 * @param int          $batch Rows per INSERT statement.
	 */
	public function __construct(
		private VehicleTable $table = new VehicleTable(),
		private int $batch = 250
	) {}

	/**
	 * Imports a file: replaces every vehicle with its rows, or changes nothing.
	 *
	 * @since 0.1.0
	 *
	 * @param string $path File path.
	 * @return array{imported:bool,file:VehicleCsv,counts:array{makes:int,models:int,rows:int}}
	 */
	public function import( string $path ): array {
		$file     = VehicleCsv::read( $path );
		$imported = $file->is_valid() && $this->table->replace( $file->rows, $this->batch );
		if ( $imported ) {
			VehicleCatalog::forget();

			/**
			 * Fires after an import replaced the vehicles.
			 *
			 * @since 0.1.0
			 *
			 * @param int $rows Rows stored.
			 */
			do_action( 'rueda_vehicles_imported', count( $file->rows ) );
		}
		return array(
			'imported' => $imported,
			'file'     => $file,
			'counts'   => $this->table->counts(),
		);
	}
}
