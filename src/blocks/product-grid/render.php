<?php
/**
 * Server render of rueda/product-grid: the wrapper with the grid's settings and the
 * attributes to filter by (data-*), a placeholder grid, and the preloaded first page and
 * filter terms, so the first paint needs no request.
 *
 * @package Rueda
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var WP_Block            $block      The block.
 */

declare( strict_types=1 );

use Rueda\Blocks\BlockMarkup;
use Rueda\Blocks\Preload;
use Rueda\Domain\Catalog\Attributes;

defined( 'ABSPATH' ) || exit;

$rueda_per_page = max( 1, min( 100, (int) ( $attributes['perPage'] ?? 12 ) ) );
$rueda_columns  = max( 1, min( 6, (int) ( $attributes['columns'] ?? 3 ) ) );
$rueda_filters  = array();
foreach ( (array) ( $attributes['filters'] ?? array() ) as $rueda_slug ) {
	$rueda_attribute = Attributes::find( (string) $rueda_slug );
	if ( $rueda_attribute ) {
		$rueda_filters[] = array(
			'id'       => $rueda_attribute['id'],
			'taxonomy' => $rueda_attribute['taxonomy'],
			'name'     => $rueda_attribute['name'],
		);
		Preload::request( '/wc/store/v1/products/attributes/' . $rueda_attribute['id'] . '/terms' );
	}
}
// The same path the products store asks for first (query arguments in sorted order).
Preload::request( '/wc/store/v1/products?page=1&per_page=' . $rueda_per_page );

$rueda_cards = str_repeat(
	'<li class="rueda-product-card">' . BlockMarkup::skeleton( 4 ) . '</li>',
	min( $rueda_per_page, $rueda_columns * 2 )
);

echo BlockMarkup::wrapper( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
	$block,
	'<div class="rueda-product-grid__layout" data-rueda-placeholder><div class="rueda-product-grid__results"><ul class="rueda-product-list has-' . $rueda_columns . '-columns">' . $rueda_cards . '</ul></div></div>',
	array(
		'per-page'          => $rueda_per_page,
		'columns'           => $rueda_columns,
		'filters'           => $rueda_filters,
		'show-stock-filter' => ! isset( $attributes['showStockFilter'] ) || (bool) $attributes['showStockFilter'],
	)
);
