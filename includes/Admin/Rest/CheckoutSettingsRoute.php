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
 * The checkout settings for the admin screen: guest checkout and accounts, and the days an
 * order to be paid at the workshop waits for its payment (1 to 90). The countries
 * the shop sells and ships to, kept in the same option, belong to the general group
 * (GeneralSettingsRoute); the order button and the terms to the legal group
 * (LegalSettingsRoute).
 *
 * @since 0.1.0
 */
final class CheckoutSettingsRoute extends SettingsRoute {

	private const FIELDS = array( 'allows_guest', 'allows_signup', 'pay_at_workshop_days' );

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
			'allows_guest'         => array( 'type' => 'boolean' ),
			'allows_signup'        => array( 'type' => 'boolean' ),
			'pay_at_workshop_days' => array( 'type' => 'integer' ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $settings Every field, as sent or as saved.
	 * @return array<string,mixed>|\WP_Error
	 */
	protected function check( array $settings ) {
		$check = new FieldCheck();
		$days  = $settings['pay_at_workshop_days'];
		if ( ! is_int( $days ) || $days < CheckoutSettings::MIN_PAY_AT_WORKSHOP_DAYS || $days > CheckoutSettings::MAX_PAY_AT_WORKSHOP_DAYS ) {
			/* translators: 1: least number, 2: most number. */
			$check->fail( 'pay_at_workshop_days', sprintf( __( 'Enter a whole number from %1$d to %2$d.', 'rueda' ), CheckoutSettings::MIN_PAY_AT_WORKSHOP_DAYS, CheckoutSettings::MAX_PAY_AT_WORKSHOP_DAYS ) );
		}
		return $check->result( $settings );
	}
}
