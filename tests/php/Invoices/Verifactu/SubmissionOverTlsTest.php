<?php
/**
 * The queue sending to the AEAT over https with the shop's client certificate, against
 * the stand-in behind a TLS front that asks for one (bin/aeat-tls-stand-in.php).
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices\Verifactu;

use Rueda\Domain\Invoices\Verifactu\InvoiceRecord;
use Rueda\Domain\Invoices\Verifactu\Submission\CertificateStore;
use Rueda\Domain\Invoices\Verifactu\Submission\QueueState;
use Rueda\Domain\Invoices\Verifactu\Submission\SubmissionQueue;
use Rueda\Invoices\Verifactu\AeatClient;
use Rueda\Storage\Schema;
use Rueda\Tests\Invoices\Verifactu\Xml\RunsAeatSimulator;
use Rueda\Tests\TestCase;
use WpOrg\Requests\Transport\Fsockopen;

/**
 * A test CA signs the front's certificate for "localhost" and the shop's client
 * certificate; the .p12 is stored as the upload stores it, RUEDA_AEAT_ENDPOINT points at
 * the front, WordPress trusts the test CA for its URL only, and the client (AeatClient,
 * the real one) posts over cURL.
 */
final class SubmissionOverTlsTest extends TestCase {

	use RunsAeatSimulator {
		set_up_before_class as start_aeat;
		tear_down_after_class as stop_aeat;
	}

	private const PASSWORD = 'contraseña-del-certificado';

	/** A moment for the clock. */
	private const T = 1795000000;

	/**
	 * The TLS front: process, port, its temp dir (certificates, log).
	 *
	 * @var array{process:resource,port:int,dir:string}|null
	 */
	private static ?array $tls = null;

	/**
	 * The clock's time.
	 *
	 * @var int
	 */
	private int $now = self::T;

