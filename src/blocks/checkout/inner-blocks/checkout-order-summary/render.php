<?php
/**
 * Server render of rueda/checkout-order-summary: the heading and a placeholder for the items
 * and totals.
 *
 * @package Rueda
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var WP_Block            $block      The block.
 */

declare( strict_types=1 );

use Rueda\Blocks\BlockMarkup;

defined( 'ABSPATH' ) || exit;

$rueda_html = '<div class="rueda-checkout-order-summary" data-rueda-placeholder aria-hidden="true"><h2 class="rueda-order-summary__title">' . esc_html( BlockMarkup::text( $attributes, 'heading', __( 'Order summary', 'rueda' ) ) ) . '</h2>' . BlockMarkup::skeleton( 4 ) . '</div>';

echo BlockMarkup::wrapper( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
	$block,
	$rueda_html,
	array(
		'heading'          => $attributes['heading'] ?? '',
		'show-coupon-form' => (bool) ( $attributes['showCouponForm'] ?? true ),
	)
);
