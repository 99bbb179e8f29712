<?php
/**
 * GET and POST /rueda/v1/settings/taxes.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Admin\Rest;

use Rueda\Domain\Taxes\TaxSettings;

/**
 * How taxes apply and show: on or off, prices entered with tax, cart prices shown with
 * tax, one row per rate or a single one; and the rates table (TaxRatesArg).
 *
 * @since 0.1.0
 */
final class TaxSettingsRoute extends SettingsRoute {

	private const FIELDS = array( 'enabled', 'prices_include_tax', 'display_cart_prices_including_tax', 'itemized' );

	/**
	 * {@inheritDoc}
	 */
	protected function group(): string {
		return 'taxes';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function read(): array {
		$settings = TaxSettings::get();
		return array_map( 'boolval', array_intersect_key( $settings, array_flip( self::FIELDS ) ) ) + array( 'rates' => TaxRatesArg::sanitize( $settings['rates'] ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $settings Every field.
	 */
	protected function write( array $settings ): void {
		$saved = get_option( TaxSettings::OPTION, array() );
		update_option( TaxSettings::OPTION, array_intersect_key( $settings, array_flip( array_merge( self::FIELDS, array( 'rates' ) ) ) ) + ( is_array( $saved ) ? $saved : array() ) );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function args(): array {
		return array_fill_keys( self::FIELDS, array( 'type' => 'boolean' ) ) + array( 'rates' => TaxRatesArg::arg() );
	}
}
