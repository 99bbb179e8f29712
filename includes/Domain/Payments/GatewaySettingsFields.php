<?php
/**
 * The settings fields a configurable gateway declares, and checking values against them.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments;

/**
 * Turns a gateway's settings_fields() into complete field descriptions (unknown types become
 * text) and checks what the shop owner sent: types, lengths, ranges, choices, required
 * fields while the gateway is on, IBAN and BIC. Text is stored as plain text.
 *
 * @since 0.1.0
 */
final class GatewaySettingsFields {

	public const TYPES = array( 'text', 'textarea', 'password', 'email', 'url', 'number', 'toggle', 'select', 'iban', 'bic' );

	/**
	 * The gateway's fields, each with every key set.
	 *
	 * @since 0.1.0
	 *
	 * @param ConfigurableGateway $gateway Gateway.
	 * @return array<string,array{type:string,label:string,help:string,default:mixed,required:bool,max_length:int,min:int|float|null,max:int|float|null,options:array<string,string>,pattern:string,pattern_message:string}>
	 */
	public static function of( ConfigurableGateway $gateway ): array {
		$fields = array();
		foreach ( $gateway->settings_fields() as $key => $field ) {
			if ( ! is_string( $key ) || ! preg_match( '/^[a-z0-9_]{1,40}$/', $key ) || ! is_array( $field ) ) {
				continue;
			}
			$type           = in_array( $field['type'] ?? '', self::TYPES, true ) ? $field['type'] : 'text';
			$fields[ $key ] = array(
				'type'            => $type,
				'label'           => (string) ( $field['label'] ?? $key ),
				'help'            => (string) ( $field['help'] ?? '' ),
				'default'         => $field['default'] ?? ( 'toggle' === $type ? false : '' ),
				'required'        => ! empty( $field['required'] ),
				'max_length'      => max( 1, (int) ( $field['max_length'] ?? ( 'textarea' === $type ? 2000 : 200 ) ) ),
				'min'             => isset( $field['min'] ) && is_numeric( $field['min'] ) ? $field['min'] + 0 : null,
				'max'             => isset( $field['max'] ) && is_numeric( $field['max'] ) ? $field['max'] + 0 : null,
				'options'         => array_map( 'strval', (array) ( $field['options'] ?? array() ) ),
				'pattern'         => is_string( $field['pattern'] ?? null ) && false !== @preg_match( $field['pattern'], '' ) ? $field['pattern'] : '', // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- an extension's bad expression is dropped, not a warning on every request.
				'pattern_message' => (string) ( $field['pattern_message'] ?? '' ),
			);
		}
		return $fields;
	}

	/**
	 * Every field's default value.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,array<string,mixed>> $fields Fields from of().
	 * @return array<string,mixed>
	 */
	public static function defaults( array $fields ): array {
		return array_map( static fn( array $field ) => $field['default'], $fields );
	}

	/**
	 * Values as the browser may see them: a password field's saved value becomes ''.
	 *
	 * @since 0.6.0
	 *
	 * @param array<string,array<string,mixed>> $fields Fields from of().
	 * @param array<string,mixed>               $values Saved values.
	 * @return array<string,mixed>
	 */
	public static function public( array $fields, array $values ): array {
		foreach ( $fields as $key => $field ) {
			if ( 'password' === $field['type'] && array_key_exists( $key, $values ) ) {
				$values[ $key ] = '';
			}
		}
		return $values;
	}

	/**
	 * Which password fields have a saved value (the form says so instead of showing it).
	 *
	 * @since 0.6.0
	 *
	 * @param array<string,array<string,mixed>> $fields Fields from of().
	 * @param array<string,mixed>               $values Saved values.
	 * @return list<string>
	 */
	public static function saved_secrets( array $fields, array $values ): array {
		return array_values( array_filter( array_keys( $fields ), static fn( string $key ) => 'password' === $fields[ $key ]['type'] && '' !== (string) ( $values[ $key ] ?? '' ) ) );
	}

