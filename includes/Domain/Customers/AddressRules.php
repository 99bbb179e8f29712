<?php
/**
 * The rules a checkout address must meet.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Customers;

use Rueda\Domain\ShopException;
use Rueda\Settings\CheckoutSettings;

/**
 * Server side of the spec's section 5 field rules (the forms check the same in
 * src/shared/address): required fields, allowed countries, provinces, postcode patterns
 * (and, in Spain, the postcode's province), email and phone. All faults of an address are
 * reported at once, by field, with one stable code per kind of fault (the first fault's).
 * The checkout checks whole addresses; POST /cart/update-customer checks the location
 * fields it is sent with the same rules.
 *
 * @since 0.1.0
 */
final class AddressRules {

	/** Postcode patterns by country, as in src/shared/address/rules.ts. */
	private const POSTCODES = array(
		'ES' => '/^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/',
		'GB' => '/^([A-Z][0-9]{1,2}|[A-Z][A-HJ-Y][0-9]{1,2}|[A-Z][0-9][A-Z]|[A-Z][A-HJ-Y][0-9][A-Z]?) ?[0-9][A-Z]{2}$|^BFPO ?[0-9]{1,4}$/',
		'NL' => '/^[1-9][0-9]{3} ?(?!SA|SD|SS)[A-Z]{2}$/',
		'IN' => '/^[1-9][0-9]{2} ?[0-9]{3}$/',
		'JP' => '/^[0-9]{3}-?[0-9]{4}$/',
		'BA' => '/^[7-8][0-9]{4}$/',
		'KH' => '/^[0-9]{6}$/',
		'LI' => '/^94[8-9][0-9]$/',
		'MN' => '/^[0-9]{5}$/',
		'NI' => '/^[1-9][0-9]{4}$/',
		'SI' => '/^[1-9][0-9]{3}$/',
	);

	private const REQUIRED = array( 'first_name', 'last_name', 'address_1', 'city', 'postcode', 'country' );

	/**
	 * Checks an address; returns it normalised (trimmed, upper-case country and postcode).
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,string> $address       Address fields.
	 * @param string               $type          billing or shipping.
	 * @param string[]             $also_required Optional fields this order requires (the phone when the order is collected at the workshop).
	 * @throws ShopException Listing every fault in data.fields ("billing_address.postcode" => message).
	 */
	public static function check( array $address, string $type, array $also_required = array() ): array {
		$address  = self::normalise( $address );
		$faults   = array();
		$required = array_merge( self::REQUIRED, $also_required );
		if ( '' !== $address['country'] && Countries::states( $address['country'] ) ) {
			$required[] = 'state';
		}
		if ( 'billing' === $type ) {
			$required[] = 'email';
		}
		foreach ( $required as $field ) {
			if ( '' === ( $address[ $field ] ?? '' ) ) {
				$faults[ $field ] = array( 'rueda_missing_required_field', self::missing_message( $field ) );
			}
		}
		$faults = array_merge( $faults, self::location_faults( $address, $type, array( 'country', 'state', 'postcode' ) ) );
		if ( '' !== ( $address['email'] ?? '' ) && ! is_email( $address['email'] ) ) {
			$faults['email'] = array( 'rueda_invalid_email', __( 'Please enter a valid email address.', 'rueda' ) );
		}
		if ( '' !== ( $address['phone'] ?? '' ) && ! self::is_valid_phone( $address['phone'] ) ) {
			$faults['phone'] = array( 'rueda_invalid_phone', __( 'Please enter a valid phone number.', 'rueda' ) );
		}
		if ( $faults ) {
			$first = reset( $faults );
			throw new ShopException(
				$first[0],
				$first[1],
				400,
				array( 'fields' => array_combine( array_map( static fn( string $field ) => "{$type}_address.{$field}", array_keys( $faults ) ), array_column( $faults, 1 ) ) )
			);
		}
		return $address;
	}

