<?php
/**
 * A local stand-in for the AEAT's VERI*FACTU service (the demo's and the tests'), as a
 * router script of PHP's built-in server: `php -S 127.0.0.1:8898 bin/aeat-simulator.php`
 * (`bin/aeat-simulator.sh 8898`). A developer tool, never shipped in the plugin: its
 * page and answers are in Spanish without translations, as the AEAT's are.
 *
 * - `POST /wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`: a RegFactuSistemaFacturacion
 *   envelope, read with the plugin's own SubmissionReader (the rules the shop writes with).
 *   An envelope it refuses whole (not XML, no SOAP body, a bad Cabecera, no records or
 *   more than 1,000) gets a SOAP Fault, HTTP 500, `Codigo[4102]` (4103 not XML, 4138
 *   empty, 4114 over 1,000). Otherwise one RespuestaLinea per record, in order, answered
 *   as the AEAT does:
 *   - Correcto, and the record is remembered (NIF + NumSerieFactura + FechaExpedicion);
 *   - Incorrecto 3000 "Registro de facturación duplicado." with RegistroDuplicado for an
 *     alta already remembered (annulled or not) that does not carry Subsanacion=S; with
 *     Subsanacion=S it replaces the one remembered;
 *   - Incorrecto 4102 (a required element missing, an unknown one, one out of order or
 *     repeated) or 1100 (a value breaking its type) for a record against the schema, with
 *     the element's path in the description; 1108 for a record of another NIF than the
 *     Cabecera's;
 *   - an anulación of an alta it never accepted: Incorrecto 3002 (unless
 *     SinRegistroPrevio=S); of one already annulled: Incorrecto 3001.
 *   EstadoEnvio is Correcto when every line is, Incorrecto when none was accepted,
 *   ParcialmenteCorrecto otherwise; CSV a random 16-character code when any was accepted;
 *   TiempoEsperaEnvio 60 (or the state's wait_seconds).
 * - Modes (the state's `mode`; RUEDA_AEAT_SIM_MODE gives the first): `normal`;
 *   `aceptado_con_errores` (every record that would be Correcto is AceptadoConErrores,
 *   error 2000, and remembered so); `incorrecto` (the first record is Incorrecto, 1100);
 *   `fault` (a SOAP Fault env:Server, HTTP 500, nothing remembered); `slow` (sleeps
 *   slow_seconds, 5 by default, then answers as normal: the records are registered though
 *   a client that gave up never saw it). The AEAT being down is no mode: stop the server.
 * - `POST /control`: sets mode, wait_seconds and slow_seconds (form fields or JSON),
 *   answers the settings as JSON (or back to the page when the form says redirect=1);
 *   `POST /control/reset` forgets everything. Tests may also write the state file.
 * - `GET /`: what it received (each submission with its lines), the mode and buttons to
 *   change it.
 *
 * It answers under no AEAT host name (a request for one gets 421): the shop reaches it only
 * through an endpoint set to this address. Environment: RUEDA_AEAT_SIM_STATE (the JSON
 * state file; by default rueda-aeat-simulator.json in the system's temp dir),
 * RUEDA_AEAT_SIM_MODE.
 *
 * @package Rueda
 */

declare( strict_types=1 );

// phpcs:disable -- A developer tool run by PHP's built-in server, outside WordPress.

spl_autoload_register(
	static function ( string $class_name ): void {
		$file = dirname( __DIR__ ) . '/includes/' . str_replace( '\\', '/', substr( $class_name, 6 ) ) . '.php';
		if ( str_starts_with( $class_name, 'Rueda\\' ) && is_readable( $file ) ) {
			require $file;
		}
	}
);

if ( ! function_exists( '__' ) ) {
	/** The plugin's messages, untranslated outside WordPress. */
	function __( string $text, string $domain = 'default' ): string {
		return $text;
	}
}

