<?php
/**
 * Uploading the shop's electronic certificate: /rueda/v1/settings/verifactu/certificate.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices\Verifactu;

use Rueda\Admin\Capabilities;
use Rueda\Domain\Invoices\Verifactu\Submission\CertificateStore;
use Rueda\Tests\TestCase;

/**
 * Self-signed PKCS#12 files made with OpenSSL for each test, posted as a multipart upload.
 * The stored file is removed afterwards (files are not rolled back).
 */
final class CertificateRouteTest extends TestCase {

	private const PATH = '/rueda/v1/settings/verifactu/certificate';

	private const PASSWORD = 'contraseña-del-certificado';

	/**
	 * Temporary files the test made.
	 *
	 * @var string[]
	 */
	private array $files = array();

	protected function tear_down(): void {
		CertificateStore::delete();
		foreach ( $this->files as $file ) {
			wp_delete_file( $file );
		}
		parent::tear_down();
	}

	public function test_only_those_who_manage_the_shop_reach_it(): void {
		$this->assertSame( 401, $this->upload( $this->p12() )->get_status() );
		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$this->assertSame( 403, $this->upload( $this->p12() )->get_status() );
		$this->assertSame( 403, $this->rest( 'GET', self::PATH )->get_status() );
		$this->assertNull( CertificateStore::info() );
	}

	public function test_a_certificate_is_stored_with_its_password_encrypted_and_shows_holder_nif_and_expiry(): void {
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );
		$expires = time() + 365 * DAY_IN_SECONDS;

		$response = $this->upload( $this->p12() );

		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$shown = $response->get_data()['certificate'];
		$this->assertSame( 'Neumáticos Rueda S.L.', $shown['holder'] );
		$this->assertSame( 'B76543214', $shown['nif'] );
		$this->assertEqualsWithDelta( $expires, strtotime( $shown['expires'] ), 120 );
		$this->assertSame( $response->get_data(), $this->rest( 'GET', self::PATH )->get_data() );
		$this->assertStringNotContainsString( self::PASSWORD, (string) wp_json_encode( $response->get_data() ) );

		$saved = get_option( CertificateStore::OPTION );
		$this->assertStringNotContainsString( self::PASSWORD, (string) wp_json_encode( $saved ) );
		$this->assertStringNotContainsString( base64_encode( self::PASSWORD ), (string) wp_json_encode( $saved ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- what it must not be.
		$this->assertSame( '0600', substr( sprintf( '%o', fileperms( $saved['path'] ) ), -4 ) );
		$folder  = dirname( $saved['path'] );
		$uploads = wp_upload_dir( null, false )['basedir'];
		$this->assertFileExists( $folder . '/.htaccess' );
		$this->assertStringContainsString( 'Require all denied', (string) file_get_contents( $folder . '/.htaccess' ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		$this->assertFileExists( $folder . '/index.php' );
		if ( str_starts_with( $folder, $uploads ) ) {
			$this->assertMatchesRegularExpression( '#/rueda-private-[a-z0-9]{24}$#', $folder, 'a name nobody can guess' );
		} else {
			$this->assertStringStartsNotWith( untrailingslashit( ABSPATH ), $folder, 'outside WordPress’s folder' );
		}

		$certificate = CertificateStore::load( time() );
		$this->assertStringContainsString( 'PRIVATE KEY', $certificate->pem() );
		$this->assertSame( 'B76543214', $certificate->nif );
	}

	public function test_a_new_certificate_replaces_the_one_before_and_delete_removes_it(): void {
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );
		$this->upload( $this->p12() );
		$first = get_option( CertificateStore::OPTION )['path'];
		$this->assertSame( 201, $this->upload( $this->p12( 'Otra S.L.', 'VATES-A58818501' ) )->get_status() );
		$this->assertFileDoesNotExist( $first );
		$this->assertSame( 'A58818501', CertificateStore::info()['nif'] );

		$second = get_option( CertificateStore::OPTION )['path'];
		$this->assertSame( array( 'certificate' => null ), $this->rest( 'DELETE', self::PATH )->get_data() );
		$this->assertFileDoesNotExist( $second );
		$this->assertNull( CertificateStore::info() );
	}

	public function test_a_wrong_password_is_refused(): void {
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );
		$this->assert_refused( 'rueda_certificate_password', $this->upload( $this->p12(), 'otra' ) );
	}

	public function test_a_file_that_is_not_pkcs12_is_refused(): void {
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );
		$this->assert_refused( 'rueda_certificate_invalid', $this->upload( $this->file( "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n" ) ) );
		$this->assert_refused( 'rueda_certificate_invalid', $this->upload( $this->file( random_bytes( 2048 ) ) ) );
	}

