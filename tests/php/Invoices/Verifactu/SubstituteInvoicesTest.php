<?php
/**
 * A factura completa (F3) that replaces a simplificada.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices\Verifactu;

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's own property names (documentElement, firstChild...).

use Rueda\Domain\Invoices\Invoice;
use Rueda\Domain\Invoices\InvoiceNumbers;
use Rueda\Domain\Invoices\SubstituteInvoice;
use Rueda\Domain\Invoices\SubstituteInvoices;
use Rueda\Domain\Invoices\Verifactu\AeatFormat;
use Rueda\Domain\Invoices\Verifactu\Annulments;
use Rueda\Domain\Invoices\Verifactu\InvoiceRecord;
use Rueda\Domain\Invoices\Verifactu\InvoiceRecords;
use Rueda\Domain\Invoices\Verifactu\Submission\RecordPayload;
use Rueda\Domain\Invoices\Verifactu\Xml\SubmissionReader;
use Rueda\Domain\Invoices\Verifactu\Xml\SubmissionWriter;
use Rueda\Domain\Orders\Order;
use Rueda\Domain\ShopException;
use Rueda\Invoices\Content\InvoicePage;
use Rueda\Storage\Schema;
use Rueda\Tests\Invoices\Verifactu\Xml\ChecksAeatSchema;

/**
 * The customer of a simplificada (600,00 €) asks for a completa: one F3 per order, in the
 * FC series, with its record after the F2's, refused with a clear code otherwise; its page
 * and the F2's say which replaces which; the order screen's API and the XML carry it.
 */
final class SubstituteInvoicesTest extends RecordsTestCase {

	use ChecksAeatSchema;

	private const BUYER = array(
		'name'      => 'Lucía Martín',
		'company'   => 'Talleres Martín S.L.',
		'tax_id'    => 'b-12345674',
		'address_1' => 'Calle Mayor 1',
		'postcode'  => '28013',
		'city'      => 'Madrid',
		'country'   => 'ES',
	);

	/**
	 * A paid order with its simplificada.
	 *
	 * @return array{0:Order,1:Invoice}
	 */
	private function simplified(): array {
		$invoice = $this->invoiced( false, self::madrid( '2026-11-20 10:00:00' ) );
		$order   = ( new \Rueda\Domain\Orders\Orders() )->get( $invoice->order_id );
		$this->assertTrue( $invoice->is_simplified() );
		return array( $order, $invoice );
	}

	/**
	 * The refusal a call throws.
	 *
	 * @param callable $call The call.
	 * @return array{0:string,1:int}
	 */
	private static function refusal( callable $call ): array {
		try {
			$call();
		} catch ( ShopException $refused ) {
			return array( $refused->error_code, $refused->status );
		}
		return array( '', 0 );
	}

