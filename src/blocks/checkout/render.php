<?php
/**
 * Server render of rueda/checkout: the wrapper the frontend mounts on, with the inner blocks'
 * server HTML. An empty cart shows a message and a link back to the shop instead. A checkout
 * saved without inner blocks renders the default ones.
 *
 * @package Rueda
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var string              $content    Inner blocks' HTML.
 * @var WP_Block            $block      The block.
 */

declare( strict_types=1 );

use Rueda\Blocks\BlockMarkup;
use Rueda\Blocks\CheckoutData;
use Rueda\Blocks\DefaultContent;
use Rueda\Blocks\Preload;
use Rueda\Settings\PageLinks;

defined( 'ABSPATH' ) || exit;

// Preloads the cart for the frontend and the inner blocks' server HTML, and asks for the
// checkout's settings (accounts, countries, payment methods) on this page.
$rueda_cart = Preload::cart();
CheckoutData::want();
$rueda_inner = '' === trim( $content ) ? DefaultContent::render( DefaultContent::checkout() ) : $content;

$rueda_empty = '';
if ( empty( $rueda_cart['items'] ) ) {
	$rueda_shop_url = PageLinks::get_url( 'shop' );
	$rueda_empty    = '<div class="rueda-checkout-empty" data-rueda-placeholder><div class="rueda-notice is-info" role="status"><div class="rueda-notice__content">'
		. '<span class="rueda-checkout-empty__title">' . esc_html__( 'Your cart is currently empty!', 'rueda' ) . '</span> '
		. ( $rueda_shop_url ? '<a class="rueda-checkout-empty__link" href="' . esc_url( $rueda_shop_url ) . '">' . esc_html__( 'Return to shop', 'rueda' ) . '</a>' : '' )
		. '</div></div></div>';
}

echo BlockMarkup::wrapper( $block, $rueda_empty . $rueda_inner ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
