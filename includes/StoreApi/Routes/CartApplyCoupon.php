<?php
/**
 * POST /cart/apply-coupon.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Routes;

use Rueda\Domain\Cart\Cart;
use Rueda\Domain\Coupons\AppliedCoupons;
use Rueda\StoreApi\Utilities\RateLimiter;

/**
 * Applies a coupon code. Failed codes are rate limited per client (RateLimiter, action
 * `coupon`): over the limit every attempt, valid or not, is a 429.
 *
 * @since 0.1.0
 */
final class CartApplyCoupon extends AbstractCartRoute {

	/**
	 * {@inheritDoc}
	 */
	public function get_path(): string {
		return '/cart/apply-coupon';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function get_methods(): array {
		return array(
			'POST' => array(
				'code' => array(
					'type'      => 'string',
					'required'  => true,
					'maxLength' => 100,
				),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected function post( \WP_REST_Request $request ): \WP_REST_Response {
		$headers  = ( new RateLimiter() )->attempt(
			'coupon',
			fn() => $this->change( fn( Cart $cart ) => ( new AppliedCoupons() )->apply( $cart, (string) $request['code'] ) )
		);
		$response = $this->cart_response();
		$response->set_headers( $headers );
		return $response;
	}
}
