<?php
/**
 * GET and POST /rueda/v1/settings/checkout.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Admin\Rest;

use Rueda\Domain\Customers\Countries;
use Rueda\Settings\CheckoutSettings;

/**
 * The checkout settings for the admin screen: guest checkout, accounts, the countries the
 * shop sells and ships to, the order button and the terms checkbox.
 *
 * @since 0.1.0
 */
final class CheckoutSettingsRoute extends SettingsRoute {

	/**
	 * {@inheritDoc}
	 */
	protected function group(): string {
		return 'checkout';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function read(): array {
		return CheckoutSettings::get();
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $settings Every field.
	 */
	protected function write( array $settings ): void {
		update_option( CheckoutSettings::OPTION, $settings );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function args(): array {
		$countries = array(
			'type'              => 'array',
			'items'             => array( 'type' => 'string' ),
			'maxItems'          => 300,
			'validate_callback' => array( self::class, 'validate_countries' ),
			'sanitize_callback' => array( self::class, 'sanitize_countries' ),
		);
		return array(
			'allows_guest'       => array( 'type' => 'boolean' ),
			'allows_signup'      => array( 'type' => 'boolean' ),
			'selling_countries'  => $countries,
			'shipping_countries' => $countries,
			'order_button_text'  => array(
				'type'              => 'string',
				'maxLength'         => 60,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'sanitize_text_field',
			),
			'terms_checkbox'     => array( 'type' => 'boolean' ),
		);
	}

	/**
	 * Country codes upper-cased, once each; a "ES,PT" string is a list, as elsewhere in the
	 * REST API (validation has already refused anything else).
	 *
	 * @since 0.1.0
	 *
	 * @param string|array<int,string> $codes Value sent.
	 * @return list<string>
	 */
	public static function sanitize_countries( $codes ): array {
		return array_values( array_unique( array_map( static fn( $code ) => strtoupper( (string) $code ), wp_parse_list( $codes ) ) ) );
	}

	/**
	 * A list of country codes, each one a country.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed            $value   Value.
	 * @param \WP_REST_Request $request Request.
	 * @param string           $param   Field.
	 * @return true|\WP_Error
	 */
	public static function validate_countries( $value, \WP_REST_Request $request, string $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		foreach ( wp_parse_list( $value ) as $code ) {
			if ( ! Countries::exists( strtoupper( (string) $code ) ) ) {
				/* translators: %s: what was sent. */
				return new \WP_Error( 'rest_invalid_param', sprintf( __( '“%s” is not a country code.', 'rueda' ), sanitize_text_field( (string) $code ) ) );
			}
		}
		return true;
	}
}
