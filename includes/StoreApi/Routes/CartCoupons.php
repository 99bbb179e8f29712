<?php
/**
 * /cart/coupons and /cart/coupons/{code}: the collection form of the coupon operations.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Routes;

use Rueda\Domain\Cart\Cart;
use Rueda\Domain\Coupons\AppliedCoupons;
use Rueda\Domain\Coupons\CouponRepository;
use Rueda\Domain\ShopException;
use Rueda\StoreApi\Utilities\RateLimiter;

/**
 * GET lists (or reads one), POST applies, DELETE removes one or all. POST is rate limited
 * like POST /cart/apply-coupon.
 *
 * @since 0.1.0
 */
final class CartCoupons extends AbstractCartRoute {

	/**
	 * Creates the route.
	 *
	 * @param bool $single Whether this instance serves /cart/coupons/{code}.
	 */
	public function __construct( private bool $single = false ) {
		parent::__construct();
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_path(): string {
		return $this->single ? '/cart/coupons/(?P<code>[^/]{1,100})' : '/cart/coupons';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function get_methods(): array {
		return $this->single
			? array(
				'GET'    => array(),
				'DELETE' => array(),
			)
			: array(
				'GET'    => array(),
				'POST'   => array(
					'code' => array(
						'type'      => 'string',
						'required'  => true,
						'maxLength' => 100,
					),
				),
				'DELETE' => array(),
			);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected function get( \WP_REST_Request $request ): \WP_REST_Response {
		return new \WP_REST_Response( $this->single ? $this->coupon( (string) $request['code'] ) : $this->coupons() );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected function post( \WP_REST_Request $request ): \WP_REST_Response {
		$headers = ( new RateLimiter() )->attempt(
			'coupon',
			fn() => $this->change( fn( Cart $cart ) => ( new AppliedCoupons() )->apply( $cart, (string) $request['code'] ) )
		);
		return new \WP_REST_Response( $this->coupon( (string) $request['code'] ), 201, $headers );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected function delete( \WP_REST_Request $request ): \WP_REST_Response {
		$code = (string) $request['code'];
		$this->change(
			function ( Cart $cart ) use ( $code ): void {
				if ( $this->single ) {
					( new AppliedCoupons() )->remove( $cart, $code );
				} else {
					$cart->coupons = array();
				}
			}
		);
		return new \WP_REST_Response( $this->single ? null : array(), $this->single ? 204 : 200 );
	}

	/**
	 * The applied coupons, formatted.
	 *
	 * @return list<array<string,mixed>>
	 */
	private function coupons(): array {
		return $this->schema->get_item( $this->cart() )['coupons'];
	}

	/**
	 * One applied coupon, formatted.
	 *
	 * @param string $code Code.
	 * @return array<string,mixed>
	 * @throws ShopException 404 when it is not applied.
	 */
	private function coupon( string $code ): array {
		$code = CouponRepository::normalize_code( $code );
		foreach ( $this->coupons() as $coupon ) {
			if ( $coupon['code'] === $code ) {
				return $coupon;
			}
		}
		throw new ShopException( 'woocommerce_rest_cart_coupon_invalid_code', __( 'Coupon does not exist in the cart.', 'rueda' ), 404 );
	}
}
