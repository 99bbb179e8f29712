<?php
/**
 * Checks the shipping settings the shop owner sends.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Admin\Rest;

use Rueda\Domain\Customers\Countries;

/**
 * Zones (name, countries and provinces, exclusions, postcode patterns, methods), pickup
 * locations and stock origin names, in the shape ShippingCalculator reads. Costs are minor
 * units with tax, as the calculator takes them. New zones and methods (id 0) get the next
 * free id; a method's id stays unique across zones because it names its rate.
 *
 * @since 0.1.0
 */
final class ShippingFields {

	public const MAX_ZONES     = 100;
	public const MAX_METHODS   = 20;
	public const MAX_PICKUPS   = 50;
	public const MAX_LOCATIONS = 300;
	public const MAX_COST      = 10000000;
	public const MAX_MINIMUM   = 100000000;
	public const METHOD_TYPES  = array( 'flat_rate', 'free_shipping' );
	public const REQUIRES      = array( '', 'min_amount', 'coupon', 'either', 'both' );

	/**
	 * Creates the checker.
	 *
	 * @param FieldCheck $check Where refusals are noted.
	 */
	public function __construct( private FieldCheck $check ) {}

	/**
	 * The zones, cleaned.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $zones Zones sent.
	 * @return list<array<string,mixed>>
	 */
	public function zones( $zones ): array {
		$clean = array();
		foreach ( $this->check->items( $zones, 'zones', self::MAX_ZONES ) as $index => $zone ) {
			$path    = "zones[{$index}]";
			$zone    = $this->check->record( $zone, $path );
			$clean[] = array(
				'id'        => $this->check->id( $zone['id'] ?? 0, "{$path}.id" ),
				'name'      => $this->check->text( $zone['name'] ?? '', "{$path}.name", 100, true ),
				'locations' => $this->locations( $zone['locations'] ?? array(), "{$path}.locations", true ),
				'exclude'   => $this->locations( $zone['exclude'] ?? array(), "{$path}.exclude", false ),
				'postcodes' => $this->postcodes( $zone['postcodes'] ?? '', "{$path}.postcodes" ),
				'methods'   => $this->methods( $zone['methods'] ?? array(), "{$path}.methods" ),
			);
		}
		$clean = $this->number( $clean, 'id' );
		$ids   = max( array_merge( array( 0 ), ...array_map( static fn( array $zone ) => array_column( $zone['methods'], 'instance_id' ), $clean ) ) );
		$seen  = array();
		foreach ( $clean as &$zone ) {
			foreach ( $zone['methods'] as &$method ) {
				if ( ! $method['instance_id'] || isset( $seen[ $method['instance_id'] ] ) ) {
					$method['instance_id'] = ++$ids;
				}
				$seen[ $method['instance_id'] ] = true;
			}
			unset( $method );
		}
		unset( $zone );
		return $clean;
	}

	/**
	 * The pickup locations, cleaned.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $locations Pickup locations sent.
	 * @return list<array<string,mixed>>
	 */
	public function pickup_locations( $locations ): array {
		$clean = array();
		foreach ( $this->check->items( $locations, 'pickup_locations', self::MAX_PICKUPS ) as $index => $location ) {
			$path     = "pickup_locations[{$index}]";
			$location = $this->check->record( $location, $path );
			$clean[]  = array(
				'name'     => $this->check->text( $location['name'] ?? '', "{$path}.name", 100, true ),
				'address'  => $this->check->text( $location['address'] ?? '', "{$path}.address", 200 ),
				'details'  => $this->check->text( $location['details'] ?? '', "{$path}.details", 500, false, true ),
				'cost'     => $this->check->amount( $location['cost'] ?? 0, "{$path}.cost", self::MAX_COST ),
				'enabled'  => $this->check->flag( $location['enabled'] ?? true, "{$path}.enabled" ),
				'schedule' => ( new ScheduleFields( $this->check ) )->schedule( $location['schedule'] ?? null, "{$path}.schedule" ),
			);
		}
		return $clean;
	}

	/**
	 * The names of the stock origins (each origin's package shows it), by origin key.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $origins List of {key, name}.
	 * @return array<string,string>
	 */
	public function origins( $origins ): array {
		$clean = array();
		foreach ( $this->check->items( $origins, 'origins', 50 ) as $index => $origin ) {
			$path   = "origins[{$index}]";
			$origin = $this->check->record( $origin, $path );
			$key    = $origin['key'] ?? '';
			if ( ! is_string( $key ) || ! preg_match( '/^[a-z0-9_-]{1,40}$/', $key ) || isset( $clean[ $key ] ) ) {
				$this->check->fail( "{$path}.key", __( 'Use a unique key of lowercase letters, digits, - and _.', 'rueda' ) );
				continue;
			}
			$clean[ $key ] = $this->check->text( $origin['name'] ?? '', "{$path}.name", 100, true );
		}
		return $clean;
	}

