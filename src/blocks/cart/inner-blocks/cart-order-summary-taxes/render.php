<?php
/**
 * Server render of rueda/cart-order-summary-taxes: a placeholder when taxes get rows of their
 * own (prices shown without tax).
 *
 * @package Rueda
 *
 * @var WP_Block $block The block.
 */

declare( strict_types=1 );

use Rueda\Blocks\BlockMarkup;
use Rueda\Domain\Taxes\TaxSettings;

defined( 'ABSPATH' ) || exit;

$rueda_taxes = TaxSettings::get();
$rueda_rows  = $rueda_taxes['enabled'] && ! $rueda_taxes['display_cart_prices_including_tax'];

echo BlockMarkup::wrapper( $block, $rueda_rows ? BlockMarkup::skeleton( 1 ) : '' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
