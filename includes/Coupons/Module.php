<?php
/**
 * The coupons module.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Coupons;

/**
 * Wires the owner's coupons: their rueda/v1 route and their screen (Cupones). The rules
 * are Domain\Coupons.
 *
 * @since 0.5.0
 */
final class Module {

	/**
	 * Hooks every part.
	 *
	 * @since 0.5.0
	 */
	public function register(): void {
		( new Rest\CouponsRoute() )->register();
		( new Admin\CouponsPage() )->register();
	}
}
