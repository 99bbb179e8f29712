<?php
/**
 * Server render of rueda/checkout-shipping-method: the title (and description) and a placeholder for the ship or pickup choice, when the preloaded cart offers pickup.
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
$rueda_shown = false;
foreach ( (array) ( $rueda_cart['shipping_rates'] ?? array() ) as $rueda_package ) {
	foreach ( (array) ( $rueda_package['shipping_rates'] ?? array() ) as $rueda_rate ) {
		$rueda_shown = $rueda_shown || 'pickup_location' === ( $rueda_rate['method_id'] ?? '' );
	}
}
$rueda_shown = $rueda_shown && ! empty( $rueda_cart['needs_shipping'] );

$rueda_html = $rueda_shown ? CheckoutStepMarkup::placeholder( $attributes, __( 'Delivery', 'rueda' ), '', 1 ) : '';

echo BlockMarkup::wrapper( $block, $rueda_html, CheckoutStepMarkup::data( $attributes ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
