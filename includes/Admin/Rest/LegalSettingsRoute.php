<?php
/**
 * GET and POST /rueda/v1/settings/legal.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Admin\Rest;

use Rueda\Domain\Legal\DataProtection;
use Rueda\Settings\LegalSettings;

/**
 * The checkout's legal elements: the order button's text ('' for "Order with obligation
 * to pay"), whether the terms must be accepted, the data-protection notice ('' for the
 * default, which `data_protection_default` holds, read only) and whether the confirmation
 * email carries the withdrawal information. An ambiguous button text is the owner's
 * choice: the screen warns about it, the route stores it.
 *
 * @since 0.2.0
 */
final class LegalSettingsRoute extends SettingsRoute {

	/**
	 * {@inheritDoc}
	 */
	protected function group(): string {
		return 'legal';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function read(): array {
		return LegalSettings::get() + array( 'data_protection_default' => DataProtection::default_text() );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $settings Every field.
	 */
	protected function write( array $settings ): void {
		$settings = array_intersect_key( $settings, LegalSettings::DEFAULTS );
		// The default text, unchanged, stays the default: it follows the shop's name.
		if ( trim( (string) $settings['data_protection_text'] ) === DataProtection::default_text() ) {
			$settings['data_protection_text'] = '';
		}
		update_option( LegalSettings::OPTION, $settings );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function args(): array {
		return array(
			'order_button_text'    => array(
				'type'              => 'string',
				'maxLength'         => 60,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'sanitize_text_field',
			),
			'terms_required'       => array( 'type' => 'boolean' ),
			'data_protection_text' => array(
				'type'              => 'string',
				'maxLength'         => 1000,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'sanitize_textarea_field',
			),
			'withdrawal_info'      => array( 'type' => 'boolean' ),
		);
	}
}
