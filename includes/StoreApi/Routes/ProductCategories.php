<?php
/**
 * GET /products/categories.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Routes;

use Rueda\Domain\Catalog\PostTypes;
use Rueda\StoreApi\Schemas\ImageSchema;

/**
 * Product categories with parent, count and image.
 *
 * @since 0.1.0
 */
final class ProductCategories extends AbstractRoute {

	/**
	 * {@inheritDoc}
	 */
	public function get_path(): string {
		return '/products/categories';
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
		$terms  = get_terms(
			array(
				'taxonomy'   => PostTypes::CATEGORY,
				'hide_empty' => false,
				'orderby'    => 'name',
			)
		);
		$images = new ImageSchema();
		return new \WP_REST_Response(
			array_map(
				static fn( \WP_Term $term ) => array(
					'id'          => $term->term_id,
					'name'        => $term->name,
					'slug'        => $term->slug,
					'description' => $term->description,
					'parent'      => $term->parent,
					'count'       => $term->count,
					'image'       => $images->get_items( array( (int) get_term_meta( $term->term_id, 'thumbnail_id', true ) ) )[0] ?? null,
					'link'        => (string) get_term_link( $term ),
				),
				is_array( $terms ) ? array_values( $terms ) : array()
			)
		);
	}
}
