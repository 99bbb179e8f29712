<?php
/**
 * /cart/items and /cart/items/{key}: the collection form of the item operations.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Routes;

use Rueda\Domain\Cart\Cart;
use Rueda\Domain\ShopException;
use Rueda\Domain\Workshop\FittingChoice;

/**
 * GET lists (or reads one), POST adds, PUT/POST on a key updates, DELETE removes one or all.
 * One class serves both paths.
 *
 * @since 0.1.0
 */
final class CartItems extends AbstractCartRoute {

	/**
	 * Creates the route.
	 *
	 * @param bool $single Whether this instance serves /cart/items/{key}.
	 */
	public function __construct( private bool $single = false ) {
		parent::__construct();
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_path(): string {
		return $this->single ? '/cart/items/(?P<key>[\w-]{1,64})' : '/cart/items';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function get_methods(): array {
		$quantity = array(
			'type'     => 'integer',
			'required' => true,
			'minimum'  => 1,
			'maximum'  => 9999,
		);
		if ( $this->single ) {
			return array(
				'GET'       => array(),
				'POST, PUT' => array( 'quantity' => $quantity ),
				'DELETE'    => array(),
			);
		}
		$add = ( new CartAddItem() )->get_methods()['POST'];
		return array(
			'GET'    => array(),
			'POST'   => $add,
			'DELETE' => array(),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected function get( \WP_REST_Request $request ): \WP_REST_Response {
		return new \WP_REST_Response( $this->single ? $this->item( (string) $request['key'] ) : $this->items() );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected function post( \WP_REST_Request $request ): \WP_REST_Response {
		if ( $this->single ) {
			return $this->put( $request );
		}
		$key = $this->change( fn( Cart $cart ) => $this->carts->add_item( $cart, (int) $request['id'], (int) $request['quantity'], (array) ( $request['variation'] ?? array() ), FittingChoice::from_request( $request['extensions'] ) ) );
		return new \WP_REST_Response( $this->item( $key ), 201 );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected function put( \WP_REST_Request $request ): \WP_REST_Response {
		$key = (string) $request['key'];
		$this->change( fn( Cart $cart ) => $this->carts->update_item( $cart, $key, (int) $request['quantity'] ) );
		return new \WP_REST_Response( $this->item( $key ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected function delete( \WP_REST_Request $request ): \WP_REST_Response {
		$key = (string) $request['key'];
		$this->change(
			function ( Cart $cart ) use ( $key ): void {
				if ( $this->single ) {
					$this->carts->remove_item( $cart, $key );
				} else {
					$cart->items = array();
				}
			}
		);
		return new \WP_REST_Response( $this->single ? null : array(), $this->single ? 204 : 200 );
	}

	/**
	 * The formatted lines.
	 *
	 * @return list<array<string,mixed>>
	 */
	private function items(): array {
		return $this->schema->get_item( $this->cart() )['items'];
	}

	/**
	 * One formatted line.
	 *
	 * @param string $key Line key.
	 * @return array<string,mixed>
	 * @throws ShopException 409 when the line is missing.
	 */
	private function item( string $key ): array {
		foreach ( $this->items() as $item ) {
			if ( $item['key'] === $key ) {
				return $item;
			}
		}
		throw new ShopException( 'woocommerce_rest_cart_invalid_key', __( 'Cart item no longer exists or is invalid.', 'rueda' ), 409 );
	}
}
