<?php
/**
 * Server render of rueda/cart: the wrapper the frontend mounts on, with the inner blocks'
 * server HTML. A cart saved without inner blocks renders the default ones.
 *
 * @package Rueda
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var string              $content    Inner blocks' HTML.
 * @var WP_Block            $block      The block.
 */

declare( strict_types=1 );

use Rueda\Blocks\BlockMarkup;
use Rueda\Blocks\DefaultContent;
use Rueda\Blocks\Preload;

defined( 'ABSPATH' ) || exit;

// Preloads the cart for the frontend and the inner blocks' server HTML.
Preload::cart();

$rueda_inner = '' === trim( $content ) ? DefaultContent::render( DefaultContent::cart() ) : $content;

echo BlockMarkup::wrapper( $block, $rueda_inner ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
