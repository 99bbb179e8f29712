<?php
/**
 * Server render of rueda/checkout-express-payment: when the preloaded cart offers express
 * payment methods, the title and a placeholder per button (48 px high, as the buttons);
 * nothing otherwise.
 *
 * @package Rueda
 *
 * @var WP_Block $block The block.
 */

declare( strict_types=1 );

use Rueda\Blocks\BlockMarkup;
use Rueda\Blocks\Preload;
use Rueda\Domain\Payments\PaymentGateways;

defined( 'ABSPATH' ) || exit;

$rueda_cart    = Preload::cart();
$rueda_express = ( new PaymentGateways() )->express_ids( (array) ( $rueda_cart['payment_methods'] ?? array() ) );

$rueda_html = '';
if ( $rueda_express ) {
	$rueda_html = '<div class="rueda-express-checkout" data-rueda-placeholder aria-hidden="true">'
		. '<h2 class="rueda-checkout-step__title">' . esc_html__( 'Express Checkout', 'rueda' ) . '</h2>'
		. str_repeat( '<span class="rueda-skeleton__line rueda-express-checkout__placeholder"></span>', count( $rueda_express ) )
		. '</div>';
}

echo BlockMarkup::wrapper( $block, $rueda_html ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
