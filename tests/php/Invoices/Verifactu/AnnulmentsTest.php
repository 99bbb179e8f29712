<?php
/**
 * Annulling an invoice that should never have been issued.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices\Verifactu;

use Rueda\Domain\Invoices\InvoiceNumbers;
use Rueda\Domain\Invoices\Verifactu\Annulments;
use Rueda\Domain\Invoices\Verifactu\InvoiceRecord;
use Rueda\Domain\Invoices\Verifactu\InvoiceRecords;
use Rueda\Domain\Invoices\Verifactu\RecordHash;
use Rueda\Domain\ShopException;
use Rueda\Storage\OrderStore;
use Rueda\Storage\Schema;

/**
 * An anulación record, chained like any other; the invoice stays as issued.
 */
final class AnnulmentsTest extends RecordsTestCase {

	/**
	 * The refusal an annulment gets.
	 *
	 * @param callable $annul The annulment.
	 */
	private function refusal( callable $annul ): ShopException {
		try {
			$annul();
		} catch ( ShopException $refused ) {
			return $refused;
		}
		$this->fail( 'refused' );
	}

	public function test_an_invoice_is_annulled_once_with_a_reason_and_stays_as_issued(): void {
		$invoice = $this->invoiced( false, self::madrid( '2047-05-04 10:00:00' ) );
		$alta    = $this->alta( $invoice );

		$record = ( new Annulments() )->annul( Schema::INVOICES, $invoice->order_id, ' Emitida por error: pedido de prueba ', self::madrid( '2047-05-04 12:30:15' ) );

		$this->assertSame( InvoiceRecord::ANULACION, $record->kind );
		$this->assertSame( array( self::NIF, $invoice->number(), '04-05-2047', 'F2' ), array( $record->issuer, $record->number, $record->issue_date, $record->type ) );
		$this->assertSame( array( '', '' ), array( $record->tax_total, $record->amount_total ) );
		$this->assertSame( 'Emitida por error: pedido de prueba', $record->reason );
		$this->assertSame( $alta->position + 1, $record->position );
		$this->assertSame( $alta->hash, $record->previous_hash );
		$this->assertSame( $alta->as_previous(), $record->fields['Encadenamiento'] );
		$this->assertSame( RecordHash::anulacion( self::NIF, $invoice->number(), '04-05-2047', $alta->hash, '2047-05-04T12:30:15+02:00' ), $record->hash );
		$this->assertSame( InvoiceRecord::PENDING, $record->state );

		$stored = ( new InvoiceRecords() )->of_invoice( Schema::INVOICES, $invoice->order_id );
		$this->assertSame( array( $alta->id, $record->id ), array_map( static fn( InvoiceRecord $one ) => $one->id, $stored ) );
		$this->assertTrue( $stored[1]->verifies() );
		$this->assertEquals( $invoice, ( new InvoiceNumbers() )->find( $invoice->order_id ), 'the invoice is never edited or deleted' );
		$this->assertNull( ( new InvoiceRecords() )->first_broken( self::NIF ) );

		$again = $this->refusal( static fn() => ( new Annulments() )->annul( Schema::INVOICES, $invoice->order_id, 'Otra vez' ) );
		$this->assertSame( array( 'rueda_invoice_already_annulled', 409 ), array( $again->error_code, $again->status ) );
		$this->assertCount( 2, ( new InvoiceRecords() )->of_invoice( Schema::INVOICES, $invoice->order_id ) );
	}

	public function test_the_next_record_chains_onto_the_anulacion(): void {
		$invoice   = $this->invoiced();
		$annulment = ( new Annulments() )->annul( Schema::INVOICES, $invoice->order_id, 'Duplicada' );

		$next = $this->alta( $this->invoiced( true ) );

		$this->assertSame( $annulment->hash, $next->previous_hash );
		$this->assertSame( $annulment->as_previous(), $next->fields['Encadenamiento'] );
	}

	public function test_a_rectifying_invoice_may_be_annulled(): void {
		$invoice       = $this->invoiced( true );
		$rectification = $this->refund_a_tyre( ( new OrderStore() )->get( $invoice->order_id ) );

		$record = ( new Annulments() )->annul( Schema::RECTIFY, $rectification->refund_id, 'Devolución registrada dos veces' );

		$this->assertSame( array( InvoiceRecord::R1, $rectification->number() ), array( $record->type, $record->number ) );
	}

	public function test_an_annulment_needs_a_reason_and_a_recorded_invoice(): void {
		$invoice = $this->invoiced();

		$no_reason = $this->refusal( static fn() => ( new Annulments() )->annul( Schema::INVOICES, $invoice->order_id, "  \n" ) );
		$this->assertSame( array( 'rueda_annulment_reason_required', 400 ), array( $no_reason->error_code, $no_reason->status ) );

		$this->forget_the_nif();
		$unrecorded = $this->invoiced();
		$refused    = $this->refusal( static fn() => ( new Annulments() )->annul( Schema::INVOICES, $unrecorded->order_id, 'Error' ) );
		$this->assertSame( array( 'rueda_invoice_not_recorded', 404 ), array( $refused->error_code, $refused->status ) );
		$none = $this->refusal( static fn() => ( new Annulments() )->annul( Schema::INVOICES, 999999999, 'Error' ) );
		$this->assertSame( 'rueda_invoice_not_recorded', $none->error_code );

		$this->assertCount( 1, $this->records( $invoice ), 'nothing was annulled' );
	}
}
