<?php
/**
 * Server render of rueda/checkout-contact-information: the step's title (and description) and a placeholder for the email field.
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
$rueda_shown = true;

$rueda_html = $rueda_shown ? CheckoutStepMarkup::placeholder( $attributes, __( 'Contact information', 'rueda' ), __( 'We will use this email to send you details and updates about your order.', 'rueda' ), 1 ) : '';

echo BlockMarkup::wrapper( $block, $rueda_html, CheckoutStepMarkup::data( $attributes ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
