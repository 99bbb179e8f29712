<?php
/**
 * Server render of rueda/checkout-billing-address: the title and a placeholder for the address form, when the preloaded cart does not ship (otherwise billing starts as the shipping address).
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
$rueda_shown = empty( $rueda_cart['needs_shipping'] );

$rueda_html = $rueda_shown ? '<div class="rueda-checkout-step" data-rueda-placeholder aria-hidden="true"><h2 class="rueda-checkout-step__title">' . esc_html__( 'Billing address', 'rueda' ) . '</h2>' . BlockMarkup::skeleton( 4 ) . '</div>' : '';

echo BlockMarkup::wrapper( $block, $rueda_html ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
