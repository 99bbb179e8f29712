<?php
/**
 * A REST argument holding a list of country codes.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Admin\Rest;

use Rueda\Domain\Customers\Countries;

/**
 * The schema, check and cleaning of a country list (the countries the shop sells or ships
 * to): codes upper-cased and once each; a "ES,PT" string is a list, as elsewhere in the
 * REST API.
 *
 * @since 0.1.0
 */
final class CountryList {

	/**
	 * The argument's definition.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,mixed>
	 */
	public static function arg(): array {
		return array(
			'type'              => 'array',
			'items'             => array( 'type' => 'string' ),
			'maxItems'          => 300,
			'validate_callback' => array( self::class, 'validate' ),
			'sanitize_callback' => array( self::class, 'sanitize' ),
		);
	}

	/**
	 * Codes upper-cased, once each (validation has already refused anything else).
	 *
	 * @since 0.1.0
	 *
	 * @param string|array<int,string> $codes Value sent.
	 * @return list<string>
	 */
	public static function sanitize( $codes ): array {
		return array_values( array_unique( array_map( static fn( $code ) => strtoupper( (string) $code ), wp_parse_list( $codes ) ) ) );
	}

	/**
	 * A list of country codes, each one a country.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed            $value   Value.
	 * @param \WP_REST_Request $request Request.
	 * @param string           $param   Field.
	 * @return true|\WP_Error
	 */
	public static function validate( $value, \WP_REST_Request $request, string $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		foreach ( wp_parse_list( $value ) as $code ) {
			if ( ! Countries::exists( strtoupper( (string) $code ) ) ) {
				/* translators: %s: what was sent. */
				return new \WP_Error( 'rest_invalid_param', sprintf( __( '“%s” is not a country code.', 'rueda' ), sanitize_text_field( (string) $code ) ) );
			}
		}
		return true;
	}
}
