<?php
/**
 * The local AEAT stand-in answers submissions over HTTP as the AEAT does.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices\Verifactu\Xml;

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's own property names (localName, firstChild...).

use Rueda\Domain\Invoices\Verifactu\Xml\Answer;
use Rueda\Domain\Invoices\Verifactu\Xml\AnswerLine;
use Rueda\Domain\Invoices\Verifactu\Xml\AnswerReader;
use Rueda\Domain\Invoices\Verifactu\Xml\Fault;
use Rueda\Domain\Invoices\Verifactu\Xml\RecordWriter;
use Rueda\Domain\Invoices\Verifactu\Xml\SubmissionWriter;
use Rueda\Tests\TestCase;

/**
 * The stand-in (bin/aeat-simulator.php) on a local port: envelopes written by SubmissionWriter, answers
 * read by AnswerReader; what the stand-in received and registered read from its state.
 */
final class AeatSimulatorTest extends TestCase {

	use ChecksAeatSchema;
	use RunsAeatSimulator;
	use VerifactuSamples;

	private const ISSUER = array(
		'NombreRazon' => 'Neumáticos Rueda S.L.',
		'NIF'         => self::SHOP_NIF,
	);

	protected function set_up(): void {
		parent::set_up();
		self::reset_aeat();
	}

	/**
	 * Submits records and reads the answer.
	 *
	 * @param array<int,array<string,mixed>> $records    Records as SubmissionWriter takes them.
	 * @param bool                           $incidencia Sent late.
	 * @param int                            $status     The HTTP status expected.
	 */
	private function submit( array $records, bool $incidencia = false, int $status = 200 ): Answer|Fault {
		return $this->send( SubmissionWriter::xml( self::ISSUER, $records, $incidencia ), $status );
	}

	/**
	 * Posts a body to the SOAP endpoint and reads the answer.
	 *
	 * @param string $body   The body.
	 * @param int    $status The HTTP status expected.
	 */
	private function send( string $body, int $status = 200 ): Answer|Fault {
		$response = self::post_to_aeat( self::$aeat_path, $body );
		$this->assertIsArray( $response, is_wp_error( $response ) ? $response->get_error_message() : '' );
		$this->assertSame( $status, $response['status'], $response['body'] );
		return AnswerReader::read( $response['body'] );
	}

	public function test_every_record_is_correcto_with_a_csv_and_the_wait_of_60_seconds(): void {
		$records = array( array( RecordWriter::ALTA => self::f2() ), array( RecordWriter::ALTA => self::r5() ) );
		$xml     = SubmissionWriter::xml( self::ISSUER, $records );

		$answer = $this->send( $xml );

		$this->assertInstanceOf( Answer::class, $answer );
		$this->assertSame( Answer::CORRECTO, $answer->status );
		$this->assertMatchesRegularExpression( '/^[A-Z0-9]{16}$/', (string) $answer->csv );
		$this->assertSame( 60, $answer->wait_seconds );
		$this->assertSame( array( 'FS-2026-000123', 'RS-2026-000007' ), array_map( static fn( AnswerLine $line ) => $line->number, $answer->lines ) );
		$this->assertSame( array( 'Correcto', 'Correcto' ), array_map( static fn( AnswerLine $line ) => $line->status, $answer->lines ) );
		$state = self::aeat_state();
		$this->assertSame( $xml, $state['last_request'], 'it received what the shop wrote' );
		$this->assertSame( array( self::SHOP_NIF . '|FS-2026-000123|29-11-2026', self::SHOP_NIF . '|RS-2026-000007|30-11-2026' ), array_keys( $state['records'] ) );
		$this->assertSame( $answer->csv, $state['submissions'][0]['csv'] );
		$this->assertNull( $state['submissions'][0]['incidencia'] );
	}

	public function test_an_alta_already_registered_is_incorrecto_3000_unless_it_is_a_subsanacion(): void {
		$first = $this->submit( array( array( RecordWriter::ALTA => self::f2() ) ) );

		$again = $this->submit( array( array( RecordWriter::ALTA => self::f2() ), array( RecordWriter::ALTA => self::f2( 'FS-2026-000124' ) ) ) );

		$this->assertSame( Answer::PARCIALMENTE_CORRECTO, $again->status );
		$duplicate = $again->lines[0];
		$this->assertSame( AnswerLine::INCORRECTO, $duplicate->status );
		$this->assertTrue( $duplicate->is_duplicate() );
		$this->assertSame( 'Registro de facturación duplicado.', $duplicate->error_description );
		$this->assertSame( self::aeat_state()['submissions'][0]['request_id'], $duplicate->duplicate['request_id'] );
		$this->assertSame( 'Correcta', $duplicate->duplicate['status'] );
		$this->assertSame( AnswerLine::CORRECTO, $again->lines[1]->status );
		$this->assertNotSame( $first->csv, $again->csv );

		$only = $this->submit( array( array( RecordWriter::ALTA => self::f2() ) ) );
		$this->assertSame( Answer::INCORRECTO, $only->status );
		$this->assertNull( $only->csv, 'nothing registered, no CSV' );

		$corrected = $this->submit( array( array( RecordWriter::ALTA => array( 'Subsanacion' => 'S' ) + self::f2() ) ) );
		$this->assertSame( Answer::CORRECTO, $corrected->status );
		$this->assertSame( 'S', $corrected->lines[0]->subsanacion );
	}

