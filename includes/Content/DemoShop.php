<?php
/**
 * The demo shop shown by `npm start`: a Spanish tyre and service centre.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Content;

use Rueda\Content\Demo;

/**
 * Runs the demo seeders in order. Each one is idempotent and only adds data.
 *
 * @since 0.1.0
 */
final class DemoShop {

	/**
	 * Seeds every part of the demo shop.
	 *
	 * @since 0.1.0
	 */
	public function seed(): void {
		// The seed files are the plugin's own trusted markup: store it unfiltered.
		kses_remove_filters();
		$seeders = array(
			new Demo\WorkshopSeeder(),
			new Demo\StoreSettingsSeeder(),
			new Demo\CompanySeeder(),
			new Demo\CatalogueSeeder(),
			new Demo\FittingSeeder(),
			new Demo\VehiclesSeeder(),
			new Demo\CouponsSeeder(),
			new Demo\ShippingSeeder(),
			new Demo\PagesSeeder(),
			new Demo\MenuSeeder(),
		);

		/**
		 * Filters the demo shop's seeders; each must implement Demo\Seeder and be idempotent.
		 *
		 * @since 0.1.0
		 *
		 * @param Demo\Seeder[] $seeders Seeders, run in order.
		 */
		foreach ( apply_filters( 'rueda_demo_seeders', $seeders ) as $seeder ) {
			if ( $seeder instanceof Demo\Seeder ) {
				$seeder->seed();
			}
		}
		kses_init();
	}
}