	public function test_a_simplified_invoice_is_replaced_by_an_f3_chained_after_it_and_stays_as_issued(): void {
		[ $order, $invoice ] = $this->simplified();
		$f2                  = $this->alta( $invoice );

		$substitute = ( new SubstituteInvoices() )->issue( $order, self::BUYER, self::madrid( '2026-11-29 12:30:00' ) );

		$this->assertSame( SubstituteInvoice::SERIES, $substitute->series );
		$this->assertMatchesRegularExpression( '/^FC2026-\d{6}$/', $substitute->number() );
		$this->assertSame( $invoice->number(), $substitute->replaced );
		$this->assertSame( 'B12345674', $substitute->buyer['tax_id'], 'normalised' );
		$this->assertSame( 'Talleres Martín S.L.', $substitute->buyer['company'] );

		$records = ( new InvoiceRecords() )->of_invoice( Schema::REPLACE, $order->id() );
		$this->assertCount( 1, $records );
		$f3 = $records[0];
		$this->assertSame( InvoiceRecord::ALTA, $f3->kind );
		$this->assertSame( InvoiceRecord::F3, $f3->type );
		$this->assertSame( $substitute->number(), $f3->number );
		$this->assertSame( '29-11-2026', $f3->issue_date );
		$this->assertSame( $f2->tax_total, $f3->tax_total, 'the same CuotaTotal as the F2' );
		$this->assertSame( $f2->amount_total, $f3->amount_total, 'the same ImporteTotal as the F2' );
		$this->assertSame( '600.00', $f3->amount_total );
		$this->assertSame( $f2->fields['Desglose'], $f3->fields['Desglose'] );
		$this->assertSame( $f2->position + 1, $f3->position );
		$this->assertSame( $f2->hash, $f3->previous_hash );
		$this->assertSame( $f2->as_previous(), $f3->fields['Encadenamiento'] );
		$this->assertTrue( $f3->verifies() );
		$this->assertSame(
			array(
				array(
					'IDEmisorFactura'        => self::NIF,
					'NumSerieFactura'        => $invoice->number(),
					'FechaExpedicionFactura' => '20-11-2026',
				),
			),
			$f3->fields['FacturasSustituidas']
		);
		$this->assertSame(
			array(
				array(
					'NombreRazon' => 'Talleres Martín S.L.',
					'NIF'         => 'B12345674',
				),
			),
			$f3->fields['Destinatarios']
		);
		$this->assertArrayNotHasKey( 'TipoRectificativa', $f3->fields );

		$this->assertEquals( $invoice, ( new InvoiceNumbers() )->find( $order->id() ), 'the F2 is never changed' );
		$this->assertEquals( array( $f2 ), $this->records( $invoice ), 'nor its record' );
	}

	public function test_substitutes_are_numbered_one_after_another_in_their_own_series(): void {
		[ $first ]  = $this->simplified();
		[ $second ] = $this->simplified();
		$when       = self::madrid( '2026-11-29 12:30:00' );

		$one = ( new SubstituteInvoices() )->issue( $first, self::BUYER, $when );
		$two = ( new SubstituteInvoices() )->issue( $second, array( 'tax_id' => 'X1234567L' ) + self::BUYER, $when );

		$this->assertSame( array( 'FC', 2026 ), array( $one->series, $one->year ) );
		$this->assertSame( $one->sequence + 1, $two->sequence );
		$this->assertSame( 'X1234567L', $two->buyer['tax_id'], 'a NIE' );
		$this->assertEquals( $one, ( new SubstituteInvoices() )->find( $first->id() ) );
	}

	public function test_refusals_name_why_and_issue_nothing(): void {
		[ $order ] = $this->simplified();
		$service   = new SubstituteInvoices();

		$this->assertSame( array( 'rueda_invalid_tax_id', 400 ), self::refusal( fn() => $service->issue( $order, array( 'tax_id' => '12345678A' ) + self::BUYER ) ) );
		$this->assertSame( array( 'rueda_invalid_tax_id', 400 ), self::refusal( fn() => $service->issue( $order, array( 'tax_id' => '' ) + self::BUYER ) ) );
		$this->assertSame(
			array( 'rueda_invoice_buyer_name_required', 400 ),
			self::refusal(
				fn() => $service->issue(
					$order,
					array(
						'name'    => ' ',
						'company' => '',
					) + self::BUYER
				)
			)
		);
		$this->assertNull( $service->find( $order->id() ) );
		$this->assertTrue( $service->can_replace( $order->id() ) );

		$service->issue( $order, self::BUYER );
		$this->assertSame( array( 'rueda_invoice_already_replaced', 409 ), self::refusal( fn() => $service->issue( $order, self::BUYER ) ), 'a second request gets no second F3' );
		$this->assertFalse( $service->can_replace( $order->id() ) );
		$this->assertCount( 1, ( new InvoiceRecords() )->of_invoice( Schema::REPLACE, $order->id() ) );

		$full = $this->invoiced( true );
		$this->assertSame( array( 'rueda_invoice_not_simplified', 409 ), self::refusal( fn() => $service->issue( ( new \Rueda\Domain\Orders\Orders() )->get( $full->order_id ), self::BUYER ) ) );

		$unpaid = $this->paid_order( \Rueda\Domain\Payments\Gateways\BankTransfer::ID, false, \Rueda\Domain\Orders\OrderStatus::ON_HOLD );
		$this->assertSame( array( 'rueda_invoice_not_found', 404 ), self::refusal( fn() => $service->issue( $unpaid, self::BUYER ) ) );

		[ $annulled, $invoice ] = $this->simplified();
		( new Annulments() )->annul( Schema::INVOICES, $invoice->order_id, 'Emitida por error' );
		$this->assertSame( array( 'rueda_invoice_already_annulled', 409 ), self::refusal( fn() => $service->issue( $annulled, self::BUYER ) ) );
		$this->assertNull( $service->find( $annulled->id() ) );
	}

