<?php
/**
 * The shop's shipping zones, methods and pickup locations.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Shipping;

/**
 * Reads `rueda_shipping`. Zones match a destination by country ("ES"), state ("ES:GC") and
 * postcode patterns, minus exclusions; the first zone in order wins. Methods are flat_rate
 * or free_shipping; costs are entered with tax, like product prices. Pickup locations are
 * offered for every package, wherever the shopper lives.
 *
 * @since 0.1.0
 */
final class ShippingSettings {

	public const OPTION = 'rueda_shipping';

	/**
	 * All settings, saved values over empty defaults.
	 *
	 * @since 0.1.0
	 *
	 * @return array{origins:array<string,string>,zones:list<array<string,mixed>>,pickup_locations:list<array<string,mixed>>}
	 */
	public static function get(): array {
		$saved = get_option( self::OPTION, array() );
		return array_merge(
			array(
				'origins'          => array(),
				'zones'            => array(),
				'pickup_locations' => array(),
			),
			is_array( $saved ) ? $saved : array()
		);
	}
}
