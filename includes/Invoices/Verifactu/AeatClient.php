<?php
/**
 * The AEAT's VERI*FACTU service, over WordPress's HTTP API.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Invoices\Verifactu;

use Rueda\Domain\Invoices\Verifactu\Submission\AeatEndpoint;
use Rueda\Domain\Invoices\Verifactu\Submission\AeatTransport;
use Rueda\Domain\Invoices\Verifactu\Submission\AeatUnreachable;
use Rueda\Domain\Invoices\Verifactu\Submission\CertificateStore;
use Rueda\Domain\ShopException;
use WpOrg\Requests\Capability;
use WpOrg\Requests\Transport\Curl;

/**
 * Posts the envelope to AeatEndpoint::url() (SOAP 1.1, text/xml). Over https the shop's
 * certificate goes with it: its PEM pair is written to a temporary file readable by the
 * owner only, handed to cURL through `http_api_curl` for this request alone, and deleted
 * once the answer (or the failure) is in. The request goes through cURL whatever transport
 * WordPress would pick (without cURL it is not sent). The http:// stand-in needs none.
 *
 * @since 0.7.0
 */
final class AeatClient implements AeatTransport {

	/** Seconds to wait for an answer, unless the filter says otherwise. */
	public const TIMEOUT = 30;

	/**
	 * Creates the client.
	 *
	 * @param string|null $url     Endpoint; AeatEndpoint::url() by default.
	 * @param int|null    $timeout Seconds; TIMEOUT, filtered, by default.
	 */
	public function __construct( private ?string $url = null, private ?int $timeout = null ) {}

	/**
	 * {@inheritDoc}
	 *
	 * @param string $xml The envelope.
	 * @throws AeatUnreachable When no answer came.
	 */
	public function post( string $xml ): string {
		$url      = $this->url ?? AeatEndpoint::url();
		$pem      = '';
		$add_pem  = null;
		$use_curl = null;
		if ( AeatEndpoint::is_tls( $url ) ) {
			// Only cURL is handed the certificate: another transport would go without it.
			if ( ! Curl::test( array( Capability::SSL => true ) ) ) {
				throw new AeatUnreachable( __( 'The certificate can only be sent to the AEAT through PHP’s cURL extension with SSL, which this server does not have.', 'rueda' ) );
			}
			try {
				$certificate = CertificateStore::load( time() );
			} catch ( ShopException $missing ) {
				throw new AeatUnreachable( $missing->getMessage() );
			}
			$pem     = (string) tempnam( get_temp_dir(), 'rueda-aeat' );
			$written = '' !== $pem && chmod( $pem, 0600 ) && false !== file_put_contents( $pem, $certificate->pem() ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a temporary file of mode 0600, deleted below.
			if ( ! $written ) {
				// Sent without it, the AEAT would only answer with a handshake error.
				if ( '' !== $pem ) {
					wp_delete_file( $pem );
				}
				throw new AeatUnreachable( __( 'The certificate could not be prepared for sending: the server’s temporary folder cannot be written.', 'rueda' ) );
			}
			$add_pem = static function ( $handle, array $args, string $request_url ) use ( $pem, $url ): void {
				if ( $request_url === $url ) {
					curl_setopt( $handle, CURLOPT_SSLCERT, $pem ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_setopt -- the client certificate, which Requests has no option for.
					curl_setopt( $handle, CURLOPT_SSLCERTTYPE, 'PEM' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_setopt -- as above.
					curl_setopt( $handle, CURLOPT_SSLKEY, $pem ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_setopt -- as above.
				}
			};
			add_action( 'http_api_curl', $add_pem, 10, 3 );
			// Last, so that no transport chosen before (by a plugin) is kept for this request.
			$use_curl = static function ( &$request_url, &$headers, &$data, &$type, &$options ) use ( $url ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- the hook's arguments.
				if ( $request_url === $url ) {
					$options['transport'] = Curl::class;
				}
			};
			add_action( 'requests-requests.before_request', $use_curl, PHP_INT_MAX, 5 );
		}
		try {
			/**
			 * Filters how many seconds the shop waits for the AEAT's answer to a submission.
			 *
			 * @since 0.7.0
			 *
			 * @param int $seconds 30 by default.
			 */
			$timeout  = $this->timeout ?? (int) apply_filters( 'rueda_verifactu_timeout', self::TIMEOUT );
			$response = wp_remote_post(
				$url,
				array(
					'body'        => $xml,
					'headers'     => array(
						'Content-Type' => 'text/xml; charset=utf-8',
						'SOAPAction'   => '""',
					),
					'timeout'     => max( 1, $timeout ),
					'redirection' => 0,
					'sslverify'   => true,
				)
			);
		} finally {
			if ( $add_pem ) {
				remove_action( 'http_api_curl', $add_pem, 10 );
			}
			if ( $use_curl ) {
				remove_action( 'requests-requests.before_request', $use_curl, PHP_INT_MAX );
			}
			if ( '' !== $pem && is_file( $pem ) ) {
				wp_delete_file( $pem );
			}
		}
		if ( is_wp_error( $response ) ) {
			/* translators: %s: the HTTP client's error message. */
			throw new AeatUnreachable( sprintf( __( 'The AEAT could not be reached: %s', 'rueda' ), $response->get_error_message() ) );
		}
		return (string) wp_remote_retrieve_body( $response );
	}
}