	public function test_only_people_who_manage_the_shop_replace_an_invoice_over_rest(): void {
		[ $order ] = $this->simplified();
		$path      = '/rueda/v1/orders/' . $order->id() . '/invoice/substitute';
		foreach ( array(
			0            => 401,
			'customer'   => 403,
			'subscriber' => 403,
		) as $role => $status ) {
			wp_set_current_user( $role ? $this->create_user( (string) $role ) : 0 );
			$this->assertSame( $status, $this->rest( 'POST', $path, self::BUYER )->get_status(), "as {$role}" );
		}
		$this->assertNull( ( new SubstituteInvoices() )->find( $order->id() ) );

		$this->as_manager();
		$before = $this->rest( 'GET', '/rueda/v1/orders/' . $order->id() )->get_data();
		$this->assertTrue( $before['invoice_replaceable'] );
		$this->assertNull( $before['invoice_substitute'] );

		$bad = $this->rest( 'POST', $path, array( 'tax_id' => 'B12345675' ) + self::BUYER );
		$this->assertSame( 400, $bad->get_status() );
		$this->assertSame( 'rueda_invalid_tax_id', $bad->get_data()['code'] );

		$made = $this->rest( 'POST', $path, self::BUYER );
		$this->assertSame( 201, $made->get_status() );
		$data = $made->get_data();
		$this->assertMatchesRegularExpression( '/^FC\d{4}-\d{6}$/', $data['substitute']['number'] );
		$this->assertStringContainsString( 'substitute=1', $data['substitute']['url'] );
		$this->assertSame( $data['substitute'], $data['order']['invoice_substitute'] );
		$this->assertFalse( $data['order']['invoice_replaceable'] );
		$this->assertNotNull( $data['order']['invoice'], 'the order screen lists both' );

		$again = $this->rest( 'POST', $path, self::BUYER );
		$this->assertSame( 409, $again->get_status() );
		$this->assertSame( 'rueda_invoice_already_replaced', $again->get_data()['code'] );
		$this->assertSame( 404, $this->rest( 'POST', '/rueda/v1/orders/999999/invoice/substitute', self::BUYER )->get_status() );
	}

	public function test_facturas_lists_the_f3_with_its_record_and_its_page(): void {
		[ $order ]  = $this->simplified();
		$substitute = ( new SubstituteInvoices() )->issue( $order, self::BUYER, self::madrid( '2026-11-29 12:30:00' ) );
		$this->as_manager();

		$rows = $this->rest( 'GET', '/rueda/v1/invoices', array( 'type' => array( 'F3' ) ) )->get_data();

		$this->assertSame( array( $substitute->number() ), array_column( $rows, 'number' ) );
		$this->assertSame( array( 'substitute', 'F3', 'pendiente', 'B12345674' ), array( $rows[0]['kind'], $rows[0]['type'], $rows[0]['state'], $rows[0]['tax_id'] ) );
		$this->assertStringContainsString( 'substitute=1', $rows[0]['url'] );
		$this->assertStringContainsString( 'numserie=' . rawurlencode( $substitute->number() ), (string) $rows[0]['qr'] );
		$annul = $this->rest( 'POST', '/rueda/v1/invoices/substitute/' . $order->id() . '/annulment', array( 'reason' => 'Emitida por error' ) );
		$this->assertSame( 201, $annul->get_status(), (string) wp_json_encode( $annul->get_data() ) );
		$this->assertSame( 'anulada', $this->rest( 'GET', '/rueda/v1/invoices', array( 'type' => array( 'F3' ) ) )->get_data()[0]['state'] );
	}

