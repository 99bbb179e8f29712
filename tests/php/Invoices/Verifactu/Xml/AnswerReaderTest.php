<?php
/**
 * The AEAT's answers to a submission, read.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices\Verifactu\Xml;

use Rueda\Domain\Invoices\Verifactu\Xml\Answer;
use Rueda\Domain\Invoices\Verifactu\Xml\AnswerLine;
use Rueda\Domain\Invoices\Verifactu\Xml\AnswerReader;
use Rueda\Domain\Invoices\Verifactu\Xml\Fault;
use Rueda\Domain\Invoices\Verifactu\Xml\UnreadableAnswer;
use Rueda\Tests\TestCase;

/**
 * Answers shaped as RespuestaSuministro.xsd describes them (tikR: the answer's own
 * elements, tik: SuministroInformacion's), each kind: Correcto, ParcialmenteCorrecto
 * with an AceptadoConErrores line, Incorrecto with a duplicate (3000), a SOAP Fault; and
 * what is no answer (empty, HTML, garbage, another document) refused with a clear
 * exception and no PHP warning (the suite fails on warnings).
 */
final class AnswerReaderTest extends TestCase {

	/**
	 * A RespuestaLinea.
	 *
	 * @param string $number NumSerieFactura.
	 * @param string $status EstadoRegistro.
	 * @param string $extra  Elements after EstadoRegistro.
	 * @param string $op     Operacion's children.
	 */
	private static function line( string $number, string $status, string $extra = '', string $op = '<tik:TipoOperacion>Alta</tik:TipoOperacion>' ): string {
		return '<tikR:RespuestaLinea><tikR:IDFactura><tik:IDEmisorFactura>B12345674</tik:IDEmisorFactura>'
			. '<tik:NumSerieFactura>' . $number . '</tik:NumSerieFactura><tik:FechaExpedicionFactura>29-11-2026</tik:FechaExpedicionFactura></tikR:IDFactura>'
			. '<tikR:Operacion>' . $op . '</tikR:Operacion><tikR:EstadoRegistro>' . $status . '</tikR:EstadoRegistro>' . $extra . '</tikR:RespuestaLinea>';
	}

	/**
	 * An answer in its envelope.
	 *
	 * @param string $status EstadoEnvio.
	 * @param string $lines  RespuestaLinea elements.
	 * @param string $csv    CSV element.
	 */
	private static function answer( string $status, string $lines, string $csv = '<tikR:CSV>A-YCHQ9MTA6A7ZKH</tikR:CSV>' ): string {
		return <<<XML
<?xml version="1.0" encoding="UTF-8"?>
<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/">
	<env:Header/>
	<env:Body Id="Body">
		<tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/RespuestaSuministro.xsd" xmlns:tik="https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd">
			{$csv}
			<tikR:DatosPresentacion><tik:NIFPresentador>B12345674</tik:NIFPresentador><tik:TimestampPresentacion>2026-11-29T14:05:12+01:00</tik:TimestampPresentacion></tikR:DatosPresentacion>
			<tikR:Cabecera><tik:ObligadoEmision><tik:NombreRazon>Neumáticos Rueda S.L.</tik:NombreRazon><tik:NIF>B12345674</tik:NIF></tik:ObligadoEmision></tikR:Cabecera>
			<tikR:TiempoEsperaEnvio>60</tikR:TiempoEsperaEnvio>
			<tikR:EstadoEnvio>{$status}</tikR:EstadoEnvio>
			{$lines}
		</tikR:RespuestaRegFactuSistemaFacturacion>
	</env:Body>
</env:Envelope>
XML;
	}

	public function test_correcto_gives_the_csv_the_wait_and_a_line_per_record(): void {
		$answer = AnswerReader::read( self::answer( 'Correcto', self::line( 'FS-2026-000123', 'Correcto' ) . self::line( 'FS-2026-000124', 'Correcto' ) ) );

		$this->assertInstanceOf( Answer::class, $answer );
		$this->assertSame( 'A-YCHQ9MTA6A7ZKH', $answer->csv );
		$this->assertSame( Answer::CORRECTO, $answer->status );
		$this->assertSame( 60, $answer->wait_seconds );
		$this->assertCount( 2, $answer->lines );
		$line = $answer->lines[1];
		$this->assertSame( array( 'B12345674', 'FS-2026-000124', '29-11-2026' ), array( $line->issuer_nif, $line->number, $line->date ) );
		$this->assertSame( AnswerLine::ALTA, $line->operation );
		$this->assertSame( AnswerLine::CORRECTO, $line->status );
		$this->assertNull( $line->error_code );
		$this->assertNull( $line->error_description );
		$this->assertNull( $line->duplicate );
		$this->assertFalse( $line->is_duplicate() );
	}

