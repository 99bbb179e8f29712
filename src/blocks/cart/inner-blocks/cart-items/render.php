<?php
/**
 * Server render of rueda/cart-items: a container of the cart's inner blocks.
 *
 * @package Rueda
 *
 * @var string   $content Inner blocks' HTML.
 * @var WP_Block $block   The block.
 */

declare( strict_types=1 );

use Rueda\Blocks\BlockMarkup;

defined( 'ABSPATH' ) || exit;

echo BlockMarkup::wrapper( $block, $content ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
