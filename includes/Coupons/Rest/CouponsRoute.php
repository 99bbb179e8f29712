<?php
/**
 * /rueda/v1/coupons and /rueda/v1/coupons/{id}.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Coupons\Rest;

use Rueda\Admin\Rest\Refusals;
use Rueda\Domain\Coupons\Coupon;
use Rueda\Domain\Coupons\CouponRepository;
use Rueda\Rest\CollectionArgs;
use Rueda\Rest\ListResponse;
use Rueda\Rest\Routes;

/**
 * The coupons of the shop for its managers: a list searched by code, filtered by type,
 * sorted and paged (X-WP-Total, X-WP-TotalPages); create, read, update and delete. Codes
 * are unique (409 `rueda_coupon_exists`); fields are checked by CouponArgs and mapped by
 * CouponShape.
 *
 * @since 0.1.0
 */
final class CouponsRoute {

	public const EXISTS    = 'rueda_coupon_exists';
	public const NOT_FOUND = 'rueda_coupon_not_found';

	/**
	 * Creates the route.
	 *
	 * @param CouponRepository $coupons Coupons.
	 */
	public function __construct( private CouponRepository $coupons = new CouponRepository() ) {}

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
			'/coupons',
			array(
				array(
					'methods'  => \WP_REST_Server::READABLE,
					'callback' => array( $this, 'list' ),
					'args'     => $this->list_args(),
				),
				array(
					'methods'  => \WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'create' ),
					'args'     => CouponArgs::fields(),
				),
			)
		);
		Routes::for_shop_managers(
			'/coupons/(?P<id>\d+)',
			array(
				array(
					'methods'  => \WP_REST_Server::READABLE,
					'callback' => array( $this, 'read' ),
				),
				array(
					'methods'  => \WP_REST_Server::EDITABLE,
					'callback' => array( $this, 'update' ),
					'args'     => CouponArgs::fields(),
				),
				array(
					'methods'  => \WP_REST_Server::DELETABLE,
					'callback' => array( $this, 'delete' ),
				),
			)
		);
	}

	/**
	 * The list's query arguments.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	private function list_args(): array {
		return array(
			'search'        => CollectionArgs::search( 50, true ),
			'discount_type' => array(
				'type'    => 'array',
				'items'   => array(
					'type' => 'string',
					'enum' => Coupon::TYPES,
				),
				'default' => array(),
			),
			'orderby'       => CollectionArgs::orderby( array( 'code', 'date', 'amount' ), 'date' ),
			'order'         => CollectionArgs::order(),
			'page'          => CollectionArgs::page(),
			'per_page'      => CollectionArgs::per_page( 20, 100 ),
		);
	}

	/**
	 * One page of coupons.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function list( \WP_REST_Request $request ): \WP_REST_Response {
		$page  = (int) $request['page'];
		$query = fn( int $page, int $per_page ) => $this->coupons->query( (string) $request['search'], (array) $request['discount_type'], (string) $request['orderby'], (string) $request['order'], $page, $per_page );
		$found = $query( $page, (int) $request['per_page'] );
		// WP_Query counts nothing when the page is empty: count on the first page.
		$total = ! $found['coupons'] && $page > 1 ? $query( 1, 1 )['total'] : $found['total'];
		return ListResponse::page( array_map( array( new CouponShape(), 'to_response' ), $found['coupons'] ), $total, $page, (int) $request['per_page'] );
	}

	/**
	 * Creates a coupon.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create( \WP_REST_Request $request ) {
		$missing = array_filter( CouponArgs::REQUIRED, static fn( string $field ) => ! $request->has_param( $field ) );
		if ( $missing ) {
			return Refusals::refusal( 'rest_invalid_param', array_combine( $missing, array_map( array( Refusals::class, 'required' ), $missing ) ) );
		}
		return $this->save( $request, null, 201 );
	}

	/**
	 * One coupon.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function read( \WP_REST_Request $request ) {
		$coupon = $this->coupons->get( Routes::url_id( $request ) );
		return $coupon ? new \WP_REST_Response( ( new CouponShape() )->to_response( $coupon ) ) : $this->not_found();
	}

	/**
	 * Changes the fields sent.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function update( \WP_REST_Request $request ) {
		$coupon = $this->coupons->get( Routes::url_id( $request ) );
		return $coupon ? $this->save( $request, $coupon, 200 ) : $this->not_found();
	}

	/**
	 * Deletes a coupon for good; answers with what it was.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function delete( \WP_REST_Request $request ) {
		$coupon = $this->coupons->get( Routes::url_id( $request ) );
		if ( ! $coupon ) {
			return $this->not_found();
		}
		$previous = ( new CouponShape() )->to_response( $coupon );
		$this->coupons->delete( $coupon->id );
		return new \WP_REST_Response(
			array(
				'deleted'  => true,
				'previous' => $previous,
			)
		);
	}

	/**
	 * Saves a new or changed coupon, refusing a code another coupon has.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @param Coupon|null      $current Coupon being updated.
	 * @param int              $status  Status of success.
	 * @return \WP_REST_Response|\WP_Error
	 */
	private function save( \WP_REST_Request $request, ?Coupon $current, int $status ) {
		$fields = array();
		foreach ( array_keys( CouponArgs::fields() ) as $field ) {
			if ( $request->has_param( $field ) ) {
				$fields[ $field ] = $request[ $field ];
			}
		}
		$code  = (string) ( $fields['code'] ?? ( $current ? CouponShape::typed_code( $current ) : '' ) );
		$other = $this->coupons->find( $code );
		if ( $other && $other->id !== $current?->id ) {
			return new \WP_Error(
				self::EXISTS,
				/* translators: %s: coupon code. */
				sprintf( __( 'There is already a coupon with the code “%s”.', 'rueda' ), $code ),
				array(
					'status' => 409,
					'params' => array( 'code' => __( 'Another coupon has this code.', 'rueda' ) ),
				)
			);
		}
		try {
			$id = $this->coupons->save( $code, ( new CouponShape() )->to_rules( $fields, $current ), $current->id ?? 0 );
		} catch ( \InvalidArgumentException $invalid ) {
			return new \WP_Error( 'rest_invalid_param', __( 'The coupon could not be saved.', 'rueda' ), array( 'status' => 400 ) );
		}
		return new \WP_REST_Response( ( new CouponShape() )->to_response( $this->coupons->get( $id ) ), $status );
	}

	/**
	 * The answer for an unknown id.
	 */
	private function not_found(): \WP_Error {
		return new \WP_Error( self::NOT_FOUND, __( 'There is no coupon with that id.', 'rueda' ), array( 'status' => 404 ) );
	}
}
