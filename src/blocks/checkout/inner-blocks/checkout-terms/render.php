<?php
/**
 * Server render of rueda/checkout-terms: the terms text with the links to the terms and privacy
 * pages, and whether shoppers must tick a checkbox (data-checkbox): when the block asks for one
 * or the shop's checkout settings do.
 *
 * @package Rueda
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var WP_Block            $block      The block.
 */

declare( strict_types=1 );

use Rueda\Blocks\BlockMarkup;
use Rueda\Settings\CheckoutSettings;
use Rueda\Settings\PageLinks;

defined( 'ABSPATH' ) || exit;

$rueda_checkbox = ! empty( $attributes['checkbox'] ) || CheckoutSettings::get()['terms_checkbox'];
$rueda_link     = static function ( string $key, string $text ): string {
	$url = PageLinks::get_url( $key );
	return $url ? '<a href="' . esc_url( $url ) . '" target="_blank" rel="noopener noreferrer">' . esc_html( $text ) . '</a>' : esc_html( $text );
};
$rueda_text     = sprintf(
	$rueda_checkbox
		/* translators: 1: link to the terms and conditions, 2: link to the privacy policy. */
		? esc_html__( 'You must accept our %1$s and %2$s to continue with your purchase.', 'rueda' )
		/* translators: 1: link to the terms and conditions, 2: link to the privacy policy. */
		: esc_html__( 'By proceeding with your purchase you agree to our %1$s and %2$s', 'rueda' ),
	$rueda_link( 'terms', __( 'Terms and Conditions', 'rueda' ) ),
	$rueda_link( 'privacy', __( 'Privacy Policy', 'rueda' ) )
);

echo BlockMarkup::wrapper( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
	$block,
	'<p class="rueda-checkout-terms__text" data-rueda-placeholder>' . $rueda_text . '</p>',
	array( 'checkbox' => $rueda_checkbox )
);