	/**
	 * Checks and cleans values; fields not sent keep their current value, and so does a
	 * password field sent empty.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,array<string,mixed>> $fields  Fields from of().
	 * @param array<string,mixed>               $values  Values sent.
	 * @param array<string,mixed>               $current Values saved so far.
	 * @param bool                              $enabled Whether the gateway will be offered.
	 * @return array{0:array<string,mixed>,1:array<string,string>} Clean values and messages by field key.
	 */
	public static function check( array $fields, array $values, array $current, bool $enabled ): array {
		$clean  = array();
		$errors = array();
		foreach ( $fields as $key => $field ) {
			$value = array_key_exists( $key, $values ) ? $values[ $key ] : ( $current[ $key ] ?? $field['default'] );
			// The form never receives a saved secret (public()), so it sends '' for "unchanged".
			if ( 'password' === $field['type'] && '' === $value && '' !== (string) ( $current[ $key ] ?? '' ) ) {
				$value = $current[ $key ];
			}
			[ $clean[ $key ], $error ] = self::value( $field, $value );
			if ( null === $error && $enabled && $field['required'] && ( '' === $clean[ $key ] || false === $clean[ $key ] ) ) {
				/* translators: %s: field label. */
				$error = sprintf( __( '%s is required to offer this payment method.', 'rueda' ), $field['label'] );
			}
			if ( null !== $error ) {
				$errors[ $key ] = $error;
			}
		}
		foreach ( array_diff_key( $values, $fields ) as $key => $unused ) {
			$errors[ (string) $key ] = __( 'This payment method has no such setting.', 'rueda' );
		}
		return array( $clean, $errors );
	}

	/**
	 * One value cleaned, with the reason it was refused (or null).
	 *
	 * @param array<string,mixed> $field Field.
	 * @param mixed               $value Value sent.
	 * @return array{0:mixed,1:string|null}
	 */
	private static function value( array $field, $value ): array {
		if ( 'toggle' === $field['type'] ) {
			return is_bool( $value ) ? array( $value, null ) : array( false, __( 'Choose yes or no.', 'rueda' ) );
		}
		if ( 'number' === $field['type'] ) {
			return self::number( $field, $value );
		}
		if ( ! is_string( $value ) ) {
			return array( '', __( 'Enter text.', 'rueda' ) );
		}
		$text = 'textarea' === $field['type'] ? sanitize_textarea_field( $value ) : sanitize_text_field( $value );
		if ( mb_strlen( $text ) > $field['max_length'] ) {
			/* translators: %d: maximum number of characters. */
			return array( $text, sprintf( __( 'Use at most %d characters.', 'rueda' ), $field['max_length'] ) );
		}
		if ( '' === $text ) {
			return array( '', null );
		}
		if ( '' !== $field['pattern'] && ! preg_match( $field['pattern'], $text ) ) {
			return array( $text, '' !== $field['pattern_message'] ? $field['pattern_message'] : __( 'This value does not have the expected format.', 'rueda' ) );
		}
		return match ( $field['type'] ) {
			'select' => isset( $field['options'][ $text ] ) ? array( $text, null ) : array( $text, __( 'Choose one of the options.', 'rueda' ) ),
			'email' => is_email( $text ) ? array( $text, null ) : array( $text, __( 'Enter a valid email address.', 'rueda' ) ),
			'url' => wp_http_validate_url( $text ) ? array( esc_url_raw( $text ), null ) : array( $text, __( 'Enter a valid web address (https://...).', 'rueda' ) ),
			'iban' => null !== BankCodes::iban( $text ) ? array( BankCodes::iban( $text ), null ) : array( $text, __( 'This IBAN is not valid: check the country code, the length and the check digits.', 'rueda' ) ),
			'bic' => null !== BankCodes::bic( $text ) ? array( BankCodes::bic( $text ), null ) : array( $text, __( 'This BIC is not valid: it has 8 or 11 letters and digits, such as CAIXESBBXXX.', 'rueda' ) ),
			default => array( $text, null ),
		};
	}

	/**
	 * A number within the field's range.
	 *
	 * @param array<string,mixed> $field Field.
	 * @param mixed               $value Value sent.
	 * @return array{0:int|float,1:string|null}
	 */
	private static function number( array $field, $value ): array {
		if ( ! is_int( $value ) && ! is_float( $value ) ) {
			return array( 0, __( 'Enter a number.', 'rueda' ) );
		}
		if ( ( null !== $field['min'] && $value < $field['min'] ) || ( null !== $field['max'] && $value > $field['max'] ) ) {
			/* translators: 1: minimum, 2: maximum. */
			return array( $value, sprintf( __( 'Enter a number from %1$s to %2$s.', 'rueda' ), $field['min'] ?? '-∞', $field['max'] ?? '∞' ) );
		}
		return array( $value, null );
	}
}
