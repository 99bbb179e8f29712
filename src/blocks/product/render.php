<?php
/**
 * Server render of rueda/product: the page of the current product (see
 * Rueda\Blocks\ProductPage\ProductPage); nothing outside a product.
 *
 * @package Rueda
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var WP_Block            $block      The block.
 */

declare( strict_types=1 );

use Rueda\Blocks\ProductPage\ProductPage;

defined( 'ABSPATH' ) || exit;

echo ( new ProductPage() )->render( (array) $attributes, $block ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
