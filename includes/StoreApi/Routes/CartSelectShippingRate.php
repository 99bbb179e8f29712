<?php
/**
 * POST /cart/select-shipping-rate.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Routes;

use Rueda\Domain\Cart\Cart;
use Rueda\Domain\Shipping\RateSelection;

/**
 * Chooses a shipping rate for a package, or for every package (local pickup) when package_id is null.
 *
 * @since 0.1.0
 */
final class CartSelectShippingRate extends AbstractCartRoute {

	/**
	 * {@inheritDoc}
	 */
	public function get_path(): string {
		return '/cart/select-shipping-rate';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function get_methods(): array {
		return array(
			'POST' => array(
				'rate_id'    => array(
					'type'      => 'string',
					'required'  => true,
					'maxLength' => 100,
				),
				'package_id' => array(
					'type'    => array( 'integer', 'string', 'null' ),
					'default' => null,
				),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected function post( \WP_REST_Request $request ): \WP_REST_Response {
		$this->change( fn( Cart $cart ) => ( new RateSelection() )->select( $cart, (string) $request['rate_id'], $request['package_id'] ) );
		return $this->cart_response();
	}
}