	public function test_records_sent_late_say_incidencia_and_the_wait_follows_the_state(): void {
		self::control_aeat( array( 'wait_seconds' => 120 ) );

		$answer = $this->submit( array( array( RecordWriter::ALTA => self::f2() ) ), true );

		$this->assertSame( 120, $answer->wait_seconds );
		$this->assertSame( 'S', self::aeat_state()['submissions'][0]['incidencia'] );
	}

	public function test_a_record_against_the_schema_is_incorrecto_with_its_code_and_the_others_go_on(): void {
		$document = new \DOMDocument();
		$document->loadXML( SubmissionWriter::xml( self::ISSUER, array( array( RecordWriter::ALTA => self::f2() ), array( RecordWriter::ALTA => self::f2( 'FS-2026-000124' ) ), array( RecordWriter::ALTA => self::f2( 'FS-2026-000125' ) ) ) ) );
		$altas = $document->getElementsByTagNameNS( self::$ns_info, 'RegistroAlta' );
		$altas->item( 0 )->getElementsByTagNameNS( self::$ns_info, 'CuotaTotal' )->item( 0 )->textContent = '31,50';
		$missing = $altas->item( 2 )->getElementsByTagNameNS( self::$ns_info, 'Huella' )->item( 0 );
		$missing->parentNode->removeChild( $missing );

		$answer = $this->send( (string) $document->saveXML() );

		$this->assertSame( Answer::PARCIALMENTE_CORRECTO, $answer->status );
		$this->assertSame( array( 'Incorrecto', 'Correcto', 'Incorrecto' ), array_map( static fn( AnswerLine $line ) => $line->status, $answer->lines ) );
		$this->assertSame( 1100, $answer->lines[0]->error_code );
		$this->assertStringContainsString( 'RegistroFactura[1]/RegistroAlta/CuotaTotal', (string) $answer->lines[0]->error_description );
		$this->assertSame( 4102, $answer->lines[2]->error_code );
		$this->assertStringContainsString( 'Falta informar campo obligatorio: RegistroFactura[3]/RegistroAlta/Huella', (string) $answer->lines[2]->error_description );
		$this->assertSame( 'FS-2026-000125', $answer->lines[2]->number );
		$this->assertSame( array( self::SHOP_NIF . '|FS-2026-000124|29-11-2026' ), array_keys( self::aeat_state()['records'] ) );
	}

	public function test_an_envelope_it_cannot_take_is_a_soap_fault(): void {
		$document = new \DOMDocument();
		$document->loadXML( SubmissionWriter::xml( self::ISSUER, array( array( RecordWriter::ALTA => self::f2() ) ) ) );
		$holder = $document->getElementsByTagNameNS( self::$ns_lr, 'RegistroFactura' )->item( 0 );
		$holder->parentNode->removeChild( $holder );

		foreach ( array(
			4102 => (string) $document->saveXML(),
			4103 => '<html><body>hola</body>',
			4138 => '',
		) as $code => $body ) {
			$fault = $this->send( $body, 500 );
			$this->assertInstanceOf( Fault::class, $fault );
			$this->assertSame( 'env:Client', $fault->code );
			$this->assertSame( $code, $fault->aeat_code(), $fault->message );
		}
		$this->assertSame( array(), self::aeat_state()['records'] );
	}

	public function test_an_anulacion_annuls_an_alta_it_registered_once(): void {
		$issuer                               = array(
			'NombreRazon' => 'Certificado Uno Telematicas',
			'NIF'         => '89890001K',
		);
		$alta                                 = self::f1();
		$alta['IDFactura']['NumSerieFactura'] = '12345679/G34';
		$send                                 = fn( array $record ): Answer => $this->send( SubmissionWriter::xml( $issuer, array( $record ) ) );

		$this->assertSame( 3002, $send( array( RecordWriter::ANULACION => self::anulacion() ) )->lines[0]->error_code, 'no alta to annul' );
		$this->assertSame( Answer::CORRECTO, $send( array( RecordWriter::ALTA => $alta ) )->status );
		$annulled = $send( array( RecordWriter::ANULACION => self::anulacion() ) );
		$this->assertSame( array( AnswerLine::ANULACION, AnswerLine::CORRECTO ), array( $annulled->lines[0]->operation, $annulled->lines[0]->status ) );
		$this->assertSame( 3001, $send( array( RecordWriter::ANULACION => self::anulacion() ) )->lines[0]->error_code, 'annulled once' );
		$this->assertSame( 'Anulada', $send( array( RecordWriter::ALTA => $alta ) )->lines[0]->duplicate['status'], 'its number is never free again' );
	}

