<?php
/**
 * A TLS front for the AEAT stand-in (bin/aeat-simulator.php), for the tests only:
 * `php bin/aeat-tls-stand-in.php TLS_PORT HTTP_PORT`. It listens on tls://127.0.0.1:TLS_PORT
 * and, as the AEAT does, asks for a client certificate and refuses in the handshake a
 * client without one signed by its CA; each request it accepts goes as it came to the
 * HTTP stand-in on 127.0.0.1:HTTP_PORT, and its answer back. One connection at a time.
 *
 * Environment: RUEDA_AEAT_TLS_CERT (the server's PEM certificate and key, for
 * "localhost"), RUEDA_AEAT_TLS_CA (the PEM CA the client certificates must be signed by),
 * RUEDA_AEAT_TLS_LOG (optional: a file it appends a JSON line to per connection, with the
 * client certificate's subject CN, or null when the handshake failed).
 *
 * @package Rueda
 */

declare( strict_types=1 );

// phpcs:disable -- A developer tool run by the PHP CLI, outside WordPress.

$tls_port  = (int) ( $argv[1] ?? 0 );
$http_port = (int) ( $argv[2] ?? 0 );
$cert      = (string) getenv( 'RUEDA_AEAT_TLS_CERT' );
$ca        = (string) getenv( 'RUEDA_AEAT_TLS_CA' );
$log       = (string) getenv( 'RUEDA_AEAT_TLS_LOG' );
if ( $tls_port <= 0 || $http_port <= 0 || ! is_readable( $cert ) || ! is_readable( $ca ) ) {
	fwrite( STDERR, "Usage: RUEDA_AEAT_TLS_CERT=server.pem RUEDA_AEAT_TLS_CA=ca.pem php bin/aeat-tls-stand-in.php TLS_PORT HTTP_PORT\n" );
	exit( 2 );
}

$context = stream_context_create(
	array(
		'ssl' => array(
			'local_cert'        => $cert,
			'verify_peer'       => true, // On a server: ask for the client's certificate and require it.
			'verify_peer_name'  => false, // A client certificate names its holder, not a host.
			'allow_self_signed' => false,
			'cafile'            => $ca,
			'capture_peer_cert' => true,
		),
	)
);
$server = stream_socket_server( "tls://127.0.0.1:{$tls_port}", $errno, $errstr, STREAM_SERVER_BIND | STREAM_SERVER_LISTEN, $context );
if ( ! $server ) {
	fwrite( STDERR, "Cannot listen on {$tls_port}: {$errstr}\n" );
	exit( 1 );
}

$note = static function ( ?string $client ) use ( $log ): void {
	if ( '' !== $log ) {
		file_put_contents( $log, json_encode( array( 'client' => $client ) ) . "\n", FILE_APPEND | LOCK_EX );
	}
};

while ( true ) {
	// The handshake happens here: a client the CA did not sign is refused, and noted.
	$client = @stream_socket_accept( $server, -1 );
	if ( ! $client ) {
		$note( null );
		continue;
	}
	$peer = stream_context_get_options( $client )['ssl']['peer_certificate'] ?? null;
	$x509 = $peer ? openssl_x509_parse( $peer ) : false;
	$note( is_array( $x509 ) ? (string) ( $x509['subject']['CN'] ?? '' ) : '' );

	stream_set_timeout( $client, 30 );
	$head = '';
	while ( ! str_contains( $head, "\r\n\r\n" ) && ! feof( $client ) && strlen( $head ) < 65536 ) {
		$head .= (string) fread( $client, 8192 );
	}
	[ $head, $body ] = array_pad( explode( "\r\n\r\n", $head, 2 ), 2, '' );
	$length          = preg_match( '/^content-length:\s*(\d+)/mi', $head, $match ) ? (int) $match[1] : 0;
	while ( strlen( $body ) < $length && ! feof( $client ) ) {
		$body .= (string) fread( $client, $length - strlen( $body ) );
	}
	// One request per connection: the stand-in's answer ends when it closes.
	$head = rtrim( (string) preg_replace( '/^(connection|keep-alive):.*$\n?/mi', '', $head ) ) . "\r\nConnection: close";

	$backend = @stream_socket_client( "tcp://127.0.0.1:{$http_port}", $errno, $errstr, 10 );
	if ( ! $backend ) {
		fwrite( $client, "HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n" );
	} else {
		stream_set_timeout( $backend, 60 );
		fwrite( $backend, $head . "\r\n\r\n" . $body );
		while ( ! feof( $backend ) ) {
			$chunk = fread( $backend, 8192 );
			if ( false === $chunk || ( '' === $chunk && stream_get_meta_data( $backend )['timed_out'] ) ) {
				break;
			}
			fwrite( $client, $chunk );
		}
		fclose( $backend );
	}
	fclose( $client );
}