use Rueda\Domain\Invoices\Verifactu\Xml\ElementWriter;
use Rueda\Domain\Invoices\Verifactu\Xml\InvalidRecord;
use Rueda\Domain\Invoices\Verifactu\Xml\RecordWriter;
use Rueda\Domain\Invoices\Verifactu\Xml\Structure;
use Rueda\Domain\Invoices\Verifactu\Xml\SubmissionReader;
use Rueda\Domain\Invoices\Verifactu\Xml\SubmissionWriter;

date_default_timezone_set( 'Europe/Madrid' ); // The AEAT's clock, for TimestampPresentacion.

const AEAT_SIM_PATH  = '/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP';
const AEAT_SIM_MODES = array( 'normal', 'aceptado_con_errores', 'incorrecto', 'fault', 'slow' );

/** How many submissions the page keeps. */
const AEAT_SIM_KEEP = 20;

/** Where the state is kept. */
function aeat_sim_state_file(): string {
	return (string) ( getenv( 'RUEDA_AEAT_SIM_STATE' ) ?: sys_get_temp_dir() . '/rueda-aeat-simulator.json' );
}

/**
 * Reads and changes the state under a lock; returns what $change returns.
 *
 * @param callable $change Receives the state by reference.
 */
function aeat_sim_state( callable $change ) {
	$handle = fopen( aeat_sim_state_file(), 'c+' );
	flock( $handle, LOCK_EX );
	$state = json_decode( (string) stream_get_contents( $handle ), true );
	$empty = array(
		'mode'         => in_array( getenv( 'RUEDA_AEAT_SIM_MODE' ), AEAT_SIM_MODES, true ) ? getenv( 'RUEDA_AEAT_SIM_MODE' ) : 'normal',
		'wait_seconds' => 60,
		'slow_seconds' => 5,
		'records'      => array(),
		'submissions'  => array(),
		'last_request' => '',
	);
	$state  = is_array( $state ) ? $state + $empty : $empty;
	$result = $change( $state );
	ftruncate( $handle, 0 );
	rewind( $handle );
	fwrite( $handle, (string) json_encode( $state, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE ) );
	fflush( $handle );
	flock( $handle, LOCK_UN );
	fclose( $handle );
	return $result;
}