	public function test_aceptado_con_errores_mode_accepts_every_record_with_an_error(): void {
		$this->assertSame( 'aceptado_con_errores', self::control_aeat( array( 'mode' => 'aceptado_con_errores' ) )['mode'] );

		$answer = $this->submit( array( array( RecordWriter::ALTA => self::f2() ), array( RecordWriter::ALTA => self::r5() ) ) );

		$this->assertSame( Answer::PARCIALMENTE_CORRECTO, $answer->status );
		$this->assertNotNull( $answer->csv );
		foreach ( $answer->lines as $line ) {
			$this->assertSame( AnswerLine::ACEPTADO_CON_ERRORES, $line->status );
			$this->assertSame( 2000, $line->error_code );
		}
		$this->assertSame( array( 'AceptadaConErrores', 'AceptadaConErrores' ), array_column( self::aeat_state()['records'], 'estado' ) );
	}

	public function test_incorrecto_mode_refuses_the_first_record(): void {
		self::control_aeat( array( 'mode' => 'incorrecto' ) );

		$answer = $this->submit( array( array( RecordWriter::ALTA => self::f2() ), array( RecordWriter::ALTA => self::r5() ) ) );

		$this->assertSame( Answer::PARCIALMENTE_CORRECTO, $answer->status );
		$this->assertSame( array( 'Incorrecto', 'Correcto' ), array_map( static fn( AnswerLine $line ) => $line->status, $answer->lines ) );
		$this->assertSame( 1100, $answer->lines[0]->error_code );
		$this->assertSame( Answer::INCORRECTO, $this->submit( array( array( RecordWriter::ALTA => self::f2( 'FS-2026-000200' ) ) ) )->status );
	}

	public function test_fault_mode_answers_a_server_fault_with_500_and_registers_nothing(): void {
		self::control_aeat( array( 'mode' => 'fault' ) );

		$fault = $this->submit( array( array( RecordWriter::ALTA => self::f2() ) ), false, 500 );

		$this->assertInstanceOf( Fault::class, $fault );
		$this->assertSame( 'env:Server', $fault->code );
		$this->assertSame( array(), self::aeat_state()['records'] );
		$this->assertStringContainsString( 'Error técnico', self::aeat_state()['submissions'][0]['fault'] );
	}

	public function test_slow_mode_outlasts_a_client_timeout_and_still_registers_the_records(): void {
		self::control_aeat(
			array(
				'mode'         => 'slow',
				'slow_seconds' => 2,
			)
		);

		$response = self::post_to_aeat( self::$aeat_path, SubmissionWriter::xml( self::ISSUER, array( array( RecordWriter::ALTA => self::f2() ) ) ), 1 );

		$this->assertTrue( is_wp_error( $response ), 'the client gave up' );
		// The submission is the stand-in's last write: wait for it before the next test resets the state.
		$tries = 0;
		while ( $tries++ < 40 && array() === self::aeat_state()['submissions'] ) {
			usleep( 100000 );
		}
		$this->assertCount( 1, self::aeat_state()['records'], 'the AEAT got it; the shop never heard' );
	}

	public function test_its_page_lists_what_it_received_and_it_answers_no_aeat_host_name(): void {
		$this->submit( array( array( RecordWriter::ALTA => self::f2() ) ) );

		$page = wp_remote_get( self::aeat_url() . '/' );
		$this->assertSame( 200, wp_remote_retrieve_response_code( $page ) );
		$this->assertStringContainsString( 'FS-2026-000123', wp_remote_retrieve_body( $page ) );
		$this->assertStringContainsString( 'Correcto', wp_remote_retrieve_body( $page ) );
		$this->assertSame( 405, wp_remote_retrieve_response_code( wp_remote_get( self::aeat_url() . self::$aeat_path ) ) );

		$context = stream_context_create(
			array(
				'http' => array(
					'header'        => "Host: prewww1.aeat.es\r\n",
					'ignore_errors' => true,
				),
			)
		);
		file_get_contents( 'http://127.0.0.1:' . wp_parse_url( self::aeat_url(), PHP_URL_PORT ) . '/', false, $context ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a raw Host header.
		$this->assertStringContainsString( ' 421 ', $http_response_header[0] );
	}
}
