<?php
/**
 * The workshop's public details: name, address, contact and opening hours.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Settings;

/**
 * Stores the workshop details in one option, exposed to the REST settings endpoint.
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

		$properties['email']['format'] = 'email';
		$properties['hours']           = array(
			'type'  => 'array',
			'items' => array(
				'type'                 => 'object',
				'additionalProperties' => false,
				'properties'           => array(
					'days'  => $text,
					'hours' => $text,
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
	 * The saved details merged over the defaults.
	 *
	 * @since 0.1.0
	 *
	 * @return array{name:string,address_1:string,postcode:string,city:string,state:string,country:string,phone:string,email:string,hours:list<array{days:string,hours:string}>}
	 */
	public static function get(): array {
		$saved = get_option( self::OPTION, array() );
		return array_merge( self::defaults(), is_array( $saved ) ? $saved : array() );
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
			if ( 'hours' === $key ) {
				$clean['hours'] = array_values(
					array_map(
						static fn( $row ) => array(
							'days'  => sanitize_text_field( (string) ( $row['days'] ?? '' ) ),
							'hours' => sanitize_text_field( (string) ( $row['hours'] ?? '' ) ),
						),
						array_filter( (array) ( $value['hours'] ?? $default ), 'is_array' )
					)
				);
				continue;
			}
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
	 * @return array<string,mixed>
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
			'hours'     => array(),
		);
	}
}
