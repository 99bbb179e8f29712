<?php
/**
 * The products of the admin screen: /rueda/v1/products.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Catalog\Rest;

use Rueda\Admin\Rest\Refusals;
use Rueda\Domain\Catalog\OwnerProductQuery;
use Rueda\Domain\Catalog\PostTypes;
use Rueda\Domain\Catalog\Product;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Shipping\StockOrigins;
use Rueda\Domain\Tyres\TyreIdentity;
use Rueda\Rest\CollectionArgs;
use Rueda\Rest\ListResponse;
use Rueda\Rest\Routes;

/**
 * GET (list) and POST (create) `/products`; GET, PUT/PATCH (only the fields sent) and
 * DELETE (trash; force=true deletes) `/products/{id}`; POST `/products/bulk` publishes,
 * drafts or trashes several. Everything is saved through ProductRepository, so the shop
 * and the Store API see the change at once.
 *
 * @since 0.1.0
 */
final class ProductsRoute {

	/**
	 * Creates the route.
	 *
	 * @param ProductRepository $products Products.
	 * @param ProductShape      $shape    REST shape.
	 */
	public function __construct(
		private ProductRepository $products = new ProductRepository(),
		private ProductShape $shape = new ProductShape()
	) {}

	/**
	 * Hooks the routes.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the routes.
	 *
	 * @since 0.1.0
	 */
	public function register_routes(): void {
		Routes::for_shop_managers(
			'/products',
			array(
				array(
					'methods'  => \WP_REST_Server::READABLE,
					'callback' => array( $this, 'get_items' ),
					'args'     => $this->list_args(),
				),
				array(
					'methods'  => \WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'create_item' ),
					'args'     => ProductArgs::fields( true ),
				),
			)
		);
		Routes::for_shop_managers(
			'/products/(?P<id>\d+)',
			array(
				array(
					'methods'  => \WP_REST_Server::READABLE,
					'callback' => array( $this, 'get_item' ),
				),
				array(
					'methods'  => \WP_REST_Server::EDITABLE,
					'callback' => array( $this, 'update_item' ),
					'args'     => ProductArgs::fields( false ),
				),
				array(
					'methods'  => \WP_REST_Server::DELETABLE,
					'callback' => array( $this, 'delete_item' ),
					'args'     => array(
						'force' => array(
							'type'    => 'boolean',
							'default' => false,
						),
					),
				),
			)
		);
		Routes::for_shop_managers(
			'/products/bulk',
			array(
				'methods'  => \WP_REST_Server::CREATABLE,
				'callback' => array( $this, 'bulk' ),
				'args'     => array(
					'action' => array(
						'type'     => 'string',
						'enum'     => array( 'publish', 'draft', 'trash' ),
						'required' => true,
					),
					'ids'    => array(
						'type'     => 'array',
						'items'    => array(
							'type'    => 'integer',
							'minimum' => 1,
						),
						'minItems' => 1,
						'maxItems' => 100,
						'required' => true,
					),
				),
			)
		);
	}

	/**
	 * Query arguments of the list (the export takes the same filters).
	 *
	 * @since 0.7.0
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function list_args(): array {
		$slugs = array(
			'type'     => 'array',
			'items'    => array(
				'type'      => 'string',
				'maxLength' => 100,
			),
			'maxItems' => 50,
		);
		return array(
			'page'         => CollectionArgs::page(),
			'per_page'     => CollectionArgs::per_page( 20, 100 ),
			'search'       => CollectionArgs::search( 200 ),
			'kind'         => array(
				'type' => 'string',
				'enum' => array( 'tyre', 'service' ),
			),
			'category'     => array(
				'type'  => 'array',
				'items' => array( 'type' => 'integer' ),
			),
			'stock_status' => array(
				'type'  => 'array',
				'items' => array(
					'type' => 'string',
					'enum' => Product::STOCK_STATUSES,
				),
			),
			'status'       => array(
				'type'  => 'array',
				'items' => array(
					'type' => 'string',
					'enum' => array( 'publish', 'draft', 'pending', 'private', 'trash' ),
				),
			),
			'brand'        => $slugs,
			'season'       => $slugs,
			'size'         => $slugs,
			'orderby'      => CollectionArgs::orderby( array( 'date', 'title', 'price', 'stock', 'sku' ), 'date' ),
			'order'        => CollectionArgs::order(),
		);
	}

	/**
	 * One page of products, with X-WP-Total and X-WP-TotalPages.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_items( \WP_REST_Request $request ): \WP_REST_Response {
		$page     = ( new OwnerProductQuery() )->run( self::filters( $request ) );
		$items    = array();
		$products = $this->products->get_many( $page['ids'] );
		foreach ( $page['ids'] as $id ) {
			if ( isset( $products[ $id ] ) ) {
				$items[] = $this->shape->to_response( $products[ $id ], $this->products->data_of( $products[ $id ] ) );
			}
		}
		return ListResponse::page( $items, $page['total'], (int) $request['page'], (int) $request['per_page'] );
	}

	/**
	 * The list's filters in a request, as OwnerProductQuery takes them.
	 *
	 * @since 0.7.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string,mixed>
	 */
	public static function filters( \WP_REST_Request $request ): array {
		$filters = array();
		foreach ( array( 'page', 'per_page', 'search', 'kind', 'category', 'stock_status', 'status', 'brand', 'season', 'size', 'orderby', 'order' ) as $key ) {
			$filters[ $key ] = $request[ $key ];
		}
		return $filters;
	}

	/**
	 * One product.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_item( \WP_REST_Request $request ) {
		$id = Routes::url_id( $request );
		return $this->find( $id ) ?? $this->not_found();
	}

	/**
	 * Creates a product (simple, published unless told otherwise).
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create_item( \WP_REST_Request $request ) {
		$response = $this->save(
			$request,
			array(
				'type'         => 'simple',
				'status'       => 'draft',
				// A new product ships from the shop's own stock unless told otherwise.
				'stock_origin' => StockOrigins::DEFAULT,
			)
		);
		if ( $response instanceof \WP_REST_Response ) {
			$response->set_status( 201 );
		}
		return $response;
	}

	/**
	 * Changes the fields sent.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function update_item( \WP_REST_Request $request ) {
		$data = $this->editable_data( Routes::url_id( $request ) );
		return $data ? $this->save( $request, $data ) : $this->not_found();
	}

	/**
	 * Trashes a product, or deletes it when forced; answers with it as it was.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function delete_item( \WP_REST_Request $request ) {
		$id       = Routes::url_id( $request );
		$previous = $this->find( $id );
		if ( ! $previous ) {
			return $this->not_found();
		}
		if ( ! $this->products->delete( $id, (bool) $request['force'] ) ) {
			return new \WP_Error( 'rueda_product_not_deleted', __( 'The product could not be deleted.', 'rueda' ), array( 'status' => 500 ) );
		}
		return $request['force'] ? new \WP_REST_Response(
			array(
				'deleted'  => true,
				'previous' => $previous->get_data(),
			)
		) : ( $this->find( $id ) ?? $this->not_found() );
	}

	/**
	 * Publishes, drafts or trashes several products; answers with those done and the
	 * reason of each one that failed.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function bulk( \WP_REST_Request $request ): \WP_REST_Response {
		$done   = array();
		$failed = array();
		foreach ( array_unique( array_map( 'intval', $request['ids'] ) ) as $id ) {
			$data = $this->editable_data( $id );
			if ( ! $data ) {
				$failed[ $id ] = __( 'The product does not exist.', 'rueda' );
				continue;
			}
			try {
				if ( 'trash' === $request['action'] ) {
					$this->products->delete( $id );
				} else {
					$this->products->save( array( 'status' => $request['action'] ) + $data );
				}
				$done[] = $id;
			} catch ( \InvalidArgumentException $e ) {
				$failed[ $id ] = Refusals::named( $e->getMessage(), __( 'The value is not valid.', 'rueda' ) );
			}
		}
		return new \WP_REST_Response(
			array(
				'done'   => $done,
				'failed' => (object) $failed,
			)
		);
	}

	/**
	 * Validates the fields sent together (SKU, sale price), saves, and answers with the
	 * product.
	 *
	 * @param \WP_REST_Request    $request Request.
	 * @param array<string,mixed> $data    Current save() data.
	 * @return \WP_REST_Response|\WP_Error
	 */
	private function save( \WP_REST_Request $request, array $data ) {
		$fields = array();
		foreach ( array_keys( ProductArgs::fields( false ) ) as $field ) {
			if ( $request->has_param( $field ) ) {
				$fields[ $field ] = $request[ $field ];
			}
		}
		$data = $this->built_identity( $this->shape->apply( $fields, $data ), $fields );
		$id   = (int) ( $data['id'] ?? 0 );
		if ( '' === trim( (string) ( $data['name'] ?? '' ) ) ) {
			// As WordPress's own check of a required field says it (a tyre's would be built).
			return Refusals::refusal( 'rest_invalid_param', array( 'name' => Refusals::required( 'name' ) ) );
		}

		$sku = (string) ( $data['sku'] ?? '' );
		if ( '' !== $sku ) {
			$owner = $this->products->find_id_by_sku( $sku );
			if ( $owner && $owner !== $id ) {
				return new \WP_Error(
					'rueda_sku_exists',
					__( 'Another product already has this SKU.', 'rueda' ),
					array(
						'status' => 409,
						'params' => array( 'sku' => __( 'Another product already has this SKU.', 'rueda' ) ),
					)
				);
			}
		}
		if ( null !== ( $data['sale_from'] ?? null ) && null !== ( $data['sale_to'] ?? null ) && $data['sale_to'] < $data['sale_from'] ) {
			return $this->invalid( 'sale_to', __( 'The sale cannot end before it starts.', 'rueda' ) );
		}
		if ( null !== ( $data['sale_price'] ?? null ) && $data['sale_price'] >= (int) ( $data['regular_price'] ?? 0 ) ) {
			return $this->invalid( 'sale_price', __( 'The sale price must be lower than the regular price.', 'rueda' ) );
		}
		if ( ! empty( $data['manage_stock'] ) && null === ( $data['stock_quantity'] ?? null ) ) {
			return $this->invalid( 'stock_quantity', __( 'Enter the units in stock.', 'rueda' ) );
		}

		try {
			$id = $this->products->save( $data );
		} catch ( \InvalidArgumentException $e ) {
			return $this->invalid( $e->getMessage(), __( 'The value is not valid.', 'rueda' ) );
		}
		return $this->find( $id ) ?? $this->not_found();
	}

	/**
	 * A tyre's name and SKU, when left empty, built from its brand, model, size and indexes
	 * (TyreIdentity); a built SKU another product has gets "-2", "-3"...
	 *
	 * @param array<string,mixed> $data   save() data after the request's fields.
	 * @param array<string,mixed> $fields The request's fields.
	 * @return array<string,mixed>
	 */
	private function built_identity( array $data, array $fields ): array {
		if ( 'tyre' !== ( $data['kind'] ?? 'tyre' ) ) {
			return $data;
		}
		$item = $fields + $this->shape->fields_of( $data );
		if ( '' === trim( (string) ( $data['name'] ?? '' ) ) ) {
			$data['name'] = TyreIdentity::name( $item );
		}
		if ( '' === trim( (string) ( $data['sku'] ?? '' ) ) ) {
			$data['sku'] = $this->unique_sku( TyreIdentity::sku( $item ), (int) ( $data['id'] ?? 0 ) );
		}
		return $data;
	}

	/**
	 * A SKU no other product has: the one given, else with "-2", "-3"... after it.
	 *
	 * @param string $sku SKU wanted ('' stays '').
	 * @param int    $id  The product's own id (0 when new).
	 */
	private function unique_sku( string $sku, int $id ): string {
		$candidate = $sku;
		$n         = 2;
		while ( '' !== $candidate && ! in_array( $this->products->find_id_by_sku( $candidate ), array( 0, $id ), true ) ) {
			$candidate = $sku . '-' . ( $n++ );
		}
		return $candidate;
	}

	/**
	 * The save() data of a product this screen edits (not a variation), or null.
	 *
	 * @param int $id Product id.
	 * @return array<string,mixed>|null
	 */
	private function editable_data( int $id ): ?array {
		if ( PostTypes::PRODUCT !== get_post_type( $id ) ) {
			return null;
		}
		$data = $this->products->get_data( $id );
		if ( $data && 'trash' === $data['status'] ) {
			// A trashed product comes back as a draft unless the edit says otherwise.
			$data['status'] = 'draft';
		}
		return $data;
	}

	/**
	 * The response of a product, or null when it is not one this screen manages.
	 *
	 * @param int $id Product id.
	 */
	private function find( int $id ): ?\WP_REST_Response {
		$product = PostTypes::PRODUCT === get_post_type( $id ) ? $this->products->get( $id ) : null;
		$data    = $product ? $this->products->get_data( $id ) : null;
		return $product && $data ? new \WP_REST_Response( $this->shape->to_response( $product, $data ) ) : null;
	}

	/**
	 * A refused field, as WordPress's own argument validation reports it.
	 *
	 * @param string $field   Field.
	 * @param string $message Message.
	 */
	private function invalid( string $field, string $message ): \WP_Error {
		return Refusals::refusal( 'rest_invalid_param', array( $field => Refusals::named( $field, $message ) ) );
	}

	/**
	 * 404 for an unknown product.
	 */
	private function not_found(): \WP_Error {
		return new \WP_Error( 'rueda_product_not_found', __( 'The product does not exist.', 'rueda' ), array( 'status' => 404 ) );
	}
}
