<?php
/**
 * POST /cart/remove-item.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Routes;

use Rueda\Domain\Cart\Cart;

/**
 * Removes a line.
 *
 * @since 0.1.0
 */
final class CartRemoveItem extends AbstractCartRoute {

	/**
	 * {@inheritDoc}
	 */
	public function get_path(): string {
		return '/cart/remove-item';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function get_methods(): array {
		return array(
			'POST' => array(
				'key' => array(
					'type'      => 'string',
					'required'  => true,
					'maxLength' => 64,
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
		$this->change( fn( Cart $cart ) => $this->carts->remove_item( $cart, (string) $request['key'] ) );
		return $this->cart_response();
	}
}
