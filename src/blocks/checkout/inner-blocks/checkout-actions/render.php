<?php
/**
 * Server render of rueda/checkout-actions: the link back to the cart, which works before the
 * frontend has loaded, and the place-order button, disabled until then.
 *
 * @package Rueda
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var WP_Block            $block      The block.
 */

declare( strict_types=1 );

use Rueda\Blocks\BlockMarkup;
use Rueda\Settings\LegalSettings;
use Rueda\Settings\PageLinks;

defined( 'ABSPATH' ) || exit;

$rueda_cart_url = ( $attributes['showReturnToCart'] ?? true ) ? PageLinks::get_url( 'cart' ) : '';
$rueda_button   = LegalSettings::button_text();
$rueda_html     = '<div class="rueda-checkout-actions" data-rueda-placeholder>'
	. ( $rueda_cart_url ? '<a class="rueda-checkout-actions__return" href="' . esc_url( $rueda_cart_url ) . '">' . esc_html( BlockMarkup::text( $attributes, 'returnToCartButtonLabel', __( 'Return to Cart', 'rueda' ) ) ) . '</a>' : '' )
	. '<button type="button" class="rueda-button rueda-place-order" disabled>' . esc_html( $rueda_button ) . '</button>'
	. '</div>';

echo BlockMarkup::wrapper( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
	$block,
	$rueda_html,
	array(
		'show-return-to-cart'         => (bool) ( $attributes['showReturnToCart'] ?? true ),
		'return-to-cart-button-label' => $attributes['returnToCartButtonLabel'] ?? '',
	)
);
