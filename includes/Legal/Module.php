<?php
/**
 * The legal module.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Legal;

use Rueda\Domain\Legal\CheckoutConsents;
use Rueda\FeatureModule;

/**
 * Wires the checkout's consents (Domain\Legal\CheckoutConsents): checked at priority 5, so
 * a checkout missing one is refused before the invoice's fields (Invoices, also 5, wired
 * after) or the appointment (10) are read.
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
		add_action( 'rueda_checkout_update_order_from_request', array( new CheckoutConsents(), 'check' ), 5, 2 );
	}
}
