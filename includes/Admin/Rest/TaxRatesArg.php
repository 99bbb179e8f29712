<?php
/**
 * The tax rates table as a REST argument.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Admin\Rest;

use Rueda\Domain\Customers\Countries;

/**
 * Up to 200 rows, in order (the first row matching a location and tax class wins, see
 * TaxRates::find()): country ('' for any), state ('' for any), postcode pattern in the
 * syntax of TaxRates::postcode_matches() ('' for any), rate 0–100, name and tax class.
 * A bad row is refused with `rueda_invalid_tax_rate`, its row number (from 1) and column.
 *
 * @since 0.1.0
 */
final class TaxRatesArg {

	public const MAX_ROWS = 200;

	public const ERROR = 'rueda_invalid_tax_rate';

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
			'maxItems'          => self::MAX_ROWS,
			'items'             => array(
				'type'                 => 'object',
				'additionalProperties' => false,
				'required'             => array( 'rate', 'name' ),
				'properties'           => array(
					'country'  => array( 'type' => 'string' ),
					'state'    => array( 'type' => 'string' ),
					'postcode' => array( 'type' => 'string' ),
					'rate'     => array( 'type' => 'number' ),
					'name'     => array( 'type' => 'string' ),
					'class'    => array( 'type' => 'string' ),
				),
			),
			'validate_callback' => array( self::class, 'validate' ),
			'sanitize_callback' => array( self::class, 'sanitize' ),
		);
	}

	/**
	 * The schema's checks, then each row's.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed            $rows    Value.
	 * @param \WP_REST_Request $request Request.
	 * @param string           $param   Field.
	 * @return true|\WP_Error
	 */
	public static function validate( $rows, \WP_REST_Request $request, string $param ) {
		$valid = rest_validate_request_arg( $rows, $request, $param );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		foreach ( array_values( (array) $rows ) as $index => $row ) {
			$fault = self::fault( (array) $row );
			if ( $fault ) {
				return new \WP_Error(
					self::ERROR,
					/* translators: 1: row number, 2: what is wrong. */
					sprintf( __( 'Row %1$d: %2$s', 'rueda' ), $index + 1, $fault[1] ),
					array(
						'row'    => $index + 1,
						'column' => $fault[0],
					)
				);
			}
		}
		return true;
	}

	/**
	 * The rows cleaned and complete.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $rows Validated rows.
	 * @return list<array{country:string,state:string,postcode:string,rate:float,name:string,class:string}>
	 */
	public static function sanitize( $rows ): array {
		return array_map(
			static fn( $row ) => array(
				'country'  => strtoupper( trim( (string) ( $row['country'] ?? '' ) ) ),
				'state'    => strtoupper( trim( (string) ( $row['state'] ?? '' ) ) ),
				'postcode' => strtoupper( (string) preg_replace( '/\s*,\s*/', ',', trim( (string) ( $row['postcode'] ?? '' ) ) ) ),
				'rate'     => round( (float) $row['rate'], 4 ),
				'name'     => sanitize_text_field( (string) $row['name'] ),
				'class'    => (string) ( $row['class'] ?? '' ),
			),
			array_values( (array) $rows )
		);
	}

	/**
	 * What is wrong with a row: its column and a message, or null.
	 *
	 * @param array<string,mixed> $row Row.
	 * @return array{0:string,1:string}|null
	 */
	private static function fault( array $row ): ?array {
		$country = strtoupper( trim( (string) ( $row['country'] ?? '' ) ) );
		$state   = strtoupper( trim( (string) ( $row['state'] ?? '' ) ) );
		$states  = '' === $country ? array() : Countries::states( $country );
		$name    = sanitize_text_field( (string) ( $row['name'] ?? '' ) );
		$rate    = (float) ( $row['rate'] ?? -1 );
		$checks  = array(
			'country'  => array( '' === $country || Countries::exists( $country ), __( 'choose a country, or none for every country.', 'rueda' ) ),
			'state'    => array( '' === $state || ( $states ? isset( $states[ $state ] ) : mb_strlen( $state ) <= 20 ), __( 'the province is not one of the country\'s.', 'rueda' ) ),
			'postcode' => array( self::is_pattern( (string) ( $row['postcode'] ?? '' ) ), __( 'write postcodes as 28013, 35* or 35000...35999, separated by commas.', 'rueda' ) ),
			'rate'     => array( $rate >= 0 && $rate <= 100, __( 'the rate is a percentage from 0 to 100.', 'rueda' ) ),
			'name'     => array( '' !== $name && mb_strlen( $name ) <= 40, __( 'give the rate a name of 1 to 40 characters.', 'rueda' ) ),
			'class'    => array( 1 === preg_match( '/^[a-z0-9_-]{0,40}$/', (string) ( $row['class'] ?? '' ) ), __( 'the tax class is a slug (lower-case letters, digits, - and _) or empty for the standard rate.', 'rueda' ) ),
		);
		foreach ( $checks as $column => [ $ok, $message ] ) {
			if ( ! $ok ) {
				return array( $column, $message );
			}
		}
		return null;
	}

	/**
	 * Whether a postcode pattern is '' or comma-separated entries: exact ("28013"), prefix
	 * ("35*") or numeric range ("35000...35999").
	 *
	 * @param string $pattern Pattern.
	 */
	private static function is_pattern( string $pattern ): bool {
		$pattern = trim( $pattern );
		if ( '' === $pattern ) {
			return true;
		}
		if ( strlen( $pattern ) > 500 ) {
			return false;
		}
		foreach ( explode( ',', strtoupper( $pattern ) ) as $entry ) {
			$entry = trim( $entry );
			if ( preg_match( '/^(\d+)\.\.\.(\d+)$/', $entry, $range ) ) {
				if ( (int) $range[1] > (int) $range[2] ) {
					return false;
				}
			} elseif ( ! preg_match( '/^[A-Z0-9][A-Z0-9 -]*\*?$/', $entry ) ) {
				return false;
			}
		}
		return true;
	}
}
