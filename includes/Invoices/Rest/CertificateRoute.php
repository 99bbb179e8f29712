<?php
/**
 * GET, POST and DELETE /rueda/v1/settings/verifactu/certificate.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Invoices\Rest;

use Rueda\Domain\Invoices\Verifactu\Submission\CertificateStore;
use Rueda\Domain\ShopException;
use Rueda\Rest\Answers;
use Rueda\Rest\Routes;

/**
 * The shop's electronic certificate for the AEAT, for those who may manage the shop (with
 * the REST nonce of their session): GET what may be seen of it (holder, NIF, expiry; null
 * when none), POST a .p12/.pfx as the multipart field `certificate` with `password`
 * (400 rueda_certificate_missing without a file, rueda_certificate_invalid,
 * rueda_certificate_password, rueda_certificate_expired), DELETE to remove it. The
 * password is never answered.
 *
 * @since 0.7.0
 */
final class CertificateRoute {

	/**
	 * Hooks the route.
	 *
	 * @since 0.7.0
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the route.
	 *
	 * @since 0.7.0
	 */
	public function register_routes(): void {
		Routes::for_shop_managers(
			'/settings/verifactu/certificate',
			array(
				array(
					'methods'  => \WP_REST_Server::READABLE,
					'callback' => array( $this, 'get' ),
				),
				array(
					'methods'  => \WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'upload' ),
					'args'     => array(
						'password' => array(
							'type'    => 'string',
							'default' => '',
						),
					),
				),
				array(
					'methods'  => \WP_REST_Server::DELETABLE,
					'callback' => array( $this, 'delete' ),
				),
			)
		);
	}

	/**
	 * What may be seen of the certificate.
	 *
	 * @since 0.7.0
	 */
	public function get(): \WP_REST_Response {
		return new \WP_REST_Response( array( 'certificate' => self::shape( CertificateStore::info() ) ) );
	}

	/**
	 * Stores an uploaded certificate.
	 *
	 * @since 0.7.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response
	 */
	public function upload( \WP_REST_Request $request ) {
		return Answers::run(
			static function () use ( $request ): \WP_REST_Response {
				$file = $request->get_file_params()['certificate'] ?? null;
				$path = is_array( $file ) && UPLOAD_ERR_OK === (int) ( $file['error'] ?? UPLOAD_ERR_NO_FILE ) ? (string) ( $file['tmp_name'] ?? '' ) : '';
				if ( '' === $path || ! is_readable( $path ) ) {
					throw new ShopException( 'rueda_certificate_missing', __( 'Choose the certificate file (.p12 or .pfx).', 'rueda' ), 400 );
				}
				$data = (string) file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the upload's temporary file.
				$info = CertificateStore::store( $data, (string) $request['password'], time() );
				return new \WP_REST_Response( array( 'certificate' => self::shape( $info ) ), 201 );
			}
		);
	}

	/**
	 * Removes the certificate.
	 *
	 * @since 0.7.0
	 */
	public function delete(): \WP_REST_Response {
		CertificateStore::delete();
		return new \WP_REST_Response( array( 'certificate' => null ) );
	}

	/**
	 * The answer's shape: holder, NIF, expiry (ISO 8601, UTC), upload time.
	 *
	 * @param array{holder:string,nif:string,expires:int,uploaded_at:int}|null $info What may be seen.
	 * @return array{holder:string,nif:string,expires:string,uploaded_at:string}|null
	 */
	private static function shape( ?array $info ): ?array {
		return null === $info ? null : array(
			'holder'      => $info['holder'],
			'nif'         => $info['nif'],
			'expires'     => gmdate( 'Y-m-d\TH:i:s\Z', $info['expires'] ),
			'uploaded_at' => gmdate( 'Y-m-d\TH:i:s\Z', $info['uploaded_at'] ),
		);
	}
}
