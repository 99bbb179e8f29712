<?php
/**
 * Serves the test site over HTTP for tests of what only a real request shows: how
 * WordPress parses the URL, the headers it sends (CORS), the exact bytes of the answer.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests;

/**
 * Starts PHP's built-in server on the test site's own port (its home URL's), with the
 * router the local sites use, for the test class, and sends requests to it. The server is
 * another process: what it must see has to be committed, so test cases using this do not
 * run inside a rolled-back transaction and clean up after themselves.
 */
trait ServesOverHttp {

	/**
	 * The server process.
	 *
	 * @var resource|null
	 */
	private static $http_server = null;

	/**
	 * Starts the server once the class's tests begin.
	 *
	 * @throws \RuntimeException When it does not start.
	 */
	public static function set_up_before_class(): void {
		parent::set_up_before_class();
		$port              = (int) wp_parse_url( home_url(), PHP_URL_PORT );
		$pipes             = array();
		self::$http_server = proc_open(
			array( PHP_BINARY, '-S', '127.0.0.1:' . $port, '-t', (string) getenv( 'RUEDA_TEST_SITE' ), dirname( __DIR__, 2 ) . '/bin/router.php' ),
			array(
				1 => array( 'file', '/dev/null', 'w' ),
				2 => array( 'file', '/dev/null', 'w' ),
			),
			$pipes
		);
		for ( $tries = 0; $tries < 100; $tries++ ) {
			$status = proc_get_status( self::$http_server );
			if ( ! $status['running'] ) {
				throw new \RuntimeException( "The test server could not start on port {$port} (is it taken?)." );
			}
			$socket = @fsockopen( '127.0.0.1', $port ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- refused until it listens.
			if ( $socket ) {
				fclose( $socket );
				return;
			}
			usleep( 50000 );
		}
		throw new \RuntimeException( "The test server did not answer on port {$port}." );
	}

	/**
	 * Stops the server.
	 */
	public static function tear_down_after_class(): void {
		if ( self::$http_server ) {
			proc_terminate( self::$http_server );
			proc_close( self::$http_server );
			self::$http_server = null;
		}
		parent::tear_down_after_class();
	}

	/**
	 * Sends a request to the site.
	 *
	 * @param string               $method  HTTP method.
	 * @param string               $path    Path and query after the home URL, e.g. '/wp-json/'.
	 * @param array<string,string> $headers Request headers.
	 * @param string               $body    Request body.
	 * @return array{status:int,headers:array<string,string>,body:string} Header names in lower case.
	 * @throws \RuntimeException When the request fails.
	 */
	protected function http( string $method, string $path, array $headers = array(), string $body = '' ): array {
		$response = wp_remote_request(
			untrailingslashit( home_url() ) . $path,
			array(
				'method'      => $method,
				'headers'     => $headers,
				'body'        => '' === $body ? null : $body,
				'redirection' => 0,
				'timeout'     => 30,
			)
		);
		if ( is_wp_error( $response ) ) {
			throw new \RuntimeException( $response->get_error_message() ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test output.
		}
		$sent = array();
		foreach ( wp_remote_retrieve_headers( $response ) as $name => $value ) {
			$sent[ strtolower( (string) $name ) ] = is_array( $value ) ? implode( ', ', $value ) : (string) $value;
		}
		return array(
			'status'  => (int) wp_remote_retrieve_response_code( $response ),
			'headers' => $sent,
			'body'    => (string) wp_remote_retrieve_body( $response ),
		);
	}
}
