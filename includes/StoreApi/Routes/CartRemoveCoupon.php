<?php
/**
 * POST /cart/remove-coupon.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Routes;

use Rueda\Domain\Cart\Cart;
use Rueda\Domain\Coupons\AppliedCoupons;

/**
 * Removes an applied coupon.
 *
 * @since 0.1.0
 */
final class CartRemoveCoupon extends AbstractCartRoute {

	/**
	 * {@inheritDoc}
	 */
	public function get_path(): string {
		return '/cart/remove-coupon';
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
		$this->change( fn( Cart $cart ) => ( new AppliedCoupons() )->remove( $cart, (string) $request['code'] ) );
		return $this->cart_response();
	}
}
