<?php
/**
 * Checks nested settings field by field.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Admin\Rest;

use Rueda\Settings\CurrencySettings;

/**
 * Each reader returns a clean value and notes, under the field's path (`zones[0].name`),
 * why what was sent is refused; result() then answers 400 `rest_invalid_param` with every
 * refused path in `data.params`, or the clean settings.
 *
 * @since 0.1.0
 */
final class FieldCheck {

	/**
	 * Messages by field path.
	 *
	 * @var array<string,string>
	 */
	private array $errors = array();

	/**
	 * Names of fields and entries the path alone does not tell (a gateway's title).
	 *
	 * @var array<string,string>
	 */
	private array $names = array();

	/**
	 * The route argument of a list checked by this class: WordPress would turn "ES" into
	 * array( "ES" ), so a value that is not a JSON array is refused as it is.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,mixed>
	 */
	public static function list_arg(): array {
		return array(
			'type'              => 'array',
			'sanitize_callback' => static fn( $value ) => $value,
			'validate_callback' => static fn( $value ) => is_array( $value ) && array_is_list( $value ) ? true : new \WP_Error( 'rest_invalid_param', __( 'Expected a list.', 'rueda' ) ),
		);
	}

	/**
	 * Notes a refusal (the first one per field wins).
	 *
	 * @since 0.1.0
	 *
	 * @param string $path    Field path.
	 * @param string $message Why, in the shop owner's words.
	 */
	public function fail( string $path, string $message ): void {
		$this->errors[ $path ] ??= $message;
	}

	/**
	 * Names a field or an entry of a list in the refusals ("Transferencia bancaria").
	 *
	 * @since 0.1.0
	 *
	 * @param string $path  Field path.
	 * @param string $label Its name on the screen.
	 */
	public function name( string $path, string $label ): void {
		$this->names[ $path ] = $label;
	}

	/**
	 * Plain text (tags and line breaks removed, or kept as lines when multiline).
	 *
	 * @since 0.1.0
	 *
	 * @param mixed  $value     Value sent.
	 * @param string $path      Field path.
	 * @param int    $max       Maximum characters.
	 * @param bool   $required  Whether it must not be empty.
	 * @param bool   $multiline Whether line breaks are kept.
	 */
	public function text( $value, string $path, int $max, bool $required = false, bool $multiline = false ): string {
		if ( null === $value ) {
			$value = '';
		}
		if ( ! is_string( $value ) ) {
			$this->fail( $path, __( 'Enter text.', 'rueda' ) );
			return '';
		}
		$text = $multiline ? sanitize_textarea_field( $value ) : sanitize_text_field( $value );
		if ( $required && '' === $text ) {
			$this->fail( $path, __( 'This field is required.', 'rueda' ) );
		} elseif ( mb_strlen( $text ) > $max ) {
			/* translators: %d: maximum number of characters. */
			$this->fail( $path, sprintf( __( 'Use at most %d characters.', 'rueda' ), $max ) );
		}
		return $text;
	}

	/**
	 * An amount of money in minor units (cents), from 0 to a maximum.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed  $value Value sent.
	 * @param string $path  Field path.
	 * @param int    $max   Maximum, in minor units.
	 */
	public function amount( $value, string $path, int $max ): int {
		if ( ! is_int( $value ) || $value < 0 || $value > $max ) {
			$currency = CurrencySettings::currency();
			/* translators: 1: zero amount, 2: maximum amount, both formatted. */
			$this->fail( $path, sprintf( __( 'Enter an amount from %1$s to %2$s.', 'rueda' ), $currency->format( 0 ), $currency->format( $max ) ) );
			return 0;
		}
		return $value;
	}

	/**
	 * A non-negative whole number, e.g. an id (0 for a new record).
	 *
	 * @since 0.1.0
	 *
	 * @param mixed  $value Value sent.
	 * @param string $path  Field path.
	 */
	public function id( $value, string $path ): int {
		if ( null === $value ) {
			return 0;
		}
		if ( ! is_int( $value ) || $value < 0 ) {
			$this->fail( $path, __( 'Invalid identifier.', 'rueda' ) );
			return 0;
		}
		return $value;
	}

	/**
	 * Yes or no.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed  $value Value sent.
	 * @param string $path  Field path.
	 */
	public function flag( $value, string $path ): bool {
		if ( ! is_bool( $value ) ) {
			$this->fail( $path, __( 'Choose yes or no.', 'rueda' ) );
			return false;
		}
		return $value;
	}

	/**
	 * One of a set of values.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed    $value   Value sent.
	 * @param string   $path    Field path.
	 * @param string[] $options Allowed values.
	 */
	public function choice( $value, string $path, array $options ): string {
		if ( ! is_string( $value ) || ! in_array( $value, $options, true ) ) {
			$this->fail( $path, __( 'Choose one of the options.', 'rueda' ) );
			return $options[0];
		}
		return $value;
	}

	/**
	 * A list (JSON array) of at most $max entries; anything else counts as empty.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed  $value Value sent.
	 * @param string $path  Field path.
	 * @param int    $max   Maximum entries.
	 * @return list<mixed>
	 */
	public function items( $value, string $path, int $max ): array {
		if ( null === $value ) {
			return array();
		}
		if ( ! is_array( $value ) || ! array_is_list( $value ) ) {
			$this->fail( $path, __( 'Expected a list.', 'rueda' ) );
			return array();
		}
		if ( count( $value ) > $max ) {
			/* translators: %d: maximum number of entries. */
			$this->fail( $path, sprintf( _n( 'Add at most %d entry.', 'Add at most %d entries.', $max, 'rueda' ), $max ) );
			return array_slice( $value, 0, $max );
		}
		return $value;
	}

	/**
	 * A record (JSON object, or the empty object read() gives); anything else counts as empty.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed  $value Value sent.
	 * @param string $path  Field path.
	 * @return array<string,mixed>
	 */
	public function record( $value, string $path ): array {
		if ( $value instanceof \stdClass ) {
			$value = get_object_vars( $value );
		}
		if ( ! is_array( $value ) || ( $value && array_is_list( $value ) ) ) {
			$this->fail( $path, __( 'Expected an object with named fields.', 'rueda' ) );
			return array();
		}
		return $value;
	}

	/**
	 * The clean settings, or the refusal naming every field at fault.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $settings Clean settings.
	 * @return array<string,mixed>|\WP_Error
	 */
	public function result( array $settings ) {
		if ( ! $this->errors ) {
			return $settings;
		}
		$named = array();
		foreach ( $this->errors as $path => $message ) {
			$named[ $path ] = Refusals::named( $path, $message, $this->names );
		}
		return Refusals::refusal( 'rest_invalid_param', $named, array(), $this->names );
	}
}
