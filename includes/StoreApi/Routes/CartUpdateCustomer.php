<?php
/**
 * POST /cart/update-customer.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Routes;

use Rueda\Domain\Cart\Cart;
use Rueda\Domain\Customers\CustomerAddresses;

/**
 * Updates the customer's billing and/or shipping address (partial objects).
 *
 * @since 0.1.0
 */
final class CartUpdateCustomer extends AbstractCartRoute {

	/**
	 * {@inheritDoc}
	 */
	public function get_path(): string {
		return '/cart/update-customer';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function get_methods(): array {
		return array(
			'POST' => array(
				'billing_address'  => AddressArgs::schema( true ),
				'shipping_address' => AddressArgs::schema( false ),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected function post( \WP_REST_Request $request ): \WP_REST_Response {
		$this->change( fn( Cart $cart ) => ( new CustomerAddresses() )->update( $cart, $request->get_params() ) );
		return $this->cart_response();
	}
}
