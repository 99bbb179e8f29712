<?php
/**
 * Refused arguments of the admin REST routes, in the shop owner's words.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Admin\Rest;

use Rueda\Rest\Routes;

/**
 * WordPress checks a route's arguments against their schema and answers in its own
 * (English, technical) words: "Invalid parameter(s): name", "name must be at least 1
 * character long.". For the admin routes this rewrites every such refusal before it
 * leaves: the same codes (`rest_invalid_param`, `rest_missing_callback_param`) and
 * `data.details`, but each field in `data.params` gets a translated message that names
 * it ("El nombre es obligatorio.", "Marca: usa como máximo 60 caracteres."), and the
 * error's message is that message, or the list of refused fields when there are several.
 *
 * @since 0.1.0
 */
final class Refusals {

	/** Codes of WordPress's schema checks, translated here from the field's schema. */
	private const SCHEMA_CODES = array(
		'rest_invalid_type',
		'rest_too_short',
		'rest_too_long',
		'rest_too_few_items',
		'rest_too_many_items',
		'rest_duplicate_items',
		'rest_out_of_bounds',
		'rest_not_multiple_of',
		'rest_not_in_enum',
		'rest_invalid_pattern',
		'rest_invalid_date',
		'rest_invalid_email',
		'rest_invalid_uuid',
		'rest_invalid_hex_color',
		'rest_additional_properties_forbidden',
		'rest_property_required',
		'rest_too_few_properties',
		'rest_too_many_properties',
		'rest_no_matching_schema',
		'rest_one_of_multiple_matches',
	);

	/**
	 * Hooks the rewrite after the permission check of Rest\Routes.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_filter( 'rest_request_before_callbacks', array( self::class, 'in_words' ), 20, 3 );
	}

	/**
	 * Rewrites a refusal of the arguments of an admin route.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed            $response Result so far (a WP_Error when validation failed).
	 * @param array<mixed>     $handler  Route handler.
	 * @param \WP_REST_Request $request  Request.
	 * @return mixed
	 */
	public static function in_words( $response, array $handler, \WP_REST_Request $request ) {
		if ( ! $response instanceof \WP_Error || ! self::is_admin_route( $request->get_route() ) ) {
			return $response;
		}
		$code = $response->get_error_code();
		$data = (array) $response->get_error_data();
		$args = (array) ( $handler['args'] ?? array() );
		if ( 'rest_missing_callback_param' === $code ) {
			$params = array();
			foreach ( (array) ( $data['params'] ?? array() ) as $field ) {
				$params[ (string) $field ] = self::required( (string) $field );
			}
			return self::refusal( $code, $params, array( 'status' => 400 ) + $data );
		}
		if ( 'rest_invalid_param' !== $code || ! is_array( $data['params'] ?? null ) ) {
			return $response;
		}
		$params = array();
		foreach ( $data['params'] as $field => $message ) {
			$detail           = (array) ( $data['details'][ $field ] ?? array() );
			$params[ $field ] = self::message( (string) $field, (string) ( $detail['code'] ?? '' ), (string) $message, (array) ( $args[ $field ] ?? array() ) );
		}
		return self::refusal( $code, $params, $data );
	}

	/**
	 * One error for the refused fields; its message is the field's, or names them all.
	 *
	 * @since 0.1.0
	 *
	 * @param string               $code   Code.
	 * @param array<string,string> $params Messages by field.
	 * @param array<string,mixed>  $data   Error data.
	 * @param array<string,string> $names  Names of paths the path alone does not tell.
	 */
	public static function refusal( string $code, array $params, array $data = array(), array $names = array() ): \WP_Error {
		if ( 1 === count( $params ) ) {
			$message = (string) reset( $params );
		} else {
			$message = sprintf(
				/* translators: %s: names of the refused fields, separated by commas. */
				__( 'Check these fields: %s.', 'rueda' ),
				implode( ', ', array_map( static fn( $path ): string => FieldLabels::of( (string) $path, $names ), array_keys( $params ) ) )
			);
		}
		return new \WP_Error( $code, $message, array( 'params' => $params ) + $data + array( 'status' => 400 ) );
	}

	/**
	 * The message of a required field left out or empty.
	 *
	 * @since 0.1.0
	 *
	 * @param string $field Field.
	 */
	public static function required( string $field ): string {
		switch ( $field ) {
			case 'name':
				return __( 'The name is required.', 'rueda' );
			case 'code':
				return __( 'The coupon code is required.', 'rueda' );
		}
		/* translators: %s: field name. */
		return sprintf( __( '%s: this field is required.', 'rueda' ), FieldLabels::of( $field ) );
	}

	/**
	 * A message naming the field: "<Label>: <why>".
	 *
	 * @since 0.1.0
	 *
	 * @param string               $field Field or settings path.
	 * @param string               $why   Why it is refused, in the shop owner's words.
	 * @param array<string,string> $names Names of paths the path alone does not tell.
	 */
	public static function named( string $field, string $why, array $names = array() ): string {
		// After the colon the sentence goes on in lower case ("Marca: usa..."), acronyms kept.
		if ( preg_match( '/^\p{Lu}\p{Ll}/u', $why ) ) {
			$why = mb_strtolower( mb_substr( $why, 0, 1 ) ) . mb_substr( $why, 1 );
		}
		/* translators: 1: field name, 2: why its value is refused. */
		return sprintf( __( '%1$s: %2$s', 'rueda' ), FieldLabels::of( $field, $names ), $why );
	}