	public function test_parcialmente_correcto_carries_each_line_s_state_and_error(): void {
		$answer = AnswerReader::read(
			self::answer(
				'ParcialmenteCorrecto',
				self::line( 'FS-2026-000123', 'Correcto' )
				. self::line( 'FS-2026-000124', 'AceptadoConErrores', '<tikR:CodigoErrorRegistro>2000</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>El cálculo de la huella suministrada es incorrecta.</tikR:DescripcionErrorRegistro>' )
				. self::line( 'FS-2026-000125', 'Incorrecto', '<tikR:CodigoErrorRegistro>1100</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>Valor o tipo incorrecto del campo: NombreRazonEmisor.</tikR:DescripcionErrorRegistro>', '<tik:TipoOperacion>Alta</tik:TipoOperacion><tik:Subsanacion>S</tik:Subsanacion><tik:RechazoPrevio>S</tik:RechazoPrevio>' )
			)
		);

		$this->assertSame( Answer::PARCIALMENTE_CORRECTO, $answer->status );
		$this->assertSame( array( 'Correcto', 'AceptadoConErrores', 'Incorrecto' ), array_map( static fn( AnswerLine $line ) => $line->status, $answer->lines ) );
		$this->assertSame( 2000, $answer->lines[1]->error_code );
		$this->assertSame( 'El cálculo de la huella suministrada es incorrecta.', $answer->lines[1]->error_description );
		$this->assertSame( 1100, $answer->lines[2]->error_code );
		$this->assertSame( array( 'S', 'S' ), array( $answer->lines[2]->subsanacion, $answer->lines[2]->rechazo_previo ) );
		$this->assertNull( $answer->lines[1]->subsanacion );
	}

	public function test_incorrecto_with_a_duplicate_names_the_record_the_aeat_holds(): void {
		$answer = AnswerReader::read(
			self::answer(
				'Incorrecto',
				self::line(
					'FS-2026-000123',
					'Incorrecto',
					'<tikR:CodigoErrorRegistro>3000</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>Registro de facturación duplicado.</tikR:DescripcionErrorRegistro>'
					. '<tikR:RegistroDuplicado><tik:IdPeticionRegistroDuplicado>202611291405120001</tik:IdPeticionRegistroDuplicado><tik:EstadoRegistroDuplicado>Correcta</tik:EstadoRegistroDuplicado></tikR:RegistroDuplicado>'
				),
				''
			)
		);

		$this->assertNull( $answer->csv );
		$this->assertSame( Answer::INCORRECTO, $answer->status );
		$line = $answer->lines[0];
		$this->assertSame( AnswerLine::INCORRECTO, $line->status );
		$this->assertTrue( $line->is_duplicate() );
		$this->assertSame( 'Registro de facturación duplicado.', $line->error_description );
		$this->assertSame(
			array(
				'request_id'        => '202611291405120001',
				'status'            => 'Correcta',
				'error_code'        => null,
				'error_description' => null,
			),
			$line->duplicate
		);
	}

	public function test_an_anulacion_line_and_any_prefix_are_read(): void {
		$xml = '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><r:RespuestaRegFactuSistemaFacturacion xmlns:r="urn:r" xmlns:i="urn:i">'
			. '<r:Cabecera/><r:TiempoEsperaEnvio>120</r:TiempoEsperaEnvio><r:EstadoEnvio>Correcto</r:EstadoEnvio>'
			. '<r:RespuestaLinea><r:IDFactura><i:IDEmisorFactura>89890001K</i:IDEmisorFactura><i:NumSerieFactura>12345679/G34</i:NumSerieFactura><i:FechaExpedicionFactura>01-01-2024</i:FechaExpedicionFactura></r:IDFactura>'
			. '<r:Operacion><i:TipoOperacion>Anulacion</i:TipoOperacion></r:Operacion><r:EstadoRegistro>Correcto</r:EstadoRegistro></r:RespuestaLinea>'
			. '</r:RespuestaRegFactuSistemaFacturacion></soap:Body></soap:Envelope>';

		$answer = AnswerReader::read( $xml );

		$this->assertSame( 120, $answer->wait_seconds );
		$this->assertSame( AnswerLine::ANULACION, $answer->lines[0]->operation );
		$this->assertSame( '12345679/G34', $answer->lines[0]->number );
	}

