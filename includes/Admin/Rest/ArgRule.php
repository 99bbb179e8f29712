<?php
/**
 * Field rules for REST arguments.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Admin\Rest;

/**
 * Builds a `validate_callback` that runs the field's schema checks first, then the shop's
 * own rules in order, refusing with the first failing rule's stable code and message.
 *
 * @since 0.1.0
 */
final class ArgRule {

	/**
	 * The validate callback.
	 *
	 * @since 0.1.0
	 *
	 * @param array{0:callable,1:string,2:string} ...$rules Each a test (value, request): bool, a code and a message.
	 */
	public static function check( array ...$rules ): \Closure {
		return static function ( $value, \WP_REST_Request $request, string $param ) use ( $rules ) {
			$valid = rest_validate_request_arg( $value, $request, $param );
			if ( is_wp_error( $valid ) ) {
				return $valid;
			}
			foreach ( $rules as [ $test, $code, $message ] ) {
				if ( ! $test( $value, $request ) ) {
					return new \WP_Error( $code, $message );
				}
			}
			return true;
		};
	}

	/**
	 * The value a request gives a field, or the saved one when it does not send it.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @param string           $field   Field.
	 * @param mixed            $saved   Saved value.
	 * @return mixed
	 */
	public static function sent_or( \WP_REST_Request $request, string $field, $saved ) {
		return $request->has_param( $field ) ? $request[ $field ] : $saved;
	}
}
