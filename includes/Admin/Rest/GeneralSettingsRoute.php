<?php
/**
 * GET and POST /rueda/v1/settings/general.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Admin\Rest;

use Rueda\Domain\Customers\AddressRules;
use Rueda\Domain\Customers\Countries;
use Rueda\Settings\CheckoutSettings;
use Rueda\Settings\CurrencySettings;
use Rueda\Settings\WorkshopSettings;

/**
 * The shop's general settings: the workshop's address and contact (rueda_workshop; its
 * opening hours are the pickup location's schedule, in the shipping settings), the
 * countries it sells and ships to (rueda_checkout) and how prices are written
 * (rueda_currency, fields prefixed `currency_`).
 *
 * @since 0.1.0
 */
final class GeneralSettingsRoute extends SettingsRoute {

	private const ADDRESS = array( 'name', 'address_1', 'postcode', 'city', 'state', 'country', 'phone', 'email' );

	private const COUNTRIES = array( 'selling_countries', 'shipping_countries' );

	public const POSITIONS = array( 'left', 'right', 'left_space', 'right_space' );

	/**
	 * {@inheritDoc}
	 */
	protected function group(): string {
		return 'general';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function read(): array {
		$address = array_intersect_key( WorkshopSettings::get(), array_flip( self::ADDRESS ) );
		$address = array_map( 'strval', $address );
		// Details saved before provinces were codes ("Madrid") read as the code.
		$states = Countries::states( $address['country'] );
		if ( $states && ! isset( $states[ $address['state'] ] ) ) {
			$address['state'] = (string) ( array_search( $address['state'], $states, true ) ?: $address['state'] ); // phpcs:ignore WordPress.PHP.DisallowShortTernary.Found -- unknown names stay.
		}
		$currency = array();
		foreach ( CurrencySettings::get() as $key => $value ) {
			$currency[ 'currency_' . $key ] = $value;
		}
		return $address + array_intersect_key( CheckoutSettings::get(), array_flip( self::COUNTRIES ) ) + $currency;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $settings Every field.
	 */
	protected function write( array $settings ): void {
		update_option( WorkshopSettings::OPTION, array_intersect_key( $settings, array_flip( self::ADDRESS ) ) + WorkshopSettings::get() );

		$checkout = get_option( CheckoutSettings::OPTION, array() );
		update_option( CheckoutSettings::OPTION, array_intersect_key( $settings, array_flip( self::COUNTRIES ) ) + ( is_array( $checkout ) ? $checkout : array() ) );

		$currency = array();
		foreach ( array_keys( CurrencySettings::DEFAULTS ) as $key ) {
			$currency[ $key ] = $settings[ 'currency_' . $key ];
		}
		update_option( CurrencySettings::OPTION, $currency );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function args(): array {
		return $this->address_args() + array(
			'selling_countries'  => CountryList::arg(),
			'shipping_countries' => CountryList::arg(),
		) + $this->currency_args();
	}

	/**
	 * The workshop's address and contact.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	private function address_args(): array {
		$text    = static fn( int $max ) => array(
			'type'              => 'string',
			'maxLength'         => $max,
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => 'sanitize_text_field',
		);
		$country = static fn( \WP_REST_Request $request ): string => strtoupper( (string) ArgRule::sent_or( $request, 'country', WorkshopSettings::get()['country'] ) );

		$args                                  = array(
			'name'      => $text( 100 ),
			'address_1' => $text( 200 ),
			'city'      => $text( 100 ),
			'postcode'  => $text( 12 ),
			'state'     => $text( 60 ),
			'country'   => $text( 2 ),
			'phone'     => $text( 30 ),
			'email'     => $text( 100 ),
		);
		$args['country']['validate_callback']  = ArgRule::check(
			array( static fn( $code ) => Countries::exists( strtoupper( (string) $code ) ), 'rueda_invalid_country', __( 'Choose a country.', 'rueda' ) )
		);
		$args['country']['sanitize_callback']  = static fn( $code ) => strtoupper( (string) $code );
		$args['state']['validate_callback']    = ArgRule::check(
			array(
				static function ( $state, \WP_REST_Request $request ) use ( $country ) {
					$states = Countries::states( $country( $request ) );
					return ! $states || isset( $states[ (string) $state ] );
				},
				'rueda_invalid_state',
				__( 'Please select a valid province.', 'rueda' ),
			)
		);
		$args['postcode']['validate_callback'] = ArgRule::check(
			array(
				static fn( $postcode, \WP_REST_Request $request ) => '' === trim( (string) $postcode ) || AddressRules::is_valid_postcode( strtoupper( trim( (string) $postcode ) ), $country( $request ) ),
				'rueda_invalid_postcode',
				__( 'Please enter a valid postcode.', 'rueda' ),
			)
		);
		$args['postcode']['sanitize_callback'] = static fn( $postcode ) => strtoupper( sanitize_text_field( (string) $postcode ) );
		$args['phone']['validate_callback']    = ArgRule::check(
			array( static fn( $phone ) => '' === trim( (string) $phone ) || AddressRules::is_valid_phone( (string) $phone ), 'rueda_invalid_phone', __( 'Please enter a valid phone number.', 'rueda' ) )
		);
		$args['email']['validate_callback']    = ArgRule::check(
			array( static fn( $email ) => '' === trim( (string) $email ) || is_email( trim( (string) $email ) ), 'rueda_invalid_email', __( 'Please enter a valid email address.', 'rueda' ) )
		);
		$args['email']['sanitize_callback']    = static fn( $email ) => sanitize_email( (string) $email );
		return $args;
	}

	/**
	 * How prices are written.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	private function currency_args(): array {
		// A separator is one visible character that cannot be read as a digit or as markup.
		$separator = static fn( $value ) => 1 === mb_strlen( (string) $value ) && ! preg_match( '/[\d<>&"\'\p{Cc}]/u', (string) $value );
		$differs   = static function ( string $other ) {
			return static fn( $value, \WP_REST_Request $request ) => (string) ArgRule::sent_or( $request, 'currency_' . $other, CurrencySettings::get()[ $other ] ) !== (string) $value;
		};
		$same      = __( 'The decimal and thousands separators must be different.', 'rueda' );
		$plain     = static fn( $value ) => (string) $value;

		return array(
			'currency_code'               => array(
				'type'              => 'string',
				'validate_callback' => ArgRule::check(
					array( static fn( $code ) => 1 === preg_match( '/^[A-Z]{3}$/', (string) $code ), 'rueda_invalid_currency_code', __( 'Enter the three capital letters of an ISO 4217 code, e.g. EUR.', 'rueda' ) )
				),
			),
			'currency_symbol'             => array(
				'type'              => 'string',
				'validate_callback' => ArgRule::check(
					array( static fn( $symbol ) => mb_strlen( trim( (string) $symbol ) ) >= 1 && mb_strlen( trim( (string) $symbol ) ) <= 5 && ! preg_match( '/[<>]/', (string) $symbol ), 'rueda_invalid_currency_symbol', __( 'Enter a symbol of 1 to 5 characters, without < or >.', 'rueda' ) )
				),
				'sanitize_callback' => 'sanitize_text_field',
			),
			'currency_minor_unit'         => array(
				'type'              => 'integer',
				'validate_callback' => ArgRule::check(
					array( static fn( $unit ) => is_numeric( $unit ) && (int) $unit >= 0 && (int) $unit <= 4, 'rueda_invalid_minor_unit', __( 'Choose from 0 to 4 decimals.', 'rueda' ) )
				),
				'sanitize_callback' => 'absint',
			),
			'currency_decimal_separator'  => array(
				'type'              => 'string',
				'validate_callback' => ArgRule::check(
					array( $separator, 'rueda_invalid_separator', __( 'Enter one character that is not a digit.', 'rueda' ) ),
					array( $differs( 'thousand_separator' ), 'rueda_same_separators', $same )
				),
				'sanitize_callback' => $plain,
			),
			'currency_thousand_separator' => array(
				'type'              => 'string',
				'validate_callback' => ArgRule::check(
					array( $separator, 'rueda_invalid_separator', __( 'Enter one character that is not a digit.', 'rueda' ) ),
					array( $differs( 'decimal_separator' ), 'rueda_same_separators', $same )
				),
				'sanitize_callback' => $plain,
			),
			'currency_position'           => array(
				'type'              => 'string',
				'validate_callback' => ArgRule::check(
					array( static fn( $position ) => in_array( $position, self::POSITIONS, true ), 'rueda_invalid_currency_position', __( 'Choose where the symbol goes.', 'rueda' ) )
				),
			),
		);
	}
}
