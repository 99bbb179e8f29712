<?php
/**
 * VERI*FACTU records written as XML against the AEAT's schema.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices\Verifactu\Xml;

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's own property names (localName, firstChild...).

use Rueda\Domain\Invoices\Verifactu\Xml\InvalidRecord;
use Rueda\Domain\Invoices\Verifactu\Xml\RecordWriter;
use Rueda\Tests\TestCase;

/**
 * An F2, an F1 with Destinatarios, an R5 by differences and an anulación, each checked
 * against the schema as the test writes it (ChecksAeatSchema), written the same whatever
 * the order of the array's keys; and every kind of value the schema refuses, refused
 * before any XML exists, naming the element.
 */
final class RecordWriterTest extends TestCase {

	use ChecksAeatSchema;
	use VerifactuSamples;

	/**
	 * The record's root element, parsed from the writer's XML.
	 *
	 * @param string $xml The XML.
	 */
	private function root( string $xml ): \DOMElement {
		$document = new \DOMDocument();
		$this->assertTrue( $document->loadXML( $xml ), $xml );
		return $document->documentElement;
	}

	/**
	 * A leaf's text by its path of local names under the root.
	 *
	 * @param \DOMElement $root The root.
	 * @param string      $path Local names separated by '/'.
	 */
	private function text( \DOMElement $root, string $path ): string {
		$xpath = new \DOMXPath( $root->ownerDocument );
		$xpath->registerNamespace( 'sum1', self::$ns_info );
		$nodes = $xpath->query( 'sum1:' . str_replace( '/', '/sum1:', $path ), $root );
		$this->assertSame( 1, $nodes->length, $path );
		return $nodes->item( 0 )->textContent;
	}

	public function test_an_f2_follows_the_schema_as_sum1_registro_alta(): void {
		$root = $this->root( RecordWriter::alta( self::f2() ) );

		$this->assertSame( 'sum1:RegistroAlta', $root->nodeName );
		$this->assert_follows_schema( $root );
		$this->assertSame( 'F2', $this->text( $root, 'TipoFactura' ) );
		$this->assertSame( '181.50', $this->text( $root, 'ImporteTotal' ) );
		$this->assertSame( 'S', $this->text( $root, 'Encadenamiento/PrimerRegistro' ) );
		$this->assertSame( '21.00', $this->text( $root, 'Desglose/DetalleDesglose/TipoImpositivo' ) );
		$this->assertStringNotContainsString( 'Destinatarios', $root->ownerDocument->saveXML(), 'absent optional elements are left out' );
	}

	public function test_an_f1_carries_its_customers_and_exactly_the_text_its_huella_was_computed_over(): void {
		$root = $this->root( RecordWriter::alta( self::f1() ) );

		$this->assert_follows_schema( $root );
		$this->assertSame( 'Transportes Ñandú S.A.', $this->text( $root, 'Destinatarios/IDDestinatario[1]/NombreRazon' ) );
		$this->assertSame( 'A39200019', $this->text( $root, 'Destinatarios/IDDestinatario[1]/NIF' ) );
		$this->assertSame( 'PT501964843', $this->text( $root, 'Destinatarios/IDDestinatario[2]/IDOtro/ID' ) );
		$this->assertSame( 'E1', $this->text( $root, 'Desglose/DetalleDesglose[3]/OperacionExenta' ) );
		$this->assertSame( 'Montaje & equilibrado <4 ruedas> "urgente"', $this->text( $root, 'DescripcionOperacion' ), 'DOM escapes the text' );
		$this->assertStringContainsString( 'Montaje &amp; equilibrado &lt;4 ruedas&gt;', $root->ownerDocument->saveXML() );

		// The issue's first fact, from the values as the XML carries them.
		$chain = array();
		foreach ( array( 'IDFactura/IDEmisorFactura', 'IDFactura/NumSerieFactura', 'IDFactura/FechaExpedicionFactura', 'TipoFactura', 'CuotaTotal', 'ImporteTotal' ) as $path ) {
			$chain[] = basename( $path ) . '=' . $this->text( $root, $path );
		}
		$chain[] = 'Huella=';
		$chain[] = 'FechaHoraHusoGenRegistro=' . $this->text( $root, 'FechaHoraHusoGenRegistro' );
		$this->assertSame( '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60', strtoupper( hash( 'sha256', implode( '&', $chain ) ) ) );
		$this->assertSame( '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60', $this->text( $root, 'Huella' ) );
	}

