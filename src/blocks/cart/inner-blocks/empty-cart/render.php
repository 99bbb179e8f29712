<?php
/**
 * Server render of rueda/empty-cart: the message and the link back to the shop, then the
 * blocks the shop owner added; hidden when the preloaded cart has items.
 *
 * @package Rueda
 *
 * @var string   $content Inner blocks' HTML.
 * @var WP_Block $block   The block.
 */

declare( strict_types=1 );

use Rueda\Blocks\BlockMarkup;
use Rueda\Blocks\Preload;
use Rueda\Settings\PageLinks;

defined( 'ABSPATH' ) || exit;

$rueda_cart     = Preload::cart();
$rueda_shop_url = PageLinks::get_url( 'shop' );
$rueda_message  = '<div class="rueda-empty-cart" data-rueda-placeholder><h2 class="rueda-empty-cart__title">' . esc_html__( 'Your cart is currently empty!', 'rueda' ) . '</h2>'
	. ( $rueda_shop_url ? '<a class="rueda-button rueda-empty-cart__link" href="' . esc_url( $rueda_shop_url ) . '">' . esc_html__( 'Return to shop', 'rueda' ) . '</a>' : '' )
	. '</div>';

echo BlockMarkup::wrapper( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
	$block,
	$rueda_message . $content,
	array(),
	empty( $rueda_cart['items'] ) ? array() : array( 'hidden' => 'hidden' )
);
