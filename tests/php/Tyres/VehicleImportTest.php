<?php
/**
 * Importing the vehicles file.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Tyres;

use Rueda\Domain\Tyres\VehicleCatalog;
use Rueda\Domain\Tyres\VehicleCsv;
use Rueda\Domain\Tyres\VehicleImport;
use Rueda\Installer;
use Rueda\Storage\Schema;
use Rueda\Storage\VehicleTable;
use Rueda\Tests\TestCase;
use RuedaDemo\VehiclesSeeder;

/**
 * A valid file replaces every vehicle; any wrong row imports nothing. The import commits
 * its own transaction, so these tests run outside the rolled-back one and put the demo's
 * vehicles back afterwards.
 *
 * @group object-cache
 */
final class VehicleImportTest extends TestCase {

	protected bool $isolate = false;

	private const HEADER = 'make,model,year_from,year_to,version,front_size,front_load_index,front_speed_rating,rear_size,rear_load_index,rear_speed_rating';

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

	public function test_a_good_file_replaces_every_vehicle(): void {
		$result = ( new VehicleImport() )->import(
			$this->csv(
				self::HEADER,
				'SEAT,León,2020,,1.5 TSI 130 CV Style,205/55 R16,91,V,,,',
				'SEAT,León,2020,,1.5 TSI 130 CV Style,225/45R17,91,w,,,',
				'BMW,Serie 3,2019,,320d M Sport,225/40 ZR18,92,Y,255/35 R18,94,Y'
			)
		);

		$this->assertTrue( $result['imported'] );
		$this->assertSame(
			array(
				'makes'  => 2,
				'models' => 2,
				'rows'   => 3,
			),
			$result['counts']
		);
		$catalog = new VehicleCatalog();
		$this->assertSame( array( 'BMW', 'SEAT' ), $catalog->makes() );
		$fitments = $catalog->versions( 'SEAT', 'León', 2021 )[0]['fitments'];
		$this->assertSame( array( '205/55 R16 91V', '225/45 R17 91W' ), array_map( static fn( array $fitment ) => $fitment['front']->format(), $fitments ), 'Sizes and ratings are normalised.' );
		$bmw = $catalog->versions( 'BMW', 'Serie 3', 2020 )[0]['fitments'][0];
		$this->assertSame( array( '225/40 R18 92Y', '255/35 R18 94Y' ), array( $bmw['front']->format(), $bmw['rear']->format() ) );
	}

	public function test_a_spreadsheet_file_with_bom_semicolons_and_crlf_is_read(): void {
		$file = VehicleCsv::read(
			$this->write(
				"\xEF\xBB\xBF" . str_replace( ',', ';', self::HEADER ) . "\r\n"
				. "Citroën;C4;2020;;\"1.2 PureTech 130 CV; Feel\";195/60 R18;96;H;;;\r\n"
				. "\r\n"
				. ";;;;;;;;;;\r\n"
				. "Skoda;Octavia;2013;2019;RS 2.0 TSI 245 CV;225/40 R18;92;Y;;;\r\n"
			)
		);

		$this->assertSame( array(), $file->errors );
		$this->assertSame( 2, $file->total );
		$this->assertSame( 'Citroën', $file->rows[0]['make'], 'No BOM in the first cell.' );
		$this->assertSame( '1.2 PureTech 130 CV; Feel', $file->rows[0]['version'] );
		$this->assertNull( $file->rows[0]['year_to'] );
		$this->assertSame( 'Y', $file->rows[1]['front_speed_rating'], 'No CR left at the end of a line.' );
		$this->assertSame( 5, $file->rows[1]['row'], 'Row numbers count the blank lines, as a spreadsheet does.' );
		$this->assertSame( 2019, $file->rows[1]['year_to'] );
	}

