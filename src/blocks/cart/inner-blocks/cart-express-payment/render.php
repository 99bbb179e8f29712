<?php
/**
 * Server render of rueda/cart-express-payment: the express payment buttons extensions placed
 * in the area; nothing without them.
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
