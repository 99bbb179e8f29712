<?php
/**
 * Requests that name one object in the URL and another in the body or the query.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Admin;

/**
 * WP_REST_Request::get_param() prefers the JSON body and the query string to the URL, so
 * a route reading `$request['id']` would act on the id a client slipped in there.
 */
trait OtherIdRequests {

	/**
	 * Where the other id goes.
	 *
	 * @return array<string,array{0:string}>
	 */
	public static function other_id_places(): array {
		return array(
			'in the JSON body'    => array( 'body' ),
			'in the query string' => array( 'query' ),
		);
	}

	/**
	 * Dispatches a request for `$path` that also carries `id => $other`.
	 *
	 * @param string              $method HTTP method.
	 * @param string              $path   Route with the URL's id.
	 * @param string              $place  "body" or "query".
	 * @param int                 $other  The other id.
	 * @param array<string,mixed> $body   JSON body.
	 */
	private function rest_with_other_id( string $method, string $path, string $place, int $other, array $body = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( $method, $path );
		if ( 'query' === $place ) {
			$request->set_query_params( array( 'id' => $other ) );
		} else {
			$body['id'] = $other;
		}
		if ( $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $body ) );
		}
		return rest_do_request( $request );
	}
}
