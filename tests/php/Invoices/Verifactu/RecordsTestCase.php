<?php
/**
 * Helpers for the invoice record tests.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices\Verifactu;

use Rueda\Domain\Invoices\Invoice;
use Rueda\Domain\Invoices\InvoiceNumbers;
use Rueda\Domain\Invoices\RectifyingInvoice;
use Rueda\Domain\Invoices\RectifyingInvoices;
use Rueda\Domain\Invoices\Verifactu\InvoiceRecord;
use Rueda\Domain\Invoices\Verifactu\InvoiceRecords;
use Rueda\Domain\Orders\Order;
use Rueda\Domain\Refunds\RefundRequest;
use Rueda\Domain\Refunds\Refunds;
use Rueda\Storage\Schema;
use Rueda\Tests\Invoices\InvoiceTestCase;
use Rueda\Tests\Refunds\RefundTestCase;

/**
 * The refund tests' paid orders (600,00 €: 495,87 € at 21 % and 104,13 € of IVA), issued
 * by the shop of InvoiceTestCase (NIF B76543214) in Madrid's time zone. Positions are
 * counted from the chain's last one before the test (the site may have records of its own).
 */
abstract class RecordsTestCase extends RefundTestCase {

	protected const NIF = 'B76543214';

	protected function set_up(): void {
		parent::set_up();
		update_option( 'timezone_string', 'Europe/Madrid' );
	}

	/**
	 * A moment in Madrid.
	 *
	 * @param string $time "Y-m-d H:i:s".
	 */
	protected static function madrid( string $time ): \DateTimeImmutable {
		return new \DateTimeImmutable( $time, new \DateTimeZone( 'Europe/Madrid' ) );
	}

	/**
	 * A paid order's invoice.
	 *
	 * @param bool                    $full Whether the customer gave a tax id.
	 * @param \DateTimeImmutable|null $when Issue time.
	 */
	protected function invoiced( bool $full = false, ?\DateTimeImmutable $when = null ): Invoice {
		return ( new InvoiceNumbers() )->issue( $this->paid_order( \Rueda\Domain\Payments\Gateways\BankTransfer::ID, $full ), $when );
	}

	/**
	 * Refunds one summer tyre (100,00 €) of an invoiced order by hand: its rectification, if issued.
	 *
	 * @param Order $order Order.
	 */
	protected function refund_a_tyre( Order $order ): ?RectifyingInvoice {
		[ $summer ] = $this->line_ids( $order );
		$refund     = ( new Refunds() )->refund(
			$order,
			new RefundRequest(
				null,
				array(
					$summer => array(
						'quantity' => 1,
						'restock'  => true,
					),
				),
				'Neumático con defecto',
				'Transferencia'
			),
			1
		);
		return ( new RectifyingInvoices() )->find( $refund->id );
	}

	/**
	 * The records of an invoice.
	 *
	 * @param Invoice|RectifyingInvoice $invoice Invoice.
	 * @return list<InvoiceRecord>
	 */
	protected function records( Invoice|RectifyingInvoice $invoice ): array {
		return $invoice instanceof Invoice
			? ( new InvoiceRecords() )->of_invoice( Schema::INVOICES, $invoice->order_id )
			: ( new InvoiceRecords() )->of_invoice( Schema::RECTIFY, $invoice->refund_id );
	}

	/**
	 * The alta of an invoice.
	 *
	 * @param Invoice|RectifyingInvoice $invoice Invoice.
	 */
	protected function alta( Invoice|RectifyingInvoice $invoice ): InvoiceRecord {
		$records = $this->records( $invoice );
		$this->assertCount( 1, $records, 'one record' );
		return $records[0];
	}

	/**
	 * The last record of the shop's chain, if any.
	 */
	protected function last(): ?InvoiceRecord {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE issuer_nif = %s ORDER BY chain_position DESC LIMIT 1', Schema::table( Schema::RECORDS ), self::NIF ), ARRAY_A );
		return $row ? InvoiceRecord::from_row( $row ) : null;
	}

	/**
	 * How many records the shop's chain has.
	 */
	protected function chain_length(): int {
		return $this->last()?->position ?? 0;
	}

	/**
	 * Changes a stored value of a record, as someone with the database's password could.
	 *
	 * @param InvoiceRecord $record Record.
	 * @param string        $column Column.
	 * @param string        $value  New value.
	 */
	protected function tamper( InvoiceRecord $record, string $column, string $value ): void {
		global $wpdb;
		$wpdb->update( Schema::table( Schema::RECORDS ), array( $column => $value ), array( 'id' => $record->id ) );
	}

	/**
	 * The shop's details without a NIF.
	 */
	protected function forget_the_nif(): void {
		update_option( \Rueda\Settings\CompanySettings::OPTION, array( 'tax_id' => '' ) + InvoiceTestCase::SHOP );
	}
}
