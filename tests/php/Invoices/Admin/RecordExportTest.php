<?php
/**
 * The export of the invoice records as one XML document.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices\Admin;

use Rueda\Domain\Invoices\Verifactu\Annulments;
use Rueda\Domain\Invoices\Verifactu\InvoiceRecords;
use Rueda\Domain\Invoices\Verifactu\RecordExport;
use Rueda\Domain\Invoices\Verifactu\Xml\Structure;
use Rueda\Domain\Invoices\Verifactu\Xml\SubmissionReader;
use Rueda\Invoices\Rest\InvoiceRecordsRoute;
use Rueda\Storage\OrderStore;
use Rueda\Storage\Schema;
use Rueda\Tests\Invoices\Verifactu\RecordsTestCase;

/**
 * Every record, oldest first, as RegistroAlta and RegistroAnulacion elements of one
 * RegFactuSistemaFacturacion, read back as the AEAT stand-in reads a submission.
 */
final class RecordExportTest extends RecordsTestCase {

	/**
	 * The export's text.
	 *
	 * @param int $per_page Records read at a time.
	 */
	private static function export( int $per_page = RecordExport::PAGE ): string {
		$xml = '';
		( new RecordExport() )->write(
			static function ( string $piece ) use ( &$xml ): void {
				$xml .= $piece;
			},
			$per_page
		);
		return $xml;
	}

	/**
	 * The export read by SubmissionReader, inside the SOAP envelope it expects.
	 *
	 * @param string $xml The export.
	 * @return array{cabecera:array<string,mixed>,records:list<array<string,mixed>>}
	 */
	private static function read_back( string $xml ): array {
		$body = preg_replace( '/^<\?xml[^>]*\?>\s*/', '', $xml );
		return SubmissionReader::read( '<soapenv:Envelope xmlns:soapenv="' . Structure::NS_SOAP . '"><soapenv:Header/><soapenv:Body>' . $body . '</soapenv:Body></soapenv:Envelope>' );
	}

	public function test_every_record_is_exported_oldest_first_and_reads_back_as_the_aeat_schema_has_it(): void {
		$full          = $this->invoiced( true, self::madrid( '2048-03-01 10:00:00' ) );
		$simplified    = $this->invoiced( false, self::madrid( '2048-03-02 10:00:00' ) );
		$rectification = $this->refund_a_tyre( ( new OrderStore() )->get( $full->order_id ) );
		$altas         = array( $this->alta( $full ), $this->alta( $simplified ), $this->alta( $rectification ) );
		$ours          = array( ...$altas, ( new Annulments() )->annul( Schema::INVOICES, $simplified->order_id, 'Pedido de prueba' ) );

		$xml  = self::export();
		$read = self::read_back( $xml );

		$this->assertSame( ( new InvoiceRecords() )->count(), count( $read['records'] ), 'every record' );
		$this->assertSame(
			array(
				'NombreRazon' => 'Neumáticos Rueda S.L.',
				'NIF'         => self::NIF,
			),
			$read['cabecera']['ObligadoEmision']
		);
		foreach ( $read['records'] as $index => $record ) {
			$this->assertNull( $record['error'], 'record ' . ( $index + 1 ) . ' fits the schema: ' . ( $record['error']?->getMessage() ?? '' ) );
		}
		$last = array_slice( $read['records'], -4 );
		$this->assertSame( array( 'RegistroAlta', 'RegistroAlta', 'RegistroAlta', 'RegistroAnulacion' ), array_column( $last, 'element' ) );
		$this->assertSame(
			array( $full->number(), $simplified->number(), $rectification->number(), $simplified->number() ),
			array_map( static fn( array $record ) => $record['id']['number'], $last )
		);
		foreach ( $ours as $index => $record ) {
			$this->assertSame( $record->hash, $last[ $index ]['fields']['Huella'] );
			$this->assertSame( $record->generated_at, $last[ $index ]['fields']['FechaHoraHusoGenRegistro'] );
		}
		$alta = $last[0]['fields'];
		$this->assertSame( array( 'F1', '104.13', '600.00' ), array( $alta['TipoFactura'], $alta['CuotaTotal'], $alta['ImporteTotal'] ) );
		$this->assertSame( 'B12345674', $alta['Destinatarios']['IDDestinatario'][0]['NIF'] ?? $alta['Destinatarios']['IDDestinatario']['NIF'] );
		$this->assertSame( array( 'B76543214', 'Neumáticos Rueda S.L.' ), array( $alta['SistemaInformatico']['NIF'], $alta['SistemaInformatico']['NombreRazon'] ), 'the producer, the shop by default' );
		$this->assertSame( 'R1', $last[2]['fields']['TipoFactura'] );
		$this->assertSame( $ours[2]->as_previous()['RegistroAnterior'], $last[3]['fields']['Encadenamiento']['RegistroAnterior'], 'the anulación chains onto the rectification' );
		$this->assertSame( $ours[0]->as_previous()['RegistroAnterior'], $last[1]['fields']['Encadenamiento']['RegistroAnterior'] );
	}

	public function test_pages_of_one_record_write_the_same_document(): void {
		$this->invoiced( true, self::madrid( '2048-03-01 10:00:00' ) );
		$this->invoiced( false, self::madrid( '2048-03-02 10:00:00' ) );

		$this->assertSame( self::export(), self::export( 1 ) );
		$this->assertStringStartsWith( '<?xml version="1.0" encoding="UTF-8"?>' . "\n" . '<sum:RegFactuSistemaFacturacion xmlns:sum="' . Structure::NS_LR . '"', self::export() );
	}

	public function test_the_route_sends_the_document_as_a_file_for_a_shop_manager(): void {
		$invoice = $this->invoiced( true, self::madrid( '2048-03-01 10:00:00' ) );
		$this->as_manager();

		$response = rest_do_request( new \WP_REST_Request( 'GET', '/rueda/v1/invoice-records/export' ) );
		$this->assertSame( 200, $response->get_status() );
		$headers = $response->get_headers();
		$this->assertSame( 'application/xml; charset=UTF-8', $headers['Content-Type'] );
		$this->assertMatchesRegularExpression( '/^attachment; filename="registros-verifactu-\d{4}-\d{2}-\d{2}\.xml"$/', $headers['Content-Disposition'] );
		$this->assertSame( (string) ( new InvoiceRecords() )->count(), $headers['X-Rueda-Records'] );

		$route  = new InvoiceRecordsRoute();
		$served = $route->export();
		$this->assertInstanceOf( \WP_REST_Response::class, $served );
		ob_start();
		$this->assertTrue( $route->serve_export( false, $served ) );
		$sent = (string) ob_get_clean();
		$this->assertSame( self::export(), $sent );
		$this->assertStringContainsString( '<sum1:NumSerieFactura>' . $invoice->number() . '</sum1:NumSerieFactura>', $sent );
		$this->assertFalse( $route->serve_export( false, $served ), 'sent once' );
	}

	public function test_a_record_that_breaks_the_schema_stops_the_export_with_its_element(): void {
		$invoice = $this->invoiced( true, self::madrid( '2048-03-01 10:00:00' ) );
		$this->tamper( $this->alta( $invoice ), 'amount_total', '600,00' );
		$this->as_manager();

		$refused = rest_do_request( new \WP_REST_Request( 'GET', '/rueda/v1/invoice-records/export' ) );

		$this->assertSame( array( 500, 'rueda_invoice_export_invalid' ), array( $refused->get_status(), $refused->get_data()['code'] ) );
		$this->assertStringContainsString( 'ImporteTotal', $refused->get_data()['data']['element'] );
	}
}
