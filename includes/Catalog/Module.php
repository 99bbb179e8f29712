<?php
/**
 * The catalog module.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Catalog;

use Rueda\Domain\Catalog\PostTypes;
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
		( new Admin\ProductsPage() )->register();
	}
}
