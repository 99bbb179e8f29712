<?php
/**
 * The orders module.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Orders;

use Rueda\Domain\Orders\OrderNotes;
use Rueda\FeatureModule;

/**
 * Wires the orders: the confirmation page, the emails and the note of every status change
 * (emails first, both at 10, after invoices and appointments at 5), the owner's rueda/v1
 * routes and screen (Pedidos). The rules are Domain\Orders.
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
		( new Content\OrderReceived() )->register();
		( new Content\OrderEmails() )->register();
		add_action( 'rueda_order_status_changed', array( new OrderNotes(), 'note_status_change' ), 10, 4 );
		( new Rest\OrdersRoute() )->register();
		( new Rest\OrderStatusRoute() )->register();
		( new Rest\OrderNotesRoute() )->register();
		( new Rest\RefundsRoute() )->register();
		( new Rest\SubstituteInvoiceRoute() )->register();
		( new Admin\OrdersPage() )->register();
	}
}
