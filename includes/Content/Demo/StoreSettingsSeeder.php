<?php
/**
 * Seeds the demo shop's currency: euros written the Spanish way.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Content\Demo;

use Rueda\Settings\CurrencySettings;

/**
 * Sets EUR with "," decimals, "." thousands and the symbol after the amount, unless the
 * owner already chose a currency.
 *
 * @since 0.1.0
 */
final class StoreSettingsSeeder implements Seeder {

	/**
	 * {@inheritDoc}
	 */
	public function seed(): void {
		add_option(
			CurrencySettings::OPTION,
			array(
				'code'               => 'EUR',
				'symbol'             => '€',
				'minor_unit'         => 2,
				'decimal_separator'  => ',',
				'thousand_separator' => '.',
				'position'           => 'right_space',
			)
		);
	}
}
