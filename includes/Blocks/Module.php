<?php
/**
 * The blocks module.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Blocks;

use Rueda\FeatureModule;

/**
 * Wires the shop's blocks: their registration, the inner blocks they force, their deferred
 * scripts, the product template and the editor's settings.
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
		( new BlockRegistry( RUEDA_DIR . '/build/blocks' ) )->register();
		( new ForcedInnerBlocks() )->register();
		( new DeferredScripts() )->register();
		( new ProductTemplate() )->register();
		( new EditorSettings() )->register();
	}
}
