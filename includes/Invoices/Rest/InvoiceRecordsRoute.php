<?php
/**
 * GET /rueda/v1/invoice-records/chain and GET /rueda/v1/invoice-records/export.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Invoices\Rest;

use Rueda\Domain\Invoices\Verifactu\ChainCheck;
use Rueda\Domain\Invoices\Verifactu\RecordExport;
use Rueda\Domain\Invoices\Verifactu\Xml\InvalidRecord;
use Rueda\Rest\Routes;

/**
 * For the shop's managers: the check of the record chains (ChainCheck: `intact`,
 * `records`, `message`, `chains`), and the download of every record, oldest first, as one
 * XML document (RecordExport), sent as `registros-verifactu-{date}.xml`. The document is
 * written to a temporary stream a page of records at a time and sent only once whole: a
 * stored record that does not fit the schema answers 500 rueda_invoice_export_invalid
 * naming it, never half a file.
 *
 * @since 0.7.0
 */
final class InvoiceRecordsRoute {

	/**
	 * The export being sent.
	 *
	 * @var resource|null
	 */
	private $export = null;

	/**
	 * The response that carries it.
	 *
	 * @var \WP_REST_Response|null
	 */
	private ?\WP_REST_Response $export_response = null;

	/**
	 * Hooks the routes.
	 *
	 * @since 0.7.0
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the routes.
	 *
	 * @since 0.7.0
	 */
	public function register_routes(): void {
		Routes::for_shop_managers(
			'/invoice-records/chain',
			array(
				'methods'  => \WP_REST_Server::READABLE,
				'callback' => array( $this, 'chain' ),
			)
		);
		Routes::for_shop_managers(
			'/invoice-records/export',
			array(
				'methods'  => \WP_REST_Server::READABLE,
				'callback' => array( $this, 'export' ),
			)
		);
	}

	/**
	 * The chains' check.
	 *
	 * @since 0.7.0
	 */
	public function chain(): \WP_REST_Response {
		$response = new \WP_REST_Response( ( new ChainCheck() )->run() );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}

	/**
	 * Writes the export; its response, whose body rest_pre_serve_request sends.
	 *
	 * @since 0.7.0
	 *
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function export() {
		$stream = fopen( 'php://temp', 'w+b' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fopen -- a temporary stream in memory (on disk past 2 MB), not a file.
		if ( false === $stream ) {
			return new \WP_Error( 'rueda_invoice_export_failed', __( 'The export could not be written. Please try again.', 'rueda' ), array( 'status' => 500 ) );
		}
		try {
			// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- the temporary stream.
			$records = ( new RecordExport() )->write( static fn( string $piece ) => fwrite( $stream, $piece ) );
		} catch ( InvalidRecord $invalid ) {
			fclose( $stream ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose -- the temporary stream.
			return new \WP_Error(
				'rueda_invoice_export_invalid',
				/* translators: %s: what is wrong, naming the XML element. */
				sprintf( __( 'A stored invoice record does not fit the AEAT schema, so nothing was exported: %s', 'rueda' ), $invalid->getMessage() ),
				array(
					'status'  => 500,
					'element' => $invalid->element,
				)
			);
		}
		rewind( $stream );
		$this->export          = $stream;
		$this->export_response = new \WP_REST_Response( array( 'records' => $records ), 200 );
		$this->export_response->header( 'Content-Type', 'application/xml; charset=UTF-8' );
		$this->export_response->header( 'Content-Disposition', 'attachment; filename="' . self::filename() . '"' );
		$this->export_response->header( 'Cache-Control', 'no-store' );
		$this->export_response->header( 'X-Rueda-Records', (string) $records );
		add_filter( 'rest_pre_serve_request', array( $this, 'serve_export' ), 10, 2 );
		return $this->export_response;
	}

	/**
	 * The export's text, for whoever serves it (and the tests).
	 *
	 * @since 0.7.0
	 */
	public function export_text(): string {
		if ( null === $this->export ) {
			return '';
		}
		rewind( $this->export );
		return (string) stream_get_contents( $this->export );
	}

	/**
	 * Sends the export's bytes as written (a filter of rest_pre_serve_request).
	 *
	 * @since 0.7.0
	 *
	 * @param bool  $served Whether the answer was already sent.
	 * @param mixed $result The answer about to be sent.
	 */
	public function serve_export( $served, $result ): bool {
		if ( $served || null === $this->export || $result !== $this->export_response ) {
			return (bool) $served;
		}
		rewind( $this->export );
		fpassthru( $this->export );
		fclose( $this->export ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose -- the temporary stream.
		$this->export = null;
		return true;
	}

	/**
	 * The file's name: registros-verifactu-2026-11-29.xml (the shop's date).
	 *
	 * @since 0.7.0
	 */
	public static function filename(): string {
		return 'registros-verifactu-' . wp_date( 'Y-m-d' ) . '.xml';
	}
}
