<?php
/**
 * Server render of rueda/checkout-payment: the title and a placeholder for the payment methods, when the preloaded cart needs payment.
 *
 * @package Rueda
 *
 * @var WP_Block $block The block.
 */

declare( strict_types=1 );

use Rueda\Blocks\BlockMarkup;
use Rueda\Blocks\Preload;

defined( 'ABSPATH' ) || exit;

$rueda_cart  = Preload::cart() ?? array();
$rueda_shown = ! empty( $rueda_cart['needs_payment'] );

$rueda_html = $rueda_shown ? '<div class="rueda-checkout-step" data-rueda-placeholder aria-hidden="true"><h2 class="rueda-checkout-step__title">' . esc_html__( 'Payment options', 'rueda' ) . '</h2>' . BlockMarkup::skeleton( 3 ) . '</div>' : '';

echo BlockMarkup::wrapper( $block, $rueda_html ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
