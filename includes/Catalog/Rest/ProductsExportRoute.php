<?php
/**
 * The catalogue's CSV export: /rueda/v1/products/export.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Catalog\Rest;

use Rueda\Domain\Catalog\CatalogueCsv;
use Rueda\Rest\Routes;

/**
 * GET `/products/export` with the list's filters (none: every product) answers a CSV
 * file (CatalogueCsv) streamed as it is written, never held whole in memory or in a JSON
 * body. The screen links to it with the REST nonce (`_wpnonce`), so the browser downloads
 * it itself.
 *
 * @since 0.7.0
 */
final class ProductsExportRoute {

	public const ROUTE = '/rueda/v1/products/export';

	/**
	 * Creates the route.
	 *
	 * @param CatalogueCsv $csv The writer.
	 */
	public function __construct( private CatalogueCsv $csv = new CatalogueCsv() ) {}

	/**
	 * Hooks the route and its serving.
	 *
	 * @since 0.7.0
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
		add_filter( 'rest_pre_serve_request', array( $this, 'serve' ), 10, 4 );
	}

	/**
	 * Registers the route.
	 *
	 * @since 0.7.0
	 */
	public function register_routes(): void {
		$args = ( new ProductsRoute() )->list_args();
		unset( $args['page'], $args['per_page'] );
		Routes::for_shop_managers(
			'/products/export',
			array(
				'methods'  => \WP_REST_Server::READABLE,
				'callback' => array( $this, 'get_item' ),
				'args'     => $args,
			)
		);
	}

	/**
	 * Checked and allowed: the file itself is written by serve().
	 *
	 * @since 0.7.0
	 */
	public function get_item(): \WP_REST_Response {
		return new \WP_REST_Response( null, 200 );
	}

	/**
	 * Streams the file of an allowed export request instead of a JSON body.
	 *
	 * @since 0.7.0
	 *
	 * @param bool              $served  Whether the request was served already.
	 * @param \WP_HTTP_Response $result  The route's answer.
	 * @param \WP_REST_Request  $request Request.
	 * @return bool Whether it is served.
	 */
	public function serve( $served, $result, $request ): bool {
		if ( $served || ! $request instanceof \WP_REST_Request || self::ROUTE !== $request->get_route() || 'GET' !== $request->get_method() || ! $result instanceof \WP_HTTP_Response || 200 !== $result->get_status() || is_wp_error( $result->as_error() ) ) {
			return (bool) $served;
		}
		if ( ! headers_sent() ) {
			header( 'Content-Type: text/csv; charset=utf-8' );
			header( 'Content-Disposition: attachment; filename="catalogo-' . wp_date( 'Y-m-d' ) . '.csv"' );
			header( 'Cache-Control: no-store' );
			// nginx passes the rows on as they come.
			header( 'X-Accel-Buffering: no' );
		}
		$filters = ProductsRoute::filters( $request );
		$out     = fopen( 'php://output', 'wb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- the response body, not a file.
		$this->csv->write( $out, $filters );
		fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose -- the response body, not a file.
		return true;
	}
}
