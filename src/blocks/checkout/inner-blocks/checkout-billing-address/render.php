<?php
/**
 * Server render of rueda/checkout-billing-address: the title (and description) and a placeholder for the address form, when the preloaded cart does not ship (otherwise billing starts as the shipping address).
 *
 * @package Rueda
 *
 * @var array<string,mixed> $attributes Block attributes: title, description, showStepNumber.
 * @var WP_Block            $block      The block.
 */

declare( strict_types=1 );

use Rueda\Blocks\BlockMarkup;
use Rueda\Blocks\CheckoutStepMarkup;
use Rueda\Blocks\Preload;

defined( 'ABSPATH' ) || exit;

$rueda_cart  = Preload::cart() ?? array();
$rueda_shown = empty( $rueda_cart['needs_shipping'] );

$rueda_html = $rueda_shown ? CheckoutStepMarkup::placeholder( $attributes, __( 'Billing address', 'rueda' ), __( 'Enter the billing address that matches your payment method.', 'rueda' ), 4 ) : '';

echo BlockMarkup::wrapper( $block, $rueda_html, CheckoutStepMarkup::data( $attributes ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
