<?php
/**
 * Server render of rueda/checkout-terms: the terms text with the links to the terms and privacy
 * pages, and whether shoppers must tick a checkbox (data-checkbox): when the block asks for one
 * or the shop's legal settings do (the default). The frontend adds the early-start request
 * for services when the cart has some.
 *
 * @package Rueda
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var WP_Block            $block      The block.
 */

declare( strict_types=1 );

use Rueda\Blocks\BlockMarkup;
use Rueda\Domain\Legal\LegalPages;
use Rueda\Settings\LegalSettings;

defined( 'ABSPATH' ) || exit;

$rueda_checkbox = ! empty( $attributes['checkbox'] ) || LegalSettings::get()['terms_required'];
$rueda_link     = static function ( string $url, string $text ): string {
	return $url ? '<a href="' . esc_url( $url ) . '" target="_blank" rel="noopener noreferrer">' . esc_html( $text ) . '</a>' : esc_html( $text );
};
$rueda_text     = sprintf(
	$rueda_checkbox
		/* translators: 1: link to the terms and conditions, 2: link to the privacy policy. */
		? esc_html__( 'I have read and accept the %1$s and I have read the %2$s.', 'rueda' )
		/* translators: 1: link to the terms and conditions, 2: link to the privacy policy. */
		: esc_html__( 'By proceeding with your purchase you agree to our %1$s and %2$s', 'rueda' ),
	$rueda_link( LegalPages::terms_url(), __( 'Terms and Conditions', 'rueda' ) ),
	$rueda_link( LegalPages::privacy_url(), __( 'Privacy Policy', 'rueda' ) )
);

echo BlockMarkup::wrapper( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
	$block,
	'<p class="rueda-checkout-terms__text" data-rueda-placeholder>' . $rueda_text . '</p>',
	array( 'checkbox' => $rueda_checkbox )
);
