<?php
/**
 * Server render of rueda/checkout-payment: the title (and description) and a placeholder for the payment methods, when the preloaded cart needs payment.
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
$rueda_shown = ! empty( $rueda_cart['needs_payment'] );

$rueda_html = $rueda_shown ? CheckoutStepMarkup::placeholder( $attributes, __( 'Payment options', 'rueda' ), '', 3 ) : '';

echo BlockMarkup::wrapper( $block, $rueda_html, CheckoutStepMarkup::data( $attributes ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
