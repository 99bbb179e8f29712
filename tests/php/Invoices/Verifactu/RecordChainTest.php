<?php
/**
 * One chain of records per issuer, checked before each new record.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices\Verifactu;

use Rueda\Domain\Invoices\InvoiceNumbers;
use Rueda\Domain\Invoices\RectifyingInvoices;
use Rueda\Domain\Invoices\Verifactu\InvoiceRecords;
use Rueda\Domain\Invoices\Verifactu\RecordHash;
use Rueda\Domain\Orders\OrderLifecycle;
use Rueda\Domain\Orders\OrderNotes;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\Gateways\BankTransfer;
use Rueda\Domain\ShopException;
use Rueda\Storage\OrderStore;
use Rueda\Storage\RequestLocks;
use Rueda\Storage\Schema;

/**
 * Years far from today's for the numbering, so the tests never meet an invoice of the
 * site's own.
 */
final class RecordChainTest extends RecordsTestCase {

	protected function tear_down(): void {
		remove_all_filters( 'query' );
		parent::tear_down();
	}

	public function test_records_chain_one_after_another_across_series_and_years(): void {
		$before = $this->last();

		$full       = $this->invoiced( true, self::madrid( '2043-12-31 23:59:00' ) );
		$simplified = $this->invoiced( false, self::madrid( '2044-01-01 00:01:00' ) );
		$refund     = $this->refund_a_tyre( ( new OrderStore() )->get( $full->order_id ) );

		[ $first, $second, $third ] = array( $this->alta( $full ), $this->alta( $simplified ), $this->alta( $refund ) );
		$start                      = $before?->position ?? 0;
		$this->assertSame( array( $start + 1, $start + 2, $start + 3 ), array( $first->position, $second->position, $third->position ) );
		$this->assertSame( array( 'F1', 'F2', 'R1' ), array( $first->type, $second->type, $third->type ) );
		$this->assertSame( array( '31-12-2043', '01-01-2044' ), array( $first->issue_date, $second->issue_date ) );
		$this->assertSame( $before?->hash ?? '', $first->previous_hash );
		$this->assertSame( $first->hash, $second->previous_hash );
		$this->assertSame( $second->hash, $third->previous_hash );
		$this->assertSame(
			array(
				'RegistroAnterior' => array(
					'IDEmisorFactura'        => self::NIF,
					'NumSerieFactura'        => $full->number(),
					'FechaExpedicionFactura' => '31-12-2043',
					'Huella'                 => $first->hash,
				),
			),
			$second->fields['Encadenamiento']
		);
		$this->assertSame( RecordHash::alta( self::NIF, $simplified->number(), '01-01-2044', 'F2', '104.13', '600.00', $first->hash, '2044-01-01T00:01:00+01:00' ), $second->hash );
		$this->assertNull( ( new InvoiceRecords() )->first_broken( self::NIF ) );
	}

	public function test_another_issuer_has_a_chain_of_its_own(): void {
		$ours = $this->alta( $this->invoiced() );
		update_option( \Rueda\Settings\CompanySettings::OPTION, array( 'tax_id' => 'A58818501' ) + \Rueda\Tests\Invoices\InvoiceTestCase::SHOP );

		$theirs = $this->alta( $this->invoiced() );

		$this->assertSame( 'A58818501', $theirs->issuer );
		$this->assertSame( 1, $theirs->position );
		$this->assertSame( '', $theirs->previous_hash );
		$this->assertSame( array( 'PrimerRegistro' => 'S' ), $theirs->fields['Encadenamiento'] );
		$this->assertSame( $ours->id, $this->last()->id );
	}

	public function test_the_chain_check_finds_the_first_record_changed_or_missing(): void {
		$records = array();
		foreach ( array( true, false, false, true ) as $full ) {
			$records[] = $this->alta( $this->invoiced( $full ) );
		}
		$check = new InvoiceRecords();
		$this->assertNull( $check->first_broken( self::NIF ) );

		$this->tamper( $records[1], 'amount_total', '6.00' );
		$this->assertSame( $records[1]->position, $check->first_broken( self::NIF ), 'an amount changed' );

		$this->tamper( $records[1], 'amount_total', $records[1]->amount_total );
		$this->tamper( $records[2], 'fields', (string) wp_json_encode( array( 'Encadenamiento' => array( 'PrimerRegistro' => 'S' ) ) + $records[2]->fields ) );
		$this->assertSame( $records[2]->position, $check->first_broken( self::NIF ), 'its chaining rewritten' );

		$this->tamper( $records[2], 'fields', (string) wp_json_encode( $records[2]->fields, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) );
		$this->assertNull( $check->first_broken( self::NIF ), 'put back as it was' );
		global $wpdb;
		$wpdb->delete( Schema::table( Schema::RECORDS ), array( 'id' => $records[2]->id ) );
		$this->assertSame( $records[2]->position, $check->first_broken( self::NIF ), 'a record deleted' );
	}

