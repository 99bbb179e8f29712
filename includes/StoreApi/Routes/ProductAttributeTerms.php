<?php
/**
 * GET /products/attributes/{attribute_id}/terms.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Routes;

use Rueda\Domain\Catalog\Attributes;
use Rueda\StoreApi\RouteException;
use Rueda\StoreApi\Schemas\TermSchema;

/**
 * The values of one attribute, with how many products carry each.
 *
 * @since 0.1.0
 */
final class ProductAttributeTerms extends AbstractRoute {

	/**
	 * {@inheritDoc}
	 */
	public function get_path(): string {
		return '/products/attributes/(?P<attribute_id>[\d]+)/terms';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function get_methods(): array {
		return array(
			'GET' => array(
				'orderby'    => array(
					'type'    => 'string',
					'enum'    => array( 'name', 'slug', 'count', 'menu_order' ),
					'default' => 'name',
				),
				'order'      => array(
					'type'    => 'string',
					'enum'    => array( 'asc', 'desc' ),
					'default' => 'asc',
				),
				'hide_empty' => array(
					'type'    => 'boolean',
					'default' => false,
				),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 * @throws RouteException 404 for an unknown attribute.
	 */
	protected function get( \WP_REST_Request $request ): \WP_REST_Response {
		$attribute = Attributes::find( (int) $request['attribute_id'] );
		if ( ! $attribute ) {
			throw new RouteException( 'woocommerce_rest_attribute_invalid_id', __( 'Invalid attribute ID.', 'rueda' ), 404 );
		}
		$numeric = 'name_num' === $attribute['order'] && 'name' === $request['orderby'];
		$terms   = get_terms(
			array(
				'taxonomy'   => $attribute['taxonomy'],
				'hide_empty' => (bool) $request['hide_empty'],
				'orderby'    => $numeric ? 'none' : $request['orderby'],
				'order'      => strtoupper( (string) $request['order'] ),
			)
		);
		$terms   = is_array( $terms ) ? $terms : array();
		if ( $numeric ) {
			// Sizes sort as numbers: 15, 16, 17, not 15, 155, 16.
			usort( $terms, static fn( \WP_Term $a, \WP_Term $b ) => ( 'desc' === $request['order'] ? -1 : 1 ) * strnatcmp( $a->name, $b->name ) );
		}
		return new \WP_REST_Response( ( new TermSchema() )->get_items( $terms ) );
	}
}
