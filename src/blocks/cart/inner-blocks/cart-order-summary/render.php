<?php
/**
 * Server render of rueda/cart-order-summary: the heading (the shop owner's or the default), the rows (inner blocks) and a
 * placeholder for the total.
 *
 * @package Rueda
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var string   $content Inner blocks' HTML.
 * @var WP_Block $block   The block.
 */

declare( strict_types=1 );

use Rueda\Blocks\BlockMarkup;

defined( 'ABSPATH' ) || exit;

$rueda_heading = '<h2 class="rueda-order-summary__title" data-rueda-placeholder>' . esc_html( BlockMarkup::text( $attributes, 'heading', __( 'Cart totals', 'rueda' ) ) ) . '</h2>';

echo BlockMarkup::wrapper( $block, $rueda_heading . $content . BlockMarkup::skeleton( 1 ), array( 'heading' => $attributes['heading'] ?? '' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