	public function test_a_soap_fault_is_read_as_a_fault(): void {
		$fault = AnswerReader::read(
			'<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><env:Fault>'
			. '<faultcode>env:Client</faultcode><faultstring>Codigo[4102].El XML no cumple el esquema. Falta informar campo obligatorio.: Cabecera</faultstring>'
			. '<detail><callstack>…</callstack></detail></env:Fault></env:Body></env:Envelope>'
		);

		$this->assertInstanceOf( Fault::class, $fault );
		$this->assertSame( 'env:Client', $fault->code );
		$this->assertSame( 'Codigo[4102].El XML no cumple el esquema. Falta informar campo obligatorio.: Cabecera', $fault->message );
		$this->assertSame( 4102, $fault->aeat_code() );
	}

	/**
	 * Bodies that are no answer, and what the message says.
	 *
	 * @return array<string,array{0:string,1:string}>
	 */
	public function unreadable(): array {
		$no_wait = str_replace( '<tikR:TiempoEsperaEnvio>60</tikR:TiempoEsperaEnvio>', '', self::answer( 'Correcto', '' ) );
		return array(
			'empty'                    => array( '', 'AEAT' ),
			'spaces'                   => array( " \r\n", 'AEAT' ),
			'a proxy\'s HTML page'     => array( "<html>\n<head><title>502 Bad Gateway</title></head>\n<body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center>\n</body>\n</html>\n", '<html> <head><title>502 Bad Gateway</title>' ),
			'a well-formed web page'   => array( '<html xmlns="http://www.w3.org/1999/xhtml"><body><p>Mantenimiento</p></body></html>', 'html' ),
			'broken HTML'              => array( '<!DOCTYPE html><html><body><p>Servicio no disponible<br></body></html>', '<!DOCTYPE html>' ),
			'garbage'                  => array( "\x00\xFF garbage", 'XML' ),
			'cut short'                => array( substr( self::answer( 'Correcto', '' ), 0, 300 ), 'XML' ),
			'a DOCTYPE with entities'  => array( '<!DOCTYPE lol [<!ENTITY lol "lol">]><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/">&lol;</env:Envelope>', 'XML' ),
			'an empty body'            => array( '<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body/></env:Envelope>', 'RespuestaRegFactuSistemaFacturacion' ),
			'another estado'           => array( self::answer( 'Aceptado', '' ), 'EstadoEnvio' ),
			'no TiempoEsperaEnvio'     => array( $no_wait, 'TiempoEsperaEnvio' ),
			'a line without its date'  => array( self::answer( 'Correcto', str_replace( '<tik:FechaExpedicionFactura>29-11-2026</tik:FechaExpedicionFactura>', '', self::line( 'FS-1', 'Correcto' ) ) ), 'RespuestaLinea[1]/IDFactura/FechaExpedicionFactura' ),
			'a line of another state'  => array( self::answer( 'Correcto', self::line( 'FS-1', 'Registrado' ) ), 'RespuestaLinea[1]/EstadoRegistro' ),
			'a code that is no number' => array( self::answer( 'Correcto', self::line( 'FS-1', 'Incorrecto', '<tikR:CodigoErrorRegistro>E1</tikR:CodigoErrorRegistro>' ) ), 'CodigoErrorRegistro' ),
		);
	}

	/**
	 * Each body that is no answer throws UnreadableAnswer.
	 *
	 * @dataProvider unreadable
	 *
	 * @param string $body     The body.
	 * @param string $mentions What the message mentions.
	 */
	public function test_what_is_no_answer_is_refused_with_a_clear_exception( string $body, string $mentions ): void {
		try {
			AnswerReader::read( $body );
			$this->fail( 'Read as an answer' );
		} catch ( UnreadableAnswer $error ) {
			$this->assertSame( 'rueda_verifactu_answer_unreadable', $error->error_code );
			$this->assertStringContainsString( $mentions, $error->getMessage() );
		}
	}
}
