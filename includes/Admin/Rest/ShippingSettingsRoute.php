<?php
/**
 * GET and POST /rueda/v1/settings/shipping.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Admin\Rest;

use Rueda\Domain\Shipping\ShippingSettings;
use Rueda\Domain\Workshop\WorkshopLocations;
use Rueda\Domain\Workshop\WorkshopSchedule;

/**
 * The shipping zones in matching order (the first that matches a destination wins) with
 * their methods, the pickup locations (with their appointment schedules), the names of the
 * stock origins and the lead time of tyres on backorder. Every list is
 * sent whole; amounts are minor units with tax. Each refused field is named by its path.
 *
 * @since 0.1.0
 */
final class ShippingSettingsRoute extends SettingsRoute {

	/**
	 * {@inheritDoc}
	 */
	protected function group(): string {
		return 'shipping';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function args(): array {
		return array_fill_keys( array( 'zones', 'pickup_locations', 'origins' ), FieldCheck::list_arg() ) + array( 'backorder_lead_days' => array( 'type' => 'integer' ) );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function read(): array {
		$settings = ShippingSettings::get();
		$origins  = array();
		foreach ( (array) $settings['origins'] as $key => $name ) {
			$origins[] = array(
				'key'  => (string) $key,
				'name' => (string) $name,
			);
		}
		return array(
			'zones'               => array_map( array( $this, 'zone' ), array_values( $settings['zones'] ) ),
			'pickup_locations'    => array_map( array( $this, 'pickup_location' ), array_values( $settings['pickup_locations'] ) ),
			'origins'             => $origins,
			'backorder_lead_days' => WorkshopLocations::lead_days(),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $settings Every field, as sent or as saved.
	 * @return array<string,mixed>|\WP_Error
	 */
	protected function check( array $settings ) {
		$check  = new FieldCheck();
		$fields = new ShippingFields( $check );
		return $check->result(
			array(
				'zones'               => $fields->zones( $settings['zones'] ),
				'pickup_locations'    => $fields->pickup_locations( $settings['pickup_locations'] ),
				'origins'             => $fields->origins( $settings['origins'] ),
				'backorder_lead_days' => ( new ScheduleFields( $check ) )->lead_days( $settings['backorder_lead_days'] ),
			)
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $settings Every field, checked.
	 */
	protected function write( array $settings ): void {
		$saved = get_option( ShippingSettings::OPTION, array() );
		update_option( ShippingSettings::OPTION, $settings + ( is_array( $saved ) ? $saved : array() ) );
	}

	/**
	 * A saved zone with every field set.
	 *
	 * @param array<string,mixed> $zone Zone.
	 * @return array<string,mixed>
	 */
	private function zone( array $zone ): array {
		return array(
			'id'        => (int) ( $zone['id'] ?? 0 ),
			'name'      => (string) ( $zone['name'] ?? '' ),
			'locations' => array_values( (array) ( $zone['locations'] ?? array() ) ),
			'exclude'   => array_values( (array) ( $zone['exclude'] ?? array() ) ),
			'postcodes' => (string) ( $zone['postcodes'] ?? '' ),
			'methods'   => array_map(
				static fn( array $method ) => array(
					'instance_id'   => (int) ( $method['instance_id'] ?? 0 ),
					'type'          => (string) ( $method['type'] ?? 'flat_rate' ),
					'title'         => (string) ( $method['title'] ?? '' ),
					'description'   => (string) ( $method['description'] ?? '' ),
					'delivery_time' => (string) ( $method['delivery_time'] ?? '' ),
					'cost'          => (int) ( $method['cost'] ?? 0 ),
					'min_amount'    => (int) ( $method['min_amount'] ?? 0 ),
					'requires'      => (string) ( $method['requires'] ?? '' ),
					'enabled'       => (bool) ( $method['enabled'] ?? true ),
				),
				array_values( (array) ( $zone['methods'] ?? array() ) )
			),
		);
	}

	/**
	 * A saved pickup location with every field set.
	 *
	 * @param array<string,mixed> $location Pickup location.
	 * @return array<string,mixed>
	 */
	private function pickup_location( array $location ): array {
		return array(
			'name'     => (string) ( $location['name'] ?? '' ),
			'address'  => (string) ( $location['address'] ?? '' ),
			'details'  => (string) ( $location['details'] ?? '' ),
			'cost'     => (int) ( $location['cost'] ?? 0 ),
			'enabled'  => (bool) ( $location['enabled'] ?? true ),
			'schedule' => $location['schedule'] ?? WorkshopSchedule::defaults(),
		);
	}
}
