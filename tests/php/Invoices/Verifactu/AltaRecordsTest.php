<?php
/**
 * Each invoice issued gets its alta record, with the figures printed on it.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices\Verifactu;

use Rueda\Domain\Invoices\InvoiceNumbers;
use Rueda\Domain\Invoices\Verifactu\AeatFormat;
use Rueda\Domain\Invoices\Verifactu\InvoiceRecord;
use Rueda\Domain\Invoices\Verifactu\InvoiceRecords;
use Rueda\Domain\Invoices\Verifactu\InvoicingSystem;
use Rueda\Domain\Orders\OrderLifecycle;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\Gateways\BankTransfer;

/**
 * Simplified (F2), full (F1) and rectifying (R5, R1) invoices' records.
 */
final class AltaRecordsTest extends RecordsTestCase {

	/**
	 * The Desglose of one rate, 21 %.
	 *
	 * @param string $base Base.
	 * @param string $tax  Cuota.
	 * @return list<array<string,string>>
	 */
	private static function at_21( string $base, string $tax ): array {
		return array(
			array(
				'Impuesto'                      => '01',
				'ClaveRegimen'                  => '01',
				'CalificacionOperacion'         => 'S1',
				'TipoImpositivo'                => '21.00',
				'BaseImponibleOimporteNoSujeto' => $base,
				'CuotaRepercutida'              => $tax,
			),
		);
	}

	public function test_a_paid_order_gets_its_invoice_and_one_f2_alta_record(): void {
		$before = $this->last();
		$order  = ( new OrderLifecycle() )->change( $this->paid_order( BankTransfer::ID, false, OrderStatus::ON_HOLD ), OrderStatus::PROCESSING, 'Transferencia recibida' );

		$invoice = ( new InvoiceNumbers() )->find( $order->id() );
		$record  = $this->alta( $invoice );
		$this->assertSame( InvoiceRecord::ALTA, $record->kind );
		$this->assertSame( InvoiceRecord::F2, $record->type );
		$this->assertSame( self::NIF, $record->issuer );
		$this->assertSame( $invoice->number(), $record->number );
		$this->assertMatchesRegularExpression( '/^FS\d{4}-\d{6}$/', $record->number, 'as printed' );
		$this->assertSame( $invoice->issued()->format( 'd-m-Y' ), $record->issue_date );
		$this->assertSame( '104.13', $record->tax_total );
		$this->assertSame( '600.00', $record->amount_total );
		$this->assertSame( AeatFormat::moment( $invoice->issued() ), $record->generated_at );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/', $record->generated_at );
		$this->assertSame( InvoiceRecord::PENDING, $record->state );
		$this->assertNull( $record->csv );
		$this->assertSame( ( $before?->position ?? 0 ) + 1, $record->position );
		$this->assertSame( $before?->hash ?? '', $record->previous_hash );
		$this->assertMatchesRegularExpression( '/^[0-9A-F]{64}$/', $record->hash );
		$this->assertTrue( $record->verifies() );

		$this->assertSame( 'Neumáticos Rueda S.L.', $record->fields['NombreRazonEmisor'] );
		/* translators: %s: order number. */
		$this->assertSame( sprintf( __( 'Sale of order no. %s', 'rueda' ), $order->number() ), $record->fields['DescripcionOperacion'] );
		$this->assertArrayNotHasKey( 'Destinatarios', $record->fields, 'a simplified invoice names no buyer' );
		$this->assertArrayNotHasKey( 'TipoRectificativa', $record->fields );
		$this->assertSame( self::at_21( '495.87', '104.13' ), $record->fields['Desglose'] );
		$this->assertSame( '01', $record->fields['TipoHuella'] );
		$this->assertSame( $before ? $before->as_previous() : array( 'PrimerRegistro' => 'S' ), $record->fields['Encadenamiento'] );
	}

	public function test_the_records_name_rueda_its_version_and_the_sites_installation(): void {
		$record = $this->alta( $this->invoiced() );

		$system = $record->fields['SistemaInformatico'];
		$this->assertSame( 'Rueda', $system['NombreSistemaInformatico'] );
		$this->assertSame( 'RU', $system['IdSistemaInformatico'] );
		$this->assertSame( get_file_data( RUEDA_FILE, array( 'Version' => 'Version' ) )['Version'], $system['Version'], 'the plugin header' );
		$this->assertMatchesRegularExpression( '/^[0-9a-f-]{36}$/', $system['NumeroInstalacion'] );
		$this->assertSame( get_option( InvoicingSystem::OPTION ), $system['NumeroInstalacion'] );
		$this->assertSame( 'S', $system['TipoUsoPosibleSoloVerifactu'] );
		$this->assertSame( $system['NumeroInstalacion'], $this->alta( $this->invoiced( true ) )->fields['SistemaInformatico']['NumeroInstalacion'], 'made once per site' );
	}