	/**
	 * Whether a route is one of the admin screens' (the customer account has its own words).
	 *
	 * @param string $route Route.
	 */
	private static function is_admin_route( string $route ): bool {
		return str_starts_with( $route, '/' . Routes::NAMESPACE . '/' ) && ! str_starts_with( $route, '/' . Routes::NAMESPACE . '/account' );
	}

	/**
	 * The message of one refused field.
	 *
	 * @param string              $field   Field.
	 * @param string              $code    Code of the check that refused it.
	 * @param string              $message Its message.
	 * @param array<string,mixed> $schema  Its argument schema.
	 */
	private static function message( string $field, string $code, string $message, array $schema ): string {
		if ( '' === $code ) {
			// A validate callback that answered false: WordPress's message says nothing more.
			return self::named( $field, __( 'the value is not valid.', 'rueda' ) );
		}
		if ( ! in_array( $code, self::SCHEMA_CODES, true ) ) {
			// Rueda's own rules, already in the shop owner's words.
			return self::named( $field, $message );
		}
		if ( 'rest_too_short' === $code && 1 === (int) ( $schema['minLength'] ?? 0 ) ) {
			return self::required( $field );
		}
		return self::named( $field, self::why( $code, $schema ) );
	}

	/**
	 * Why a value fails a schema check, from the schema itself.
	 *
	 * @param string              $code   Code of the check.
	 * @param array<string,mixed> $schema Schema.
	 */
	private static function why( string $code, array $schema ): string {
		$types = array_values( array_diff( (array) ( $schema['type'] ?? array() ), array( 'null' ) ) );
		switch ( $code ) {
			case 'rest_invalid_type':
				return self::expected( $types[0] ?? '' );
			case 'rest_too_short':
				/* translators: %d: least number of characters. */
				return sprintf( _n( 'use at least %d character.', 'use at least %d characters.', (int) $schema['minLength'], 'rueda' ), (int) $schema['minLength'] );
			case 'rest_too_long':
				/* translators: %d: most characters. */
				return sprintf( _n( 'use at most %d character.', 'use at most %d characters.', (int) ( $schema['maxLength'] ?? 0 ), 'rueda' ), (int) ( $schema['maxLength'] ?? 0 ) );
			case 'rest_too_few_items':
				/* translators: %d: least number of entries. */
				return sprintf( _n( 'add at least %d entry.', 'add at least %d entries.', (int) ( $schema['minItems'] ?? 0 ), 'rueda' ), (int) ( $schema['minItems'] ?? 0 ) );
			case 'rest_too_many_items':
				/* translators: %d: most entries. */
				return sprintf( _n( 'add at most %d entry.', 'add at most %d entries.', (int) ( $schema['maxItems'] ?? 0 ), 'rueda' ), (int) ( $schema['maxItems'] ?? 0 ) );
			case 'rest_duplicate_items':
				return __( 'each entry may appear only once.', 'rueda' );
			case 'rest_out_of_bounds':
				return self::bounds( $schema );
			case 'rest_not_in_enum':
				return __( 'choose one of the options.', 'rueda' );
			case 'rest_invalid_date':
				return __( 'enter a valid date.', 'rueda' );
			case 'rest_invalid_email':
				return __( 'enter a valid email address.', 'rueda' );
			case 'rest_invalid_pattern':
				return isset( $schema['pattern'] ) && '^[0-9]{1,12}$' === $schema['pattern'] ? __( 'write up to 12 digits.', 'rueda' ) : __( 'the format is not valid.', 'rueda' );
		}
		return __( 'the value is not valid.', 'rueda' );
	}

	/**
	 * What a field of a type expects.
	 *
	 * @param string $type JSON schema type.
	 */
	private static function expected( string $type ): string {
		switch ( $type ) {
			case 'integer':
				return __( 'enter a whole number.', 'rueda' );
			case 'number':
				return __( 'enter a number.', 'rueda' );
			case 'boolean':
				return __( 'choose yes or no.', 'rueda' );
			case 'array':
				return __( 'expected a list.', 'rueda' );
			case 'object':
				return __( 'expected an object with named fields.', 'rueda' );
		}
		return __( 'enter text.', 'rueda' );
	}

	/**
	 * The range a number must be in.
	 *
	 * @param array<string,mixed> $schema Schema.
	 */
	private static function bounds( array $schema ): string {
		$min = $schema['minimum'] ?? null;
		$max = $schema['maximum'] ?? null;
		if ( null !== $min && null !== $max ) {
			/* translators: 1: smallest number allowed, 2: largest. */
			return sprintf( __( 'enter a number from %1$s to %2$s.', 'rueda' ), number_format_i18n( (float) $min ), number_format_i18n( (float) $max ) );
		}
		if ( null !== $min ) {
			/* translators: %s: smallest number allowed. */
			return sprintf( __( 'enter a number of at least %s.', 'rueda' ), number_format_i18n( (float) $min ) );
		}
		/* translators: %s: largest number allowed. */
		return sprintf( __( 'enter a number of at most %s.', 'rueda' ), number_format_i18n( (float) $max ) );
	}
}
