<?php
/**
 * Server render of rueda/mini-cart: a link to the cart page with the preloaded count and
 * total (it works before the frontend has loaded, which then turns it into the button that
 * opens the drawer), and the drawer's server HTML. A mini cart saved without inner blocks
 * renders the default drawer.
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
use Rueda\Domain\Taxes\TaxSettings;
use Rueda\Settings\CurrencySettings;
use Rueda\Settings\PageLinks;

defined( 'ABSPATH' ) || exit;

$rueda_cart  = Preload::cart();
$rueda_count = (int) ( $rueda_cart['items_count'] ?? 0 );
// The goods, as the drawer's Subtotal: shipping is only an estimate until checkout.
$rueda_totals     = (array) ( $rueda_cart['totals'] ?? array() );
$rueda_total      = CurrencySettings::currency()->format( (int) ( $rueda_totals['total_items'] ?? 0 ) + ( TaxSettings::get()['display_cart_prices_including_tax'] ? (int) ( $rueda_totals['total_items_tax'] ?? 0 ) : 0 ) );
$rueda_show_total = ! isset( $attributes['showTotal'] ) || (bool) $attributes['showTotal'];
$rueda_label      = sprintf(
	/* translators: 1: number of items in the cart, 2: cart total. */
	_n( 'Cart: %1$d item, %2$s', 'Cart: %1$d items, %2$s', $rueda_count, 'rueda' ),
	$rueda_count,
	$rueda_total
);
$rueda_link   = sprintf(
	'<a class="rueda-mini-cart__button" href="%1$s" aria-label="%2$s" data-rueda-placeholder><svg class="rueda-mini-cart__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M7 18c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2zm10 0c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2zM7.2 14.8l.1-.2.9-1.6h7.4c.8 0 1.4-.4 1.7-1l3.9-7-1.7-1-3.9 7H8.5L4.3 2H1v2h2l3.6 7.6-1.4 2.4c-.1.3-.2.6-.2 1 0 1.1.9 2 2 2h12v-2H7.4c-.1 0-.2-.1-.2-.2z"/></svg>%3$s%4$s</a>',
	esc_url( PageLinks::get_url( 'cart' ) ),
	esc_attr( $rueda_label ),
	$rueda_count ? '<span class="rueda-mini-cart__badge" data-count="' . esc_attr( (string) $rueda_count ) . '" aria-hidden="true"></span>' : '',
	$rueda_show_total ? '<span class="rueda-mini-cart__amount" aria-hidden="true">' . esc_html( $rueda_total ) . '</span>' : ''
);
$rueda_drawer = '' === trim( $content ) ? DefaultContent::render( DefaultContent::mini_cart() ) : $content;

echo BlockMarkup::wrapper( $block, $rueda_link . $rueda_drawer, array( 'show-total' => $rueda_show_total ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
