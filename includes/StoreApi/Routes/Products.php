<?php
/**
 * GET /products: the catalogue listing with filters.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Routes;

use Rueda\Domain\Catalog\Product;
use Rueda\Domain\Catalog\ProductQuery;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Tyres\TyreSize;
use Rueda\StoreApi\RouteException;
use Rueda\StoreApi\Schemas\ImageSchema;
use Rueda\StoreApi\Schemas\ProductSchema;

/**
 * Lists products; paging totals go in X-WP-Total and X-WP-TotalPages.
 *
 * @since 0.1.0
 */
final class Products extends AbstractRoute {

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
		return '/products';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function get_methods(): array {
		return array(
			'GET' => array(
				'page'     => array(
					'type'    => 'integer',
					'default' => 1,
					'minimum' => 1,
				),
				'per_page' => array(
					'type'    => 'integer',
					'default' => 10,
					'minimum' => 1,
					'maximum' => 100,
				),
				'orderby'  => array(
					'type'    => 'string',
					'enum'    => array( 'date', 'price', 'popularity', 'rating', 'title', 'menu_order', 'fuel_class', 'wet_grip_class' ),
					'default' => 'menu_order',
				),
				'order'    => array(
					'type' => 'string',
					'enum' => array( 'asc', 'desc' ),
				),
			) + self::filter_args(),
		);
	}

	/**
	 * The listing's filters, shared with GET /products/collection-data.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public static function filter_args(): array {
		return array(
			'search'       => array( 'type' => 'string' ),
			'tyre_size'    => array(
				'type'      => 'string',
				'maxLength' => 50,
			),
			'category'     => array( 'type' => 'string' ),
			'include'      => array(
				'type'  => 'array',
				'items' => array( 'type' => 'integer' ),
			),
			'attributes'   => array(
				'type'  => 'array',
				'items' => array(
					'type'                 => 'object',
					'additionalProperties' => false,
					'properties'           => array(
						'attribute' => array(
							'type'     => 'string',
							'required' => true,
						),
						'operator'  => array(
							'type' => 'string',
							'enum' => array( 'in', 'and', 'not_in' ),
						),
						'slug'      => array(
							'type'  => 'array',
							'items' => array( 'type' => 'string' ),
						),
						'term_id'   => array(
							'type'  => 'array',
							'items' => array( 'type' => 'integer' ),
						),
					),
				),
			),
			'stock_status' => array(
				'type'  => 'array',
				'items' => array(
					'type' => 'string',
					'enum' => Product::STOCK_STATUSES,
				),
			),
			'rating'       => array(
				'type'  => 'array',
				'items' => array(
					'type' => 'string',
					'enum' => array( '1', '2', '3', '4', '5' ),
				),
			),
			'min_price'    => array(
				'type'    => 'integer',
				'minimum' => 0,
			),
			'max_price'    => array(
				'type'    => 'integer',
				'minimum' => 0,
			),
			'on_sale'      => array( 'type' => 'boolean' ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected function get( \WP_REST_Request $request ): \WP_REST_Response {
		$result   = ( new ProductQuery() )->run( self::filters( $request->get_params() ) );
		$products = array_values( $this->products->get_many( $result['ids'] ) );
		// Their images' posts and meta in one query, not two per product.
		ImageSchema::prime( $products );
		$items    = array_map( array( $this->schema, 'get_item' ), $products );
		$response = new \WP_REST_Response( $items );
		$response->header( 'X-WP-Total', (string) $result['total'] );
		$response->header( 'X-WP-TotalPages', (string) $result['pages'] );
		return $response;
	}

	/**
	 * Tyre sizes as attribute conditions: `tyre_size` ("205/55R16", with or without "91V")
	 * must be a size; a size written anywhere in `search`, in any common form ("205/55 R16",
	 * "2055516", "205 55 16"), filters by it too, and the rest of the search stays a text
	 * search ("Michelin 205/55 R16": Michelin tyres of that size).
	 *
	 * @param array<string,mixed> $params Request parameters.
	 * @since 0.1.0
	 *
	 * @return array<string,mixed> Filters for ProductQuery.
	 * @throws RouteException 400 for a `tyre_size` that is not a size.
	 */
	public static function filters( array $params ): array {
		$sizes = array();
		if ( '' !== trim( (string) ( $params['tyre_size'] ?? '' ) ) ) {
			$sizes[] = TyreSize::parse( (string) $params['tyre_size'] ) ?? throw new RouteException(
				'rueda_invalid_tyre_size',
				__( 'Write the tyre size as it reads on the sidewall, for example 205/55 R16 or 205/55 R16 91V.', 'rueda' ),
				400,
				array( 'params' => array( 'tyre_size' => __( 'This is not a tyre size.', 'rueda' ) ) )
			);
		}
		$found = TyreSize::find( (string) ( $params['search'] ?? '' ) );
		if ( $found ) {
			[ $sizes[], $params['search'] ] = $found;
		}
		foreach ( $sizes as $size ) {
			$params['attributes'] = array_merge( (array) ( $params['attributes'] ?? array() ), $size->attribute_conditions() );
		}
		return $params;
	}
}
