<?php
/**
 * The SOAP envelope that submits records to the AEAT, and reading it back.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices\Verifactu\Xml;

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's own property names (localName, firstChild...).

use Rueda\Domain\Invoices\Verifactu\Xml\InvalidRecord;
use Rueda\Domain\Invoices\Verifactu\Xml\RecordWriter;
use Rueda\Domain\Invoices\Verifactu\Xml\SubmissionReader;
use Rueda\Domain\Invoices\Verifactu\Xml\SubmissionWriter;
use Rueda\Tests\TestCase;

/**
 * RegFactuSistemaFacturacion in a SOAP 1.1 envelope: Cabecera (ObligadoEmision, and
 * RemisionVoluntaria/Incidencia when sent late) and 1 to 1,000 RegistroFactura; checked
 * against the schema as the test writes it; none or 1,001 refused; read back by
 * SubmissionReader (what the AEAT stand-in uses) as the arrays that were written.
 */
final class SubmissionWriterTest extends TestCase {

	use ChecksAeatSchema;
	use VerifactuSamples;

	private const ISSUER = array(
		'NombreRazon' => 'Neumáticos Rueda S.L.',
		'NIF'         => self::SHOP_NIF,
	);

	/**
	 * The envelope parsed; returns RegFactuSistemaFacturacion.
	 *
	 * @param string $xml The envelope.
	 */
	private function submission( string $xml ): \DOMElement {
		$document = new \DOMDocument();
		$this->assertTrue( $document->loadXML( $xml ) );
		$envelope = $document->documentElement;
		$this->assertSame( array( self::$ns_soap, 'Envelope' ), array( $envelope->namespaceURI, $envelope->localName ) );
		$body = $envelope->getElementsByTagNameNS( self::$ns_soap, 'Body' )->item( 0 );
		$this->assertNotNull( $body );
		$this->assertSame( $envelope, $body->parentNode );
		$root = $body->firstChild;
		$this->assertInstanceOf( \DOMElement::class, $root );
		$this->assertSame( 'RegFactuSistemaFacturacion', $root->localName );
		return $root;
	}

	/**
	 * F2 altas numbered from 1.
	 *
	 * @param int $count How many.
	 * @return list<array<string,array<string,mixed>>>
	 */
	private static function f2s( int $count ): array {
		$records = array();
		for ( $i = 1; $i <= $count; $i++ ) {
			$records[] = array( RecordWriter::ALTA => self::f2( sprintf( 'FS-2026-%06d', $i ) ) );
		}
		return $records;
	}

	public function test_one_record_goes_in_a_soap_envelope_that_follows_the_schema(): void {
		$xml  = SubmissionWriter::xml( self::ISSUER, array( array( RecordWriter::ALTA => self::f2() ) ) );
		$root = $this->submission( $xml );

		$this->assert_follows_schema( $root );
		$this->assertStringStartsWith( '<?xml version="1.0" encoding="UTF-8"?>', $xml );
		$this->assertSame( 'sum:RegFactuSistemaFacturacion', $root->nodeName );
		$this->assertSame( 'sum:Cabecera', $root->firstChild->nodeName );
		$this->assertSame( 'Neumáticos Rueda S.L.' . self::SHOP_NIF, $root->firstChild->firstChild->textContent, 'ObligadoEmision: NombreRazon and NIF' );
		$this->assertStringNotContainsString( 'RemisionVoluntaria', $xml );
		$this->assertSame( 1, $root->getElementsByTagNameNS( self::$ns_lr, 'RegistroFactura' )->length );
		$this->assertSame( 1, substr_count( $xml, 'xmlns:sum1=' ), 'each namespace declared once' );
	}

	public function test_records_sent_late_carry_incidencia_s(): void {
		$root = $this->submission( SubmissionWriter::xml( self::ISSUER, array( array( RecordWriter::ALTA => self::r5() ) ), true ) );

		$this->assert_follows_schema( $root );
		$voluntaria = $root->firstChild->getElementsByTagNameNS( self::$ns_info, 'RemisionVoluntaria' )->item( 0 );
		$this->assertNotNull( $voluntaria );
		$this->assertSame( 'Incidencia', $voluntaria->firstChild->localName );
		$this->assertSame( 'S', $voluntaria->firstChild->textContent );
	}

	public function test_altas_and_an_anulacion_go_together_in_order_and_read_back_as_written(): void {
		$records = array(
			array( RecordWriter::ALTA => self::f1() ),
			array( RecordWriter::ANULACION => self::anulacion() ),
		);
		$xml     = SubmissionWriter::xml(
			array(
				'NombreRazon' => 'Certificado Uno Telematicas',
				'NIF'         => '89890001K',
			),
			$records
		);
		$this->assert_follows_schema( $this->submission( $xml ) );

		$read = SubmissionReader::read( $xml );

		$this->assertSame( '89890001K', $read['cabecera']['ObligadoEmision']['NIF'] );
		$this->assertCount( 2, $read['records'] );
		$this->assertSame( array( 'RegistroAlta', 'RegistroAnulacion' ), array_column( $read['records'], 'element' ) );
		$this->assertEquals( self::f1(), $read['records'][0]['fields'] );
		$this->assertEquals( self::anulacion(), $read['records'][1]['fields'] );
		$this->assertSame(
			array(
				'nif'    => '89890001K',
				'number' => '12345679/G34',
				'date'   => '01-01-2024',
			),
			$read['records'][1]['id']
		);
		$this->assertNull( $read['records'][0]['error'] );
	}

