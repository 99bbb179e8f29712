<?php
/**
 * Boots Rueda: translations, blocks and settings.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda;

/**
 * Wires every part of the plugin to WordPress. Each part registers its own hooks.
 *
 * @since 0.1.0
 */
final class Plugin {

	/**
	 * Runs once on plugins_loaded.
	 *
	 * @since 0.1.0
	 */
	public static function boot(): void {
		add_action( 'init', array( self::class, 'load_textdomain' ), 0 );
		add_action( 'init', array( Storage\Schema::class, 'migrate' ), 1 );
		add_action( 'init', array( Domain\Coupons\CouponRepository::class, 'register_post_type' ), 5 );
		( new Domain\Catalog\PostTypes() )->register();
		( new StoreApi\StoreApi() )->register();
		( new StoreApi\Utilities\Jsonp() )->register();
		( new Payments\Module() )->register();
		( new Domain\Cart\CartLifecycle() )->register();
		( new Domain\Ecovalor\EcovalorFees() )->register();
		( new Settings\WorkshopSettings() )->register();
		( new Orders\Content\OrderReceived() )->register();
		( new Performance\SharedPageCache() )->register();
		( new Content\CoreStrings() )->register();
		( new Content\CategoryLinks() )->register();
		( new Orders\Content\OrderEmails() )->register();
		( new Domain\Legal\CheckoutConsents() )->register();
		( new Invoices\Module() )->register();
		( new Domain\Orders\OrderNotes() )->register();
		( new Admin\Capabilities() )->register();
		( new Rest\Routes() )->register();
		( new Admin\Rest\Refusals() )->register();
		( new Admin\Rest\GeneralSettingsRoute() )->register();
		( new Admin\Rest\CheckoutSettingsRoute() )->register();
		( new Admin\Rest\LegalSettingsRoute() )->register();
		( new Admin\Rest\PaymentSettingsRoute() )->register();
		( new Admin\Rest\ShippingSettingsRoute() )->register();
		( new Admin\Rest\PageLinksRoute() )->register();
		( new Admin\Rest\TaxSettingsRoute() )->register();
		( new Admin\Rest\DataSettingsRoute() )->register();
		( new Admin\Rest\EcovalorSettingsRoute() )->register();
		( new Admin\Rest\CompanySettingsRoute() )->register();
		( new Admin\SettingsPage() )->register();
		( new Admin\TestPaymentsNotice() )->register();
		( new Catalog\Module() )->register();
		( new Orders\Rest\OrdersRoute() )->register();
		( new Orders\Rest\OrderStatusRoute() )->register();
		( new Orders\Rest\OrderNotesRoute() )->register();
		( new Orders\Admin\OrdersPage() )->register();
		( new Coupons\Module() )->register();
		( new Vehicles\Module() )->register();
		( new Account\Account() )->register();
		( new Blocks\BlockRegistry( RUEDA_DIR . '/build/blocks' ) )->register();
		( new Blocks\ForcedInnerBlocks() )->register();
		( new Blocks\DeferredScripts() )->register();
		( new Blocks\ProductTemplate() )->register();
		( new Blocks\EditorSettings() )->register();
		( new Domain\Tyres\CatalogueSizes() )->register();
		( new Workshop\Module() )->register();

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
