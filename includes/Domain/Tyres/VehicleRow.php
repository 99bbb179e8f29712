<?php
/**
 * One row of a vehicle fitment file.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Tyres;

/**
 * Checks the cells of one row and gives them back normalised: sizes as "205/55 R16",
 * speed ratings in capitals, years and load indexes as integers, no year_to while the
 * model is still made, and no rear_* when the rear takes the front's tyres.
 *
 * @since 0.1.0
 */
final class VehicleRow {

	/**
	 * Creates the row.
	 *
	 * @param int                  $number Row number in the file.
	 * @param array<string,string> $cells  Trimmed cells by column name.
	 */
	public function __construct(
		private int $number,
		private array $cells
	) {}

	/**
	 * The normalised row, or null when a cell is wrong (each fault is reported).
	 *
	 * @since 0.1.0
	 *
	 * @param callable(string):void $fail Receives each translated error.
	 * @return array<string,int|string|null>|null
	 */
	public function check( callable $fail ): ?array {
		$faults = array();
		$report = static function ( string $message ) use ( $fail, &$faults ): void {
			$faults[] = $message;
			$fail( $message );
		};
		$row    = array();
		foreach ( array( 'make', 'model' ) as $column ) {
			$row[ $column ] = $this->text( $column, $report );
		}
		$row['year_from'] = $this->year( 'year_from', true, $report );
		$row['year_to']   = $this->year( 'year_to', false, $report );
		if ( is_int( $row['year_from'] ) && is_int( $row['year_to'] ) && $row['year_to'] < $row['year_from'] ) {
			/* translators: 1: row number, 2: the "to" year's column, 3: the "from" year's column. */
			$report( sprintf( __( 'Row %1$d: %2$s is before %3$s.', 'rueda' ), $this->number, VehicleCsv::column_label( 'year_to' ), VehicleCsv::column_label( 'year_from' ) ) );
		}
		$row['version'] = $this->text( 'version', $report );
		$row           += $this->axle( 'front', $report );

		$rear = array( $this->cells['rear_size'], $this->cells['rear_load_index'], $this->cells['rear_speed_rating'] );
		if ( array( '', '', '' ) === $rear ) {
			$row += array(
				'rear_size'         => null,
				'rear_load_index'   => null,
				'rear_speed_rating' => null,
			);
		} elseif ( in_array( '', $rear, true ) ) {
			/* translators: %d: row number. */
			$report( sprintf( __( 'Row %d: fill in all three rear columns, or none when the rear takes the front tyres.', 'rueda' ), $this->number ) );
		} else {
			$row += $this->axle( 'rear', $report );
			if ( array( $row['front_size'], $row['front_load_index'], $row['front_speed_rating'] ) === array( $row['rear_size'], $row['rear_load_index'], $row['rear_speed_rating'] ) ) {
				$row['rear_size']         = null;
				$row['rear_load_index']   = null;
				$row['rear_speed_rating'] = null;
			}
		}
		return $faults ? null : $row;
	}

	/**
	 * A required text of at most VehicleCsv::MAX_TEXT characters.
	 *
	 * @param string   $column Column.
	 * @param callable $report Error sink.
	 */
	private function text( string $column, callable $report ): ?string {
		$value = $this->cells[ $column ];
		if ( '' === $value ) {
			/* translators: 1: row number, 2: column name. */
			$report( sprintf( __( 'Row %1$d, %2$s: this field is required.', 'rueda' ), $this->number, VehicleCsv::column_label( $column ) ) );
			return null;
		}
		if ( mb_strlen( $value ) > VehicleCsv::MAX_TEXT ) {
			/* translators: 1: row number, 2: column name, 3: most characters. */
			$report( sprintf( __( 'Row %1$d, %2$s: use at most %3$d characters.', 'rueda' ), $this->number, VehicleCsv::column_label( $column ), VehicleCsv::MAX_TEXT ) );
			return null;
		}
		return $value;
	}

