<?php
/**
 * The products list's bulk edit and duplicate: /rueda/v1/products/bulk-edit and
 * /rueda/v1/products/{id}/duplicate.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Catalog\Rest;

use Rueda\Admin\Rest\Refusals;
use Rueda\Domain\Catalog\BulkEdit;
use Rueda\Domain\Catalog\PostTypes;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Rest\Routes;

/**
 * POST `/products/bulk-edit` changes price, stock or sale of up to 500 products in one
 * request (BulkEdit); a refused change is 400 rueda_invalid_bulk_edit naming the field,
 * a product that cannot take it is listed in `failed` with the reason. POST
 * `/products/{id}/duplicate` copies a product as a draft with no stock.
 *
 * @since 0.7.0
 */
final class ProductsBulkRoute {

	/** What a copy's SKU ends with. */
	public const COPY_SUFFIX = '-COPIA';

	/**
	 * Creates the route.
	 *
	 * @param ProductRepository $products Products.
	 * @param ProductShape      $shape    REST shape.
	 * @param BulkEdit          $bulk     Bulk edit.
	 */
	public function __construct(
		private ProductRepository $products = new ProductRepository(),
		private ProductShape $shape = new ProductShape(),
		private BulkEdit $bulk = new BulkEdit()
	) {}

	/**
	 * Hooks the routes.
	 *
	 * @since 0.7.0
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the routes.
	 *
	 * @since 0.7.0
	 */
	public function register_routes(): void {
		// The arguments are checked by BulkEdit, so that every refusal has the same code.
		Routes::for_shop_managers(
			'/products/bulk-edit',
			array(
				'methods'  => \WP_REST_Server::CREATABLE,
				'callback' => array( $this, 'bulk_edit' ),
			)
		);
		Routes::for_shop_managers(
			'/products/(?P<id>\d+)/duplicate',
			array(
				'methods'  => \WP_REST_Server::CREATABLE,
				'callback' => array( $this, 'duplicate' ),
			)
		);
	}

	/**
	 * Changes several products; answers with those changed and the reason of each one
	 * left as it was.
	 *
	 * @since 0.7.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function bulk_edit( \WP_REST_Request $request ) {
		$ids = $request['ids'];
		if ( ! is_array( $ids ) || ! $ids || count( $ids ) > BulkEdit::MAX_IDS || array_filter( $ids, static fn( $id ): bool => ! is_int( $id ) || $id < 1 ) ) {
			/* translators: %d: most products in one bulk edit. */
			return $this->refused( 'ids', sprintf( __( 'Choose between 1 and %d products.', 'rueda' ), BulkEdit::MAX_IDS ) );
		}
		try {
			$changes = BulkEdit::changes( (array) $request->get_json_params() + (array) $request->get_body_params() );
		} catch ( \InvalidArgumentException $e ) {
			return $this->refused( $e->getMessage(), $this->why( $e->getMessage() ) );
		}
		$result = $this->bulk->apply(
			$ids,
			$changes,
			array(
				'missing'    => __( 'The product does not exist.', 'rueda' ),
				'not_simple' => __( 'A product with variations is edited in its variations.', 'rueda' ),
				'no_stock'   => __( 'This product does not count its stock: set the units instead of adding.', 'rueda' ),
				'no_price'   => __( 'This product has no price to discount.', 'rueda' ),
			)
		);
		return new \WP_REST_Response(
			array(
				'done'   => $result['done'],
				'failed' => (object) $result['failed'],
			)
		);
	}

	/**
	 * Copies a product as a draft: same fields, " (copia)" after the name, the SKU with
	 * COPY_SUFFIX (then a number if taken), no stock, no sales or ratings.
	 *
	 * @since 0.7.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function duplicate( \WP_REST_Request $request ) {
		$id   = Routes::url_id( $request );
		$data = PostTypes::PRODUCT === get_post_type( $id ) ? $this->products->get_data( $id ) : null;
		if ( ! $data || 'simple' !== $data['type'] ) {
			return new \WP_Error( 'rueda_product_not_found', __( 'The product does not exist.', 'rueda' ), array( 'status' => 404 ) );
		}
		$copy     = array(
			'id'             => 0,
			'status'         => 'draft',
			/* translators: %s: the name of the product copied. */
			'name'           => sprintf( __( '%s (copy)', 'rueda' ), $data['name'] ),
			'slug'           => '',
			'sku'            => '' === $data['sku'] ? '' : $this->free_sku( $data['sku'] . self::COPY_SUFFIX ),
			'manage_stock'   => true,
			'stock_quantity' => 0,
			'total_sales'    => 0,
			'average_rating' => 0.0,
			'rating_count'   => 0,
		) + $data;
		$new      = $this->products->save( $copy );
		$item     = $this->products->get( $new );
		$response = new \WP_REST_Response( $item ? $this->shape->to_response( $item, $this->products->data_of( $item ) ) : null );
		$response->set_status( 201 );
		return $response;
	}

	/**
	 * A SKU no product has: the one given, else with 2, 3... after it.
	 *
	 * @param string $sku SKU wanted.
	 */
	private function free_sku( string $sku ): string {
		$candidate = $sku;
		$n         = 2;
		while ( $this->products->find_id_by_sku( $candidate ) ) {
			$candidate = $sku . ( $n++ );
		}
		return $candidate;
	}

	/**
	 * Why a change is refused.
	 *
	 * @param string $field Field BulkEdit named.
	 */
	private function why( string $field ): string {
		switch ( $field ) {
			case 'price':
				return __( 'Change the price by a percentage between -99 and 1000 or by an amount in cents, not zero.', 'rueda' );
			case 'stock':
				return __( 'Set the units (0 or more) or add or take some (not zero).', 'rueda' );
			case 'sale.percent_off':
				return __( 'The discount is a percentage greater than 0 and less than 100.', 'rueda' );
			case 'sale.from':
			case 'sale.to':
				return __( 'Write the sale dates as YYYY-MM-DD, the end on or after the start.', 'rueda' );
		}
		return __( 'Choose a change: price, stock or sale.', 'rueda' );
	}

	/**
	 * 400 rueda_invalid_bulk_edit naming the field.
	 *
	 * @param string $field   Field.
	 * @param string $message Message.
	 */
	private function refused( string $field, string $message ): \WP_Error {
		return new \WP_Error(
			'rueda_invalid_bulk_edit',
			$message,
			array(
				'status' => 400,
				'params' => array( $field => $message ),
			)
		);
	}
}
