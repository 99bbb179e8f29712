<?php
/**
 * The workshop's public details: name, address and contact.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Settings;

/**
 * Stores the workshop details in one option, exposed to the REST settings endpoint. The
 * opening hours are not here: every page reads them from the first pickup location's
 * schedule (Domain\Workshop\OpeningHours); the `hours` rows the option once held are
 * dropped by forget_hours() and ignored until then.
 *
 * @since 0.1.0
 */
final class WorkshopSettings {

	public const OPTION = 'rueda_workshop';

	/**
	 * Registers the option with its schema so REST writes are validated.
	 *
	 * @since 0.1.0
	 */
	public function register_setting(): void {
		$text       = array( 'type' => 'string' );
		$properties = array_fill_keys( array( 'name', 'address_1', 'postcode', 'city', 'state', 'country', 'phone', 'email' ), $text );

		// An address or nothing: a plain format 'email' would make WordPress read the whole
		// setting as null while the owner has not given one.
		$properties['email'] = array(
			'type'  => 'string',
			'anyOf' => array(
				array(
					'type'   => 'string',
					'format' => 'email',
				),
				array(
					'type'      => 'string',
					'maxLength' => 0,
				),
			),
		);

		register_setting(
			'rueda',
			self::OPTION,
			array(
				'type'              => 'object',
				'default'           => self::defaults(),
				'sanitize_callback' => array( $this, 'sanitize' ),
				'show_in_rest'      => array(
					'schema' => array(
						'type'                 => 'object',
						'additionalProperties' => false,
						'properties'           => $properties,
					),
				),
			)
		);
	}

	/**
	 * Stores the defaults unless the owner already saved details.
	 *
	 * @since 0.1.0
	 */
	public function add_defaults(): void {
		add_option( self::OPTION, self::defaults() );
	}

	/**
	 * The saved details merged over the defaults; keys no longer known (the old `hours`)
	 * are left out.
	 *
	 * @since 0.1.0
	 *
	 * @return array{name:string,address_1:string,postcode:string,city:string,state:string,country:string,phone:string,email:string}
	 */
	public static function get(): array {
		$saved = get_option( self::OPTION, array() );
		return array_merge( self::defaults(), array_intersect_key( is_array( $saved ) ? $saved : array(), self::defaults() ) );
	}

	/**
	 * Drops the free-text `hours` rows a shop saved before the opening hours came from the
	 * pickup schedule: nothing shows them any more, and the REST settings schema no longer
	 * knows the key (GET /wp/v2/settings would answer null for the whole option). Cheap
	 * on every load (the option is autoloaded) and a no-op once done.
	 *
	 * @since 0.6.0
	 */
	public static function forget_hours(): void {
		$saved = get_option( self::OPTION );
		if ( is_array( $saved ) && array_key_exists( 'hours', $saved ) ) {
			unset( $saved['hours'] );
			update_option( self::OPTION, $saved );
		}
	}

	/**
	 * Keeps only known keys, as plain text.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $value Submitted value.
	 * @return array<string,mixed>
	 */
	public function sanitize( $value ): array {
		$value = is_array( $value ) ? $value : array();
		$clean = array();
		foreach ( self::defaults() as $key => $default ) {
			$clean[ $key ] = 'email' === $key
				? sanitize_email( (string) ( $value[ $key ] ?? $default ) )
				: sanitize_text_field( (string) ( $value[ $key ] ?? $default ) );
		}
		return $clean;
	}

	/**
	 * Empty details: the owner (or the demo seeder) fills them in.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,string>
	 */
	public static function defaults(): array {
		return array(
			'name'      => '',
			'address_1' => '',
			'postcode'  => '',
			'city'      => '',
			'state'     => '',
			'country'   => 'ES',
			'phone'     => '',
			'email'     => '',
		);
	}
}
