<?php
/**
 * The performance module.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Performance;

use Rueda\FeatureModule;

/**
 * Wires the shared page cache's marks (SharedPageCache); AfterResponse is called where a
 * job can wait until the answer is sent.
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
		( new SharedPageCache() )->register();
	}
}
