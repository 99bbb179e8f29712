<?php
/**
 * Server render of rueda/cart-order-summary: the heading, the rows (inner blocks) and a
 * placeholder for the total.
 *
 * @package Rueda
 *
 * @var string   $content Inner blocks' HTML.
 * @var WP_Block $block   The block.
 */

declare( strict_types=1 );

use Rueda\Blocks\BlockMarkup;

defined( 'ABSPATH' ) || exit;

$rueda_heading = '<h2 class="rueda-order-summary__title" data-rueda-placeholder>' . esc_html__( 'Cart totals', 'rueda' ) . '</h2>';

echo BlockMarkup::wrapper( $block, $rueda_heading . $content . BlockMarkup::skeleton( 1 ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
