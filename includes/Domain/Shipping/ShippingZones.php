<?php
/**
 * Finds the shipping zone of a destination.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Shipping;

use Rueda\Domain\Taxes\TaxRates;

/**
 * Zone matching: the first zone whose locations include the destination's country or
 * state, whose postcode patterns (if any) match, and whose exclusions do not.
 *
 * @since 0.1.0
 */
final class ShippingZones {

	/**
	 * Creates the matcher.
	 *
	 * @param list<array<string,mixed>> $zones Zones in order.
	 */
	public function __construct( private array $zones ) {}

	/**
	 * The matching zone, or null.
	 *
	 * @since 0.1.0
	 *
	 * @param string $country  Country code.
	 * @param string $state    State code.
	 * @param string $postcode Postcode.
	 * @return array<string,mixed>|null
	 */
	public function match( string $country, string $state, string $postcode ): ?array {
		$keys = array( strtoupper( $country ), strtoupper( $country . ':' . $state ) );
		foreach ( $this->zones as $zone ) {
			$locations = array_map( 'strtoupper', (array) ( $zone['locations'] ?? array() ) );
			$excluded  = array_map( 'strtoupper', (array) ( $zone['exclude'] ?? array() ) );
			$postcodes = (string) ( $zone['postcodes'] ?? '' );
			if ( ! array_intersect( $keys, $locations ) || array_intersect( $keys, $excluded ) ) {
				continue;
			}
			if ( '' !== $postcodes && ! TaxRates::postcode_matches( $postcodes, $postcode ) ) {
				continue;
			}
			return $zone;
		}
		return null;
	}
}