	public function test_a_certificate_exported_with_an_old_cipher_is_refused_saying_how_to_export_it(): void {
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );
		// Made with `openssl pkcs12 -export -legacy` (RC2-40), as older tools still export.
		$legacy = $this->file( (string) file_get_contents( dirname( __DIR__, 3 ) . '/fixtures/legacy-rc2.p12' ) );

		$this->assert_refused( 'rueda_certificate_password', $this->upload( $legacy, 'otra' ) );
		$this->assert_refused( 'rueda_certificate_legacy', $this->upload( $legacy, 'clave-antigua' ) );
	}

	public function test_an_expired_certificate_is_refused(): void {
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );
		$this->assert_refused( 'rueda_certificate_expired', $this->upload( $this->p12( 'Neumáticos Rueda S.L.', 'VATES-B76543214', 0 ) ) );
	}

	public function test_an_upload_without_a_file_is_refused(): void {
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );
		$request = new \WP_REST_Request( 'POST', self::PATH );
		$request->set_param( 'password', self::PASSWORD );
		$this->assert_refused( 'rueda_certificate_missing', rest_do_request( $request ) );
	}

	/**
	 * Asserts a 400 refusal with a code, and that nothing was stored.
	 *
	 * @param string            $code     Code.
	 * @param \WP_REST_Response $response Response.
	 */
	private function assert_refused( string $code, \WP_REST_Response $response ): void {
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( $code, $response->get_data()['code'] );
		$this->assertNotSame( '', $response->get_data()['message'] );
		$this->assertNull( CertificateStore::info() );
	}

	/**
	 * Posts a file as the multipart field `certificate`.
	 *
	 * @param string      $path     The file.
	 * @param string|null $password Password (the file's by default).
	 */
	private function upload( string $path, ?string $password = null ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', self::PATH );
		$request->set_file_params(
			array(
				'certificate' => array(
					'name'     => 'certificado.p12',
					'type'     => 'application/x-pkcs12',
					'tmp_name' => $path,
					'error'    => UPLOAD_ERR_OK,
					'size'     => filesize( $path ),
				),
			)
		);
		$request->set_param( 'password', $password ?? self::PASSWORD );
		return rest_do_request( $request );
	}

	/**
	 * A self-signed certificate and its key as a PKCS#12 file, as the AEAT's representative
	 * certificates name a company (O and organizationIdentifier).
	 *
	 * @param string $company Organisation.
	 * @param string $id      organizationIdentifier.
	 * @param int    $days    Days it is valid (0: it expires now).
	 */
	private function p12( string $company = 'Neumáticos Rueda S.L.', string $id = 'VATES-B76543214', int $days = 365 ): string {
		$key  = openssl_pkey_new(
			array(
				'private_key_bits' => 2048,
				'private_key_type' => OPENSSL_KEYTYPE_RSA,
			)
		);
		$csr  = openssl_csr_new(
			array(
				'countryName'            => 'ES',
				'organizationName'       => $company,
				'organizationIdentifier' => $id,
				'commonName'             => 'GARCIA LOPEZ ANA - 12345678Z (R: ' . substr( $id, -9 ) . ')',
			),
			$key,
			array( 'digest_alg' => 'sha256' )
		);
		$cert = openssl_csr_sign( $csr, null, $key, $days, array( 'digest_alg' => 'sha256' ) );
		$p12  = '';
		openssl_pkcs12_export( $cert, $p12, $key, self::PASSWORD );
		return $this->file( $p12 );
	}

	/**
	 * A temporary file with some bytes.
	 *
	 * @param string $bytes Bytes.
	 */
	private function file( string $bytes ): string {
		$path = (string) tempnam( get_temp_dir(), 'rueda-cert-test' );
		file_put_contents( $path, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test's temporary file.
		$this->files[] = $path;
		return $path;
	}
}