	/**
	 * Starts the HTTP stand-in, makes the test CA and its certificates, and starts the
	 * TLS front before it.
	 *
	 * @throws \RuntimeException When the front does not start.
	 */
	public static function set_up_before_class(): void {
		self::start_aeat();
		$dir = get_temp_dir() . 'rueda-tls-' . wp_generate_password( 12, false );
		wp_mkdir_p( $dir . '/certificates' );
		[ $ca_cert, $ca_key ]         = self::certificate( $dir, 'Rueda test CA', null, 'v3_ca' );
		[ $server_cert, $server_key ] = self::certificate( $dir, 'localhost', array( $ca_cert, $ca_key ), 'server' );
		openssl_x509_export_to_file( $ca_cert, $dir . '/ca.pem' );
		openssl_x509_export( $server_cert, $server_pem );
		openssl_pkey_export( $server_key, $server_key_pem );
		file_put_contents( $dir . '/server.pem', $server_pem . $server_key_pem ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test's temporary file.
		// The shop's .p12, signed by the CA the front trusts; and one of a CA it does not.
		self::p12( $dir . '/shop.p12', self::certificate( $dir, 'NEUMATICOS RUEDA SL - B12345674', array( $ca_cert, $ca_key ), 'client' ) );
		self::p12( $dir . '/stranger.p12', self::certificate( $dir, 'NEUMATICOS RUEDA SL - B12345674', self::certificate( $dir, 'Another CA', null, 'v3_ca' ), 'client' ) );

		$probe = stream_socket_server( 'tcp://127.0.0.1:0' );
		$port  = (int) substr( (string) strrchr( (string) stream_socket_get_name( $probe, false ), ':' ), 1 );
		fclose( $probe ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a socket.
		$pipes     = array();
		$process   = proc_open(
			array( PHP_BINARY, dirname( __DIR__, 4 ) . '/bin/aeat-tls-stand-in.php', (string) $port, (string) parse_url( self::aeat_url(), PHP_URL_PORT ) ), // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- our own URL.
			array(
				1 => array( 'file', '/dev/null', 'w' ),
				2 => array( 'file', $dir . '/stderr', 'w' ),
			),
			$pipes,
			null,
			array(
				'RUEDA_AEAT_TLS_CERT' => $dir . '/server.pem',
				'RUEDA_AEAT_TLS_CA'   => $dir . '/ca.pem',
				'RUEDA_AEAT_TLS_LOG'  => $dir . '/log',
				'PATH'                => (string) getenv( 'PATH' ),
			)
		);
		self::$tls = array(
			'process' => $process,
			'port'    => $port,
			'dir'     => $dir,
		);
		for ( $tries = 0; $tries < 100; $tries++ ) {
			if ( ! proc_get_status( $process )['running'] ) {
				throw new \RuntimeException( 'The TLS front could not start: ' . file_get_contents( $dir . '/stderr' ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents, WordPress.Security.EscapeOutput.ExceptionNotEscaped -- a local file, in a test.
			}
			// A plain TCP probe: the front notes it as a refused handshake; the log is emptied below.
			$socket = @fsockopen( '127.0.0.1', $port ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- refused until it listens.
			if ( $socket ) {
				fclose( $socket ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a socket.
				return;
			}
			usleep( 50000 );
		}
		throw new \RuntimeException( "The TLS front did not answer on port {$port}." ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- in a test.
	}

	/**
	 * Stops the front and the stand-in, and removes the certificates.
	 */
	public static function tear_down_after_class(): void {
		if ( null !== self::$tls ) {
			proc_terminate( self::$tls['process'] );
			proc_close( self::$tls['process'] );
			self::remove( self::$tls['dir'] );
			self::$tls = null;
		}
		self::stop_aeat();
	}

	protected function set_up(): void {
		parent::set_up();
		self::reset_aeat();
		usleep( 100000 ); // The start-up probe's refused handshake is noted first.
		file_put_contents( self::$tls['dir'] . '/log', '' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test's temporary file.
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET submission_state = %s', Schema::table( Schema::RECORDS ), InvoiceRecord::CORRECT ) );
		delete_option( QueueState::OPTION );
		// The endpoint as a developer sets it: AeatClient reads it through AeatEndpoint::url().
		putenv( 'RUEDA_AEAT_ENDPOINT=' . self::url() );
		$dir = self::$tls['dir'] . '/certificates';
		add_filter( 'rueda_verifactu_certificate_dir', static fn(): string => $dir );
		// WordPress trusts the test CA for the front's URL only.
		$ca  = self::$tls['dir'] . '/ca.pem';
		$url = self::url();
		add_filter(
			'http_request_args',
			static function ( array $args, string $request_url ) use ( $ca, $url ): array {
				if ( $request_url === $url ) {
					$args['sslcertificates'] = $ca;
				}
				return $args;
			},
			10,
			2
		);
	}

	protected function tear_down(): void {
		putenv( 'RUEDA_AEAT_ENDPOINT' );
		CertificateStore::delete();
		parent::tear_down();
	}

	public function test_the_records_go_over_tls_with_the_shops_certificate_and_become_correcto(): void {
		CertificateStore::store( (string) file_get_contents( self::$tls['dir'] . '/shop.p12' ), self::PASSWORD, time() ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		$records = SubmissionQueueTest::make_records( 2 );
		$before  = self::temp_pems();

		$this->queue()->run();
		$this->now = self::T + 60;
		$this->assertSame( 1, $this->queue()->run()['submissions'], (string) ( QueueState::of( SubmissionQueueTest::NIF )['last_error'] ?? '' ) );

		$submissions = self::aeat_state()['submissions'];
		$this->assertCount( 1, $submissions, 'the stand-in behind the front got it' );
		$this->assertSame( array_column( $records, 'number' ), array_column( $submissions[0]['lines'], 'number' ) );
		$this->assertSame( array( 'NEUMATICOS RUEDA SL - B12345674' ), self::clients(), 'with the shop’s certificate' );
		foreach ( self::stored( $records ) as $record ) {
			$this->assertSame( InvoiceRecord::CORRECT, $record->state );
			$this->assertSame( $submissions[0]['csv'], $record->csv );
		}
		$this->assertSame( 0, QueueState::of( SubmissionQueueTest::NIF )['failures'] );
		$this->assertSame( $before, self::temp_pems(), 'the PEM written for cURL is deleted' );
	}

	public function test_a_certificate_of_another_ca_is_refused_in_the_handshake_and_retried_later(): void {
		CertificateStore::store( (string) file_get_contents( self::$tls['dir'] . '/stranger.p12' ), self::PASSWORD, time() ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		$records = SubmissionQueueTest::make_records( 2 );
		$before  = self::temp_pems();

		$this->queue()->run();
		$this->now = self::T + 60;
		$this->queue()->run();

		$this->assertSame( array( null ), self::clients(), 'refused in the handshake' );
		$this->assertSame( array(), self::aeat_state()['submissions'] );
		$this->assertSame( array( InvoiceRecord::PENDING, InvoiceRecord::PENDING ), array_column( self::stored( $records ), 'state' ) );
		$state = QueueState::of( SubmissionQueueTest::NIF );
		$this->assertSame( 1, $state['failures'], 'a send that failed' );
		$this->assertSame( $this->now + 60, $state['retry_at'] );
		$this->assertStringContainsString( 'AEAT', $state['last_error'] );
		$this->assertSame( 2, $this->queue()->waiting() );
		$this->assertSame( $before, self::temp_pems(), 'the PEM is deleted after a failure too' );
	}

	public function test_the_certificate_goes_though_wordpress_would_pick_another_transport_than_curl(): void {
		// Only cURL is handed the certificate (http_api_curl): a transport chosen before
		// (here by a plugin) would reach the AEAT without it.
		add_action(
			'requests-requests.before_request',
			static function ( &$url, &$headers, &$data, &$type, &$options ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- the hook's arguments.
				$options['transport'] = Fsockopen::class;
			},
			10,
			5
		);
		CertificateStore::store( (string) file_get_contents( self::$tls['dir'] . '/shop.p12' ), self::PASSWORD, time() ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		$records = SubmissionQueueTest::make_records( 1 );

		$this->queue()->run();
		$this->now = self::T + 60;
		$this->assertSame( 1, $this->queue()->run()['submissions'], (string) ( QueueState::of( SubmissionQueueTest::NIF )['last_error'] ?? '' ) );
		$this->assertSame( array( 'NEUMATICOS RUEDA SL - B12345674' ), self::clients() );
		$this->assertSame( InvoiceRecord::CORRECT, self::stored( $records )[0]->state );
	}

	/**
	 * The queue on the endpoint set (the front), with the test's clock.
	 */
	private function queue(): SubmissionQueue {
		return new SubmissionQueue( new AeatClient( null, 10 ), fn(): int => $this->now );
	}

	/**
	 * The front's SOAP endpoint.
	 */
	private static function url(): string {
		return 'https://localhost:' . self::$tls['port'] . self::$aeat_path;
	}

	/**
	 * The client certificates' CN the front saw, one per connection (null: refused).
	 *
	 * @return list<string|null>
	 */
	private static function clients(): array {
		$lines = array_filter( explode( "\n", (string) file_get_contents( self::$tls['dir'] . '/log' ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		return array_values( array_map( static fn( string $line ) => json_decode( $line, true )['client'], $lines ) );
	}

	/**
	 * The client's temporary PEM files (AeatClient writes them in get_temp_dir()).
	 *
	 * @return list<string>
	 */
	private static function temp_pems(): array {
		// tempnam( 'rueda-aeat' ) adds letters and digits; rueda-aeat-* are other tools' folders.
		return array_values( array_filter( (array) glob( get_temp_dir() . 'rueda-aeat[!-]*' ), 'is_file' ) );
	}

	/**
	 * Records as stored now.
	 *
	 * @param InvoiceRecord[] $records Records.
	 * @return list<InvoiceRecord>
	 */
	private static function stored( array $records ): array {
		global $wpdb;
		return array_map(
			static fn( InvoiceRecord $record ): InvoiceRecord => InvoiceRecord::from_row( (array) $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE id = %d', Schema::table( Schema::RECORDS ), $record->id ), ARRAY_A ) ),
			$records
		);
	}

	/**
	 * A certificate and its key, signed by $issuer (or by itself).
	 *
	 * @param string                      $dir        Where the OpenSSL config goes.
	 * @param string                      $cn         Common name.
	 * @param array{0:mixed,1:mixed}|null $issuer  The CA's certificate and key.
	 * @param string                      $extensions The config's section: v3_ca, server or client.
	 * @return array{0:\OpenSSLCertificate,1:\OpenSSLAsymmetricKey}
	 */
	private static function certificate( string $dir, string $cn, ?array $issuer, string $extensions ): array {
		$config = $dir . '/openssl.cnf';
		if ( ! is_file( $config ) ) {
			// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test's temporary file.
			file_put_contents(
				$config,
				"[req]\ndistinguished_name = dn\n[dn]\n"
				. "[v3_ca]\nbasicConstraints = critical, CA:true\nkeyUsage = critical, keyCertSign, cRLSign\nsubjectKeyIdentifier = hash\n"
				. "[server]\nbasicConstraints = CA:false\nkeyUsage = critical, digitalSignature, keyEncipherment\nextendedKeyUsage = serverAuth\nsubjectAltName = DNS:localhost\n"
				. "[client]\nbasicConstraints = CA:false\nkeyUsage = critical, digitalSignature, keyEncipherment\nextendedKeyUsage = clientAuth\n"
			);
		}
		$options = array(
			'config'           => $config,
			'digest_alg'       => 'sha256',
			'private_key_bits' => 2048,
			'private_key_type' => OPENSSL_KEYTYPE_RSA,
			'x509_extensions'  => $extensions,
		);
		$key     = openssl_pkey_new( $options );
		$subject = array(
			'countryName'      => 'ES',
			'organizationName' => 'v3_ca' === $extensions ? $cn : 'Neumáticos Rueda S.L.',
			'commonName'       => $cn,
		);
		$csr     = openssl_csr_new( $subject, $key, $options );
		$cert    = openssl_csr_sign( $csr, $issuer[0] ?? null, $issuer[1] ?? $key, 2, $options, random_int( 1, PHP_INT_MAX ) );
		return array( $cert, $key );
	}

	/**
	 * Writes a .p12 of a certificate and its key, with PASSWORD.
	 *
	 * @param string                 $path Where.
	 * @param array{0:mixed,1:mixed} $pair Certificate and key.
	 */
	private static function p12( string $path, array $pair ): void {
		$p12 = '';
		openssl_pkcs12_export( $pair[0], $p12, $pair[1], self::PASSWORD );
		file_put_contents( $path, $p12 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test's temporary file.
	}

	/**
	 * Removes a temporary folder and what it holds.
	 *
	 * @param string $dir Folder.
	 */
	private static function remove( string $dir ): void {
		foreach ( (array) glob( $dir . '/{,.}[!.]*', GLOB_BRACE ) as $file ) {
			if ( is_dir( $file ) ) {
				self::remove( $file );
			} else {
				wp_delete_file( $file );
			}
		}
		rmdir( $dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- a test's temporary folder.
	}
}
