<?php
/**
 * Server render of rueda/checkout-pickup-options: the wrapper only; the frontend lists the
 * pickup locations once the shopper prefers pickup, under the shop owner's title and description
 * (data-*).
 *
 * @package Rueda
 *
 * @var array<string,mixed> $attributes Block attributes: title, description, showStepNumber.
 * @var WP_Block            $block      The block.
 */

declare( strict_types=1 );

use Rueda\Blocks\BlockMarkup;
use Rueda\Blocks\CheckoutStepMarkup;

defined( 'ABSPATH' ) || exit;

echo BlockMarkup::wrapper( $block, '', CheckoutStepMarkup::data( $attributes ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
