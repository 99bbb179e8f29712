<?php
/**
 * Server render of rueda/cart-order-summary-coupon-form: the wrapper and a placeholder for the coupon form row.
 *
 * @package Rueda
 *
 * @var WP_Block $block The block.
 */

declare( strict_types=1 );

use Rueda\Blocks\BlockMarkup;

defined( 'ABSPATH' ) || exit;

echo BlockMarkup::wrapper( $block, BlockMarkup::skeleton( 1 ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