	public function test_an_r5_by_differences_names_the_invoice_it_rectifies_with_negative_amounts(): void {
		$root = $this->root( RecordWriter::alta( self::r5() ) );

		$this->assert_follows_schema( $root );
		$this->assertSame( 'R5', $this->text( $root, 'TipoFactura' ) );
		$this->assertSame( 'I', $this->text( $root, 'TipoRectificativa' ) );
		$this->assertSame( 'FS-2026-000123', $this->text( $root, 'FacturasRectificadas/IDFacturaRectificada/NumSerieFactura' ) );
		$this->assertSame( '-75.00', $this->text( $root, 'Desglose/DetalleDesglose/BaseImponibleOimporteNoSujeto' ) );
		$this->assertSame( '-15.75', $this->text( $root, 'CuotaTotal' ) );
		$this->assertSame( '-90.75', $this->text( $root, 'ImporteTotal' ) );
		$this->assertSame( 'FS-2026-000123', $this->text( $root, 'Encadenamiento/RegistroAnterior/NumSerieFactura' ) );
	}

	public function test_an_anulacion_follows_the_schema_and_carries_the_text_of_its_huella(): void {
		$root = $this->root( RecordWriter::anulacion( self::anulacion() ) );

		$this->assertSame( 'sum1:RegistroAnulacion', $root->nodeName );
		$this->assert_follows_schema( $root );
		$chain = sprintf(
			'IDEmisorFacturaAnulada=%s&NumSerieFacturaAnulada=%s&FechaExpedicionFacturaAnulada=%s&Huella=%s&FechaHoraHusoGenRegistro=%s',
			$this->text( $root, 'IDFactura/IDEmisorFacturaAnulada' ),
			$this->text( $root, 'IDFactura/NumSerieFacturaAnulada' ),
			$this->text( $root, 'IDFactura/FechaExpedicionFacturaAnulada' ),
			$this->text( $root, 'Encadenamiento/RegistroAnterior/Huella' ),
			$this->text( $root, 'FechaHoraHusoGenRegistro' )
		);
		$this->assertSame( $this->text( $root, 'Huella' ), strtoupper( hash( 'sha256', $chain ) ), 'the issue\'s third fact' );
	}

	public function test_the_order_of_the_keys_does_not_matter(): void {
		foreach ( array( self::f1(), self::f2(), self::r5() ) as $record ) {
			$this->assertNotSame( array_keys( $record ), array_keys( self::reversed( $record ) ) );
			$this->assertSame( RecordWriter::alta( $record ), RecordWriter::alta( self::reversed( $record ) ) );
		}
		$this->assertSame( RecordWriter::anulacion( self::anulacion() ), RecordWriter::anulacion( self::reversed( self::anulacion() ) ) );
	}

	public function test_a_name_of_120_characters_of_any_script_fits(): void {
		$record                      = self::f2();
		$record['NombreRazonEmisor'] = str_repeat( 'ñ', 120 );

		$this->assertSame( str_repeat( 'ñ', 120 ), $this->text( $this->root( RecordWriter::alta( $record ) ), 'NombreRazonEmisor' ) );
	}

