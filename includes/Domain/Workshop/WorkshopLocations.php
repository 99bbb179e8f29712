<?php
/**
 * The pickup locations that take appointments, and the appointment settings.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Workshop;

use Rueda\Domain\Shipping\ShippingSettings;

/**
 * Reads `rueda_shipping`: each pickup location (its index is the N of its rate
 * `pickup_location:N` and of `location` in the appointment API) with its schedule, and
 * `backorder_lead_days`, the open days a tyre on backorder takes to arrive (3 by default).
 *
 * @since 0.3.0
 */
final class WorkshopLocations {

	public const DEFAULT_LEAD_DAYS = 3;
	public const MAX_LEAD_DAYS     = 60;

	/**
	 * An enabled location by index: name, address and schedule; null when there is none.
	 *
	 * @since 0.3.0
	 *
	 * @param int $index Location index.
	 * @return array{index:int,name:string,address:string,schedule:WorkshopSchedule}|null
	 */
	public static function get( int $index ): ?array {
		$location = ShippingSettings::get()['pickup_locations'][ $index ] ?? null;
		if ( ! is_array( $location ) || empty( $location['enabled'] ) ) {
			return null;
		}
		return self::shape( $index, $location );
	}

	/**
	 * Every location, enabled or not (the admin lists appointments of disabled ones too).
	 *
	 * @since 0.3.0
	 *
	 * @return array<int,array{index:int,name:string,address:string,schedule:WorkshopSchedule}>
	 */
	public static function all(): array {
		$all = array();
		foreach ( (array) ShippingSettings::get()['pickup_locations'] as $index => $location ) {
			if ( is_array( $location ) ) {
				$all[ (int) $index ] = self::shape( (int) $index, $location );
			}
		}
		return $all;
	}

	/**
	 * The first enabled location (where an order of services only is done by default).
	 *
	 * @since 0.3.0
	 *
	 * @return array{index:int,name:string,address:string,schedule:WorkshopSchedule}|null
	 */
	public static function first(): ?array {
		foreach ( array_keys( (array) ShippingSettings::get()['pickup_locations'] ) as $index ) {
			$location = self::get( (int) $index );
			if ( $location ) {
				return $location;
			}
		}
		return null;
	}

	/**
	 * Open days a backordered tyre takes to arrive.
	 *
	 * @since 0.3.0
	 */
	public static function lead_days(): int {
		$days = ShippingSettings::get()['backorder_lead_days'] ?? self::DEFAULT_LEAD_DAYS;
		return max( 0, min( self::MAX_LEAD_DAYS, (int) $days ) );
	}

	/**
	 * A location's public shape.
	 *
	 * @param int                 $index    Index.
	 * @param array<string,mixed> $location Saved location.
	 * @return array{index:int,name:string,address:string,schedule:WorkshopSchedule}
	 */
	private static function shape( int $index, array $location ): array {
		return array(
			'index'    => $index,
			'name'     => (string) ( $location['name'] ?? '' ),
			'address'  => (string) ( $location['address'] ?? '' ),
			'schedule' => WorkshopSchedule::from_settings( $location['schedule'] ?? null ),
		);
	}
}
