<?php
/**
 * The one exception type Store API routes throw for client errors.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi;

/**
 * Carries a stable code, a translated message, an HTTP status and extra data.
 *
 * @since 0.1.0
 */
final class RouteException extends \Exception {

	/**
	 * Creates the exception.
	 *
	 * @param string              $error_code Stable snake_case code.
	 * @param string              $message    Translated message for shoppers.
	 * @param int                 $status     HTTP status.
	 * @param array<string,mixed> $data       Extra data (e.g. the cart on a 409).
	 */
	public function __construct(
		public readonly string $error_code,
		string $message,
		public readonly int $status = 400,
		public readonly array $data = array()
	) {
		parent::__construct( $message, $status );
	}
}
