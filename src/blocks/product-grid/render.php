<?php
/**
 * Server render of rueda/product-grid: the wrapper with the grid's settings and the
 * attributes to filter by (data-*), a placeholder grid, and the preloaded first listing (for
 * the filters, sort, search and page in the URL) and filter terms, so the first paint needs
 * no request.
 *
 * @package Rueda
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var WP_Block            $block      The block.
 */

declare( strict_types=1 );

use Rueda\Blocks\BlockMarkup;
use Rueda\Blocks\Preload;
use Rueda\Blocks\ProductCardMarkup;
use Rueda\Blocks\ProductGridQuery;
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
$rueda_category = ProductGridQuery::category( $attributes['category'] ?? '' );
// The filters, sort, search and page of the URL (?medida=205-55-r16&orden=precio...), read
// with the script's rules: the same path the products store asks for first, so a shared
// filtered URL paints without a request. Reading them changes nothing: no nonce.
$rueda_url_state = ProductGridQuery::from_url( wp_unslash( $_GET ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only listing filters, validated by ProductGridQuery.
$rueda_products  = Preload::request( ProductGridQuery::path( $rueda_url_state, $rueda_per_page, $rueda_category ) );

$rueda_show_stock = ! isset( $attributes['showStockFilter'] ) || (bool) $attributes['showStockFilter'];
if ( $rueda_filters || $rueda_show_stock ) {
	Preload::request( ProductGridQuery::collection_data_path( $rueda_url_state, array_column( $rueda_filters, 'taxonomy' ), $rueda_category ) );
}
$rueda_show_search = ! isset( $attributes['showSearch'] ) || (bool) $attributes['showSearch'];
$rueda_has_filters = $rueda_filters || $rueda_show_stock;
// The first page's real cards, as the script draws them (it keeps them until its listing is
// there): the products show at once, searchable and linked, even without the script.
$rueda_cards = '';
foreach ( is_array( $rueda_products ) ? array_values( $rueda_products ) : array() as $rueda_index => $rueda_product ) {
	$rueda_cards .= ProductCardMarkup::render( $rueda_product, 'rueda-eu-label-' . $rueda_product['id'] . '-server', $rueda_index < $rueda_columns );
}
// Placeholders the size of the live header (search, toolbar) and filters, so nothing moves
// when the grid mounts.
$rueda_placeholder = '<div class="rueda-product-grid__layout' . ( $rueda_has_filters ? ' has-filters' : '' ) . '" data-rueda-placeholder>'
	. '<div class="rueda-product-grid__header"><div class="rueda-product-grid__header-placeholder' . ( $rueda_show_search ? ' has-search' : '' ) . '"></div></div>'
	. ( $rueda_has_filters ? '<div class="rueda-product-grid__filters is-placeholder">' . BlockMarkup::skeleton( 8 ) . '</div>' : '' )
	. '<div class="rueda-product-grid__results"><h2 class="rueda-visually-hidden">' . esc_html__( 'Products', 'rueda' ) . '</h2><ul class="rueda-product-list has-' . $rueda_columns . '-columns" data-rueda-server-cards>' . $rueda_cards . '</ul></div></div>';

echo BlockMarkup::wrapper( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
	$block,
	$rueda_placeholder,
	array(
		'per-page'          => $rueda_per_page,
		'category'          => $rueda_category,
		'columns'           => $rueda_columns,
		'filters'           => $rueda_filters,
		'show-stock-filter' => $rueda_show_stock,
		'show-search'       => $rueda_show_search,
		'show-sort'         => ! isset( $attributes['showSort'] ) || (bool) $attributes['showSort'],
	)
);