/** Escapes for HTML. */
function aeat_sim_e( string $text ): string {
	return htmlspecialchars( $text, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8' );
}

/**
 * Appends an element (with text, when given) and returns it.
 *
 * @param DOMNode     $parent The parent.
 * @param string      $ns     Namespace.
 * @param string      $name   Qualified name.
 * @param string|null $text   Text.
 */
function aeat_sim_add( DOMNode $parent, string $ns, string $name, ?string $text = null ): DOMElement {
	$element = ElementWriter::element( $parent, $ns, $name );
	if ( null !== $text ) {
		$element->appendChild( $element->ownerDocument->createTextNode( $text ) );
	}
	return $element;
}

/**
 * A SOAP envelope whose body $fill fills; sends it.
 *
 * @param int      $status HTTP status.
 * @param callable $fill   Receives the Body element.
 */
function aeat_sim_envelope( int $status, callable $fill ): void {
	$document = new DOMDocument( '1.0', 'UTF-8' );
	$envelope = aeat_sim_add( $document, Structure::NS_SOAP, 'env:Envelope' );
	aeat_sim_add( $envelope, Structure::NS_SOAP, 'env:Header' );
	$fill( aeat_sim_add( $envelope, Structure::NS_SOAP, 'env:Body' ) );
	http_response_code( $status );
	header( 'Content-Type: text/xml; charset=utf-8' );
	echo ElementWriter::serialize( $document );
}

/**
 * Answers a SOAP Fault and records the submission it refused.
 *
 * @param string $code    faultcode.
 * @param string $message faultstring.
 */
function aeat_sim_fault( string $code, string $message ): void {
	aeat_sim_remember(
		array(
			'http_status' => 500,
			'fault'       => $message,
			'lines'       => array(),
		)
	);
	aeat_sim_envelope(
		500,
		static function ( DOMElement $body ) use ( $code, $message ): void {
			$fault = aeat_sim_add( $body, Structure::NS_SOAP, 'env:Fault' );
			aeat_sim_add( $fault, '', 'faultcode', $code );
			aeat_sim_add( $fault, '', 'faultstring', $message );
		}
	);
}

/**
 * Records a submission for the page and the tests (the last AEAT_SIM_KEEP of them).
 *
 * @param array<string,mixed> $submission What it was and what it got.
 */
function aeat_sim_remember( array $submission ): void {
	aeat_sim_state(
		static function ( array &$state ) use ( $submission ): void {
			$state['submissions'][] = $submission + array( 'time' => gmdate( 'c' ) );
			$state['submissions']   = array_slice( $state['submissions'], -AEAT_SIM_KEEP );
		}
	);
}

/**
 * The AEAT's error for a record against the schema.
 *
 * @param InvalidRecord $error The reader's error.
 * @return array{0:int,1:string}
 */
function aeat_sim_schema_error( InvalidRecord $error ): array {
	switch ( $error->reason ) {
		case InvalidRecord::MISSING:
			return array( 4102, 'El XML no cumple el esquema. Falta informar campo obligatorio: ' . $error->element . '.' );
		case InvalidRecord::INVALID:
			return array( 1100, 'Valor o tipo incorrecto del campo: ' . $error->element . '.' );
		case InvalidRecord::ORDER:
			return array( 4102, 'El XML no cumple el esquema: el campo ' . $error->element . ' está fuera de orden.' );
		case InvalidRecord::COUNT:
			return array( 4102, 'El XML no cumple el esquema: el campo ' . $error->element . ' se repite más veces de las permitidas.' );
		default:
			return array( 4102, 'El XML no cumple el esquema: el campo ' . $error->element . ' no existe en ese lugar.' );
	}
}

/**
 * The AEAT's faultstring for an envelope it refuses whole.
 *
 * @param string        $body  The request's body.
 * @param InvalidRecord $error The reader's error.
 */
function aeat_sim_envelope_error( string $body, InvalidRecord $error ): string {
	if ( '' === trim( $body ) ) {
		return 'Codigo[4138].Petición vacía en el XML o encoding incorrecto.';
	}
	if ( 'Envelope' === $error->element ) {
		return 'Codigo[4103].Se ha producido un error inesperado al parsear el XML.';
	}
	if ( InvalidRecord::COUNT === $error->reason && 'RegistroFactura' === $error->element ) {
		return 'Codigo[4114].El XML no cumple con el esquema: se ha superado el límite máximo permitido de facturas a registrar.';
	}
	if ( InvalidRecord::MISSING === $error->reason ) {
		return 'Codigo[4102].El XML no cumple el esquema. Falta informar campo obligatorio.: ' . $error->element;
	}
	return 'Codigo[4102].El XML no cumple el esquema: ' . $error->element . ' (' . aeat_sim_schema_error( $error )[1] . ')';
}

/**
 * Decides one record's line and remembers what it registers.
 *
 * @param array<string,mixed> $state     The state (changed).
 * @param array<string,mixed> $record    SubmissionReader's record.
 * @param string              $nif       The Cabecera's NIF.
 * @param string              $mode      The mode.
 * @param bool                $first     Whether it is the submission's first record.
 * @param string              $request   The submission's id.
 * @return array<string,mixed> The line.
 */
function aeat_sim_decide( array &$state, array $record, string $nif, string $mode, bool $first, string $request ): array {
	$fields = $record['fields'] ?? array();
	$line   = array(
		'element'        => $record['element'],
		'nif'            => $record['id']['nif'],
		'number'         => $record['id']['number'],
		'date'           => $record['id']['date'],
		'operation'      => RecordWriter::ANULACION === $record['element'] ? 'Anulacion' : 'Alta',
		'subsanacion'    => $fields['Subsanacion'] ?? null,
		'rechazo_previo' => $fields['RechazoPrevio'] ?? null,
		'estado'         => 'Incorrecto',
		'code'           => null,
		'description'    => null,
		'duplicate'      => null,
	);
	$key   = $line['nif'] . '|' . $line['number'] . '|' . $line['date'];
	$known = $state['records'][ $key ] ?? null;
	if ( null !== $record['error'] ) {
		list( $line['code'], $line['description'] ) = aeat_sim_schema_error( $record['error'] );
	} elseif ( SubmissionWriter::issuer_of( $record['element'], $fields ) !== $nif ) {
		list( $line['code'], $line['description'] ) = array( 1108, 'El NIF del IDEmisorFactura debe ser el mismo que el NIF del ObligadoEmision.' );
	} elseif ( 'incorrecto' === $mode && $first ) {
		list( $line['code'], $line['description'] ) = array( 1100, 'Valor o tipo incorrecto del campo: DescripcionOperacion (modo incorrecto del simulador).' );
	} elseif ( 'Alta' === $line['operation'] && null !== $known && 'S' !== $line['subsanacion'] ) {
		list( $line['code'], $line['description'] ) = array( 3000, 'Registro de facturación duplicado.' );
		$line['duplicate']                          = array(
			'request_id' => $known['request_id'],
			'estado'     => $known['estado'],
		);
	} elseif ( 'Anulacion' === $line['operation'] && null === $known && 'S' !== ( $fields['SinRegistroPrevio'] ?? null ) ) {
		list( $line['code'], $line['description'] ) = array( 3002, 'No existe el registro de facturación.' );
	} elseif ( 'Anulacion' === $line['operation'] && 'Anulada' === ( $known['estado'] ?? '' ) ) {
		list( $line['code'], $line['description'] ) = array( 3001, 'El registro de facturación ya ha sido dado de baja.' );
	} else {
		$with_errors    = 'aceptado_con_errores' === $mode;
		$line['estado'] = $with_errors ? 'AceptadoConErrores' : 'Correcto';
		if ( $with_errors ) {
			list( $line['code'], $line['description'] ) = array( 2000, 'El cálculo de la huella suministrada es incorrecta.' );
		}
		$state['records'][ $key ] = array(
			'request_id' => $request,
			'estado'     => 'Anulacion' === $line['operation'] ? 'Anulada' : ( $with_errors ? 'AceptadaConErrores' : 'Correcta' ),
			'huella'     => $fields['Huella'] ?? '',
		);
	}
	return $line;
}

/**
 * A submission to the SOAP endpoint.
 *
 * @param string $body The request's body.
 */
function aeat_sim_submit( string $body ): void {
	$settings = aeat_sim_state(
		static function ( array &$state ) use ( $body ): array {
			$state['last_request'] = $body;
			return $state;
		}
	);
	if ( 'fault' === $settings['mode'] ) {
		aeat_sim_fault( 'env:Server', 'Codigo[-1].Error técnico: el servicio no está disponible en este momento (modo fault del simulador).' );
		return;
	}
	if ( 'slow' === $settings['mode'] ) {
		sleep( max( 0, (int) $settings['slow_seconds'] ) );
	}
	try {
		$submission = SubmissionReader::read( $body );
	} catch ( InvalidRecord $error ) {
		aeat_sim_fault( 'env:Client', aeat_sim_envelope_error( $body, $error ) );
		return;
	}
	$cabecera   = $submission['cabecera'];
	$request    = (string) random_int( 100000000, 999999999 ) . (string) random_int( 10000000, 99999999 );
	$incidencia = $cabecera['RemisionVoluntaria']['Incidencia'] ?? null;
	$lines      = aeat_sim_state(
		static function ( array &$state ) use ( $submission, $cabecera, $settings, $request ): array {
			$lines = array();
			foreach ( $submission['records'] as $index => $record ) {
				$lines[] = aeat_sim_decide( $state, $record, $cabecera['ObligadoEmision']['NIF'], $settings['mode'], 0 === $index, $request );
			}
			return $lines;
		}
	);
	$states   = array_count_values( array_column( $lines, 'estado' ) );
	$accepted = count( $lines ) - ( $states['Incorrecto'] ?? 0 );
	$status   = ( $states['Correcto'] ?? 0 ) === count( $lines ) ? 'Correcto' : ( 0 === $accepted ? 'Incorrecto' : 'ParcialmenteCorrecto' );
	$csv      = 0 === $accepted ? null : aeat_sim_csv();
	aeat_sim_remember(
		array(
			'request_id'   => $request,
			'http_status'  => 200,
			'obligado'     => $cabecera['ObligadoEmision'],
			'incidencia'   => $incidencia,
			'estado_envio' => $status,
			'csv'          => $csv,
			'lines'        => $lines,
		)
	);
	aeat_sim_envelope(
		200,
		static function ( DOMElement $body ) use ( $cabecera, $settings, $status, $csv, $lines ): void {
			$answer = aeat_sim_add( $body, Structure::NS_ANSWER, 'tikR:RespuestaRegFactuSistemaFacturacion' );
			$answer->setAttributeNS( Structure::NS_XMLNS, 'xmlns:tik', Structure::NS_INFO );
			if ( null !== $csv ) {
				aeat_sim_add( $answer, Structure::NS_ANSWER, 'tikR:CSV', $csv );
			}
			$presentacion = aeat_sim_add( $answer, Structure::NS_ANSWER, 'tikR:DatosPresentacion' );
			aeat_sim_add( $presentacion, Structure::NS_INFO, 'tik:NIFPresentador', $cabecera['ObligadoEmision']['NIF'] );
			aeat_sim_add( $presentacion, Structure::NS_INFO, 'tik:TimestampPresentacion', date( 'c' ) );
			$header = aeat_sim_add( $answer, Structure::NS_ANSWER, 'tikR:Cabecera' );
			( new ElementWriter( $body->ownerDocument ) )->fill( $header, 'CabeceraType', $cabecera, 'Cabecera' );
			aeat_sim_add( $answer, Structure::NS_ANSWER, 'tikR:TiempoEsperaEnvio', (string) (int) $settings['wait_seconds'] );
			aeat_sim_add( $answer, Structure::NS_ANSWER, 'tikR:EstadoEnvio', $status );
			foreach ( $lines as $line ) {
				$element = aeat_sim_add( $answer, Structure::NS_ANSWER, 'tikR:RespuestaLinea' );
				$id      = aeat_sim_add( $element, Structure::NS_ANSWER, 'tikR:IDFactura' );
				aeat_sim_add( $id, Structure::NS_INFO, 'tik:IDEmisorFactura', $line['nif'] );
				aeat_sim_add( $id, Structure::NS_INFO, 'tik:NumSerieFactura', $line['number'] );
				aeat_sim_add( $id, Structure::NS_INFO, 'tik:FechaExpedicionFactura', $line['date'] );
				$operation = aeat_sim_add( $element, Structure::NS_ANSWER, 'tikR:Operacion' );
				aeat_sim_add( $operation, Structure::NS_INFO, 'tik:TipoOperacion', $line['operation'] );
				foreach ( array( 'Subsanacion' => 'subsanacion', 'RechazoPrevio' => 'rechazo_previo' ) as $name => $key ) {
					if ( is_string( $line[ $key ] ) && '' !== $line[ $key ] ) {
						aeat_sim_add( $operation, Structure::NS_INFO, 'tik:' . $name, $line[ $key ] );
					}
				}
				aeat_sim_add( $element, Structure::NS_ANSWER, 'tikR:EstadoRegistro', $line['estado'] );
				if ( null !== $line['code'] ) {
					aeat_sim_add( $element, Structure::NS_ANSWER, 'tikR:CodigoErrorRegistro', (string) $line['code'] );
					aeat_sim_add( $element, Structure::NS_ANSWER, 'tikR:DescripcionErrorRegistro', $line['description'] );
				}
				if ( null !== $line['duplicate'] ) {
					$duplicate = aeat_sim_add( $element, Structure::NS_ANSWER, 'tikR:RegistroDuplicado' );
					aeat_sim_add( $duplicate, Structure::NS_INFO, 'tik:IdPeticionRegistroDuplicado', $line['duplicate']['request_id'] );
					aeat_sim_add( $duplicate, Structure::NS_INFO, 'tik:EstadoRegistroDuplicado', $line['duplicate']['estado'] );
				}
			}
		}
	);
}

/** A CSV code: 16 random capital letters and digits. */
function aeat_sim_csv(): string {
	$alphabet = 'ABCDEFGHIJKLMNPQRSTUVWXYZ0123456789';
	$csv      = '';
	for ( $i = 0; $i < 16; $i++ ) {
		$csv .= $alphabet[ random_int( 0, strlen( $alphabet ) - 1 ) ];
	}
	return $csv;
}

/**
 * The control endpoint: sets the mode, the wait and the slowness, or forgets everything.
 *
 * @param bool $reset Whether to forget everything.
 */
function aeat_sim_control( bool $reset ): void {
	$input = $_POST;
	if ( array() === $input ) {
		$json  = json_decode( (string) file_get_contents( 'php://input' ), true );
		$input = is_array( $json ) ? $json : array();
	}
	if ( isset( $input['mode'] ) && ! in_array( $input['mode'], AEAT_SIM_MODES, true ) ) {
		http_response_code( 400 );
		header( 'Content-Type: application/json' );
		echo json_encode( array( 'error' => 'Modo desconocido: ' . implode( ', ', AEAT_SIM_MODES ) ) );
		return;
	}
	$settings = aeat_sim_state(
		static function ( array &$state ) use ( $input, $reset ): array {
			if ( $reset ) {
				$state = array(
					'mode'         => 'normal',
					'wait_seconds' => 60,
					'slow_seconds' => 5,
				);
			}
			foreach ( array( 'mode', 'wait_seconds', 'slow_seconds' ) as $key ) {
				if ( isset( $input[ $key ] ) && '' !== $input[ $key ] ) {
					$state[ $key ] = 'mode' === $key ? (string) $input[ $key ] : max( 0, (int) $input[ $key ] );
				}
			}
			return array_intersect_key( $state, array_flip( array( 'mode', 'wait_seconds', 'slow_seconds' ) ) );
		}
	);
	if ( ! empty( $input['redirect'] ) ) {
		header( 'Location: /', true, 303 );
		return;
	}
	header( 'Content-Type: application/json' );
	echo json_encode( $settings );
}

/** The page of what it received. */
function aeat_sim_page(): void {
	$state = aeat_sim_state( static fn( array &$state ): array => $state );
	$modes = '';
	foreach ( AEAT_SIM_MODES as $mode ) {
		$modes .= '<button name="mode" value="' . $mode . '"' . ( $mode === $state['mode'] ? ' class="actual" aria-pressed="true"' : '' ) . '>' . $mode . '</button>';
	}
	$rows = '';
	foreach ( array_reverse( $state['submissions'] ) as $submission ) {
		$lines = '';
		foreach ( $submission['lines'] as $line ) {
			$lines .= '<tr><td>' . aeat_sim_e( $line['operation'] . ( 'S' === $line['subsanacion'] ? ' (subsanación)' : '' ) ) . '</td><td>' . aeat_sim_e( $line['nif'] ) . '</td><td>' . aeat_sim_e( $line['number'] ) . '</td><td>' . aeat_sim_e( $line['date'] ) . '</td>'
				. '<td class="' . aeat_sim_e( $line['estado'] ) . '">' . aeat_sim_e( $line['estado'] ) . '</td><td>' . aeat_sim_e( trim( $line['code'] . ' ' . $line['description'] ) ) . '</td></tr>';
		}
		$rows .= '<section><h2>' . aeat_sim_e( $submission['time'] ) . ' · ' . aeat_sim_e( isset( $submission['fault'] ) ? 'SOAP Fault' : $submission['estado_envio'] ) . '</h2><p>'
			. aeat_sim_e( isset( $submission['fault'] ) ? $submission['fault'] : ( $submission['obligado']['NombreRazon'] . ' (' . $submission['obligado']['NIF'] . ') · CSV ' . ( $submission['csv'] ?? '—' ) . ( 'S' === $submission['incidencia'] ? ' · Incidencia' : '' ) ) ) . '</p>'
			. ( '' === $lines ? '' : '<table><thead><tr><th>Operación</th><th>NIF</th><th>Número</th><th>Fecha</th><th>Estado</th><th>Error</th></tr></thead><tbody>' . $lines . '</tbody></table>' ) . '</section>';
	}
	http_response_code( 200 );
	header( 'Content-Type: text/html; charset=utf-8' );
	header( 'Cache-Control: no-store' );
	echo '<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Simulador de la AEAT (VERI*FACTU)</title>'
		. '<style>body{font-family:system-ui,sans-serif;background:#f2f2f2;margin:0}main{max-width:60rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:8px}'
		. 'table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #ddd}button{margin:0 .25rem .25rem 0;padding:.5rem .75rem}'
		. '.actual{background:#1a7f37;color:#fff}.Correcto{color:#1a7f37}.Incorrecto{color:#b42318}.AceptadoConErrores{color:#b54708}</style></head><body><main>'
		. '<h1>Simulador de la AEAT (VERI*FACTU)</h1><p>Simulador local: no envía nada a la Agencia Tributaria. POST ' . AEAT_SIM_PATH . '</p>'
		. '<form method="post" action="/control"><input type="hidden" name="redirect" value="1"><p>Modo: ' . $modes . '</p></form>'
		. '<form method="post" action="/control/reset"><input type="hidden" name="redirect" value="1"><button>Olvidar todo</button></form>'
		. '<p>Registros aceptados: ' . count( $state['records'] ) . ' · Espera entre envíos: ' . (int) $state['wait_seconds'] . ' s</p>'
		. ( '' === $rows ? '<p>Aún no ha recibido ningún envío.</p>' : $rows ) . '</main></body></html>';
}

$aeat_sim_path = (string) parse_url( $_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH );
$aeat_sim_post = 'POST' === ( $_SERVER['REQUEST_METHOD'] ?? 'GET' );
if ( preg_match( '/(^|\.)(aeat\.es|agenciatributaria\.gob\.es)(:\d+)?$/i', (string) ( $_SERVER['HTTP_HOST'] ?? '' ) ) ) {
	// Never the AEAT under its own name: a shop pointed here by DNS must not think it filed anything.
	http_response_code( 421 );
	header( 'Content-Type: text/plain; charset=utf-8' );
	echo "El simulador de la AEAT no responde a los nombres de la AEAT.\n";
} elseif ( $aeat_sim_post && AEAT_SIM_PATH === $aeat_sim_path ) {
	aeat_sim_submit( (string) file_get_contents( 'php://input' ) );
} elseif ( AEAT_SIM_PATH === $aeat_sim_path ) {
	http_response_code( 405 );
	header( 'Content-Type: text/plain; charset=utf-8' );
	echo "Codigo[4135]. Esta URL no puede ser utilizada mediante GET.\n";
} elseif ( $aeat_sim_post && ( '/control' === $aeat_sim_path || '/control/reset' === $aeat_sim_path ) ) {
	aeat_sim_control( '/control/reset' === $aeat_sim_path );
} elseif ( '/' === $aeat_sim_path ) {
	aeat_sim_page();
} elseif ( '/favicon.ico' === $aeat_sim_path ) {
	http_response_code( 204 );
} else {
	http_response_code( 404 );
	header( 'Content-Type: text/plain; charset=utf-8' );
	echo "No existe. POST " . AEAT_SIM_PATH . ", GET / o POST /control.\n";
}
