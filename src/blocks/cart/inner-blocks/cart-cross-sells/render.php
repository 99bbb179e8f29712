<?php
/**
 * Server render of rueda/cart-cross-sells: a placeholder when the cart has suggestions.
 *
 * @package Rueda
 *
 * @var WP_Block $block The block.
 */

declare( strict_types=1 );

use Rueda\Blocks\BlockMarkup;
use Rueda\Blocks\Preload;

defined( 'ABSPATH' ) || exit;

$rueda_cart = Preload::cart();

echo BlockMarkup::wrapper( $block, empty( $rueda_cart['cross_sells'] ) ? '' : BlockMarkup::skeleton( 4 ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
