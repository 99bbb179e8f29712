<?php
/**
 * Server render of rueda/cart-line-items: the table's header and a placeholder row per line.
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
// A placeholder row as tall as the line it stands for (a tyre's is taller: its label; a
// fitted tyre's service shorter), so the totals below do not move when the lines come.
$rueda_rows = '';
foreach ( array_slice( (array) ( $rueda_cart['items'] ?? array() ), 0, 5 ) as $rueda_item ) {
	$rueda_kind  = empty( $rueda_item['tyre'] ) ? '' : ' is-tyre';
	$rueda_kind  = Rueda\Domain\Workshop\FittedLines::is_fitted_service_response( $rueda_item ) ? ' is-fitting-service' : $rueda_kind;
	$rueda_rows .= '<tr class="rueda-cart-items__placeholder' . $rueda_kind . '"><td colspan="3">' . BlockMarkup::skeleton( 3 ) . '</td></tr>';
}
$rueda_rows  = '' !== $rueda_rows ? $rueda_rows : '<tr><td colspan="3">' . BlockMarkup::skeleton( 3 ) . '</td></tr>';
$rueda_table = sprintf(
	'<table class="rueda-cart-items"><thead><tr><th class="rueda-cart-items__header-image" scope="col">%s</th><th class="rueda-cart-items__header-details" scope="col">%s</th><th class="rueda-cart-items__header-total" scope="col">%s</th></tr></thead><tbody>%s</tbody></table>',
	esc_html__( 'Product', 'rueda' ),
	esc_html__( 'Details', 'rueda' ),
	esc_html__( 'Total', 'rueda' ),
	$rueda_rows
);

echo BlockMarkup::wrapper( $block, $rueda_table ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
