<?php
/**
 * What every module of Rueda is.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda;

/**
 * One capability's wiring: its folder's Module registers the capability's routes, screens,
 * blocks, emails and hooks; its rules live in Domain and never hook themselves.
 *
 * @since 0.5.0
 */
interface FeatureModule {

	/**
	 * Hooks the capability into WordPress (runs once, on plugins_loaded).
	 *
	 * @since 0.5.0
	 */
	public function register(): void;
}
