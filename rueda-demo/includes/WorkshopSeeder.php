<?php
/**
 * Seeds the demo workshop's details.
 *
 * @package RuedaDemo
 */

declare( strict_types=1 );

namespace RuedaDemo;

use Rueda\Settings\WorkshopSettings;

/**
 * Fills the workshop details while the owner has not entered any.
 *
 * @since 0.1.0
 */
final class WorkshopSeeder implements Seeder {

	/**
	 * {@inheritDoc}
	 */
	public function seed(): void {
		if ( '' !== WorkshopSettings::get()['name'] ) {
			return;
		}
		update_option(
			WorkshopSettings::OPTION,
			array(
				'name'      => 'Neumáticos y Taller',
				'address_1' => 'Calle de la Industria, 24',
				'postcode'  => '28923',
				'city'      => 'Alcorcón',
				'state'     => 'M',
				'country'   => 'ES',
				'phone'     => '+34 916 000 123',
				'email'     => 'taller@neumaticosytaller.test',
			)
		);
	}
}
