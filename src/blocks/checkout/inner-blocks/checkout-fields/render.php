<?php
/**
 * Server render of rueda/checkout-fields: a container of the checkout's inner blocks, hidden when the
 * preloaded cart is empty (the checkout then shows its empty-cart message).
 *
 * @package Rueda
 *
 * @var string   $content Inner blocks' HTML.
 * @var WP_Block $block   The block.
 */

declare( strict_types=1 );

use Rueda\Blocks\BlockMarkup;
use Rueda\Blocks\Preload;

defined( 'ABSPATH' ) || exit;

$rueda_cart = Preload::cart();

echo BlockMarkup::wrapper( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
	$block,
	$content,
	array(),
	empty( $rueda_cart['items'] ) ? array( 'hidden' => 'hidden' ) : array()
);
