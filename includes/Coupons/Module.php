<?php
/**
 * The coupons module.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Coupons;

use Rueda\Domain\Coupons\CouponRepository;
use Rueda\FeatureModule;

/**
 * Wires the coupons: their post type, the owner's rueda/v1 route and screen (Cupones). The
 * rules are Domain\Coupons.
 *
 * @since 0.5.0
 */
final class Module implements FeatureModule {

	/**
	 * Hooks every part.
	 *
	 * @since 0.5.0
	 */
	public function register(): void {
		add_action( 'init', array( CouponRepository::class, 'register_post_type' ), 5 );
		( new Rest\CouponsRoute() )->register();
		( new Admin\CouponsPage() )->register();
	}
}
