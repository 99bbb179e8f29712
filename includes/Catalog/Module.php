<?php
/**
 * The catalog module.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Catalog;

use Rueda\Domain\Catalog\PostTypes;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Tyres\CatalogueSizes;
use Rueda\FeatureModule;

/**
 * Wires the products: their post types and taxonomies, the caches that their writes make
 * stale (variation summaries, the tyre sizes), the owner's rueda/v1 route and screen
 * (Productos). The rules are Domain\Catalog and Domain\Tyres.
 *
 * @since 0.5.0
 */
final class Module implements FeatureModule {

	/** The hourly event that brings scheduled sales' stored prices up to date. */
	public const SALE_PRICES_HOOK = 'rueda_refresh_sale_prices';

	/**
	 * Hooks every part.
	 *
	 * @since 0.5.0
	 */
	public function register(): void {
		$types = new PostTypes();
		add_action( 'init', array( $types, 'register_types' ), 5 );
		foreach ( array( 'transition_post_status', 'deleted_post' ) as $hook ) {
			add_action( $hook, array( $types, 'forget_variations_summary' ), 10, 3 );
		}
		// The repository cleans a product's cache after writing its row and terms; core does
		// on every insert, update, trash and delete.
		add_action( 'clean_post_cache', array( CatalogueSizes::class, 'forget_for_post' ), 10, 2 );
		add_action( 'set_object_terms', array( CatalogueSizes::class, 'forget_for_terms' ), 10, 4 );
		foreach ( array( 'edited_term', 'delete_term' ) as $hook ) {
			add_action( $hook, array( CatalogueSizes::class, 'forget_for_term' ), 10, 3 );
		}
		( new Rest\ProductsRoute() )->register();
		( new Rest\ProductsBulkRoute() )->register();
		( new Rest\ProductsExportRoute() )->register();
		// A scheduled sale starts and ends on the shop's days: the listings' stored prices follow.
		add_action( self::SALE_PRICES_HOOK, array( self::class, 'refresh_sale_prices' ) );
		add_action( 'init', array( self::class, 'schedule_sale_prices' ) );
		( new Admin\ProductsPage() )->register();
	}

	/**
	 * Schedules the hourly refresh of scheduled sales' prices once.
	 *
	 * @since 0.7.0
	 */
	public static function schedule_sale_prices(): void {
		if ( ! wp_next_scheduled( self::SALE_PRICES_HOOK ) ) {
			wp_schedule_event( time(), 'hourly', self::SALE_PRICES_HOOK );
		}
	}

	/**
	 * Stores the price of the shop's day of every product with a scheduled sale.
	 *
	 * @since 0.7.0
	 */
	public static function refresh_sale_prices(): void {
		( new ProductRepository() )->refresh_scheduled_prices();
	}
}
