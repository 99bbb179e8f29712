<?php
/**
 * Tyres bought fitted at the workshop.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Workshop;

use Rueda\Admin\FittingPage;
use Rueda\Admin\Rest\FittingSettingsRoute;

/**
 * Wires the fitting feature: the bands' admin screen and route, the Store API's fitting
 * data and the order lines. The cart, its prices and its shipping read the fitted lines
 * themselves (CartService, CartCalculator, ShippingCalculator).
 *
 * @since 0.2.0
 */
final class Fitting {

	/**
	 * Registers every part.
	 *
	 * @since 0.2.0
	 */
	public function register(): void {
		( new FittingStoreApi() )->register();
		( new FittingOrderLines() )->register();
		( new FittingSettingsRoute() )->register();
		( new FittingPage() )->register();
	}
}