	public function test_each_kind_of_bad_row_is_reported_with_its_row_number(): void {
		$long = str_repeat( 'x', 101 );
		$next = (int) current_time( 'Y' ) + 2;
		$file = VehicleCsv::read(
			$this->csv(
				self::HEADER,
				'SEAT,León,2020,,1.5 TSI 130 CV,205/55 R16,91,V,,,',             // 2: fine.
				',León,2020,,1.5 TSI,205/55 R16,91,V,,,',                       // 3: no make.
				"SEAT,León,2020,,{$long},205/55 R16,91,V,,,",                   // 4: version too long.
				'SEAT,León,1949,,1.5 TSI,205/55 R16,91,V,,,',                   // 5: too old.
				"SEAT,León,{$next},,1.5 TSI,205/55 R16,91,V,,,",                // 6: too new.
				'SEAT,León,2020,2019,1.5 TSI,205/55 R16,91,V,,,',               // 7: ends before it starts.
				'SEAT,León,20x0,,1.5 TSI,205/55 R16,91,V,,,',                   // 8: no year.
				'SEAT,León,2020,,1.5 TSI,205/55 R61,91,V,,,',                   // 9: no size.
				'SEAT,León,2020,,1.5 TSI,205/55 R16 91V,91,V,,,',               // 10: load index in the size.
				'SEAT,León,2020,,1.5 TSI,205/55 R16,131,V,,,',                  // 11: load index too high.
				'SEAT,León,2020,,1.5 TSI,205/55 R16,9a,V,,,',                   // 12: load index not a number.
				'SEAT,León,2020,,1.5 TSI,205/55 R16,91,X,,,',                   // 13: no speed rating.
				'SEAT,León,2020,,1.5 TSI,205/55 R16,91,V,225/45 R17,,',         // 14: half a rear.
				'SEAT,León,2020,,1.5 TSI,205/55 R16,91,V',                      // 15: columns missing.
				"SEAT,Le\xF3n,2020,,1.5 TSI,205/55 R16,91,V,,,",                // 16: Windows-1252, not UTF-8.
				'SEAT,León,2020,,1.5 TSI,205/55 R16,91,V,255/35 R18,94,Q5'      // 17: rear speed rating.
			)
		);

		$this->assertSame( 15, $file->error_count );
		$this->assertCount( 1, $file->rows, 'Only the good row is kept.' );
		$expected = array(
			3  => 'make',
			4  => 'version',
			5  => '1949',
			6  => (string) $next,
			7  => 'year_to',
			8  => '20x0',
			9  => '205/55 R61',
			10 => 'front_size',
			11 => '131',
			12 => '9a',
			13 => 'front_speed_rating',
			14 => '',
			15 => '11',
			16 => '',
			17 => 'Q5',
		);
		$by_row   = array();
		foreach ( $file->errors as $error ) {
			$by_row[ $error['row'] ][] = $error['message'];
		}
		$this->assertSame( array_keys( $expected ), array_keys( $by_row ) );
		foreach ( $expected as $row => $text ) {
			$this->assertCount( 1, $by_row[ $row ], "Row $row has one fault." );
			$this->assertStringContainsString( (string) $row, $by_row[ $row ][0], "Row $row names itself." );
			$this->assertStringContainsString( $text, $by_row[ $row ][0], "Row $row" );
		}
	}

	public function test_a_wrong_file_imports_nothing_and_keeps_the_old_vehicles(): void {
		$before = ( new VehicleTable() )->counts();
		$makes  = ( new VehicleCatalog() )->makes();

		$result = ( new VehicleImport() )->import(
			$this->csv(
				self::HEADER,
				'Lada,Niva,1977,,1.7 83 CV,175/80 R16,88,Q,,,',
				'Lada,Niva,1977,,1.7 83 CV,175/80 R16,88,K,,,'
			)
		);

		$this->assertFalse( $result['imported'] );
		$this->assertSame( 1, $result['file']->error_count );
		$this->assertSame( $before, $result['counts'] );
		$this->assertSame( $makes, ( new VehicleCatalog() )->makes() );
		$this->assertNotContains( 'Lada', ( new VehicleCatalog() )->makes() );
	}

	public function test_a_database_failure_half_way_rolls_the_table_back(): void {
		$before  = ( new VehicleTable() )->counts();
		$inserts = 0;
		$break   = static function ( string $query ) use ( &$inserts ): string {
			// The second INSERT of the import fails, after the DELETE and one INSERT ran.
			return str_starts_with( $query, 'INSERT INTO `' . $GLOBALS['wpdb']->prefix . 'rueda_vehicles`' ) && 2 === ++$inserts ? 'INSERT INTO no_such_table_rueda VALUES (1)' : $query;
		};
		global $wpdb;
		add_filter( 'query', $break );
		$suppress = $wpdb->suppress_errors();
		try {
			$result = ( new VehicleImport( new VehicleTable(), 1 ) )->import(
				$this->csv(
					self::HEADER,
					'Lada,Niva,1977,,1.7 83 CV,175/80 R16,88,Q,,,',
					'Lada,Niva,1977,,1.7 83 CV Taiga,185/75 R16,92,Q,,,'
				)
			);
		} finally {
			$wpdb->suppress_errors( $suppress );
			remove_filter( 'query', $break );
		}

		$this->assertSame( 2, $inserts );
		$this->assertTrue( $result['file']->is_valid() );
		$this->assertFalse( $result['imported'] );
		$this->assertSame( $before, ( new VehicleTable() )->counts(), 'The DELETE and the first INSERT were rolled back.' );
		$this->assertNotContains( 'Lada', ( new VehicleCatalog() )->makes() );
	}

	public function test_duplicate_rows_are_merged(): void {
		$file = VehicleCsv::read(
			$this->csv(
				self::HEADER,
				'SEAT,León,2020,,1.5 TSI 130 CV,205/55 R16,91,V,,,',
				'SEAT, León ,2020,,1.5  TSI 130 CV,205/55R16,91,v,,,',
				'SEAT,León,2020,,1.5 TSI 130 CV,205/55 R16,91,V,205/55 R16,91,V',
				'SEAT,León,2020,,1.5 TSI 130 CV,225/45 R17,91,W,,,'
			)
		);

		$this->assertTrue( $file->is_valid() );
		$this->assertSame( 4, $file->total );
		$this->assertSame( 2, $file->duplicates, 'Spacing, case and a rear equal to the front make no new row.' );
		$this->assertCount( 2, $file->rows );
	}

