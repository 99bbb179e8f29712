<?php
/**
 * Server render of rueda/cart-drawer: its contents, hidden until the mini cart opens it.
 *
 * @package Rueda
 *
 * @var string   $content Inner blocks' HTML.
 * @var WP_Block $block   The block.
 */

declare( strict_types=1 );

use Rueda\Blocks\BlockMarkup;

defined( 'ABSPATH' ) || exit;

echo BlockMarkup::wrapper( $block, $content, array(), array( 'hidden' => 'hidden' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
