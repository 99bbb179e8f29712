<?php
/**
 * The cart module.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Cart;

use Rueda\Domain\Cart\CartLifecycle;
use Rueda\Domain\Ecovalor\EcovalorFees;
use Rueda\FeatureModule;

/**
 * Wires the cart's life: a guest's cart merged into the customer's at login, the daily
 * cleanup of what expired (Domain\Cart\CartLifecycle), and the ecovalor fee of every tyre
 * (Domain\Ecovalor\EcovalorFees). The cart's routes are the Store API's.
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
		$lifecycle = new CartLifecycle();
		add_action( 'wp_login', array( $lifecycle, 'merge_on_login' ), 10, 2 );
		add_action( CartLifecycle::CLEANUP_HOOK, array( $lifecycle, 'delete_expired' ) );
		add_action( 'init', array( CartLifecycle::class, 'schedule' ) );
		// Before extensions add their fees (10).
		add_filter( 'rueda_cart_fees', array( new EcovalorFees(), 'add' ), 5, 2 );
	}
}
