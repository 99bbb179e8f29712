<?php
/**
 * Server render of rueda/checkout-contact-information: the step's title and a placeholder for the email field.
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
$rueda_shown = true;

$rueda_html = $rueda_shown ? '<div class="rueda-checkout-step" data-rueda-placeholder aria-hidden="true"><h2 class="rueda-checkout-step__title">' . esc_html__( 'Contact information', 'rueda' ) . '</h2>' . BlockMarkup::skeleton( 1 ) . '</div>' : '';

echo BlockMarkup::wrapper( $block, $rueda_html ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
