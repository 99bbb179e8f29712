<?php
/**
 * GET /cart.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Routes;

/**
 * The current cart.
 *
 * @since 0.1.0
 */
final class CartRoute extends AbstractCartRoute {

	/**
	 * {@inheritDoc}
	 */
	public function get_path(): string {
		return '/cart';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function get_methods(): array {
		return array( 'GET' => array() );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected function get( \WP_REST_Request $request ): \WP_REST_Response {
		return $this->cart_response();
	}
}
