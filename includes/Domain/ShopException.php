<?php
/**
 * A rule of the shop refused an operation.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain;

/**
 * Thrown by the domain with a stable code and a translated message; the Store API turns
 * it into its error shape (status 400 unless given).
 *
 * @since 0.1.0
 */
final class ShopException extends \RuntimeException {

	/**
	 * Creates the exception.
	 *
	 * @param string $error_code Stable snake_case code.
	 * @param string $message    Translated message.
	 * @param int    $status     HTTP status the API should answer with.
	 * @param array  $data       Extra error data for the API (e.g. the fields at fault).
	 */
	public function __construct(
		public readonly string $error_code,
		string $message,
		public readonly int $status = 400,
		public readonly array $data = array()
	) {
		parent::__construct( $message );
	}
}
