<?php
/**
 * The invoices module.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Invoices;

use Rueda\Domain\Invoices\CheckoutInvoiceFields;
use Rueda\Domain\Invoices\Invoicing;
use Rueda\FeatureModule;
use Rueda\Invoices\Admin\DeclarationPage;
use Rueda\Invoices\Admin\InvoicesPage;
use Rueda\Invoices\Admin\PendingRecordsNotice;
use Rueda\Invoices\Content\InvoicePage;
use Rueda\Invoices\Rest\CertificateRoute;
use Rueda\Invoices\Rest\InvoiceRecordsRoute;
use Rueda\Invoices\Rest\InvoicesRoute;
use Rueda\Invoices\Rest\QueueRoute;
use Rueda\Invoices\Verifactu\QueueSchedule;

/**
 * Wires the invoices: the checkout's invoice fields and the invoice of every order that
 * becomes paid (Domain\Invoices\Invoicing), the printable invoice page, the submission of
 * the invoice records to the AEAT (the queue, its warning, the certificate), and for the
 * owner the Facturas screen with its routes and the system's declaración responsable.
 *
 * @since 0.5.0
 */
final class Module implements FeatureModule {

	/**
	 * Hooks every part.
	 *
	 * @since 0.5.0
	 */
	public function register(): void {
		// At 5: the invoice exists before the status change's emails (10) link to it.
		add_action( 'rueda_checkout_update_order_from_request', array( new CheckoutInvoiceFields(), 'update_order' ), 5, 2 );
		add_action( 'rueda_order_status_changed', array( new Invoicing(), 'on_status_changed' ), 5, 4 );
		( new InvoicePage() )->register();
		( new InvoicesRoute() )->register();
		( new InvoiceRecordsRoute() )->register();
		( new InvoicesPage() )->register();
		( new DeclarationPage() )->register();
		( new QueueSchedule() )->register();
		( new PendingRecordsNotice() )->register();
		( new CertificateRoute() )->register();
		( new QueueRoute() )->register();
	}
}
