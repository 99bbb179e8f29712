<?php
/**
 * POST /cart/add-item.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Routes;

use Rueda\Domain\Cart\Cart;
use Rueda\Domain\Workshop\FittingChoice;

/**
 * Adds units of a product (or of a variation, chosen by its attributes); a tyre with
 * `extensions.rueda.fitted` comes fitted at the workshop, with its services' lines.
 *
 * @since 0.1.0
 */
final class CartAddItem extends AbstractCartRoute {

	/**
	 * {@inheritDoc}
	 */
	public function get_path(): string {
		return '/cart/add-item';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function get_methods(): array {
		return array(
			'POST' => array(
				'id'         => array(
					'type'     => 'integer',
					'required' => true,
					'minimum'  => 1,
				),
				'quantity'   => array(
					'type'     => 'integer',
					'required' => true,
					'minimum'  => 1,
					'maximum'  => 9999,
				),
				'variation'  => array(
					'type'     => 'array',
					'maxItems' => 20,
					'items'    => array(
						'type'                 => 'object',
						'additionalProperties' => false,
						'properties'           => array(
							'attribute' => array(
								'type'      => 'string',
								'required'  => true,
								'maxLength' => 200,
							),
							'value'     => array(
								'type'      => 'string',
								'required'  => true,
								'maxLength' => 200,
							),
						),
					),
				),
				'extensions' => FittingChoice::request_schema(),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected function post( \WP_REST_Request $request ): \WP_REST_Response {
		$this->change( fn( Cart $cart ) => $this->carts->add_item( $cart, (int) $request['id'], (int) $request['quantity'], (array) ( $request['variation'] ?? array() ), FittingChoice::from_request( $request['extensions'] ) ) );
		return $this->cart_response( 201 );
	}
}
