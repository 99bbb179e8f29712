<?php
/**
 * A vehicle fitment file, read and checked row by row.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Tyres;

use Rueda\Storage\VehicleTable;

/**
 * Reads the CSV of homologated fitments (data/vehicles.csv and the files owners import):
 * one row per make, model, years, version and tyre size, header row first with the
 * columns of COLUMNS in any order. UTF-8, with or without BOM; comma or semicolon as
 * separator (what a Spanish spreadsheet saves); CRLF or LF. Every row is checked and
 * every fault reported with its row number (the header is row 1, as a spreadsheet
 * numbers it); the first MAX_ERRORS are kept, all are counted. Identical rows are
 * merged. Sizes are written as "205/55 R16" (any form TyreSize reads), rear_* empty
 * means the same tyres as the front.
 *
 * @since 0.1.0
 */
final class VehicleCsv {

	/** The file's columns are the table's. */
	public const COLUMNS = VehicleTable::COLUMNS;

	/** Largest file read, in bytes. */
	public const MAX_BYTES = 5 * 1024 * 1024;

	/** Most data rows read. */
	public const MAX_ROWS = 50000;

	/** Most errors kept (all are counted). */
	public const MAX_ERRORS = 100;

	/** Longest make, model or version. */
	public const MAX_TEXT = 100;

	/** Oldest year accepted. */
	public const FIRST_YEAR = 1950;

	/** Load indexes of passenger-car and SUV tyres. */
	public const LOAD_MIN = 50;
	public const LOAD_MAX = 130;

	/**
	 * The valid rows, duplicates merged, each with the number of the row it came from.
	 *
	 * @var list<array<string,int|string|null>>
	 */
	public array $rows = array();

	/**
	 * Data rows read (blank lines aside).
	 *
	 * @var int
	 */
	public int $total = 0;

	/**
	 * Rows that repeated an earlier one.
	 *
	 * @var int
	 */
	public int $duplicates = 0;

	/**
	 * The first MAX_ERRORS errors.
	 *
	 * @var list<array{row:int,message:string}>
	 */
	public array $errors = array();

	/**
	 * Every error, counted.
	 *
	 * @var int
	 */
	public int $error_count = 0;

	/**
	 * Keys of the rows kept, to merge duplicates.
	 *
	 * @var array<string,true>
	 */
	private array $seen = array();

	/**
	 * Reads and checks a file.
	 *
	 * @since 0.1.0
	 *
	 * @param string $path File path.
	 */
	public static function read( string $path ): self {
		$file = new self();
		$size = is_readable( $path ) ? filesize( $path ) : false;
		if ( false === $size ) {
			$file->fail( 0, __( 'The file could not be read.', 'rueda' ) );
		} elseif ( $size > self::MAX_BYTES ) {
			/* translators: %s: largest file size, e.g. "5 MB". */
			$file->fail( 0, sprintf( __( 'The file is larger than %s.', 'rueda' ), size_format( self::MAX_BYTES ) ) );
		} else {
			$file->parse( $path );
		}
		return $file;
	}

	/**
	 * Whether every row is valid.
	 *
	 * @since 0.1.0
	 */
	public function is_valid(): bool {
		return 0 === $this->error_count;
	}

	/**
	 * Reads the rows.
	 *
	 * @param string $path File path.
	 */
	private function parse( string $path ): void {
		// phpcs:disable WordPress.WP.AlternativeFunctions -- a local file (an upload or the shipped data), read as a stream.
		$handle = fopen( $path, 'rb' );
		if ( ! $handle ) {
			$this->fail( 0, __( 'The file could not be read.', 'rueda' ) );
			return;
		}
		if ( "\xEF\xBB\xBF" !== fread( $handle, 3 ) ) {
			rewind( $handle );
		}
		$start     = (int) ftell( $handle );
		$first     = (string) fgets( $handle );
		$separator = substr_count( $first, ';' ) > substr_count( $first, ',' ) ? ';' : ',';
		fseek( $handle, $start );

		$columns = null;
		$number  = 0;
		while ( false !== ( $values = fgetcsv( $handle, 0, $separator, '"', '' ) ) ) { // phpcs:ignore WordPress.CodeAnalysis.AssignmentInCondition.FoundInWhileCondition -- the usual fgetcsv loop.
			++$number;
			if ( '' === trim( implode( '', array_map( 'strval', $values ) ) ) ) {
				continue; // A blank line, or a spreadsheet's empty row (",,,,").
			}
			if ( null === $columns ) {
				$columns = $this->header( $values );
				if ( null === $columns ) {
					break;
				}
				continue;
			}
			if ( ++$this->total > self::MAX_ROWS ) {
				/* translators: %s: most rows, e.g. "50.000". */
				$this->fail( 0, sprintf( __( 'The file has more than %s rows.', 'rueda' ), number_format_i18n( self::MAX_ROWS ) ) );
				break;
			}
			$this->row( $number, $values, $columns );
		}
		fclose( $handle );
		// phpcs:enable
		if ( null !== $columns && 0 === $this->total ) {
			$this->fail( 0, __( 'The file has no vehicles.', 'rueda' ) );
		} elseif ( null === $columns && $this->is_valid() ) {
			$this->fail( 0, __( 'The file is empty.', 'rueda' ) );
		}
	}

