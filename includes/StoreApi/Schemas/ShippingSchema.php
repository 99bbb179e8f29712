<?php
/**
 * The shipping_rates shape of the Store API.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Schemas;

use Rueda\Domain\Cart\CalculatedCart;

/**
 * Formats the calculated packages: one entry per package with its rates.
 *
 * @since 0.1.0
 */
final class ShippingSchema {

	/**
	 * Creates the schema.
	 *
	 * @param PriceSchema $prices Money fields.
	 */
	public function __construct( private PriceSchema $prices = new PriceSchema() ) {}

	/**
	 * The packages of a cart.
	 *
	 * @since 0.1.0
	 *
	 * @param CalculatedCart $calculated Calculated cart.
	 * @return list<array<string,mixed>>
	 */
	public function get_items( CalculatedCart $calculated ): array {
		return array_map(
			fn( array $package ) => array(
				'package_id'     => $package['package_id'],
				'name'           => $package['name'],
				'destination'    => $package['destination'],
				'items'          => $package['items'],
				'shipping_rates' => array_map(
					fn( array $rate ) => array(
						'rate_id'       => $rate['rate_id'],
						'name'          => $rate['name'],
						'description'   => $rate['description'],
						'delivery_time' => $rate['delivery_time'],
						'price'         => $this->prices->amount( $rate['price'] ),
						'taxes'         => $this->prices->amount( $rate['taxes'] ),
						'instance_id'   => $rate['instance_id'],
						'method_id'     => $rate['method_id'],
						'meta_data'     => $rate['meta_data'],
						'selected'      => $rate['selected'],
					) + $this->prices->currency()->to_response(),
					$package['rates']
				),
			),
			$calculated->packages
		);
	}
}
