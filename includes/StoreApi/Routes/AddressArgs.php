<?php
/**
 * The address argument schema shared by cart and checkout routes.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Routes;

use Rueda\StoreApi\Schemas\CartSchema;

/**
 * Addresses are objects of short strings with known keys only; country must be a
 * two-letter code when given.
 *
 * @since 0.1.0
 */
final class AddressArgs {

	/**
	 * The schema of a (partial) address.
	 *
	 * @since 0.1.0
	 *
	 * @param bool $billing Whether it is the billing address (adds email).
	 * @return array<string,mixed>
	 */
	public static function schema( bool $billing ): array {
		$fields     = $billing ? array_merge( CartSchema::ADDRESS_FIELDS, array( 'email' ) ) : CartSchema::ADDRESS_FIELDS;
		$properties = array();
		foreach ( $fields as $field ) {
			$properties[ $field ] = array(
				'type'      => 'string',
				'maxLength' => 200,
			);
		}
		$properties['country']['pattern'] = '^([A-Za-z]{2})?$';
		return array(
			'type'                 => 'object',
			'additionalProperties' => false,
			'properties'           => $properties,
		);
	}
}
