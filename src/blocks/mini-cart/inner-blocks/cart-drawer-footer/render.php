<?php
/**
 * Server render of rueda/cart-drawer-footer: the wrapper and a placeholder, shown while the drawer's
 * contents load.
 *
 * @package Rueda
 *
 * @var WP_Block $block The block.
 */

declare( strict_types=1 );

use Rueda\Blocks\BlockMarkup;

defined( 'ABSPATH' ) || exit;

echo BlockMarkup::wrapper( $block, BlockMarkup::skeleton( 2 ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
