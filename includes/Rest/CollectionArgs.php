<?php
/**
 * The query arguments of the rueda/v1 lists.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Rest;

/**
 * `page`, `per_page`, `search`, `orderby` and `order`, each as one list defines it. Without
 * a message, an argument is checked by its schema (minimum, maximum, maxLength, enum),
 * whose refusals Admin\Rest\Refusals words on the admin routes; with one, by the route's
 * own check, which refuses with that message (`rest_invalid_param`).
 *
 * @since 0.5.0
 */
final class CollectionArgs {

	/**
	 * The page, from 1 (the default).
	 *
	 * @since 0.5.0
	 *
	 * @param string|null $message The refusal in the route's words, or null for the schema's.
	 * @return array<string,mixed>
	 */
	public static function page( ?string $message = null ): array {
		if ( null !== $message ) {
			return self::whole_number( 1, 1, PHP_INT_MAX, $message );
		}
		return array(
			'type'    => 'integer',
			'minimum' => 1,
			'default' => 1,
		);
	}

	/**
	 * Rows per page, from 1.
	 *
	 * @since 0.5.0
	 *
	 * @param int         $default Rows when none is asked for.
	 * @param int         $max     Most rows.
	 * @param string|null $message The refusal in the route's words, or null for the schema's.
	 * @return array<string,mixed>
	 */
	public static function per_page( int $default, int $max, ?string $message = null ): array {
		if ( null !== $message ) {
			return self::whole_number( $default, 1, $max, $message );
		}
		return array(
			'type'    => 'integer',
			'minimum' => 1,
			'maximum' => $max,
			'default' => $default,
		);
	}

	/**
	 * The text searched for.
	 *
	 * @since 0.5.0
	 *
	 * @param int         $max_length Most characters.
	 * @param bool        $clean      Whether it is cleaned as a text field (tags, line breaks and
	 *                                extra spaces taken out) before the route reads it.
	 * @param string|null $default    When none is sent: '' (everything), or null for no value.
	 * @param string|null $message    The refusal in the route's words, or null for the schema's.
	 * @return array<string,mixed>
	 */
	public static function search( int $max_length, bool $clean = false, ?string $default = '', ?string $message = null ): array {
		$arg = array( 'type' => 'string' );
		if ( null !== $default ) {
			$arg['default'] = $default;
		}
		if ( $clean ) {
			$arg['sanitize_callback'] = 'sanitize_text_field';
		}
		if ( null !== $message ) {
			$arg['validate_callback'] = static fn( $value ) => is_string( $value ) && mb_strlen( $value ) <= $max_length
				? true
				: new \WP_Error( 'rest_invalid_param', $message );
			return $arg;
		}
		$arg['maxLength'] = $max_length;
		if ( $clean ) {
			// A sanitize callback of its own would skip the schema's check: ask for it.
			$arg['validate_callback'] = 'rest_validate_request_arg';
		}
		return $arg;
	}

	/**
	 * What the list is sorted by.
	 *
	 * @since 0.5.0
	 *
	 * @param string[]    $sorts   The values the list sorts by.
	 * @param string      $default The one when none is asked for.
	 * @param string|null $message The refusal in the route's words, or null for the schema's.
	 * @return array<string,mixed>
	 */
	public static function orderby( array $sorts, string $default, ?string $message = null ): array {
		return self::one_of( $sorts, $default, $message );
	}

	/**
	 * The direction, `asc` or `desc` (the default).
	 *
	 * @since 0.5.0
	 *
	 * @param string|null $message The refusal in the route's words, or null for the schema's.
	 * @return array<string,mixed>
	 */
	public static function order( ?string $message = null ): array {
		return self::one_of( array( 'asc', 'desc' ), 'desc', $message );
	}

	/**
	 * A string among some values.
	 *
	 * @param string[]    $values  Allowed values.
	 * @param string      $default Default.
	 * @param string|null $message Refusal, or null for the schema's.
	 * @return array<string,mixed>
	 */
	private static function one_of( array $values, string $default, ?string $message ): array {
		if ( null === $message ) {
			return array(
				'type'    => 'string',
				'enum'    => $values,
				'default' => $default,
			);
		}
		return array(
			'type'              => 'string',
			'default'           => $default,
			'validate_callback' => static fn( $value ) => in_array( $value, $values, true )
				? true
				: new \WP_Error( 'rest_invalid_param', $message ),
		);
	}

	/**
	 * A whole number within a range, checked by the route with its own message.
	 *
	 * @param int    $default Default.
	 * @param int    $min     Smallest.
	 * @param int    $max     Largest.
	 * @param string $message Refusal.
	 * @return array<string,mixed>
	 */
	private static function whole_number( int $default, int $min, int $max, string $message ): array {
		$range = array(
			'options' => array(
				'min_range' => $min,
				'max_range' => $max,
			),
		);
		return array(
			'type'              => 'integer',
			'default'           => $default,
			'sanitize_callback' => 'absint',
			'validate_callback' => static fn( $value ) => false !== filter_var( $value, FILTER_VALIDATE_INT, $range )
				? true
				: new \WP_Error( 'rest_invalid_param', $message ),
		);
	}
}