	public function test_a_file_over_5_mb_is_refused_unread(): void {
		$path = $this->write( self::HEADER . "\n" . str_repeat( "SEAT,León,2020,,1.5 TSI 130 CV,205/55 R16,91,V,,,\n", (int) ceil( VehicleCsv::MAX_BYTES / 50 ) ) );
		$this->assertGreaterThan( VehicleCsv::MAX_BYTES, filesize( $path ) );

		$result = ( new VehicleImport() )->import( $path );

		$this->assertFalse( $result['imported'] );
		$this->assertSame( 0, $result['file']->total );
		$this->assertSame( 0, $result['file']->errors[0]['row'] );
		$this->assertStringContainsString( '5 MB', $result['file']->errors[0]['message'] );
	}

	public function test_a_file_of_more_than_50000_rows_is_refused(): void {
		$file = VehicleCsv::read( $this->write( self::HEADER . "\n" . str_repeat( "SEAT,León,2020,,1,205/55 R16,91,V,,,\n", VehicleCsv::MAX_ROWS + 1 ) ) );

		$this->assertFalse( $file->is_valid() );
		$this->assertSame( 0, end( $file->errors )['row'] );
		$this->assertSame( VehicleCsv::MAX_ROWS + 1, $file->total );
	}

	public function test_the_error_list_keeps_the_first_100_and_counts_them_all(): void {
		$file = VehicleCsv::read( $this->write( self::HEADER . "\n" . str_repeat( "SEAT,León,2020,,1.5 TSI,205/55 R61,91,V,,,\n", 150 ) ) );

		$this->assertSame( 150, $file->error_count );
		$this->assertCount( VehicleCsv::MAX_ERRORS, $file->errors );
		$this->assertSame( 101, end( $file->errors )['row'] );
	}

	public function test_errors_name_the_columns_in_spanish_with_the_files_header(): void {
		switch_to_locale( 'es_ES' );
		try {
			$file = VehicleCsv::read( $this->csv( self::HEADER, 'SEAT,León,2020,2019,1.5 TSI,205/55 R61,91,V,,,' ) );
		} finally {
			restore_previous_locale();
		}

		$messages = array_column( $file->errors, 'message' );
		$this->assertSame( array( 'Fila 2: Último año (year_to) es anterior a Primer año (year_from).', 'Fila 2, Medida delantera (front_size): «205/55 R61» no es una medida de neumático.' ), $messages );
	}

	public function test_a_file_without_the_header_or_without_rows_is_refused(): void {
		$shuffled = VehicleCsv::read( $this->csv( 'model,make,year_from,year_to,version,front_size,front_load_index,front_speed_rating,rear_size,rear_load_index,rear_speed_rating', 'León,SEAT,2020,,1.5 TSI,205/55 R16,91,V,,,' ) );
		$this->assertTrue( $shuffled->is_valid(), 'Columns may come in any order.' );
		$this->assertSame( 'SEAT', $shuffled->rows[0]['make'] );

		$headless = VehicleCsv::read( $this->csv( 'SEAT,León,2020,,1.5 TSI,205/55 R16,91,V,,,' ) );
		$this->assertSame( 1, $headless->error_count );
		$this->assertSame( 1, $headless->errors[0]['row'] );
		$this->assertStringContainsString( 'front_load_index', $headless->errors[0]['message'] );

		$this->assertSame( 1, VehicleCsv::read( $this->csv( self::HEADER ) )->error_count, 'A header alone has no vehicles.' );
		$this->assertSame( 1, VehicleCsv::read( $this->write( '' ) )->error_count );
		$this->assertSame( 1, VehicleCsv::read( '/no/such/file.csv' )->error_count );
	}

	public function test_activating_rueda_on_an_empty_table_loads_no_vehicles(): void {
		global $wpdb;
		$table = new VehicleTable();
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i', Schema::table( Schema::VEHICLES ) ) ); // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- WPCS 2.3 predates %i.

		Installer::activate();

		$this->assertSame( 0, $table->row_count(), 'Rueda ships no vehicles: the owner imports them (the demo plugin seeds a sample).' );
	}

	/**
	 * Writes a CSV of lines.
	 *
	 * @param string ...$lines Lines.
	 */
	private function csv( string ...$lines ): string {
		return $this->write( implode( "\n", $lines ) . "\n" );
	}

	/**
	 * Writes a temporary file.
	 *
	 * @param string $contents Contents.
	 */
	private function write( string $contents ): string {
		$path          = (string) tempnam( get_temp_dir(), 'rueda-vehicles' );
		$this->files[] = $path;
		file_put_contents( $path, $contents );
		return $path;
	}
}