	public function test_a_thousand_records_go_in_one_submission(): void {
		$xml  = SubmissionWriter::xml( self::ISSUER, self::f2s( 1000 ) );
		$root = $this->submission( $xml );

		$holders = $root->getElementsByTagNameNS( self::$ns_lr, 'RegistroFactura' );
		$this->assertSame( 1000, $holders->length );
		$this->assert_follows_schema( $holders->item( 999 ), 'RegFactuSistemaFacturacion' );
		$this->assertStringContainsString( 'FS-2026-001000', $holders->item( 999 )->textContent );
		$read = SubmissionReader::read( $xml );
		$this->assertCount( 1000, $read['records'] );
		$this->assertSame( array(), array_filter( array_column( $read['records'], 'error' ) ) );
	}

	public function test_no_records_or_more_than_a_thousand_are_refused(): void {
		foreach ( array(
			0    => InvalidRecord::MISSING,
			1001 => InvalidRecord::COUNT,
		) as $count => $reason ) {
			try {
				SubmissionWriter::xml( self::ISSUER, self::f2s( $count ) );
				$this->fail( "{$count} records" );
			} catch ( InvalidRecord $error ) {
				$this->assertSame( array( $reason, 'RegistroFactura' ), array( $error->reason, $error->element ) );
				$this->assertStringContainsString( (string) $count, $error->getMessage() );
			}
		}
	}

	public function test_a_record_of_another_nif_is_refused(): void {
		$this->expectException( InvalidRecord::class );
		$this->expectExceptionMessage( 'RegistroFactura[2]/RegistroAlta/IDFactura/IDEmisorFactura' );

		SubmissionWriter::xml( self::ISSUER, array( array( RecordWriter::ALTA => self::f2() ), array( RecordWriter::ALTA => self::f1() ) ) );
	}

	public function test_a_bad_record_or_header_is_refused_naming_it(): void {
		$record           = self::r5();
		$record['Huella'] = str_repeat( 'A', 65 );
		$cases            = array(
			'RegistroFactura[2]/RegistroAlta/Huella' => array( self::ISSUER, array( array( RecordWriter::ALTA => self::f2() ), array( RecordWriter::ALTA => $record ) ) ),
			'Cabecera/ObligadoEmision/NIF'           => array( array( 'NombreRazon' => 'Rueda' ), self::f2s( 1 ) ),
			'RegistroFactura[1]'                     => array( self::ISSUER, array( self::f2s( 1 )[0] + array( RecordWriter::ANULACION => self::anulacion() ) ) ),
		);
		foreach ( $cases as $element => $arguments ) {
			try {
				SubmissionWriter::xml( ...$arguments );
				$this->fail( $element );
			} catch ( InvalidRecord $error ) {
				$this->assertSame( $element, $error->element );
			}
		}
	}

	public function test_the_reader_refuses_what_is_not_a_submission_and_names_a_bad_record(): void {
		foreach ( array( '', 'hola', '<html><body>502 Bad Gateway</body></html>', '<!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>' ) as $body ) {
			try {
				SubmissionReader::read( $body );
				$this->fail( $body );
			} catch ( InvalidRecord $error ) {
				$this->assertSame( 'Envelope', $error->element );
			}
		}

		$xml      = SubmissionWriter::xml( self::ISSUER, self::f2s( 3 ) );
		$document = new \DOMDocument();
		$document->loadXML( $xml );
		$records = $document->getElementsByTagNameNS( self::$ns_info, 'RegistroAlta' );
		// The second record's IDVersion after its IDFactura; the third's NombreRazonEmisor gone.
		$second = $records->item( 1 );
		$second->insertBefore( $second->childNodes->item( 1 ), $second->firstChild );
		$third = $records->item( 2 );
		$third->removeChild( $third->getElementsByTagNameNS( self::$ns_info, 'NombreRazonEmisor' )->item( 0 ) );

		$read = SubmissionReader::read( (string) $document->saveXML() );

		$this->assertNull( $read['records'][0]['error'] );
		$this->assertSame( array( InvalidRecord::ORDER, 'RegistroFactura[2]/RegistroAlta/IDVersion' ), array( $read['records'][1]['error']->reason, $read['records'][1]['error']->element ) );
		$this->assertSame( array( InvalidRecord::MISSING, 'RegistroFactura[3]/RegistroAlta/NombreRazonEmisor' ), array( $read['records'][2]['error']->reason, $read['records'][2]['error']->element ) );
		$this->assertSame( 'FS-2026-000003', $read['records'][2]['id']['number'], 'a bad record is still named' );
	}
}
