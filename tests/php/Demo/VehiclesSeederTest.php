<?php
/**
 * The demo's vehicles: a sample file the demo seeds when the table is empty.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Demo;

use Rueda\Domain\Tyres\VehicleCsv;
use Rueda\Domain\Tyres\VehicleImport;
use Rueda\Storage\Schema;
use Rueda\Storage\VehicleTable;
use Rueda\Tests\TestCase;
use RuedaDemo\VehiclesSeeder;

/**
 * Rueda ships no vehicles; the demo plugin loads its file into an empty table and keeps
 * an imported one. Imports commit their own transaction, so these tests run outside the
 * rolled-back one and put the demo's vehicles back afterwards.
 */
final class VehiclesSeederTest extends TestCase {

	protected bool $isolate = false;

	/**
	 * Files written by the test.
	 *
	 * @var string[]
	 */
	private array $files = array();

	protected function tear_down(): void {
		$this->assertTrue( ( new VehicleImport() )->import( VehiclesSeeder::file() )['imported'], 'The demo vehicles are back.' );
		foreach ( $this->files as $file ) {
			@unlink( $file ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- may be gone already.
		}
		parent::tear_down();
	}

	public function test_seeding_an_empty_table_loads_the_demo_file(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i', Schema::table( Schema::VEHICLES ) ) ); // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- WPCS 2.3 predates %i.

		( new VehiclesSeeder() )->seed();

		$this->assertSame( count( VehicleCsv::read( VehiclesSeeder::file() )->rows ), ( new VehicleTable() )->row_count() );
	}

	public function test_seeding_keeps_the_vehicles_the_owner_imported(): void {
		$path          = (string) tempnam( get_temp_dir(), 'rueda-vehicles' );
		$this->files[] = $path;
		file_put_contents( $path, "make,model,year_from,year_to,version,front_size,front_load_index,front_speed_rating,rear_size,rear_load_index,rear_speed_rating\nLada,Niva,1977,,1.7,175/80 R16,88,Q,,,\n" );
		$this->assertTrue( ( new VehicleImport() )->import( $path )['imported'] );

		( new VehiclesSeeder() )->seed();

		$this->assertSame( array( 'Lada' ), ( new VehicleTable() )->makes() );
	}

	public function test_the_demo_file_is_valid_and_covers_the_best_sellers(): void {
		$file = VehicleCsv::read( VehiclesSeeder::file() );

		$this->assertSame( array(), $file->errors );
		$this->assertSame( 0, $file->duplicates );
		$this->assertGreaterThanOrEqual( 250, count( $file->rows ) );
		$models = array();
		foreach ( $file->rows as $row ) {
			$models[ $row['make'] . ' ' . $row['model'] ] = true;
		}
		$this->assertGreaterThanOrEqual( 40, count( $models ) );
		foreach ( array( 'SEAT León', 'SEAT Ibiza', 'SEAT Arona', 'SEAT Ateca', 'Dacia Sandero', 'Dacia Duster', 'Toyota Corolla', 'Toyota C-HR', 'Toyota Yaris', 'Toyota Yaris Cross', 'Toyota RAV4', 'Renault Clio', 'Renault Captur', 'Renault Mégane', 'Renault Austral', 'Peugeot 208', 'Peugeot 2008', 'Peugeot 308', 'Peugeot 3008', 'Citroën C3', 'Citroën C4', 'Citroën C3 Aircross', 'Volkswagen Golf', 'Volkswagen Polo', 'Volkswagen T-Roc', 'Volkswagen T-Cross', 'Volkswagen Tiguan', 'Hyundai Tucson', 'Hyundai Kona', 'Hyundai i20', 'Hyundai i30', 'Kia Sportage', 'Kia Niro', 'Kia Ceed', 'Kia Stonic', 'Kia XCeed', 'Nissan Qashqai', 'Nissan Juke', 'MG ZS', 'Fiat 500', 'Opel Corsa', 'Opel Astra', 'Opel Mokka', 'Ford Focus', 'Ford Fiesta', 'Ford Kuga', 'Ford Puma', 'Skoda Octavia', 'Mercedes-Benz Clase A', 'BMW Serie 1', 'BMW X1', 'Audi A3', 'Audi Q3', 'Tesla Model 3' ) as $model ) {
			$this->assertArrayHasKey( $model, $models );
		}
	}
}
