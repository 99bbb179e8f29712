<?php
/**
 * No JSONP on Rueda's REST namespaces.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Utilities;

use Rueda\Rest\Routes;
use Rueda\StoreApi\Routes\AbstractRoute;

/**
 * WordPress answers `?_jsonp=callback` with JavaScript that passes the answer to the
 * callback. A `<script>` tag on any site loads it with the visitor's cookies and reads it:
 * the Store API keeps the cookie's customer without a nonce, so it would hand over the
 * cart, address and orders. On `wc/store/v1` and `rueda/v1`, and in a `batch/v1` with a
 * request for them, `_jsonp` is refused before any route runs, with a 400
 * `rueda_jsonp_not_allowed` sent as JSON, which no browser runs as a script.
 *
 * @since 0.3.0
 */
final class Jsonp {

	public const CODE = 'rueda_jsonp_not_allowed';

	/** Namespaces that never answer JSONP. */
	public const NAMESPACES = array( AbstractRoute::NAMESPACE, Routes::NAMESPACE );

	/**
	 * Whether the REST request being served asks for JSONP.
	 *
	 * @var bool
	 */
	private bool $asked = false;

	/**
	 * The refusal sent instead of the answer, once a route of these namespaces was reached.
	 *
	 * @var \WP_Error|null
	 */
	private ?\WP_Error $refusal = null;

	/**
	 * Hooks into the serving of REST requests.
	 *
	 * @since 0.3.0
	 */
	public function register(): void {
		add_filter( 'rest_jsonp_enabled', array( $this, 'note_request' ), PHP_INT_MAX );
		add_filter( 'rest_pre_dispatch', array( $this, 'refuse' ), 0, 3 );
		add_filter( 'rest_pre_serve_request', array( $this, 'serve_refusal' ), 0, 4 );
	}

	/**
	 * Notes whether the request asks for JSONP. WordPress applies this filter only when it
	 * starts serving a REST request over HTTP, so requests dispatched inside a page (the
	 * cart's preload) are never affected by a `_jsonp` in the page's URL.
	 *
	 * @since 0.3.0
	 *
	 * @param bool $enabled Whether JSONP is enabled.
	 * @return bool Unchanged.
	 */
	public function note_request( $enabled ) {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only whether it is there, as WordPress checks it.
		$this->asked   = isset( $_GET['_jsonp'] );
		$this->refusal = null;
		return $enabled;
	}

	/**
	 * Refuses a JSONP request for these namespaces before its route runs: the request
	 * itself, a `batch/v1` naming one of them, and any request for them dispatched while
	 * serving it.
	 *
	 * @since 0.3.0
	 *
	 * @param mixed            $result  Answer so far (null to dispatch).
	 * @param \WP_REST_Server  $server  Server.
	 * @param \WP_REST_Request $request Request.
	 * @return mixed
	 */
	public function refuse( $result, $server, $request ) {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only whether it is there.
		if ( ! empty( $result ) || ! $this->asked || ! isset( $_GET['_jsonp'] ) || ! $request instanceof \WP_REST_Request || ! self::reaches_namespaces( $request ) ) {
			return $result;
		}
		$this->refusal = new \WP_Error(
			self::CODE,
			__( 'The shop\'s API does not answer JSONP requests.', 'rueda' ),
			array( 'status' => 400 )
		);
		return $this->refusal;
	}

	/**
	 * Sends the refusal as JSON, never wrapped in the callback, whatever answer (an
	 * envelope, another route's) WordPress was going to send.
	 *
	 * @since 0.3.0
	 *
	 * @param bool             $served  Whether the request was served.
	 * @param mixed            $result  Answer.
	 * @param \WP_REST_Request $request Request.
	 * @param \WP_REST_Server  $server  Server.
	 * @return bool
	 */
	public function serve_refusal( $served, $result, $request, $server ) {
		if ( $served || null === $this->refusal || ! $server instanceof \WP_REST_Server ) {
			return $served;
		}
		$response = rest_convert_error_to_response( $this->refusal );
		$server->send_header( 'Content-Type', 'application/json; charset=' . get_option( 'blog_charset' ) );
		status_header( $response->get_status() );
		echo wp_json_encode( $response->get_data() );
		return true;
	}

	/**
	 * Whether a request is for these namespaces, or a `batch/v1` with a request for them.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	private static function reaches_namespaces( \WP_REST_Request $request ): bool {
		$routes = array( $request->get_route() );
		if ( RestRoutes::in( $request->get_route(), array( RestRoutes::BATCH ) ) ) {
			foreach ( (array) $request->get_param( 'requests' ) as $inner ) {
				$routes[] = is_array( $inner ) && is_string( $inner['path'] ?? null ) ? $inner['path'] : '';
			}
		}
		foreach ( $routes as $route ) {
			if ( RestRoutes::in( $route, self::NAMESPACES ) ) {
				return true;
			}
		}
		return false;
	}
}
