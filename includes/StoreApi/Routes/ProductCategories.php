<?php
/**
 * GET /products/categories.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Routes;

use Rueda\Domain\Catalog\PostTypes;
use Rueda\StoreApi\Schemas\TermSchema;

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
		$terms = get_terms(
			array(
				'taxonomy'   => PostTypes::CATEGORY,
				'hide_empty' => false,
				'orderby'    => 'name',
			)
		);
		return new \WP_REST_Response( ( new TermSchema() )->get_categories( is_array( $terms ) ? $terms : array() ) );
	}
}
