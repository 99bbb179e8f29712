<?php
/**
 * Reads and replaces the rows of the vehicles table.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Storage;

// phpcs:disable WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- WPCS 2.3 predates %i, the table name's placeholder.

/**
 * Row access for the tyre finder's vehicles (one row per homologated fitment); every
 * query is prepared. The table is only ever replaced whole, in one transaction.
 *
 * @since 0.1.0
 */
final class VehicleTable {

	/** Columns written by replace(), in order. */
	public const COLUMNS = array( 'make', 'model', 'year_from', 'year_to', 'version', 'front_size', 'front_load_index', 'front_speed_rating', 'rear_size', 'rear_load_index', 'rear_speed_rating' );

	/**
	 * Every make, unsorted.
	 *
	 * @since 0.1.0
	 *
	 * @return string[]
	 */
	public function makes(): array {
		global $wpdb;
		return $wpdb->get_col( $wpdb->prepare( 'SELECT DISTINCT make FROM %i', $this->name() ) );
	}

	/**
	 * The models of a make, unsorted.
	 *
	 * @since 0.1.0
	 *
	 * @param string $make Make.
	 * @return string[]
	 */
	public function models( string $make ): array {
		global $wpdb;
		return $wpdb->get_col( $wpdb->prepare( 'SELECT DISTINCT model FROM %i WHERE make = %s', $this->name(), $make ) );
	}

	/**
	 * The year ranges of a model (year_to null while it is still made).
	 *
	 * @since 0.1.0
	 *
	 * @param string $make  Make.
	 * @param string $model Model.
	 * @return list<array{0:int,1:int|null}>
	 */
	public function year_ranges( string $make, string $model ): array {
		global $wpdb;
		$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT DISTINCT year_from, year_to FROM %i WHERE make = %s AND model = %s', $this->name(), $make, $model ), ARRAY_A );
		return array_map( static fn( array $row ) => array( (int) $row['year_from'], null === $row['year_to'] ? null : (int) $row['year_to'] ), $rows );
	}

	/**
	 * The fitment rows of a model made in a year, in file order.
	 *
	 * @since 0.1.0
	 *
	 * @param string $make  Make.
	 * @param string $model Model.
	 * @param int    $year  Year.
	 * @return list<array<string,string|null>>
	 */
	public function fitments( string $make, string $model, int $year ): array {
		global $wpdb;
		return (array) $wpdb->get_results(
			$wpdb->prepare(
				'SELECT version, front_size, front_load_index, front_speed_rating, rear_size, rear_load_index, rear_speed_rating FROM %i WHERE make = %s AND model = %s AND year_from <= %d AND ( year_to IS NULL OR year_to >= %d ) ORDER BY id',
				$this->name(),
				$make,
				$model,
				$year,
				$year
			),
			ARRAY_A
		);
	}

	/**
	 * How many makes, models and rows the table holds.
	 *
	 * @since 0.1.0
	 *
	 * @return array{makes:int,models:int,rows:int}
	 */
	public function counts(): array {
		global $wpdb;
		$table = $this->name();
		return array(
			'makes'  => (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(DISTINCT make) FROM %i', $table ) ),
			'models' => (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ( SELECT DISTINCT make, model FROM %i ) AS models', $table ) ),
			'rows'   => (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i', $table ) ),
		);
	}

	/**
	 * The number of rows, or null when the table does not exist (yet).
	 *
	 * @since 0.1.0
	 */
	public function row_count(): ?int {
		global $wpdb;
		$suppress = $wpdb->suppress_errors();
		$rows     = $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i', $this->name() ) );
		$wpdb->suppress_errors( $suppress );
		return null === $rows ? null : (int) $rows;
	}

	/**
	 * Replaces every row in one transaction: DELETE (not TRUNCATE, which commits at once
	 * on MySQL and MariaDB), then multi-row INSERTs; any failure rolls back to the rows
	 * that were there. Readers see the old rows until the commit.
	 *
	 * @since 0.1.0
	 *
	 * @param list<array<string,int|string|null>> $rows  Rows with the COLUMNS.
	 * @param int                                 $batch Rows per INSERT.
	 * @return bool Whether the new rows were stored.
	 */
	public function replace( array $rows, int $batch = 250 ): bool {
		global $wpdb;
		$table   = $this->name();
		$columns = implode( ', ', self::COLUMNS );
		try {
			Transaction::run(
				static function () use ( $wpdb, $table, $columns, $rows, $batch ): void {
					if ( false === $wpdb->query( $wpdb->prepare( 'DELETE FROM %i', $table ) ) ) {
						throw new \RuntimeException( $wpdb->last_error );
					}
					foreach ( array_chunk( $rows, max( 1, $batch ) ) as $chunk ) {
						$values = array();
						foreach ( $chunk as $row ) {
							$values[] = '(' . implode( ', ', array_map( static fn( string $column ) => self::literal( $row[ $column ] ?? null ), self::COLUMNS ) ) . ')';
						}
						// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- the columns are constants and every value went through $wpdb->prepare() in literal().
						if ( false === $wpdb->query( $wpdb->prepare( 'INSERT INTO %i', $table ) . " ({$columns}) VALUES " . implode( ', ', $values ) ) ) {
							throw new \RuntimeException( $wpdb->last_error );
						}
					}
				}
			);
		} catch ( \RuntimeException ) {
			return false;
		}
		return true;
	}

	/**
	 * A value as SQL: NULL, a number, or a prepared string.
	 *
	 * @param int|string|null $value Value.
	 */
	private static function literal( $value ): string {
		global $wpdb;
		if ( null === $value ) {
			return 'NULL';
		}
		return is_int( $value ) ? (string) $value : $wpdb->prepare( '%s', $value );
	}

	/**
	 * The prefixed table name.
	 */
	private function name(): string {
		return Schema::table( Schema::VEHICLES );
	}
}
