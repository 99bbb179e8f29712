<?php
/**
 * Contract of one step of the demo shop's seeding.
 *
 * @package RuedaDemo
 */

declare( strict_types=1 );

namespace RuedaDemo;

/**
 * A seeder only adds what is missing, so running it again changes nothing and never
 * overwrites what the owner edited.
 *
 * @since 0.1.0
 */
interface Seeder {

	/**
	 * Adds this seeder's data where it is missing.
	 *
	 * @since 0.1.0
	 */
	public function seed(): void;
}