	/**
	 * Changes to an F2 the schema refuses: what is changed, the reason and the element named.
	 *
	 * @return array<string,array{0:callable,1:string,2:string}>
	 */
	public function refusals(): array {
		$detail = static fn( array $changes ): callable => static function ( array $record ) use ( $changes ): array {
			$record['Desglose']['DetalleDesglose'][0] = array_merge( $record['Desglose']['DetalleDesglose'][0], $changes );
			return $record;
		};
		$set    = static fn( string $key, $value ): callable => static function ( array $record ) use ( $key, $value ): array {
			$record[ $key ] = $value;
			return $record;
		};
		$id     = static fn( string $key, $value ): callable => static function ( array $record ) use ( $key, $value ): array {
			$record['IDFactura'][ $key ] = $value;
			return $record;
		};
		return array(
			'required element missing'      => array(
				static function ( array $record ): array {
					unset( $record['NombreRazonEmisor'] );
					return $record;
				},
				InvalidRecord::MISSING,
				'RegistroAlta/NombreRazonEmisor',
			),
			'required element empty'        => array( $set( 'DescripcionOperacion', '' ), InvalidRecord::MISSING, 'RegistroAlta/DescripcionOperacion' ),
			'nested required missing'       => array( $id( 'NumSerieFactura', null ), InvalidRecord::MISSING, 'RegistroAlta/IDFactura/NumSerieFactura' ),
			'unknown element'               => array( $set( 'Descuento', '10.00' ), InvalidRecord::UNKNOWN, 'RegistroAlta/Descuento' ),
			'unknown nested element'        => array( $id( 'Serie', 'FS' ), InvalidRecord::UNKNOWN, 'RegistroAlta/IDFactura/Serie' ),
			'NIF of 8 characters'           => array( $id( 'IDEmisorFactura', 'B1234567' ), InvalidRecord::INVALID, 'RegistroAlta/IDFactura/IDEmisorFactura' ),
			'NIF with spaces inside'        => array( $id( 'IDEmisorFactura', 'B 1234567' ), InvalidRecord::INVALID, 'RegistroAlta/IDFactura/IDEmisorFactura' ),
			'fecha as yyyy-mm-dd'           => array( $id( 'FechaExpedicionFactura', '2026-11-29' ), InvalidRecord::INVALID, 'RegistroAlta/IDFactura/FechaExpedicionFactura' ),
			'fecha that is no day'          => array( $id( 'FechaExpedicionFactura', '31-02-2026' ), InvalidRecord::INVALID, 'RegistroAlta/IDFactura/FechaExpedicionFactura' ),
			'number of 61 characters'       => array( $id( 'NumSerieFactura', str_repeat( '1', 61 ) ), InvalidRecord::INVALID, 'RegistroAlta/IDFactura/NumSerieFactura' ),
			'number with a space after'     => array( $id( 'NumSerieFactura', 'FS-1 ' ), InvalidRecord::INVALID, 'RegistroAlta/IDFactura/NumSerieFactura' ),
			'amount with a comma'           => array( $set( 'CuotaTotal', '31,50' ), InvalidRecord::INVALID, 'RegistroAlta/CuotaTotal' ),
			'amount with 3 decimals'        => array( $set( 'ImporteTotal', '181.500' ), InvalidRecord::INVALID, 'RegistroAlta/ImporteTotal' ),
			'amount of 13 digits'           => array( $set( 'ImporteTotal', '1234567890123.00' ), InvalidRecord::INVALID, 'RegistroAlta/ImporteTotal' ),
			'amount as a float'             => array( $set( 'CuotaTotal', 31.5 ), InvalidRecord::INVALID, 'RegistroAlta/CuotaTotal' ),
			'nested amount'                 => array( $detail( array( 'CuotaRepercutida' => '31.5.0' ) ), InvalidRecord::INVALID, 'RegistroAlta/Desglose/DetalleDesglose[1]/CuotaRepercutida' ),
			'rate of 4 digits'              => array( $detail( array( 'TipoImpositivo' => '2100' ) ), InvalidRecord::INVALID, 'RegistroAlta/Desglose/DetalleDesglose[1]/TipoImpositivo' ),
			'name of 121 characters'        => array( $set( 'NombreRazonEmisor', str_repeat( 'a', 121 ) ), InvalidRecord::INVALID, 'RegistroAlta/NombreRazonEmisor' ),
			'description of 501'            => array( $set( 'DescripcionOperacion', str_repeat( 'a', 501 ) ), InvalidRecord::INVALID, 'RegistroAlta/DescripcionOperacion' ),
			'control character'             => array( $set( 'DescripcionOperacion', "Venta\x01" ), InvalidRecord::INVALID, 'RegistroAlta/DescripcionOperacion' ),
			'broken UTF-8'                  => array( $set( 'DescripcionOperacion', "Venta \xC3" ), InvalidRecord::INVALID, 'RegistroAlta/DescripcionOperacion' ),
			'TipoFactura F4'                => array( $set( 'TipoFactura', 'F4' ), InvalidRecord::INVALID, 'RegistroAlta/TipoFactura' ),
			'TipoRectificativa X'           => array( $set( 'TipoRectificativa', 'X' ), InvalidRecord::INVALID, 'RegistroAlta/TipoRectificativa' ),
			'TipoHuella 02'                 => array( $set( 'TipoHuella', '02' ), InvalidRecord::INVALID, 'RegistroAlta/TipoHuella' ),
			'IDVersion 2.0'                 => array( $set( 'IDVersion', '2.0' ), InvalidRecord::INVALID, 'RegistroAlta/IDVersion' ),
			'Subsanacion Y'                 => array( $set( 'Subsanacion', 'Y' ), InvalidRecord::INVALID, 'RegistroAlta/Subsanacion' ),
			'CalificacionOperacion S3'      => array( $detail( array( 'CalificacionOperacion' => 'S3' ) ), InvalidRecord::INVALID, 'RegistroAlta/Desglose/DetalleDesglose[1]/CalificacionOperacion' ),
			'ClaveRegimen 12'               => array( $detail( array( 'ClaveRegimen' => '12' ) ), InvalidRecord::INVALID, 'RegistroAlta/Desglose/DetalleDesglose[1]/ClaveRegimen' ),
			'Impuesto 04'                   => array( $detail( array( 'Impuesto' => '04' ) ), InvalidRecord::INVALID, 'RegistroAlta/Desglose/DetalleDesglose[1]/Impuesto' ),
			'PrimerRegistro N'              => array( $set( 'Encadenamiento', array( 'PrimerRegistro' => 'N' ) ), InvalidRecord::INVALID, 'RegistroAlta/Encadenamiento/PrimerRegistro' ),
			'time without its offset'       => array( $set( 'FechaHoraHusoGenRegistro', '2026-11-29T14:05:09' ), InvalidRecord::INVALID, 'RegistroAlta/FechaHoraHusoGenRegistro' ),
			'both sides of a choice'        => array(
				$set(
					'Encadenamiento',
					array(
						'PrimerRegistro'   => 'S',
						'RegistroAnterior' => self::r5()['Encadenamiento']['RegistroAnterior'],
					)
				),
				InvalidRecord::COUNT,
				'RegistroAlta/Encadenamiento/PrimerRegistro|RegistroAnterior',
			),
			'neither side of a choice'      => array( $detail( array( 'CalificacionOperacion' => null ) ), InvalidRecord::MISSING, 'RegistroAlta/Desglose/DetalleDesglose[1]/CalificacionOperacion|OperacionExenta' ),
			'13 lines of breakdown'         => array(
				static function ( array $record ): array {
					$record['Desglose']['DetalleDesglose'] = array_fill( 0, 13, $record['Desglose']['DetalleDesglose'][0] );
					return $record;
				},
				InvalidRecord::COUNT,
				'RegistroAlta/Desglose/DetalleDesglose',
			),
			'a repeated element not a list' => array(
				static function ( array $record ): array {
					$record['Desglose']['DetalleDesglose'] = $record['Desglose']['DetalleDesglose'][0];
					return $record;
				},
				InvalidRecord::INVALID,
				'RegistroAlta/Desglose/DetalleDesglose',
			),
			'a group given as text'         => array( $set( 'IDFactura', 'FS-1' ), InvalidRecord::INVALID, 'RegistroAlta/IDFactura' ),
		);
	}

