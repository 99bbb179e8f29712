<?php
/**
 * Base of every Store API route.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Routes;

use Rueda\Domain\ShopException;
use Rueda\StoreApi\RouteException;

/**
 * Owns registration, dispatch by HTTP method, the single try/catch and the error shape
 * `{code, message, data: {status, ...}}`. Subclasses only validate and call the domain.
 *
 * @since 0.1.0
 */
abstract class AbstractRoute {

	public const NAMESPACE = 'wc/store/v1';

	/**
	 * The route's path, with regex parameters, e.g. '/products/(?P<id>\d+)'.
	 *
	 * @since 0.1.0
	 */
	abstract public function get_path(): string;

	/**
	 * Arguments per method: method => args schema.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,array<string,mixed>>
	 */
	abstract protected function get_methods(): array;

	/**
	 * Registers the route.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		$endpoints = array();
		foreach ( $this->get_methods() as $method => $args ) {
			$endpoints[] = array(
				'methods'             => $method,
				'callback'            => array( $this, 'handle' ),
				'permission_callback' => '__return_true',
				'args'                => $args,
			);
		}
		register_rest_route( self::NAMESPACE, $this->get_path(), $endpoints );
	}

	/**
	 * Dispatches to the method's handler and turns exceptions into error responses.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response {
		try {
			$this->authorize( $request );
			$response = match ( $request->get_method() ) {
				'GET', 'HEAD' => $this->get( $request ),
				'DELETE' => $this->delete( $request ),
				'PUT', 'PATCH' => $this->put( $request ),
				default => $this->post( $request ),
			};
		} catch ( RouteException $error ) {
			// `headers` in the data are response headers (e.g. RateLimit-*), not body.
			$data    = $error->data;
			$headers = (array) ( $data['headers'] ?? array() );
			unset( $data['headers'] );
			$response = $this->error_response( $error->error_code, $error->getMessage(), $error->status, $data + $this->error_data( $error->status ) );
			foreach ( $headers as $name => $value ) {
				$response->header( (string) $name, (string) $value );
			}
		} catch ( ShopException $error ) {
			$response = $this->error_response( $error->error_code, $error->getMessage(), $error->status, $error->data + $this->error_data( $error->status ) );
		} catch ( \Throwable $error ) {
			// Details go to the log, never to shoppers.
			error_log( 'Rueda Store API: ' . $error ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- server errors must be traceable.
			$response = $this->error_response( 'rueda_internal_error', __( 'Something went wrong. Please contact us to get assistance.', 'rueda' ), 500 );
		}
		return $this->add_headers( $response, $request );
	}

	/**
	 * Checks the request may run (nonce, token...). Nothing by default.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @throws RouteException When it may not.
	 */
	protected function authorize( \WP_REST_Request $request ): void {}

	/**
	 * Extra data for an error answer (cart routes add the cart to a 409). None by default.
	 *
	 * @since 0.1.0
	 *
	 * @param int $status HTTP status of the error.
	 * @return array<string,mixed>
	 */
	protected function error_data( int $status ): array {
		return array();
	}

	/**
	 * Adds response headers. Nothing by default.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Response $response Response.
	 * @param \WP_REST_Request  $request  Request.
	 */
	protected function add_headers( \WP_REST_Response $response, \WP_REST_Request $request ): \WP_REST_Response {
		return $response;
	}

	/**
	 * GET handler.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @throws RouteException When the method is not supported.
	 */
	protected function get( \WP_REST_Request $request ): \WP_REST_Response {
		throw $this->method_not_allowed();
	}

	/**
	 * POST handler.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @throws RouteException When the method is not supported.
	 */
	protected function post( \WP_REST_Request $request ): \WP_REST_Response {
		throw $this->method_not_allowed();
	}

	/**
	 * PUT/PATCH handler.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @throws RouteException When the method is not supported.
	 */
	protected function put( \WP_REST_Request $request ): \WP_REST_Response {
		throw $this->method_not_allowed();
	}

	/**
	 * DELETE handler.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @throws RouteException When the method is not supported.
	 */
	protected function delete( \WP_REST_Request $request ): \WP_REST_Response {
		throw $this->method_not_allowed();
	}

	/**
	 * The error shape of every route.
	 *
	 * @since 0.1.0
	 *
	 * @param string              $code    Stable code.
	 * @param string              $message Message.
	 * @param int                 $status  HTTP status.
	 * @param array<string,mixed> $data    Extra data.
	 */
	protected function error_response( string $code, string $message, int $status, array $data = array() ): \WP_REST_Response {
		return new \WP_REST_Response(
			array(
				'code'    => $code,
				'message' => $message,
				'data'    => array( 'status' => $status ) + $data,
			),
			$status
		);
	}

	/**
	 * The 405 for methods a route does not serve.
	 */
	private function method_not_allowed(): RouteException {
		return new RouteException( 'rueda_method_not_allowed', __( 'This method is not allowed on this route.', 'rueda' ), 405 );
	}
}
