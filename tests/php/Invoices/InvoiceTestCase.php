<?php
/**
 * Helpers for the invoice tests.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices;

use Rueda\Domain\Invoices\Invoice;
use Rueda\Domain\Invoices\InvoiceNumbers;
use Rueda\Settings\CompanySettings;
use Rueda\Tests\Account\AccountTestCase;

/**
 * Shoppers and customers who check out (through POST /checkout) with or without an
 * invoice, from a shop whose legal identity is filled in.
 */
abstract class InvoiceTestCase extends AccountTestCase {

	public const SHOP = array(
		'legal_name'          => 'Neumáticos Rueda S.L.',
		'tax_id'              => 'B76543214',
		'registered_address'  => 'Calle de la Industria, 24, 28923 Alcorcón (Madrid)',
		'mercantile_registry' => 'Inscrita en el Registro Mercantil de Madrid, hoja M-712345.',
	);

	protected function set_up(): void {
		parent::set_up();
		update_option( CompanySettings::OPTION, self::SHOP );
	}

	/**
	 * The checkout's invoice fields.
	 *
	 * @param string $tax_id  NIF, NIE or CIF as typed.
	 * @param string $company Company name.
	 * @return array{additional_fields:array<string,string|bool>}
	 */
	protected function invoice_fields( string $tax_id, string $company = '' ): array {
		return array(
			'additional_fields' => array(
				'rueda/invoice' => true,
				'rueda/tax-id'  => $tax_id,
				'rueda/company' => $company,
			) + static::TICKED,
		);
	}

	/**
	 * The invoice of an order.
	 *
	 * @param int $order_id Order.
	 */
	protected function invoice( int $order_id ): ?Invoice {
		return ( new InvoiceNumbers() )->find( $order_id );
	}
}
