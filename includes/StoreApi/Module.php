<?php
/**
 * The Store API module.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi;

use Rueda\FeatureModule;
use Rueda\StoreApi\Utilities\Jsonp;

/**
 * Wires the Store API (`wc/store/v1`: its routes, nonce, CORS and Cart-Token) and the
 * guard that refuses JSONP answers.
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
		( new StoreApi() )->register();
		( new Jsonp() )->register();
	}
}
