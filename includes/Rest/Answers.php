<?php
/**
 * Error answers the rueda/v1 routes share.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Rest;

use Rueda\Domain\ShopException;
use Rueda\StoreApi\RouteException;

/**
 * The error shape `{code, message, data: {status, ...}}` of a refusal thrown by the domain
 * or a route (a rate limit's included, whose `data.headers` become the answer's headers,
 * e.g. RateLimit-* and Retry-After), and the 400 naming the fields at fault.
 *
 * @since 0.5.0
 */
final class Answers {

	/**
	 * Runs a handler, turning the domain's and the rate limiters' refusals into answers.
	 *
	 * @since 0.5.0
	 *
	 * @param callable $handler Returns the answer, or throws RouteException or ShopException.
	 * @return mixed The handler's answer, or the refusal's \WP_REST_Response.
	 */
	public static function run( callable $handler ) {
		try {
			return $handler();
		} catch ( RouteException | ShopException $refused ) {
			return self::refusal( $refused );
		}
	}

	/**
	 * The answer of a refusal, with the headers it carries.
	 *
	 * @since 0.5.0
	 *
	 * @param RouteException|ShopException $refused Refusal.
	 */
	public static function refusal( RouteException|ShopException $refused ): \WP_REST_Response {
		$data    = $refused->data;
		$headers = (array) ( $data['headers'] ?? array() );
		unset( $data['headers'] );
		$response = rest_convert_error_to_response( new \WP_Error( $refused->error_code, $refused->getMessage(), array( 'status' => $refused->status ) + $data ) );
		foreach ( $headers as $name => $value ) {
			$response->header( (string) $name, (string) $value );
		}
		return $response;
	}

	/**
	 * The 400 `rest_invalid_param` naming the fields at fault in `data.params`.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,string> $params Message by field path.
	 */
	public static function invalid_params( array $params ): \WP_Error {
		return new \WP_Error(
			'rest_invalid_param',
			/* translators: %s: field paths. */
			sprintf( __( 'Invalid parameter(s): %s', 'rueda' ), implode( ', ', array_keys( $params ) ) ),
			array(
				'status' => 400,
				'params' => $params,
			)
		);
	}
}
