<?php
/**
 * The content module: the shop's pages around the products.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Content;

use Rueda\FeatureModule;

/**
 * Wires what content pages need: core strings in the shop's words (CoreStrings) and the
 * product categories' links to their pages (CategoryLinks).
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
		( new CoreStrings() )->register();
		( new CategoryLinks() )->register();
	}
}
