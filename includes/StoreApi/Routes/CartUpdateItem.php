<?php
/**
 * POST /cart/update-item.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Routes;

use Rueda\Domain\Cart\Cart;

/**
 * Sets the quantity of a line.
 *
 * @since 0.1.0
 */
final class CartUpdateItem extends AbstractCartRoute {

	/**
	 * {@inheritDoc}
	 */
	public function get_path(): string {
		return '/cart/update-item';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function get_methods(): array {
		return array(
			'POST' => array(
				'key'      => array(
					'type'      => 'string',
					'required'  => true,
					'maxLength' => 64,
				),
				'quantity' => array(
					'type'     => 'integer',
					'required' => true,
					'minimum'  => 1,
					'maximum'  => 9999,
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
		$this->change( fn( Cart $cart ) => $this->carts->update_item( $cart, (string) $request['key'], (int) $request['quantity'] ) );
		return $this->cart_response();
	}
}
