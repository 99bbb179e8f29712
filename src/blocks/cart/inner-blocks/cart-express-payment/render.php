<?php
/**
 * Server render of rueda/cart-express-payment: when the preloaded cart offers express payment
 * methods, a placeholder per button (48 px high, as the buttons) and the "Or" divider, their
 * number in data-placeholders for the frontend's own placeholders; the express buttons
 * extensions placed in the area; nothing else without either.
 *
 * @package Rueda
 *
 * @var string   $content Inner blocks' HTML.
 * @var WP_Block $block   The block.
 */

declare( strict_types=1 );

use Rueda\Blocks\BlockMarkup;
use Rueda\Blocks\CheckoutData;
use Rueda\Blocks\Preload;
use Rueda\Domain\Payments\PaymentGateways;

defined( 'ABSPATH' ) || exit;

$rueda_cart    = Preload::cart();
$rueda_express = count( ( new PaymentGateways() )->express_ids( (array) ( $rueda_cart['payment_methods'] ?? array() ) ) );

$rueda_html = '';
if ( $rueda_express ) {
	// Express payments place orders from here: the terms box needs the legal settings.
	CheckoutData::want_legal();
	$rueda_html = '<div class="rueda-express-checkout__placeholders" data-rueda-placeholder aria-hidden="true">'
		. str_repeat( '<span class="rueda-skeleton__line rueda-express-checkout__placeholder"></span>', $rueda_express )
		. '</div>';
}
if ( $rueda_express || '' !== trim( $content ) ) {
	$rueda_html .= $content . '<div class="rueda-express-payment__divider" data-rueda-placeholder aria-hidden="true"><span>' . esc_html__( 'Or', 'rueda' ) . '</span></div>';
}

echo BlockMarkup::wrapper( $block, $rueda_html, array( 'placeholders' => $rueda_express ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
