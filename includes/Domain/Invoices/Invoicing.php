<?php
/**
 * Wires invoicing to WordPress.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices;

use Rueda\Domain\Orders\Order;
use Rueda\Domain\Orders\OrderNotes;
use Rueda\Domain\ShopException;
use Rueda\Storage\OrderStore;

/**
 * The checkout's invoice fields and an invoice for every order that becomes paid (the
 * printable page is Content\InvoicePage's).
 *
 * @since 0.3.0
 */
final class Invoicing {

	/**
	 * Issues the invoice of an order that became paid (once: paying again changes nothing).
	 * A refusal to issue (the record chain broken) never undoes the payment.
	 *
	 * @since 0.3.0
	 *
	 * @param int        $order_id Order id.
	 * @param string     $from     Previous status.
	 * @param string     $to       New status.
	 * @param Order|null $order    The order as it now is.
	 */
	public function on_status_changed( int $order_id, string $from, string $to, ?Order $order = null ): void {
		if ( ! in_array( $to, InvoiceNumbers::paid_statuses(), true ) ) {
			return;
		}
		$order ??= ( new OrderStore() )->get( $order_id );
		if ( ! $order ) {
			return;
		}
		try {
			( new InvoiceNumbers() )->issue( $order );
		} catch ( ShopException $refused ) {
			// A broken record chain (logged): the payment stands, the invoice waits for the fix.
			( new OrderNotes( new OrderStore() ) )->add( $order_id, $refused->getMessage(), false, true );
		}
	}
}
