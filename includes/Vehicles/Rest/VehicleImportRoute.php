<?php
/**
 * The vehicles screen's routes: /rueda/v1/admin/vehicles/preview and /import.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Vehicles\Rest;

use Rueda\Admin\Rest\Refusals;
use Rueda\Domain\Tyres\VehicleCsv;
use Rueda\Domain\Tyres\VehicleImport;
use Rueda\Rest\Routes;

/**
 * Both take the fitment CSV as the multipart field `file`. POST `preview` checks it and
 * answers `{rows (the first PREVIEW_ROWS), total, duplicates, errors, error_count}`
 * without storing anything; POST `import` replaces every vehicle with its rows and
 * answers the table's counts, or, when any row is wrong, stores nothing and answers 400
 * `rueda_invalid_vehicle_file` with the errors in `data`. Shop managers only.
 *
 * @since 0.1.0
 */
final class VehicleImportRoute {

	/** Rows the preview shows. */
	public const PREVIEW_ROWS = 20;

	/**
	 * Hooks the routes.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the routes.
	 *
	 * @since 0.1.0
	 */
	public function register_routes(): void {
		Routes::for_shop_managers(
			'/admin/vehicles/preview',
			array(
				'methods'  => \WP_REST_Server::CREATABLE,
				'callback' => array( $this, 'preview' ),
			)
		);
		Routes::for_shop_managers(
			'/admin/vehicles/import',
			array(
				'methods'  => \WP_REST_Server::CREATABLE,
				'callback' => array( $this, 'import' ),
			)
		);
	}

	/**
	 * Checks the file and shows its first rows and its errors.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function preview( \WP_REST_Request $request ) {
		$path = $this->uploaded( $request );
		if ( is_wp_error( $path ) ) {
			return $path;
		}
		$file = VehicleCsv::read( $path );
		return new \WP_REST_Response(
			array(
				'rows'        => array_slice( $file->rows, 0, self::PREVIEW_ROWS ),
				'total'       => $file->total,
				'duplicates'  => $file->duplicates,
				'errors'      => $file->errors,
				'error_count' => $file->error_count,
			)
		);
	}

	/**
	 * Replaces the vehicles with the file's, or changes nothing.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function import( \WP_REST_Request $request ) {
		$path = $this->uploaded( $request );
		if ( is_wp_error( $path ) ) {
			return $path;
		}
		$result = ( new VehicleImport() )->import( $path );
		$file   = $result['file'];
		if ( ! $file->is_valid() ) {
			return new \WP_Error(
				'rueda_invalid_vehicle_file',
				/* translators: %s: number of errors. */
				sprintf( _n( 'The file has %s error; nothing was imported.', 'The file has %s errors; nothing was imported.', $file->error_count, 'rueda' ), number_format_i18n( $file->error_count ) ),
				array(
					'status'      => 400,
					'errors'      => $file->errors,
					'error_count' => $file->error_count,
				)
			);
		}
		if ( ! $result['imported'] ) {
			return new \WP_Error( 'rueda_vehicle_import_failed', __( 'The vehicles could not be saved; the previous ones are kept.', 'rueda' ), array( 'status' => 500 ) );
		}
		return new \WP_REST_Response( $result['counts'] + array( 'duplicates' => $file->duplicates ) );
	}

	/**
	 * The path of the uploaded file, or the 400 saying what is wrong with the upload.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return string|\WP_Error
	 */
	private function uploaded( \WP_REST_Request $request ) {
		$file  = $request->get_file_params()['file'] ?? null;
		$error = is_array( $file ) ? (int) ( $file['error'] ?? UPLOAD_ERR_NO_FILE ) : UPLOAD_ERR_NO_FILE;
		if ( UPLOAD_ERR_OK === $error && ! is_readable( (string) ( $file['tmp_name'] ?? '' ) ) ) {
			$error = UPLOAD_ERR_NO_FILE;
		}
		if ( UPLOAD_ERR_OK === $error && (int) ( $file['size'] ?? 0 ) <= VehicleCsv::MAX_BYTES ) {
			return (string) $file['tmp_name'];
		}
		if ( UPLOAD_ERR_NO_FILE === $error ) {
			$message = __( 'Choose a CSV file.', 'rueda' );
		} elseif ( in_array( $error, array( UPLOAD_ERR_OK, UPLOAD_ERR_INI_SIZE, UPLOAD_ERR_FORM_SIZE ), true ) ) {
			$message = sprintf(
				/* translators: %s: largest file size, e.g. "5 MB". */
				__( 'The file is larger than %s.', 'rueda' ),
				size_format( min( VehicleCsv::MAX_BYTES, wp_max_upload_size() ) )
			);
		} else {
			$message = __( 'The file could not be read.', 'rueda' );
		}
		return Refusals::refusal( 'rest_invalid_param', array( 'file' => Refusals::named( 'file', $message ) ) );
	}
}
