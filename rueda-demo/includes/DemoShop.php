<?php
/**
 * The demo shop shown by `npm start`: a Spanish tyre and service centre.
 *
 * @package RuedaDemo
 */

declare( strict_types=1 );

namespace RuedaDemo;

/**
 * Runs the demo seeders in order. Each one is idempotent and only adds data.
 *
 * @since 0.1.0
 */
final class DemoShop {

	/**
	 * RUEDA_DEMO_SEED=minimal seeds one tyre of the catalogue instead of all (the services,
	 * which the other seeders point to, and everything else as usual): every kind of row
	 * and picture the demo makes, in a fraction of the time, for a test that installs a
	 * whole shop of its own (UninstallTest). RUEDA_DEMO_SEED=none seeds nothing: Rueda
	 * alone, as a shop without the demo.
	 *
	 * @since 0.1.0
	 */
	public const SEED_ENV = 'RUEDA_DEMO_SEED';

	/**
	 * Seeds every part of the demo shop.
	 *
	 * @since 0.1.0
	 */
	public function seed(): void {
		if ( 'none' === getenv( self::SEED_ENV ) ) {
			return;
		}
		// The seed files are the plugin's own trusted markup: store it unfiltered.
		kses_remove_filters();
		$seeders = array(
			new WorkshopSeeder(),
			new StoreSettingsSeeder(),
			new CompanySeeder(),
			new CatalogueSeeder( one_tyre: 'minimal' === getenv( self::SEED_ENV ) ),
			new FittingSeeder(),
			new VehiclesSeeder(),
			new CouponsSeeder(),
			new ShippingSeeder(),
			new PagesSeeder(),
			new MenuSeeder(),
		);

		/**
		 * Filters the demo shop's seeders; each must implement RuedaDemo\Seeder and be
		 * idempotent (rueda-demo/README.md).
		 *
		 * @since 0.1.0
		 *
		 * @param Seeder[] $seeders Seeders, run in order.
		 */
		foreach ( apply_filters( 'rueda_demo_seeders', $seeders ) as $seeder ) {
			if ( $seeder instanceof Seeder ) {
				$seeder->seed();
			}
		}
		kses_init();
	}
}