	public function test_a_full_invoice_gets_an_f1_record_naming_the_buyer(): void {
		$invoice = $this->invoiced( true );

		$record = $this->alta( $invoice );
		$this->assertSame( InvoiceRecord::F1, $record->type );
		$this->assertMatchesRegularExpression( '/^F\d{4}-\d{6}$/', $record->number );
		$this->assertSame(
			array(
				array(
					'NombreRazon' => 'Carrera S.L.',
					'NIF'         => 'B12345674',
				),
			),
			$record->fields['Destinatarios']
		);
		$this->assertSame( self::at_21( '495.87', '104.13' ), $record->fields['Desglose'] );
		$this->assertSame( '600.00', $record->amount_total );
	}

	public function test_a_refund_of_a_simplified_invoice_gets_an_r5_record_by_differences(): void {
		$invoice       = $this->invoiced( false, self::madrid( '2041-03-01 10:00:00' ) );
		$rectification = $this->refund_a_tyre( ( new \Rueda\Storage\OrderStore() )->get( $invoice->order_id ) );

		$record = $this->alta( $rectification );
		$this->assertSame( InvoiceRecord::R5, $record->type );
		$this->assertSame( $rectification->number(), $record->number );
		$this->assertStringStartsWith( 'RS', $record->number );
		$this->assertSame( '-17.35', $record->tax_total );
		$this->assertSame( '-100.00', $record->amount_total );
		$this->assertSame( 'I', $record->fields['TipoRectificativa'] );
		$this->assertSame(
			array(
				array(
					'IDEmisorFactura'        => self::NIF,
					'NumSerieFactura'        => $invoice->number(),
					'FechaExpedicionFactura' => '01-03-2041',
				),
			),
			$record->fields['FacturasRectificadas']
		);
		$this->assertSame( self::at_21( '-82.65', '-17.35' ), $record->fields['Desglose'] );
		$this->assertArrayNotHasKey( 'Destinatarios', $record->fields );
		$this->assertStringContainsString( 'Neumático con defecto', $record->fields['DescripcionOperacion'] );
		$this->assertSame( $this->alta( $invoice )->hash, $record->previous_hash, 'the same chain as invoices' );
		$this->assertTrue( $record->verifies() );
	}

	public function test_a_refund_of_a_full_invoice_gets_an_r1_record_naming_the_buyer(): void {
		$invoice       = $this->invoiced( true );
		$rectification = $this->refund_a_tyre( ( new \Rueda\Storage\OrderStore() )->get( $invoice->order_id ) );

		$record = $this->alta( $rectification );
		$this->assertSame( InvoiceRecord::R1, $record->type );
		$this->assertStringStartsWith( 'R', $record->number );
		$this->assertSame( '-100.00', $record->amount_total );
		$this->assertSame( $invoice->number(), $record->fields['FacturasRectificadas'][0]['NumSerieFactura'] );
		$this->assertSame( 'B12345674', $record->fields['Destinatarios'][0]['NIF'] );
	}

	public function test_an_invoice_issued_without_the_shops_nif_is_issued_without_a_record_and_listed(): void {
		$this->forget_the_nif();
		$before = $this->chain_length();

		$invoice = $this->invoiced();

		$this->assertNotNull( $invoice, 'the paid order still gets its invoice' );
		$this->assertSame( array(), $this->records( $invoice ) );
		$this->assertSame( $before, $this->chain_length() );
		$unrecorded = array_map( static fn( $listed ) => $listed->number(), ( new InvoiceRecords() )->unrecorded()['invoices'] );
		$this->assertContains( $invoice->number(), $unrecorded );

		// Once the NIF is back, the next invoice is recorded and chained.
		update_option( \Rueda\Settings\CompanySettings::OPTION, \Rueda\Tests\Invoices\InvoiceTestCase::SHOP );
		$this->assertSame( $before + 1, $this->alta( $this->invoiced() )->position );
	}

	public function test_the_records_are_read_oldest_first_a_page_at_a_time(): void {
		$records = new InvoiceRecords();
		$made    = array();
		foreach ( array( false, true, false ) as $full ) {
			$made[] = $this->alta( $this->invoiced( $full ) )->id;
		}

		$count = $records->count();
		$pages = array();
		for ( $page = 1; ( $page - 1 ) * 2 < $count; $page++ ) {
			$pages = array_merge( $pages, array_map( static fn( InvoiceRecord $record ) => $record->id, $records->oldest_first( $page, 2 ) ) );
		}
		$this->assertCount( $count, $pages );
		$this->assertSame( $made, array_slice( $pages, -3 ) );
		$sorted = $pages;
		sort( $sorted );
		$this->assertSame( $sorted, $pages );
	}
}
