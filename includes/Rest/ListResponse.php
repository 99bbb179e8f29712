<?php
/**
 * The answer of a rueda/v1 list route.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Rest;

/**
 * One page of rows with WordPress's X-WP-Total and X-WP-TotalPages headers, which the
 * screens' DataViews read for their pagination.
 *
 * @since 0.1.0
 */
final class ListResponse {

	/**
	 * The response. A page past the last is empty whatever the query found: a page number
	 * so large that its offset overflows comes back from the database as the first page.
	 *
	 * @since 0.1.0
	 *
	 * @param array<mixed> $rows     The page's rows.
	 * @param int          $total    Rows in all.
	 * @param int          $page     Page asked for, from 1.
	 * @param int          $per_page Rows per page.
	 */
	public static function page( array $rows, int $total, int $page, int $per_page ): \WP_REST_Response {
		$pages    = (int) ceil( $total / max( 1, $per_page ) );
		$response = new \WP_REST_Response( $page > $pages ? array() : array_values( $rows ) );
		$response->header( 'X-WP-Total', (string) $total );
		$response->header( 'X-WP-TotalPages', (string) $pages );
		return $response;
	}
}
