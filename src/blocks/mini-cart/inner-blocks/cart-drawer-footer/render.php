<?php
/**
 * Server render of rueda/cart-drawer-footer: the wrapper and a placeholder, shown while the drawer's
 * contents load.
 *
 * @package Rueda
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var WP_Block            $block      The block.
 */

declare( strict_types=1 );

use Rueda\Blocks\BlockMarkup;

defined( 'ABSPATH' ) || exit;

echo BlockMarkup::wrapper( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
	$block,
	BlockMarkup::skeleton( 2 ),
	array(
		'cart-button-label'     => $attributes['cartButtonLabel'] ?? '',
		'checkout-button-label' => $attributes['checkoutButtonLabel'] ?? '',
		'show-cart-button'      => (bool) ( $attributes['showCartButton'] ?? true ),
	)
);
