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

/**
 * Applies a coupon code.
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
		$this->change( fn( Cart $cart ) => ( new AppliedCoupons() )->apply( $cart, (string) $request['code'] ) );
		return $this->cart_response();
	}
}