	/**
	 * A year from VehicleCsv::FIRST_YEAR to next year; null when empty and optional.
	 *
	 * @param string   $column   Column.
	 * @param bool     $required Whether it must be filled in.
	 * @param callable $report   Error sink.
	 */
	private function year( string $column, bool $required, callable $report ): ?int {
		$value = $this->cells[ $column ];
		if ( '' === $value && ! $required ) {
			return null;
		}
		$last = (int) current_time( 'Y' ) + 1;
		if ( ! ctype_digit( $value ) || (int) $value < VehicleCsv::FIRST_YEAR || (int) $value > $last ) {
			/* translators: 1: row number, 2: column name, 3: the value, 4: first year, 5: last year. */
			$report( sprintf( __( 'Row %1$d, %2$s: "%3$s" is not a year from %4$d to %5$d.', 'rueda' ), $this->number, VehicleCsv::column_label( $column ), $this->shown( $value ), VehicleCsv::FIRST_YEAR, $last ) );
			return null;
		}
		return (int) $value;
	}

	/**
	 * The size, load index and speed rating of an axle ("front" or "rear").
	 *
	 * @param string   $axle   Axle.
	 * @param callable $report Error sink.
	 * @return array<string,int|string|null>
	 */
	private function axle( string $axle, callable $report ): array {
		$column = $axle . '_size';
		$value  = $this->cells[ $column ];
		$size   = TyreSize::parse( $value );
		if ( ! $size ) {
			/* translators: 1: row number, 2: column name, 3: the value. */
			$report( sprintf( __( 'Row %1$d, %2$s: "%3$s" is not a tyre size.', 'rueda' ), $this->number, VehicleCsv::column_label( $column ), $this->shown( $value ) ) );
		} elseif ( null !== $size->load_index ) {
			/* translators: 1: row number, 2: column name. */
			$report( sprintf( __( 'Row %1$d, %2$s: write only the size, e.g. "205/55 R16"; the load index and speed rating have their own columns.', 'rueda' ), $this->number, VehicleCsv::column_label( $column ) ) );
		}

		$column = $axle . '_load_index';
		$load   = $this->cells[ $column ];
		if ( ! ctype_digit( $load ) || (int) $load < VehicleCsv::LOAD_MIN || (int) $load > VehicleCsv::LOAD_MAX ) {
			/* translators: 1: row number, 2: column name, 3: the value, 4: lowest index, 5: highest index. */
			$report( sprintf( __( 'Row %1$d, %2$s: "%3$s" is not a load index from %4$d to %5$d.', 'rueda' ), $this->number, VehicleCsv::column_label( $column ), $this->shown( $load ), VehicleCsv::LOAD_MIN, VehicleCsv::LOAD_MAX ) );
		}

		$column = $axle . '_speed_rating';
		$speed  = strtoupper( $this->cells[ $column ] );
		if ( ! isset( TyreIndexes::SPEED_KMH[ $speed ] ) ) {
			/* translators: 1: row number, 2: column name, 3: the value, 4: the valid letters. */
			$report( sprintf( __( 'Row %1$d, %2$s: "%3$s" is not a speed rating (%4$s).', 'rueda' ), $this->number, VehicleCsv::column_label( $column ), $this->shown( $this->cells[ $column ] ), implode( ' ', array_keys( TyreIndexes::SPEED_KMH ) ) ) );
		}

		return array(
			$axle . '_size'         => $size ? $size->format() : null,
			$axle . '_load_index'   => (int) $load,
			$axle . '_speed_rating' => $speed,
		);
	}

	/**
	 * A cell as an error message quotes it: at most 40 characters.
	 *
	 * @param string $value Cell.
	 */
	private function shown( string $value ): string {
		return mb_strlen( $value ) > 40 ? mb_substr( $value, 0, 39 ) . '…' : $value;
	}
}
