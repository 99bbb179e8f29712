<?php
/**
 * Server render of rueda/checkout-shipping-method: the title and a placeholder for the ship or pickup choice, when the preloaded cart offers pickup.
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
$rueda_shown = false;
foreach ( (array) ( $rueda_cart['shipping_rates'] ?? array() ) as $rueda_package ) {
	foreach ( (array) ( $rueda_package['shipping_rates'] ?? array() ) as $rueda_rate ) {
		$rueda_shown = $rueda_shown || 'pickup_location' === ( $rueda_rate['method_id'] ?? '' );
	}
}
$rueda_shown = $rueda_shown && ! empty( $rueda_cart['needs_shipping'] );

$rueda_html = $rueda_shown ? '<div class="rueda-checkout-step" data-rueda-placeholder aria-hidden="true"><h2 class="rueda-checkout-step__title">' . esc_html__( 'Delivery', 'rueda' ) . '</h2>' . BlockMarkup::skeleton( 1 ) . '</div>' : '';

echo BlockMarkup::wrapper( $block, $rueda_html ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
