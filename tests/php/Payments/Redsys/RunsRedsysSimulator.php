<?php
/**
 * Runs the local Redsys stand-in (bin/redsys-simulator.php) for a test class.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Payments\Redsys;

/**
 * Starts the simulator with PHP's built-in server on a free local port, with its own
 * state file, before the class's tests, and stops it after them. `simulator_url()` is
 * its base URL; `simulator_state()` what it recorded (payments, notifications sent).
 */
trait RunsRedsysSimulator {

	/**
	 * The simulators started, by name: process, port and state file.
	 *
	 * @var array<string,array{process:resource,port:int,state:string}>
	 */
	private static array $simulators = array();

	/**
	 * Starts the default simulator.
	 */
	public static function set_up_before_class(): void {
		parent::set_up_before_class();
		self::start_simulator( 'bank' );
	}

	/**
	 * Stops every simulator.
	 */
	public static function tear_down_after_class(): void {
		self::stop_simulators();
		parent::tear_down_after_class();
	}

	/**
	 * Stops the simulators and removes their state.
	 */
	protected static function stop_simulators(): void {
		foreach ( self::$simulators as $simulator ) {
			proc_terminate( $simulator['process'] );
			proc_close( $simulator['process'] );
			if ( is_file( $simulator['state'] ) ) {
				unlink( $simulator['state'] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- a temp file.
			}
		}
		self::$simulators = array();
	}

	/**
	 * Starts a simulator.
	 *
	 * @param string               $name Its name in this class.
	 * @param array<string,string> $env  RUEDA_REDSYS_SIM_* variables.
	 * @throws \RuntimeException When it does not start.
	 */
	protected static function start_simulator( string $name, array $env = array() ): void {
		$probe = stream_socket_server( 'tcp://127.0.0.1:0' );
		$port  = (int) substr( (string) strrchr( (string) stream_socket_get_name( $probe, false ), ':' ), 1 );
		fclose( $probe ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a socket.
		// Two simulators may share a state file (one bank that answers in two ways).
		$state                     = $env['RUEDA_REDSYS_SIM_STATE'] ?? (string) tempnam( sys_get_temp_dir(), 'rueda-redsys-sim' );
		$pipes                     = array();
		$process                   = proc_open(
			array( PHP_BINARY, '-S', '127.0.0.1:' . $port, dirname( __DIR__, 4 ) . '/bin/redsys-simulator.php' ),
			array(
				1 => array( 'file', '/dev/null', 'w' ),
				2 => array( 'file', '/dev/null', 'w' ),
			),
			$pipes,
			null,
			$env + array(
				'RUEDA_REDSYS_SIM_STATE' => $state,
				'PATH'                   => (string) getenv( 'PATH' ),
			)
		);
		self::$simulators[ $name ] = array(
			'process' => $process,
			'port'    => $port,
			'state'   => $state,
		);
		for ( $tries = 0; $tries < 100; $tries++ ) {
			if ( ! proc_get_status( $process )['running'] ) {
				throw new \RuntimeException( "The Redsys simulator could not start on port {$port}." );
			}
			$socket = @fsockopen( '127.0.0.1', $port ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- refused until it listens.
			if ( $socket ) {
				fclose( $socket ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a socket.
				return;
			}
			usleep( 50000 );
		}
		throw new \RuntimeException( "The Redsys simulator did not answer on port {$port}." );
	}

	/**
	 * A simulator's state file.
	 *
	 * @param string $name Its name.
	 */
	protected static function simulator_state_file( string $name = 'bank' ): string {
		return self::$simulators[ $name ]['state'];
	}

	/**
	 * Forgets what a simulator recorded (payments and notifications).
	 *
	 * @param string $name Its name.
	 */
	protected static function reset_simulator( string $name = 'bank' ): void {
		file_put_contents( self::$simulators[ $name ]['state'], '' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a local file.
	}

	/**
	 * A simulator's base URL (http://localhost:PORT).
	 *
	 * @param string $name Its name.
	 */
	protected static function simulator_url( string $name = 'bank' ): string {
		// WP_HTTP_BLOCK_EXTERNAL lets the tests reach localhost only.
		return 'http://localhost:' . self::$simulators[ $name ]['port'];
	}

	/**
	 * What a simulator recorded: payments by Ds_Order and the notifications it sent.
	 *
	 * @param string $name Its name.
	 * @return array{payments:array<string,array<string,mixed>>,notifications:list<array{url:string,body:string,status:int}>}
	 */
	protected static function simulator_state( string $name = 'bank' ): array {
		$state = json_decode( (string) file_get_contents( self::$simulators[ $name ]['state'] ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		return ( is_array( $state ) ? $state : array() ) + array(
			'payments'      => array(),
			'notifications' => array(),
		);
	}

	/**
	 * Posts a form to a simulator (redirects not followed).
	 *
	 * @param string               $path Path, e.g. /sis/realizarPago.
	 * @param array<string,string> $form Fields.
	 * @param string               $name The simulator.
	 * @return array{status:int,location:string,body:string}
	 * @throws \RuntimeException When the request fails.
	 */
	protected static function post_to_simulator( string $path, array $form, string $name = 'bank' ): array {
		$response = wp_remote_post(
			self::simulator_url( $name ) . $path,
			array(
				'body'        => $form,
				'redirection' => 0,
				'timeout'     => 30,
			)
		);
		if ( is_wp_error( $response ) ) {
			throw new \RuntimeException( $response->get_error_message() ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test output.
		}
		return array(
			'status'   => (int) wp_remote_retrieve_response_code( $response ),
			'location' => (string) wp_remote_retrieve_header( $response, 'location' ),
			'body'     => (string) wp_remote_retrieve_body( $response ),
		);
	}
}
