<?php
/**
 * The legal elements of the checkout: the order button's text, the terms checkbox, the
 * data-protection notice and the withdrawal information.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Settings;

use Rueda\Domain\Legal\DataProtection;

/**
 * The `rueda_legal` option, read with defaults that follow Spanish consumer law: the
 * button says the order means paying (art. 98.2 TRLGDCU), the terms must be accepted, and
 * the confirmation email carries the withdrawal information. An empty text stands for the
 * default one, in the site's language.
 *
 * @since 0.2.0
 */
final class LegalSettings {

	public const OPTION = 'rueda_legal';

	public const DEFAULTS = array(
		'order_button_text'    => '',
		'terms_required'       => true,
		'data_protection_text' => '',
		'withdrawal_info'      => true,
	);

	/** Button texts that were Rueda's default before: never the owner's own choice. */
	private const OLD_DEFAULT_BUTTON_TEXTS = array( 'realizar el pedido', 'place order' );

	/**
	 * The settings, defaults filled in.
	 *
	 * @since 0.2.0
	 *
	 * @return array{order_button_text:string,terms_required:bool,data_protection_text:string,withdrawal_info:bool}
	 */
	public static function get(): array {
		$saved = get_option( self::OPTION, null );
		if ( null === $saved ) {
			$saved = self::carried_over();
			// Stored once (autoloaded), so later requests read it with the other options.
			add_option( self::OPTION, $saved, '', true );
		}
		$settings = array_merge( self::DEFAULTS, is_array( $saved ) ? array_intersect_key( $saved, self::DEFAULTS ) : array() );
		foreach ( array( 'terms_required', 'withdrawal_info' ) as $flag ) {
			$settings[ $flag ] = (bool) $settings[ $flag ];
		}
		$settings['order_button_text']    = sanitize_text_field( (string) $settings['order_button_text'] );
		$settings['data_protection_text'] = sanitize_textarea_field( (string) $settings['data_protection_text'] );
		return $settings;
	}

	/**
	 * The place-order button's text: the owner's, else "Order with obligation to pay".
	 *
	 * @since 0.2.0
	 */
	public static function button_text(): string {
		$text = self::get()['order_button_text'];
		return '' === $text ? self::default_button_text() : $text;
	}

	/**
	 * The default text of the place-order button (Directive 2011/83/EU, art. 8.2).
	 *
	 * @since 0.2.0
	 */
	public static function default_button_text(): string {
		return __( 'Order with obligation to pay', 'rueda' );
	}

	/**
	 * The data-protection notice shown beside the email: the owner's, else the default.
	 *
	 * @since 0.2.0
	 */
	public static function data_protection_text(): string {
		$text = self::get()['data_protection_text'];
		return '' === $text ? DataProtection::default_text() : $text;
	}

	/**
	 * Whether a button text is one Rueda used as its default before this setting existed.
	 *
	 * @since 0.2.0
	 *
	 * @param string $text Button text.
	 */
	public static function is_old_default_button_text( string $text ): bool {
		$text = mb_strtolower( trim( $text ) );
		return in_array( $text, self::OLD_DEFAULT_BUTTON_TEXTS, true ) || mb_strtolower( __( 'Place order', 'rueda' ) ) === $text;
	}

	/**
	 * What the checkout settings held before this option existed: the owner's own button
	 * text is kept; the old default text and the old terms switch are not (they were the
	 * defaults, which now say what the law asks for).
	 *
	 * @return array<string,mixed>
	 */
	private static function carried_over(): array {
		$checkout = get_option( CheckoutSettings::OPTION, array() );
		$text     = is_array( $checkout ) ? sanitize_text_field( (string) ( $checkout['order_button_text'] ?? '' ) ) : '';
		return '' === $text || self::is_old_default_button_text( $text ) ? array() : array( 'order_button_text' => $text );
	}
}