	public function test_the_pages_say_which_invoice_replaces_which_and_the_qr_names_the_f3(): void {
		[ $order, $invoice ] = $this->simplified();
		$substitute          = ( new SubstituteInvoices() )->issue( $order, self::BUYER, self::madrid( '2026-11-29 12:30:00' ) );
		$this->as_manager();
		$format = (string) get_option( 'date_format' );

		$page = ( new InvoicePage() )->respond( $order->id(), '', 0, true );
		$this->assertSame( 200, $page['status'] );
		$html = html_entity_decode( $page['body'], ENT_QUOTES );
		$this->assertStringContainsString( $substitute->number(), $html );
		/* translators: 1: number of the simplified invoice replaced, 2: its date. */
		$this->assertStringContainsString( sprintf( __( 'Full invoice replacing simplified invoice %1$s, dated %2$s.', 'rueda' ), $invoice->number(), wp_date( $format, $invoice->issued()->getTimestamp() ) ), $html );
		$this->assertStringContainsString( 'Talleres Martín S.L.', $html );
		$this->assertStringContainsString( 'B12345674', $html );
		$this->assertStringContainsString( 'numserie=' . rawurlencode( $substitute->number() ), $html, 'the QR names the F3' );
		$this->assertStringContainsString( 'fecha=29-11-2026', $html );
		$this->assertStringContainsString( 'importe=600.00', $html );

		$f2 = html_entity_decode( ( new InvoicePage() )->respond( $order->id(), '' )['body'], ENT_QUOTES );
		$this->assertStringContainsString( $invoice->number(), $f2 );
		/* translators: %s: number of the full invoice that replaced this simplified one. */
		$this->assertStringContainsString( sprintf( __( 'Replaced by invoice %s.', 'rueda' ), $substitute->number() ), $f2 );

		[ $other ] = $this->simplified();
		$this->assertSame( 404, ( new InvoicePage() )->respond( $other->id(), '', 0, true )['status'], 'no F3, no page' );
	}

	public function test_the_f3_record_is_written_as_a_registro_alta_the_schema_accepts_and_read_back(): void {
		[ $order, $invoice ] = $this->simplified();
		( new SubstituteInvoices() )->issue( $order, self::BUYER );
		$record   = ( new InvoiceRecords() )->of_invoice( Schema::REPLACE, $order->id() )[0];
		$producer = array(
			'NombreRazon' => 'Rueda',
			'NIF'         => self::NIF,
		);

		$xml      = SubmissionWriter::xml(
			array(
				'NombreRazon' => 'Neumáticos Rueda S.L.',
				'NIF'         => self::NIF,
			),
			array( RecordPayload::of( $record, $producer ) )
		);
		$document = new \DOMDocument();
		$this->assertTrue( $document->loadXML( $xml ) );
		$root = $document->getElementsByTagNameNS( self::$ns_lr, 'RegFactuSistemaFacturacion' )->item( 0 );
		$this->assertInstanceOf( \DOMElement::class, $root );
		$this->assert_follows_schema( $root );

		$read   = SubmissionReader::read( $xml );
		$fields = $read['records'][0]['fields'];
		$this->assertSame( 'RegistroAlta', $read['records'][0]['element'] );
		$this->assertSame( 'F3', $fields['TipoFactura'] );
		$this->assertSame( $invoice->number(), $fields['FacturasSustituidas']['IDFacturaSustituida'][0]['NumSerieFactura'] );
		$this->assertSame( AeatFormat::date( $invoice->issued() ), $fields['FacturasSustituidas']['IDFacturaSustituida'][0]['FechaExpedicionFactura'] );
		$this->assertSame( 'B12345674', $fields['Destinatarios']['IDDestinatario'][0]['NIF'] );
		$this->assertSame( '600.00', $fields['ImporteTotal'] );
		$this->assertNull( $read['records'][0]['error'] );
	}
}
