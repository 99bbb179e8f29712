<?php
/**
 * The invoices screen of the "Rueda" menu.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Invoices\Admin;

use Rueda\Admin\AdminScreen;
use Rueda\Domain\Invoices\Verifactu\VerifactuSettings;
use Rueda\Settings\CurrencySettings;

/**
 * Facturas: the invoices and rectifying invoices with their VERI*FACTU records' state,
 * CSV code and QR code, the annulment of one issued by mistake, the chain's check, the
 * records' export and a link to the system's declaración responsable
 * (build/admin/invoices.js over rueda/v1/invoices and rueda/v1/invoice-records).
 *
 * @since 0.7.0
 */
final class InvoicesPage extends AdminScreen {

	public const SLUG = 'rueda-invoices';

	/**
	 * {@inheritDoc}
	 */
	public function slug(): string {
		return self::SLUG;
	}

	/**
	 * {@inheritDoc}
	 */
	protected function entry(): string {
		return 'invoices';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function title(): string {
		return __( 'Invoices', 'rueda' );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function menu_title(): string {
		return __( 'Invoices', 'rueda' );
	}

	/**
	 * After Orders, whose module registers later.
	 */
	protected function menu_priority(): int {
		return 12;
	}

	/**
	 * The currency, the AEAT environment and the declaración responsable's address.
	 *
	 * @return array<string,mixed>
	 */
	protected function data(): array {
		$currency = CurrencySettings::get();
		return array(
			'currency'       => array(
				'symbol'            => $currency['symbol'],
				'minorUnit'         => $currency['minor_unit'],
				'decimalSeparator'  => $currency['decimal_separator'],
				'thousandSeparator' => $currency['thousand_separator'],
				'position'          => $currency['position'],
			),
			'environment'    => VerifactuSettings::environment(),
			'declarationUrl' => DeclarationPage::url(),
		);
	}
}
