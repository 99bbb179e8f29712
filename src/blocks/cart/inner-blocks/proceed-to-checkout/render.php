<?php
/**
 * Server render of rueda/proceed-to-checkout: the link to the checkout page, which works
 * before the frontend has loaded.
 *
 * @package Rueda
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var WP_Block            $block      The block.
 */

declare( strict_types=1 );

use Rueda\Blocks\BlockMarkup;
use Rueda\Settings\PageLinks;

defined( 'ABSPATH' ) || exit;

$rueda_checkout = PageLinks::get_url( 'checkout' );
$rueda_link     = $rueda_checkout ? sprintf(
	'<a class="rueda-button rueda-proceed-to-checkout" href="%s">%s</a>',
	esc_url( $rueda_checkout ),
	esc_html( BlockMarkup::text( $attributes, 'buttonLabel', __( 'Proceed to checkout', 'rueda' ) ) )
) : '';

echo BlockMarkup::wrapper( $block, $rueda_link, array( 'button-label' => $attributes['buttonLabel'] ?? '' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
