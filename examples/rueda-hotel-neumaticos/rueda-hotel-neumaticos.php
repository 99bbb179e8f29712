<?php
/**
 * Plugin Name:       Rueda: hotel de neumáticos (ejemplo)
 * Description:       Example extension of Rueda: seasonal tyre storage. It uses every extension point Rueda offers and doubles as their documentation (see docs/extending.md). Not for production.
 * Version:           0.2.0
 * Requires at least: 6.8
 * Requires PHP:      8.1
 * Requires Plugins:  rueda
 * Author:            Rueda
 * License:           GPL-2.0-or-later
 * Text Domain:       rueda-hotel
 *
 * @package RuedaHotel
 */

declare( strict_types=1 );

namespace RuedaHotel;

defined( 'ABSPATH' ) || exit;

// Rueda announces itself once its parts are registered: hook in from there, so nothing
// runs (or fails) when Rueda is not active. Plugins load in name order, this one maybe
// before Rueda: its classes, built on Rueda's, load from here too.
add_action(
	'rueda_loaded',
	static function (): void {
		require_once __DIR__ . '/includes/StoragePlan.php';
		require_once __DIR__ . '/includes/CartStorage.php';
		require_once __DIR__ . '/includes/CheckoutStorage.php';
		require_once __DIR__ . '/includes/TpvGateway.php';
		require_once __DIR__ . '/includes/Assets.php';
		( new CartStorage() )->register();
		( new CheckoutStorage() )->register();
		( new Assets( __FILE__ ) )->register();
		add_filter(
			'rueda_payment_gateways',
			static function ( array $gateways ): array {
				$gateways[] = new TpvGateway();
				return $gateways;
			}
		);
	}
);
