<?php
/**
 * POST /cart/extensions.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Routes;

use Rueda\Domain\Cart\Cart;

use Rueda\StoreApi\CartExtensions;

/**
 * Runs the server callback an extension registered for its namespace, then answers with
 * the cart.
 *
 * @since 0.1.0
 */
final class CartExtensionsRoute extends AbstractCartRoute {

	/**
	 * {@inheritDoc}
	 */
	public function get_path(): string {
		return '/cart/extensions';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function get_methods(): array {
		return array(
			'POST' => array(
				'namespace' => array(
					'type'      => 'string',
					'required'  => true,
					'maxLength' => 100,
				),
				'data'      => array(
					'type'    => 'object',
					'default' => array(),
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
		$this->change( fn( Cart $cart ) => CartExtensions::run( (string) $request['namespace'], (array) $request['data'], $cart ) );
		return $this->cart_response();
	}
}
