<?php
/**
 * Server render of rueda/cart-order-summary-fees: a placeholder when the preloaded cart has fees.
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

echo BlockMarkup::wrapper( $block, empty( $rueda_cart['fees'] ) ? '' : BlockMarkup::skeleton( 1 ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
