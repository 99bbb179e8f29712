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
 * Runs up to 25 Store API requests in order and answers with each response. Only routes
 * of this namespace may be called; each inner request is authorised like a direct one.
 *
 * @since 0.1.0
 */
final class Batch extends AbstractRoute {

	public const MAX_REQUESTS = 25;

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
	 * @throws RouteException When a path leaves the Store API.
	 */
	protected function post( \WP_REST_Request $request ): \WP_REST_Response {
		$prefix    = '/' . self::NAMESPACE . '/';
		$responses = array();
		foreach ( (array) $request['requests'] as $inner ) {
			$path = (string) wp_parse_url( (string) $inner['path'], PHP_URL_PATH );
			if ( ! str_starts_with( $path, $prefix ) || str_starts_with( $path, $prefix . 'batch' ) ) {
				throw new RouteException( 'rueda_batch_invalid_path', __( 'Only Store API routes can be batched.', 'rueda' ), 400 );
			}
			$sub = new \WP_REST_Request( (string) ( $inner['method'] ?? 'POST' ), $path );
			$sub->set_query_params( wp_parse_args( (string) wp_parse_url( (string) $inner['path'], PHP_URL_QUERY ) ) );
			// Inner requests carry the outer request's credentials (nonce, cart token).
			foreach ( array( 'nonce', 'cart_token' ) as $header ) {
				$sub->set_header( $header, (string) ( $inner['headers'][ $header ] ?? $request->get_header( $header ) ) );
			}
			$sub->set_body_params( (array) ( $inner['body'] ?? array() ) );
			$response    = rest_do_request( $sub );
			$responses[] = array(
				'body'    => $response->get_data(),
				'status'  => $response->get_status(),
				'headers' => $response->get_headers(),
			);
		}
		return new \WP_REST_Response( array( 'responses' => $responses ), 207 );
	}
}
