<?php
/**
 * POST /batch.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Routes;

use Rueda\StoreApi\RouteException;

/**
 * Runs up to 25 Store API requests in order and answers with each response. The batch is
 * authorised from its own headers like any write (Nonce, or a Cart-Token without a
 * logged-in cookie) and only as a real POST: WordPress would otherwise turn a plain link
 * (`?_method=POST`) into one. Inner requests carry the batch's credentials, never ones
 * from the body, and their answers never echo a Nonce or Cart-Token into the body, which
 * a page of another site could read. Only routes of this namespace, never a batch, run.
 *
 * @since 0.1.0
 */
final class Batch extends AbstractCartRoute {

	public const MAX_REQUESTS = 25;

	/** Credentials an inner request may only take from the batch request itself. */
	private const CREDENTIALS = array( 'nonce', 'cart_token', 'x_wp_nonce', 'authorization', 'cookie' );

	/** Inner answer headers kept out of the body. */
	private const SECRET_HEADERS = array( 'nonce', 'cart-token' );

	/**
	 * Whether a batch is running (a batch never runs inside another).
	 *
	 * @var bool
	 */
	private static bool $running = false;

	/**
	 * {@inheritDoc}
	 */
	public function get_path(): string {
		return '/batch';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function get_methods(): array {
		return array(
			'POST' => array(
				'requests' => array(
					'type'     => 'array',
					'required' => true,
					'maxItems' => self::MAX_REQUESTS,
					'items'    => array(
						'type'                 => 'object',
						'additionalProperties' => false,
						'properties'           => array(
							'path'    => array(
								'type'     => 'string',
								'required' => true,
							),
							'method'  => array(
								'type'    => 'string',
								'enum'    => array( 'GET', 'POST', 'PUT', 'PATCH', 'DELETE' ),
								'default' => 'POST',
							),
							'body'    => array(
								'type'    => 'object',
								'default' => array(),
							),
							'headers' => array(
								'type'    => 'object',
								'default' => array(),
							),
						),
					),
				),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 * @throws RouteException 405 for an overridden method; 401/403 without credentials;
	 *                        400 for a batch inside a batch.
	 */
	protected function authorize( \WP_REST_Request $request ): void {
		if ( self::$running ) {
			throw $this->invalid_path();
		}
		if ( null !== $request->get_param( '_method' ) || '' !== (string) $request->get_header( 'x_http_method_override' ) ) {
			throw new RouteException( 'rueda_method_not_allowed', __( 'Batches must be sent as POST requests.', 'rueda' ), 405 );
		}
		parent::authorize( $request );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 * @throws RouteException When a path leaves the Store API or names a batch.
	 */
	protected function post( \WP_REST_Request $request ): \WP_REST_Response {
		$inner_requests = array();
		foreach ( (array) $request['requests'] as $inner ) {
			$inner_requests[] = $this->inner_request( $request, (array) $inner );
		}
		self::$running = true;
		try {
			$responses = array_map( array( $this, 'run' ), $inner_requests );
		} finally {
			self::$running = false;
		}
		return new \WP_REST_Response( array( 'responses' => $responses ), 207 );
	}

	/**
	 * One inner request, with the batch's own credentials.
	 *
	 * @param \WP_REST_Request    $batch The batch request.
	 * @param array<string,mixed> $inner {path, method, body, headers}.
	 * @throws RouteException When the path leaves the Store API or names a batch.
	 */
	private function inner_request( \WP_REST_Request $batch, array $inner ): \WP_REST_Request {
		$path = (string) wp_parse_url( (string) $inner['path'], PHP_URL_PATH );
		// WordPress matches routes case-insensitively, so compare them the same way.
		$normal = strtolower( '/' . trim( (string) preg_replace( '#/+#', '/', $path ), '/' ) );
		$prefix = '/' . self::NAMESPACE . '/';
		if ( ! str_starts_with( $normal, $prefix ) || str_contains( $normal, '/..' ) || str_starts_with( $normal, $prefix . 'batch' ) ) {
			throw $this->invalid_path();
		}
		$sub = new \WP_REST_Request( (string) ( $inner['method'] ?? 'POST' ), $path );
		$sub->set_query_params( wp_parse_args( (string) wp_parse_url( (string) $inner['path'], PHP_URL_QUERY ) ) );
		foreach ( (array) ( $inner['headers'] ?? array() ) as $name => $value ) {
			$sub->set_header( (string) $name, (string) ( is_scalar( $value ) ? $value : '' ) );
		}
		foreach ( self::CREDENTIALS as $header ) {
			$sub->remove_header( $header );
			if ( '' !== (string) $batch->get_header( $header ) ) {
				$sub->set_header( $header, (string) $batch->get_header( $header ) );
			}
		}
		$sub->set_body_params( (array) ( $inner['body'] ?? array() ) );
		return $sub;
	}

	/**
	 * Runs an inner request; its answer without the headers that grant access.
	 *
	 * @param \WP_REST_Request $sub Inner request.
	 * @return array{body:mixed,status:int,headers:array<string,string>}
	 */
	private function run( \WP_REST_Request $sub ): array {
		$response = rest_do_request( $sub );
		$headers  = array_filter(
			$response->get_headers(),
			static fn( $name ) => ! in_array( strtolower( (string) $name ), self::SECRET_HEADERS, true ),
			ARRAY_FILTER_USE_KEY
		);
		return array(
			'body'    => $response->get_data(),
			'status'  => $response->get_status(),
			'headers' => $headers,
		);
	}

	/**
	 * The refusal of a path outside the Store API, or of a batch inside a batch.
	 */
	private function invalid_path(): RouteException {
		return new RouteException( 'rueda_batch_invalid_path', __( 'Only Store API routes can be batched.', 'rueda' ), 400 );
	}
}
