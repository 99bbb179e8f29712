<?php
/**
 * The vehicles the tyre finder knows and their homologated tyres.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Tyres;

use Rueda\Storage\VehicleTable;

/**
 * Reads the vehicles table level by level, as the tyre finder asks: makes, the models of
 * a make, the years of a model (a range with no end runs to this year), and the versions
 * of that year with their fitments (front and rear tyres). Names sort the way people read
 * them (accents and case aside). Answers are kept in the object cache until the next
 * import (the group's last_changed), so a shared cache serves every PHP server.
 *
 * @since 0.1.0
 */
final class VehicleCatalog {

	/** Object cache group. */
	public const CACHE_GROUP = 'rueda_vehicles';

	/**
	 * Whether any vehicle is listed ("yes" or "no"), autoloaded: the tyre finder asks on
	 * every page it is on, and a shop without the list shows no vehicle search.
	 */
	public const LISTED_OPTION = 'rueda_vehicles_listed';

	/**
	 * Creates the catalogue.
	 *
	 * @param VehicleTable $table Rows.
	 */
	public function __construct( private VehicleTable $table = new VehicleTable() ) {}

	/**
	 * Whether the shop has a list of vehicles to search (none until the owner imports one).
	 *
	 * @since 0.5.0
	 */
	public function is_listed(): bool {
		$listed = get_option( self::LISTED_OPTION );
		if ( ! in_array( $listed, array( 'yes', 'no' ), true ) ) {
			$listed = $this->table->row_count() ? 'yes' : 'no';
			update_option( self::LISTED_OPTION, $listed, true );
		}
		return 'yes' === $listed;
	}

	/**
	 * Every make.
	 *
	 * @since 0.1.0
	 *
	 * @return list<string>
	 */
	public function makes(): array {
		return $this->remember( 'makes', fn() => self::sorted( $this->table->makes() ) );
	}

	/**
	 * The models of a make; empty for an unknown make.
	 *
	 * @since 0.1.0
	 *
	 * @param string $make Make.
	 * @return list<string>
	 */
	public function models( string $make ): array {
		return $this->remember( 'models', fn() => self::sorted( $this->table->models( $make ) ), $make );
	}

	/**
	 * The years a model was made, newest first; empty for an unknown model.
	 *
	 * @since 0.1.0
	 *
	 * @param string $make  Make.
	 * @param string $model Model.
	 * @return list<int>
	 */
	public function years( string $make, string $model ): array {
		$now   = (int) current_time( 'Y' );
		$years = array();
		foreach ( $this->remember( 'years', fn() => $this->table->year_ranges( $make, $model ), $make, $model ) as [ $from, $to ] ) {
			$years += array_fill_keys( range( $from, max( $from, $to ?? $now ) ), true );
		}
		krsort( $years );
		return array_keys( $years );
	}

	/**
	 * The versions of a model sold in a year (in reading order), each with its fitments
	 * (smallest rim first); empty when there is none.
	 *
	 * @since 0.1.0
	 *
	 * @param string $make  Make.
	 * @param string $model Model.
	 * @param int    $year  Year.
	 * @return list<array{name:string,fitments:list<array{front:TyreSize,rear:TyreSize}>}>
	 */
	public function versions( string $make, string $model, int $year ): array {
		$versions = array();
		foreach ( $this->remember( 'versions', fn() => $this->table->fitments( $make, $model, $year ), $make, $model, $year ) as $row ) {
			$front = self::size( $row['front_size'], $row['front_load_index'], $row['front_speed_rating'] );
			$rear  = null === $row['rear_size'] ? $front : self::size( $row['rear_size'], $row['rear_load_index'], $row['rear_speed_rating'] );
			if ( $front && $rear ) {
				$versions[ (string) $row['version'] ][ $front->format() . '|' . $rear->format() ] = array(
					'front' => $front,
					'rear'  => $rear,
				);
			}
		}
		uksort( $versions, array( self::class, 'compare' ) );
		$list = array();
		foreach ( $versions as $name => $fitments ) {
			usort( $fitments, static fn( array $a, array $b ) => array( $a['front']->rim, $a['front']->width, $a['front']->profile ) <=> array( $b['front']->rim, $b['front']->width, $b['front']->profile ) );
			$list[] = array(
				'name'     => (string) $name,
				'fitments' => $fitments,
			);
		}
		return $list;
	}

	/**
	 * How many makes, models and rows the table holds (not cached: the admin screen's).
	 *
	 * @since 0.1.0
	 *
	 * @return array{makes:int,models:int,rows:int}
	 */
	public function counts(): array {
		return $this->table->counts();
	}

	/**
	 * Forgets the cached answers (after an import).
	 *
	 * @since 0.1.0
	 */
	public static function forget(): void {
		wp_cache_set_last_changed( self::CACHE_GROUP );
		delete_option( self::LISTED_OPTION );
	}

	/**
	 * A cached answer, computed when missing.
	 *
	 * @param string     $what    Which answer.
	 * @param callable   $compute Returns it.
	 * @param int|string ...$keys What it depends on.
	 * @return array<mixed>
	 */
	private function remember( string $what, callable $compute, ...$keys ): array {
		$key   = $what . ':' . md5( (string) wp_json_encode( $keys ) ) . ':' . wp_cache_get_last_changed( self::CACHE_GROUP );
		$value = wp_cache_get( $key, self::CACHE_GROUP );
		if ( ! is_array( $value ) ) {
			$value = $compute();
			wp_cache_set( $key, $value, self::CACHE_GROUP, DAY_IN_SECONDS );
		}
		return $value;
	}

	/**
	 * A stored size.
	 *
	 * @param mixed $size  Size, "205/55 R16".
	 * @param mixed $load  Load index.
	 * @param mixed $speed Speed rating.
	 */
	private static function size( $size, $load, $speed ): ?TyreSize {
		$parsed = TyreSize::parse( (string) $size );
		return $parsed ? new TyreSize( $parsed->width, $parsed->profile, $parsed->rim, (int) $load, (string) $speed ) : null;
	}

	/**
	 * Names in reading order.
	 *
	 * @param array<int,string> $names Names.
	 * @return list<string>
	 */
	private static function sorted( array $names ): array {
		$names = array_values( array_unique( array_map( 'strval', $names ) ) );
		usort( $names, array( self::class, 'compare' ) );
		return $names;
	}

	/**
	 * Compares two names as people read them: "Škoda" after "Seat", "i20" beside "I30",
	 * "C3" before "C3 Aircross" before "C4".
	 *
	 * @param int|string $a Name.
	 * @param int|string $b Name.
	 */
	private static function compare( $a, $b ): int {
		$order = strnatcasecmp( remove_accents( (string) $a ), remove_accents( (string) $b ) );
		return 0 === $order ? strcmp( (string) $a, (string) $b ) : $order;
	}
}
