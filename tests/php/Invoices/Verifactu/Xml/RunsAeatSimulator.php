<?php
/**
 * Runs the local AEAT stand-in (bin/aeat-simulator.php) for a test class.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices\Verifactu\Xml;

/**
 * Starts the stand-in with PHP's built-in server on a free local port, with its own state
 * file, before the class's tests, and stops it after them (as RunsRedsysSimulator does
 * for the bank). `aeat_url()` is its base URL, `aeat_state()` what it recorded.
 */
trait RunsAeatSimulator {

	/**
	 * The stand-in: process, port and state file.
	 *
	 * @var array{process:resource,port:int,state:string}|null
	 */
	private static ?array $aeat = null;

	/**
	 * The SOAP endpoint's path, as the AEAT's.
	 *
	 * @var string
	 */
	protected static string $aeat_path = '/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP';

	/**
	 * Starts the stand-in.
	 *
	 * @throws \RuntimeException When it does not start.
	 */
	public static function set_up_before_class(): void {
		parent::set_up_before_class();
		$probe = stream_socket_server( 'tcp://127.0.0.1:0' );
		$port  = (int) substr( (string) strrchr( (string) stream_socket_get_name( $probe, false ), ':' ), 1 );
		fclose( $probe ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a socket.
		$state      = (string) tempnam( sys_get_temp_dir(), 'rueda-aeat-sim' );
		$pipes      = array();
		$process    = proc_open(
			array( PHP_BINARY, '-S', '127.0.0.1:' . $port, dirname( __DIR__, 5 ) . '/bin/aeat-simulator.php' ),
			array(
				1 => array( 'file', '/dev/null', 'w' ),
				2 => array( 'file', '/dev/null', 'w' ),
			),
			$pipes,
			null,
			array(
				'RUEDA_AEAT_SIM_STATE' => $state,
				'PATH'                 => (string) getenv( 'PATH' ),
			)
		);
		self::$aeat = array(
			'process' => $process,
			'port'    => $port,
			'state'   => $state,
		);
		for ( $tries = 0; $tries < 100; $tries++ ) {
			if ( ! proc_get_status( $process )['running'] ) {
				throw new \RuntimeException( "The AEAT simulator could not start on port {$port}." );
			}
			$socket = @fsockopen( '127.0.0.1', $port ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- refused until it listens.
			if ( $socket ) {
				fclose( $socket ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a socket.
				return;
			}
			usleep( 50000 );
		}
		throw new \RuntimeException( "The AEAT simulator did not answer on port {$port}." );
	}

	/**
	 * Stops the stand-in and removes its state.
	 */
	public static function tear_down_after_class(): void {
		if ( null !== self::$aeat ) {
			proc_terminate( self::$aeat['process'] );
			proc_close( self::$aeat['process'] );
			if ( is_file( self::$aeat['state'] ) ) {
				unlink( self::$aeat['state'] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- a temp file.
			}
			self::$aeat = null;
		}
		parent::tear_down_after_class();
	}

	/**
	 * Forgets everything the stand-in recorded and sets it back to normal.
	 */
	protected static function reset_aeat(): void {
		file_put_contents( self::$aeat['state'], '' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a local file.
	}

	/**
	 * The stand-in's base URL (http://localhost:PORT).
	 */
	protected static function aeat_url(): string {
		// WP_HTTP_BLOCK_EXTERNAL lets the tests reach localhost only.
		return 'http://localhost:' . self::$aeat['port'];
	}

	/**
	 * What the stand-in recorded: mode, records it registered, submissions, last request.
	 *
	 * @return array<string,mixed>
	 */
	protected static function aeat_state(): array {
		$state = json_decode( (string) file_get_contents( self::$aeat['state'] ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		return ( is_array( $state ) ? $state : array() ) + array(
			'records'      => array(),
			'submissions'  => array(),
			'last_request' => '',
		);
	}

	/**
	 * Posts a body to the stand-in.
	 *
	 * @param string $path    Path.
	 * @param string $body    Body.
	 * @param int    $timeout Seconds before giving up.
	 * @param string $type    Content type.
	 * @return array{status:int,body:string}|\WP_Error
	 */
	protected static function post_to_aeat( string $path, string $body, int $timeout = 10, string $type = 'text/xml; charset=utf-8' ) {
		$response = wp_remote_post(
			self::aeat_url() . $path,
			array(
				'body'        => $body,
				'headers'     => array(
					'Content-Type' => $type,
					'SOAPAction'   => '""',
				),
				'redirection' => 0,
				'timeout'     => $timeout,
			)
		);
		if ( is_wp_error( $response ) ) {
			return $response;
		}
		return array(
			'status' => (int) wp_remote_retrieve_response_code( $response ),
			'body'   => (string) wp_remote_retrieve_body( $response ),
		);
	}

	/**
	 * Sets the stand-in's mode (and wait_seconds, slow_seconds) through its control endpoint.
	 *
	 * @param array<string,string|int> $settings Settings.
	 * @return array<string,mixed> The settings it answered.
	 */
	protected static function control_aeat( array $settings ): array {
		$answer = self::post_to_aeat( '/control', (string) wp_json_encode( $settings ), 10, 'application/json' );
		return is_array( $answer ) ? (array) json_decode( $answer['body'], true ) : array();
	}
}
