<?php
/**
 * GET and POST /rueda/v1/settings/checkout.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Admin\Rest;

use Rueda\Settings\CheckoutSettings;

/**
 * The checkout settings for the admin screen: guest checkout and accounts. The countries
 * the shop sells and ships to, kept in the same option, belong to the general group
 * (GeneralSettingsRoute); the order button and the terms to the legal group
 * (LegalSettingsRoute).
 *
 * @since 0.1.0
 */
final class CheckoutSettingsRoute extends SettingsRoute {

	private const FIELDS = array( 'allows_guest', 'allows_signup' );

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
		return array_intersect_key( CheckoutSettings::get(), array_flip( self::FIELDS ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $settings Every field.
	 */
	protected function write( array $settings ): void {
		$saved = get_option( CheckoutSettings::OPTION, array() );
		update_option( CheckoutSettings::OPTION, array_intersect_key( $settings, array_flip( self::FIELDS ) ) + ( is_array( $saved ) ? $saved : array() ) );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function args(): array {
		return array(
			'allows_guest'  => array( 'type' => 'boolean' ),
			'allows_signup' => array( 'type' => 'boolean' ),
		);
	}
}