	/**
	 * The faults of the given location fields of an address, read with the rest of it: a
	 * country the shop does not sell (billing) or ship (shipping) to, a province not of the
	 * country, a postcode not of the country's format or, in Spain, of another province
	 * (checked when the postcode or the province is given). Empty values are no fault here:
	 * check() requires them at checkout.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,string> $address Address fields.
	 * @param string               $type    billing or shipping.
	 * @param string[]             $fields  Fields to check (country, state, postcode); the others only inform.
	 * @return array<string,array{0:string,1:string}> Field => array( stable code, message ).
	 */
	public static function location_faults( array $address, string $type, array $fields ): array {
		$address  = self::normalise( $address );
		$country  = $address['country'];
		$state    = $address['state'] ?? '';
		$postcode = $address['postcode'];
		$states   = '' === $country ? array() : Countries::states( $country );
		$allowed  = 'billing' === $type ? CheckoutSettings::selling_countries() : CheckoutSettings::shipping_countries();
		$province = $states && isset( $states[ $state ] ) ? Countries::postcode_state( $country, $postcode ) : null;
		$faults   = array();

		if ( in_array( 'country', $fields, true ) && '' !== $country && ! in_array( $country, $allowed, true ) ) {
			$faults['country'] = 'billing' === $type
				? array( 'rueda_country_not_allowed', __( 'Sorry, we do not allow orders from the selected country.', 'rueda' ) )
				: array( 'rueda_country_not_allowed', __( 'Sorry, we do not ship orders to the selected country.', 'rueda' ) );
		}
		if ( in_array( 'state', $fields, true ) && $states && '' !== $state && ! isset( $states[ $state ] ) ) {
			$faults['state'] = array( 'rueda_invalid_state', __( 'Please select a valid province.', 'rueda' ) );
		}
		if ( in_array( 'postcode', $fields, true ) && '' !== $postcode && ! self::is_valid_postcode( $postcode, $country ) ) {
			$faults['postcode'] = array( 'rueda_invalid_postcode', __( 'Please enter a valid postcode.', 'rueda' ) );
		} elseif ( array_intersect( array( 'postcode', 'state' ), $fields ) && null !== $province && $province !== $state ) {
			$faults['postcode'] = array(
				'rueda_invalid_postcode',
				/* translators: 1: postcode, 2: the province it belongs to, e.g. Barcelona. */
				sprintf( __( 'The postcode %1$s belongs to %2$s: please check the postcode or the province.', 'rueda' ), $postcode, $states[ $province ] ?? $province ),
			);
		}
		return $faults;
	}

	/**
	 * Whether a postcode fits its country's pattern (countries without one accept any).
	 *
	 * @since 0.1.0
	 *
	 * @param string $postcode Postcode, upper case.
	 * @param string $country  Country code.
	 */
	public static function is_valid_postcode( string $postcode, string $country ): bool {
		$pattern = self::POSTCODES[ $country ] ?? '';
		return '' === $pattern || 1 === preg_match( $pattern, $postcode );
	}

	/**
	 * Whether a phone number has 6 to 15 digits, with an optional "+" (spaces, dots, dashes
	 * and brackets ignored).
	 *
	 * @since 0.1.0
	 *
	 * @param string $phone Phone number.
	 */
	public static function is_valid_phone( string $phone ): bool {
		return 1 === preg_match( '/^\+?\d{6,15}$/', (string) preg_replace( '/[\s\-.()]/', '', $phone ) );
	}

	/**
	 * An address trimmed, with its country and postcode in upper case (both always set).
	 *
	 * @param array<string,string> $address Address fields.
	 * @return array<string,string>
	 */
	private static function normalise( array $address ): array {
		$address = array_map( static fn( $value ) => trim( (string) $value ), $address );
		foreach ( array( 'country', 'postcode' ) as $field ) {
			$address[ $field ] = strtoupper( $address[ $field ] ?? '' );
		}
		return $address;
	}

	/**
	 * The message for a missing field; one per field so each translation agrees with it
	 * ("tu nombre", "tus apellidos"). The forms use the same strings:
	 * src/shared/address/messages.ts.
	 *
	 * @param string $field Field key.
	 */
	private static function missing_message( string $field ): string {
		$messages = array(
			'first_name' => __( 'Please enter your first name.', 'rueda' ),
			'last_name'  => __( 'Please enter your last name.', 'rueda' ),
			'address_1'  => __( 'Please enter your address.', 'rueda' ),
			'city'       => __( 'Please enter your city.', 'rueda' ),
			'postcode'   => __( 'Please enter a valid postcode.', 'rueda' ),
			'country'    => __( 'Please select your country.', 'rueda' ),
			'state'      => __( 'Please select a province.', 'rueda' ),
			'email'      => __( 'Please enter a valid email address.', 'rueda' ),
			'phone'      => __( 'Please enter your phone number.', 'rueda' ),
			'company'    => __( 'Please enter your company name.', 'rueda' ),
			'address_2'  => __( 'Please enter your apartment, suite, etc.', 'rueda' ),
		);
		return $messages[ $field ];
	}
}
