<?php
/**
 * A shopper's choice to buy a tyre fitted at the workshop.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Workshop;

/**
 * What `POST /cart/add-item` (and `POST /cart/items`) carries in `extensions.rueda`:
 * `{ fitted: true }`, optionally with the `band` the page showed, so a shopper never gets
 * other services than those shown when the shop changed its bands meanwhile.
 *
 * @since 0.2.0
 */
final class FittingChoice {

	/**
	 * Creates the choice.
	 *
	 * @param string|null $band The band id the shopper saw, or null (whichever applies).
	 */
	public function __construct( public readonly ?string $band = null ) {}

	/**
	 * The choice a request's `extensions` holds, or null when it asks for no fitting.
	 *
	 * @since 0.2.0
	 *
	 * @param mixed $extensions The request's `extensions` (already checked against request_schema()).
	 */
	public static function from_request( mixed $extensions ): ?self {
		$rueda = is_array( $extensions ) ? ( $extensions['rueda'] ?? null ) : null;
		if ( ! is_array( $rueda ) || true !== ( $rueda['fitted'] ?? false ) ) {
			return null;
		}
		$band = $rueda['band'] ?? null;
		return new self( is_string( $band ) && '' !== $band ? $band : null );
	}

	/**
	 * The schema of the add-item routes' `extensions` argument: Rueda's own namespace is
	 * checked; other namespaces pass through.
	 *
	 * @since 0.2.0
	 *
	 * @return array<string,mixed>
	 */
	public static function request_schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'rueda' => array(
					'type'                 => 'object',
					'additionalProperties' => false,
					'properties'           => array(
						'fitted' => array( 'type' => 'boolean' ),
						'band'   => array(
							'type'      => 'string',
							'maxLength' => 40,
						),
					),
				),
			),
		);
	}
}
