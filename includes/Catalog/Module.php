<?php
/**
 * The catalog module.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Catalog;

/**
 * Wires the owner's products: their rueda/v1 route and their screen (Productos). The rules
 * are Domain\Catalog.
 *
 * @since 0.5.0
 */
final class Module {

	/**
	 * Hooks every part.
	 *
	 * @since 0.5.0
	 */
	public function register(): void {
		( new Rest\ProductsRoute() )->register();
		( new Admin\ProductsPage() )->register();
	}
}
