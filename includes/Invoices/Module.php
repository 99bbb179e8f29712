<?php
/**
 * The invoices module.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Invoices;

use Rueda\Domain\Invoices\Invoicing;
use Rueda\Invoices\Content\InvoicePage;

/**
 * Wires the invoices: the checkout's invoice fields and the invoice of every order that
 * becomes paid (Domain\Invoices\Invoicing), and the printable invoice page.
 *
 * @since 0.5.0
 */
final class Module {

	/**
	 * Hooks every part.
	 *
	 * @since 0.5.0
	 */
	public function register(): void {
		( new Invoicing() )->register();
		( new InvoicePage() )->register();
	}
}
