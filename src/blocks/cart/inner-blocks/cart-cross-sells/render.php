<?php
/**
 * Server render of rueda/cart-cross-sells: a placeholder when the cart has suggestions, and
 * the shop owner's heading, number of products and columns (data-*).
 *
 * @package Rueda
 *
 * @var array<string,mixed> $attributes Block attributes: heading, columns, count.
 * @var WP_Block            $block      The block.
 */

declare( strict_types=1 );

use Rueda\Blocks\BlockMarkup;
use Rueda\Blocks\Preload;

defined( 'ABSPATH' ) || exit;

$rueda_cart = Preload::cart();

echo BlockMarkup::wrapper( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
	$block,
	empty( $rueda_cart['cross_sells'] ) ? '' : BlockMarkup::skeleton( 4 ),
	array(
		'heading' => $attributes['heading'] ?? '',
		'columns' => (int) ( $attributes['columns'] ?? 3 ),
		'count'   => (int) ( $attributes['count'] ?? 3 ),
	)
);