	/**
	 * The position of each column, or null (and an error) when the header is not right.
	 *
	 * @param array<int,string|null> $values Header cells.
	 * @return array<string,int>|null
	 */
	private function header( array $values ): ?array {
		$names   = array_map( static fn( $name ) => strtolower( trim( (string) $name ) ), $values );
		$columns = array_flip( $names );
		if ( count( $columns ) !== count( self::COLUMNS ) || array_diff( self::COLUMNS, $names ) ) {
			/* translators: 1: row number, 2: the column names, comma-separated. */
			$this->fail( 1, sprintf( __( 'Row %1$d: the header must name the columns %2$s.', 'rueda' ), 1, implode( ', ', self::COLUMNS ) ) );
			return null;
		}
		return $columns;
	}

	/**
	 * Checks one row and keeps it when it is valid and new.
	 *
	 * @param int                    $number  Row number.
	 * @param array<int,string|null> $values  Cells.
	 * @param array<string,int>      $columns Position of each column.
	 */
	private function row( int $number, array $values, array $columns ): void {
		if ( count( $values ) !== count( self::COLUMNS ) ) {
			/* translators: 1: row number, 2: columns expected, 3: columns found. */
			$this->fail( $number, sprintf( __( 'Row %1$d: expected %2$d columns, found %3$d.', 'rueda' ), $number, count( self::COLUMNS ), count( $values ) ) );
			return;
		}
		if ( ! mb_check_encoding( implode( '', $values ), 'UTF-8' ) ) {
			/* translators: %d: row number. */
			$this->fail( $number, sprintf( __( 'Row %d: the text is not UTF-8; save the file as "CSV UTF-8".', 'rueda' ), $number ) );
			return;
		}
		$cells = array();
		foreach ( $columns as $name => $position ) {
			// Spreadsheets pad cells with spaces, tabs and non-breaking spaces.
			$cells[ $name ] = trim( (string) preg_replace( '/[\s\x{A0}]+/u', ' ', (string) $values[ $position ] ) );
		}
		$row = ( new VehicleRow( $number, $cells ) )->check( fn( string $message ) => $this->fail( $number, $message ) );
		if ( null === $row ) {
			return;
		}
		$key = implode( "\x1f", array_map( 'strval', $row ) );
		if ( isset( $this->seen[ $key ] ) ) {
			++$this->duplicates;
			return;
		}
		$this->seen[ $key ] = true;
		$this->rows[]       = array( 'row' => $number ) + $row;
	}

	/**
	 * A column as the owner reads it in an error: its name in the shop's language, then
	 * the header the file uses, e.g. "Medida delantera (front_size)".
	 *
	 * @since 0.6.0
	 *
	 * @param string $column A name of COLUMNS.
	 */
	public static function column_label( string $column ): string {
		$labels = array(
			'make'               => __( 'Make', 'rueda' ),
			'model'              => __( 'Model', 'rueda' ),
			'year_from'          => __( 'First year', 'rueda' ),
			'year_to'            => __( 'Last year', 'rueda' ),
			'version'            => __( 'Version', 'rueda' ),
			'front_size'         => __( 'Front size', 'rueda' ),
			'front_load_index'   => __( 'Front load index', 'rueda' ),
			'front_speed_rating' => __( 'Front speed rating', 'rueda' ),
			'rear_size'          => __( 'Rear size', 'rueda' ),
			'rear_load_index'    => __( 'Rear load index', 'rueda' ),
			'rear_speed_rating'  => __( 'Rear speed rating', 'rueda' ),
		);
		/* translators: 1: a column's name, 2: its header in the CSV file. */
		return isset( $labels[ $column ] ) ? sprintf( __( '%1$s (%2$s)', 'rueda' ), $labels[ $column ], $column ) : $column;
	}

	/**
	 * Records an error.
	 *
	 * @param int    $number  Row number (0: the whole file).
	 * @param string $message Translated message.
	 */
	private function fail( int $number, string $message ): void {
		if ( ++$this->error_count <= self::MAX_ERRORS ) {
			$this->errors[] = array(
				'row'     => $number,
				'message' => $message,
			);
		}
	}
}
