<?php
/**
 * GET and POST /rueda/v1/settings/checkout.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Admin\Rest;

use Rueda\Admin\Capabilities;
use Rueda\Domain\Customers\Countries;
use Rueda\Settings\CheckoutSettings;

/**
 * The checkout settings for the admin screen: guest checkout, accounts, the countries the
 * shop sells and ships to, the order button and the terms checkbox. Only people who may
 * manage the shop reach it; every field is checked, and a refusal names the field
 * (`data.params`) in the site's language. A POST changes only the fields it sends.
 *
 * @since 0.1.0
 */
final class CheckoutSettingsRoute {

	public const NAMESPACE = 'rueda/v1';

	/**
	 * Hooks the route.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the route.
	 *
	 * @since 0.1.0
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/settings/checkout',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get' ),
					'permission_callback' => array( self::class, 'can_manage' ),
				),
				array(
					'methods'             => \WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update' ),
					'permission_callback' => array( self::class, 'can_manage' ),
					'args'                => $this->args(),
				),
			)
		);
	}

	/**
	 * Whether the current user may manage the shop: 401 for visitors, 403 for others.
	 *
	 * @since 0.1.0
	 *
	 * @return true|\WP_Error
	 */
	public static function can_manage() {
		if ( current_user_can( Capabilities::CAPABILITY ) ) {
			return true;
		}
		return new \WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to manage the shop.', 'rueda' ), array( 'status' => rest_authorization_required_code() ) );
	}

	/**
	 * The settings.
	 *
	 * @since 0.1.0
	 */
	public function get(): \WP_REST_Response {
		return new \WP_REST_Response( CheckoutSettings::get() );
	}

	/**
	 * Saves the fields sent; answers with all the settings.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function update( \WP_REST_Request $request ): \WP_REST_Response {
		$settings = CheckoutSettings::get();
		foreach ( array_keys( CheckoutSettings::DEFAULTS ) as $field ) {
			if ( $request->has_param( $field ) ) {
				$settings[ $field ] = $request[ $field ];
			}
		}
		update_option( CheckoutSettings::OPTION, $settings );
		return $this->get();
	}

	/**
	 * The fields' schema.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	private function args(): array {
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