	/**
	 * A zone's methods, cleaned (ids assigned later, across zones).
	 *
	 * @param mixed  $methods Methods sent.
	 * @param string $path    Field path.
	 * @return list<array<string,mixed>>
	 */
	private function methods( $methods, string $path ): array {
		$clean = array();
		foreach ( $this->check->items( $methods, $path, self::MAX_METHODS ) as $index => $method ) {
			$at      = "{$path}[{$index}]";
			$method  = $this->check->record( $method, $at );
			$type    = $this->check->choice( $method['type'] ?? null, "{$at}.type", self::METHOD_TYPES );
			$is_flat = 'flat_rate' === $type;
			$clean[] = array(
				'instance_id'   => $this->check->id( $method['instance_id'] ?? 0, "{$at}.instance_id" ),
				'type'          => $type,
				'title'         => $this->check->text( $method['title'] ?? '', "{$at}.title", 100, true ),
				'description'   => $this->check->text( $method['description'] ?? '', "{$at}.description", 300 ),
				'delivery_time' => $this->check->text( $method['delivery_time'] ?? '', "{$at}.delivery_time", 60 ),
				'cost'          => $is_flat ? $this->check->amount( $method['cost'] ?? null, "{$at}.cost", self::MAX_COST ) : 0,
				'min_amount'    => $is_flat ? 0 : $this->check->amount( $method['min_amount'] ?? 0, "{$at}.min_amount", self::MAX_MINIMUM ),
				'requires'      => $is_flat ? '' : $this->check->choice( $method['requires'] ?? '', "{$at}.requires", self::REQUIRES ),
				'enabled'       => $this->check->flag( $method['enabled'] ?? true, "{$at}.enabled" ),
			);
		}
		return $clean;
	}

	/**
	 * Countries ("ES") and provinces ("ES:GC") that exist, upper-cased, once each.
	 *
	 * @param mixed  $locations Codes sent.
	 * @param string $path      Field path.
	 * @param bool   $required  Whether at least one is needed.
	 * @return list<string>
	 */
	private function locations( $locations, string $path, bool $required ): array {
		$clean = array();
		foreach ( $this->check->items( $locations, $path, self::MAX_LOCATIONS ) as $code ) {
			$code                = is_string( $code ) ? strtoupper( trim( $code ) ) : '';
			[ $country, $state ] = array_pad( explode( ':', $code, 2 ), 2, null );
			$exists              = Countries::exists( $country ) && ( null === $state || isset( Countries::states( $country )[ $state ] ) );
			if ( ! $exists ) {
				/* translators: %s: what was sent. */
				$this->check->fail( $path, sprintf( __( '“%s” is not a country or province code.', 'rueda' ), $code ) );
				continue;
			}
			$clean[ $code ] = $code;
		}
		if ( $required && ! $clean ) {
			$this->check->fail( $path, __( 'Add at least one country or province.', 'rueda' ) );
		}
		return array_values( $clean );
	}

	/**
	 * Postcode patterns as the zone matcher reads them: "28001, 28*, 35000...35999".
	 *
	 * @param mixed  $postcodes Patterns sent, separated by commas or lines.
	 * @param string $path      Field path.
	 */
	private function postcodes( $postcodes, string $path ): string {
		$text  = $this->check->text( $postcodes, $path, 1000, false, true );
		$rules = array_values( array_filter( array_map( 'trim', preg_split( '/[,\n]+/', strtoupper( $text ) ) ) ) );
		foreach ( $rules as $rule ) {
			if ( ! preg_match( '/^(\d+\.\.\.\d+|[A-Z0-9 -]+\*?)$/', $rule ) ) {
				/* translators: %s: the pattern sent. */
				$this->check->fail( $path, sprintf( __( '“%s” is not a postcode pattern: use 28001, 28* or 28001...28999.', 'rueda' ), $rule ) );
			}
		}
		return implode( ', ', $rules );
	}

	/**
	 * Gives every record without an id (or with a repeated one) the next free id.
	 *
	 * @param list<array<string,mixed>> $records Records.
	 * @param string                    $key     Id key.
	 * @return list<array<string,mixed>>
	 */
	private function number( array $records, string $key ): array {
		$next = max( array_merge( array( 0 ), array_column( $records, $key ) ) );
		$seen = array();
		foreach ( $records as &$record ) {
			if ( ! $record[ $key ] || isset( $seen[ $record[ $key ] ] ) ) {
				$record[ $key ] = ++$next;
			}
			$seen[ $record[ $key ] ] = true;
		}
		unset( $record );
		return $records;
	}
}
