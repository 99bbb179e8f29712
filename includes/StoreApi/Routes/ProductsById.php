<?php
/**
 * GET /products/{id}.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Routes;

use Rueda\Domain\Catalog\ProductRepository;
use Rueda\StoreApi\RouteException;
use Rueda\StoreApi\Schemas\ProductSchema;

/**
 * One published product (hidden ones too: they are reachable by link).
 *
 * @since 0.1.0
 */
final class ProductsById extends AbstractRoute {

	/**
	 * Creates the route.
	 *
	 * @param ProductSchema     $schema   Product shape.
	 * @param ProductRepository $products Products.
	 */
	public function __construct(
		private ProductSchema $schema = new ProductSchema(),
		private ProductRepository $products = new ProductRepository()
	) {}

	/**
	 * {@inheritDoc}
	 */
	public function get_path(): string {
		return '/products/(?P<id>[\d]+)';
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
	 * @throws RouteException 404 when the product is not published.
	 */
	protected function get( \WP_REST_Request $request ): \WP_REST_Response {
		$product = $this->products->get( (int) $request['id'] );
		if ( ! $product || 'publish' !== get_post_status( ( $product->parent_id() ? $product->parent_id() : $product->id() ) ) ) {
			throw new RouteException( 'woocommerce_rest_product_invalid_id', __( 'Invalid product ID.', 'rueda' ), 404 );
		}
		return new \WP_REST_Response( $this->schema->get_item( $product ) );
	}
}
