<?php
/**
 * Seeds the demo shop's currency, tax display and bank account for transfers.
 *
 * @package RuedaDemo
 */

declare( strict_types=1 );

namespace RuedaDemo;

use Rueda\Domain\Payments\Gateways\BankTransfer;
use Rueda\Domain\Payments\PaymentSettings;
use Rueda\Domain\Taxes\TaxSettings;
use Rueda\Settings\CurrencySettings;

/**
 * Sets EUR with "," decimals, "." thousands and the symbol after the amount, and shows the
 * taxes itemized ("Incluye 24,12 € IVA (21%)"), unless the owner already chose otherwise.
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
		add_option( TaxSettings::OPTION, array( 'itemized' => true ) );
		// A sample account (the IBAN of bank documentation examples) so transfers show.
		add_option(
			PaymentSettings::OPTION,
			array(
				'order'    => array(),
				'gateways' => array(
					BankTransfer::ID => array(
						'enabled'  => true,
						'settings' => array(
							'holder' => 'Neumáticos y Taller S.L.',
							'bank'   => 'Banco de ejemplo',
							'iban'   => 'ES91 2100 0418 4502 0005 1332',
							'bic'    => 'CAIXESBBXXX',
						),
					),
				),
			)
		);
	}
}