	/**
	 * Each refusal names its element and reason.
	 *
	 * @dataProvider refusals
	 *
	 * @param callable $change  Changes the F2.
	 * @param string   $reason  InvalidRecord's reason.
	 * @param string   $element The element it names.
	 */
	public function test_a_value_the_schema_refuses_is_refused_naming_the_element( callable $change, string $reason, string $element ): void {
		try {
			RecordWriter::alta( $change( self::f2() ) );
			$this->fail( 'No exception for ' . $element );
		} catch ( InvalidRecord $error ) {
			$this->assertSame( array( $reason, $element ), array( $error->reason, $error->element ), $error->getMessage() );
			$this->assertSame( 'rueda_verifactu_xml_invalid', $error->error_code );
			$this->assertStringContainsString( str_contains( $element, '|' ) ? dirname( $element ) : $element, $error->getMessage() );
		}
	}

	public function test_an_unknown_record_element_is_refused(): void {
		$this->expectException( InvalidRecord::class );
		$this->expectExceptionMessage( 'RegistroBaja' );

		RecordWriter::xml( 'RegistroBaja', self::anulacion() );
	}

	public function test_an_anulacion_is_checked_against_its_own_type(): void {
		$record                                 = self::anulacion();
		$record['IDFactura']['NumSerieFactura'] = 'FS-1';

		try {
			RecordWriter::anulacion( $record );
			$this->fail( 'An alta\'s element in an anulación' );
		} catch ( InvalidRecord $error ) {
			$this->assertSame( array( InvalidRecord::UNKNOWN, 'RegistroAnulacion/IDFactura/NumSerieFactura' ), array( $error->reason, $error->element ) );
		}
	}
}
