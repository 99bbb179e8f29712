<?php
/**
 * Boots Rueda: its translations, its tables and its modules.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda;

/**
 * Wires Rueda to WordPress: its translations, its tables, then each module (FeatureModule).
 *
 * @since 0.1.0
 */
final class Plugin {

	/**
	 * The modules, one per capability. Callbacks of one hook at one priority run in this
	 * order, and the owner's screens (products, orders, coupons, vehicles, fitting,
	 * appointments) appear in the Rueda menu in this order.
	 */
	private const MODULES = array(
		StoreApi\Module::class,
		Payments\Module::class,
		Cart\Module::class,
		// The consents refuse a checkout before the invoice's fields are read (both at 5).
		Legal\Module::class,
		Invoices\Module::class,
		Performance\Module::class,
		Content\Module::class,
		Admin\Module::class,
		Catalog\Module::class,
		Orders\Module::class,
		Coupons\Module::class,
		Vehicles\Module::class,
		Account\Module::class,
		Blocks\Module::class,
		Workshop\Module::class,
	);

	/**
	 * Runs once on plugins_loaded.
	 *
	 * @since 0.1.0
	 */
	public static function boot(): void {
		add_action( 'init', array( self::class, 'load_textdomain' ), 0 );
		add_action( 'init', array( Storage\Schema::class, 'migrate' ), 1 );
		foreach ( self::MODULES as $module ) {
			( new $module() )->register();
		}

		/**
		 * Fires when Rueda has registered its parts; extensions hook in here.
		 *
		 * @since 0.1.0
		 */
		do_action( 'rueda_loaded' );
	}

	/**
	 * Loads the plugin's PHP translations from languages/.
	 *
	 * @since 0.1.0
	 */
	public static function load_textdomain(): void {
		load_plugin_textdomain( 'rueda', false, dirname( plugin_basename( RUEDA_FILE ) ) . '/languages' );
	}
}
