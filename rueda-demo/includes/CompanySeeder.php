<?php
/**
 * Seeds the demo shop's legal identity.
 *
 * @package RuedaDemo
 */

declare( strict_types=1 );

namespace RuedaDemo;

use Rueda\Settings\CompanySettings;

/**
 * A fictional company with a CIF of valid form (its control digit is right), so the
 * demo's invoices and checkout show a complete legal identity. Added only while the
 * owner has none.
 *
 * @since 0.3.0
 */
final class CompanySeeder implements Seeder {

	/**
	 * {@inheritDoc}
	 */
	public function seed(): void {
		add_option(
			CompanySettings::OPTION,
			array(
				'legal_name'          => 'Neumáticos Rueda S.L.',
				'tax_id'              => 'B76543214',
				'registered_address'  => 'Calle de la Industria, 24, 28923 Alcorcón (Madrid)',
				'mercantile_registry' => 'Inscrita en el Registro Mercantil de Madrid, tomo 40123, folio 56, hoja M-712345.',
			)
		);
	}
}
