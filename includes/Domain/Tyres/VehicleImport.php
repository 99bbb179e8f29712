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
 * The plugin ships data/vehicles.csv and loads it on activation and on the first request
 * after an update, when the table is empty.
 *
 * @since 0.1.0
 */
final class VehicleImport {

	/** Option: the version of the shipped-file loading that last ran. */
	public const SEEDED_OPTION = 'rueda_vehicles_seeded';

	private const SEED_VERSION = 1;

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
	 * The file shipped with the plugin.
	 *
	 * @since 0.1.0
	 */
	public static function shipped_file(): string {
		return RUEDA_DIR . '/data/vehicles.csv';
	}

	/**
	 * Loads the shipped file once per SEED_VERSION, when the table is empty; on `init`
	 * after the schema's migration, so it also runs after an update without reactivation.
	 *
	 * @since 0.1.0
	 */
	public static function maybe_seed(): void {
		if ( (int) get_option( self::SEEDED_OPTION ) >= self::SEED_VERSION ) {
			return;
		}
		self::seed_shipped();
	}

	/**
	 * Imports the shipped file when the table is empty.
	 *
	 * @since 0.1.0
	 *
	 * @return bool Whether the table holds vehicles now.
	 */
	public static function seed_shipped(): bool {
		$import = new self();
		$rows   = $import->table->row_count();
		if ( null === $rows ) {
			return false; // No table yet.
		}
		$done = $rows > 0 || $import->import( self::shipped_file() )['imported'];
		if ( $done ) {
			update_option( self::SEEDED_OPTION, self::SEED_VERSION );
		}
		return $done;
	}

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