	public function test_a_changed_last_record_stops_the_next_invoice_and_its_record(): void {
		$last = $this->alta( $this->invoiced() );
		$this->tamper( $last, 'tax_total', '0.00' );
		$order = $this->paid_order();

		try {
			( new InvoiceNumbers() )->issue( $order );
			$this->fail( 'nothing is chained onto a changed record' );
		} catch ( ShopException $refused ) {
			$this->assertSame( 'rueda_invoice_chain_broken', $refused->error_code );
			$this->assertSame( 500, $refused->status );
			$this->assertSame( $last->position, $refused->data['position'] );
		}

		$this->assertNull( ( new InvoiceNumbers() )->find( $order->id() ), 'no invoice without its record' );
		$this->assertSame( $last->id, $this->last()->id );
	}

	public function test_a_payment_stands_when_the_chain_refuses_its_invoice(): void {
		$last = $this->alta( $this->invoiced() );
		$this->tamper( $last, 'issue_date', '01-01-2000' );

		$order = ( new OrderLifecycle() )->change( $this->paid_order( BankTransfer::ID, false, OrderStatus::ON_HOLD ), OrderStatus::PROCESSING, 'Transferencia recibida' );

		$this->assertSame( OrderStatus::PROCESSING, ( new OrderStore() )->get( $order->id() )->status() );
		$this->assertNull( ( new InvoiceNumbers() )->find( $order->id() ) );
		$notes = array_column( ( new OrderNotes() )->all( $order->id() ), 'note' );
		$this->assertContains( $this->chain_message( $last->position ), $notes, 'the owner is told' );

		// Put right, the invoice is issued on the next view of it.
		$this->tamper( $last, 'issue_date', $last->issue_date );
		$this->assertSame( $last->position + 1, $this->alta( ( new InvoiceNumbers() )->issue( $order ) )->position );
	}

	public function test_a_changed_last_record_stops_a_rectification_too_but_not_the_refund(): void {
		$invoice = $this->invoiced( true );
		$this->tamper( $this->alta( $invoice ), 'generated_at', '2020-01-01T00:00:00+01:00' );

		$rectification = $this->refund_a_tyre( ( new OrderStore() )->get( $invoice->order_id ) );

		$this->assertNull( $rectification, 'no rectification without its record' );
		$this->assertSame( 1, count( ( new \Rueda\Domain\Refunds\Refunds() )->of_order( $invoice->order_id ) ), 'the refund is done' );
	}

	public function test_an_invoice_and_its_record_are_written_together_or_not_at_all(): void {
		$order  = $this->paid_order( BankTransfer::ID, true );
		$before = $this->last();
		// The node dies as the record is written (a thrown error stands in for the crash).
		add_filter(
			'query',
			static function ( string $query ): string {
				if ( str_starts_with( ltrim( $query ), 'INSERT INTO' ) && str_contains( $query, Schema::table( Schema::RECORDS ) ) ) {
					throw new \RuntimeException( 'the database went away' );
				}
				return $query;
			}
		);

		try {
			( new InvoiceNumbers() )->issue( $order, self::madrid( '2045-02-01 10:00:00' ) );
			$this->fail( 'the crash stops the issue' );
		} catch ( \RuntimeException $crash ) {
			$this->assertSame( 'the database went away', $crash->getMessage() );
		}
		remove_all_filters( 'query' );

		$this->assertNull( ( new InvoiceNumbers() )->find( $order->id() ), 'no invoice without its record' );
		$this->assertSame( $before?->id, $this->last()?->id );
		$invoice = ( new InvoiceNumbers() )->issue( $order, self::madrid( '2045-02-01 10:00:00' ) );
		$this->assertSame( 'F2045-000001', $invoice->number(), 'the number was not used up' );
		$this->assertCount( 1, $this->records( $invoice ) );
	}

	public function test_a_record_the_database_refuses_is_written_again_with_its_invoice(): void {
		if ( ! RequestLocks::supported() ) {
			$this->markTestSkipped( 'SQLite ends the whole transaction at any error, this test\'s own (its isolation) included.' );
		}
		$order = $this->paid_order();
		$times = 2;
		add_filter(
			'query',
			static function ( string $query ) use ( &$times ): string {
				if ( $times > 0 && str_starts_with( ltrim( $query ), 'INSERT INTO' ) && str_contains( $query, Schema::table( Schema::RECORDS ) ) ) {
					--$times;
					return str_replace( Schema::table( Schema::RECORDS ), 'rueda_no_such_table', $query );
				}
				return $query;
			}
		);

		$invoice = ( new InvoiceNumbers() )->issue( $order, self::madrid( '2046-02-01 10:00:00' ) );
		remove_all_filters( 'query' );

		$this->assertSame( 0, $times, 'refused twice' );
		$this->assertSame( 'F2046-000001', $invoice->number(), 'the invoices refused with their record took no number' );
		$this->assertCount( 1, $this->records( $invoice ) );
		global $wpdb;
		$this->assertSame( 1, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE series = %s AND fiscal_year = %d', Schema::table( Schema::INVOICES ), 'F', 2046 ) ) );
	}

	/**
	 * The refusal's message for a position.
	 *
	 * @param int $position Position.
	 */
	private function chain_message( int $position ): string {
		/* translators: %d: position of a record in the chain of invoice records. */
		return sprintf( __( 'The invoice records do not add up: record %d of the chain was changed after it was made. No invoice can be issued until it is put right.', 'rueda' ), $position );
	}
}
