<?php
/**
 * GET /products/attributes and /products/attributes/{id}.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Routes;

use Rueda\Domain\Catalog\Attributes;
use Rueda\StoreApi\RouteException;

/**
 * The attributes shoppers filter by (tyre width, profile, rim, season, load index, speed
 * rating, brand...). One class serves the list and a single attribute.
 *
 * @since 0.1.0
 */
final class ProductAttributes extends AbstractRoute {

	/**
	 * Creates the route.
	 *
	 * @param bool $single Whether this instance serves /products/attributes/{id}.
	 */
	public function __construct( private bool $single = false ) {}

	/**
	 * {@inheritDoc}
	 */
	public function get_path(): string {
		return $this->single ? '/products/attributes/(?P<id>[\d]+)' : '/products/attributes';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function get_methods(): array {
		return array( 'GET' => array() );
	}

	/**
	 * The response object of one attribute.
	 *
	 * @since 0.1.0
	 *
	 * @param array{id:int,slug:string,taxonomy:string,name:string,order:string} $attribute Attribute.
	 * @return array<string,mixed>
	 */
	public static function format( array $attribute ): array {
		return array(
			'id'           => $attribute['id'],
			'name'         => $attribute['name'],
			'taxonomy'     => $attribute['taxonomy'],
			'type'         => 'select',
			'order'        => $attribute['order'],
			'has_archives' => false,
			'count'        => (int) wp_count_terms( array( 'taxonomy' => $attribute['taxonomy'] ) ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 * @throws RouteException 404 for an unknown attribute.
	 */
	protected function get( \WP_REST_Request $request ): \WP_REST_Response {
		if ( ! $this->single ) {
			return new \WP_REST_Response( array_values( array_map( array( self::class, 'format' ), Attributes::all() ) ) );
		}
		$attribute = Attributes::find( (int) $request['id'] );
		if ( ! $attribute ) {
			throw new RouteException( 'woocommerce_rest_attribute_invalid_id', __( 'Invalid attribute ID.', 'rueda' ), 404 );
		}
		return new \WP_REST_Response( self::format( $attribute ) );
	}
}
