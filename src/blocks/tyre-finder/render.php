<?php
/**
 * Server render of rueda/tyre-finder: the finder's first screen as the frontend draws it
 * (heading, tabs, the open tab's selects), so mounting moves nothing, with the catalogue's
 * sizes and seasons in data-* attributes (CatalogueSizes, one cached query). A shop with
 * no list of vehicles searches by size alone: no tabs.
 *
 * @package Rueda
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var WP_Block            $block      The block.
 */

declare( strict_types=1 );

use Rueda\Blocks\BlockMarkup;
use Rueda\Domain\Tyres\CatalogueSizes;
use Rueda\Domain\Tyres\VehicleCatalog;

defined( 'ABSPATH' ) || exit;

$rueda_catalogue = ( new CatalogueSizes() )->get();
$rueda_vehicles  = ( new VehicleCatalog() )->is_listed();
$rueda_tab       = $rueda_vehicles && 'vehicle' === ( $attributes['defaultTab'] ?? 'size' ) ? 'vehicle' : 'size';
$rueda_id        = wp_unique_id( 'rueda-tyre-finder-' );
$rueda_choose    = esc_html__( 'Choose…', 'rueda' );

/**
 * One of the finder's selects, as FinderSelect draws it.
 *
 * @param string        $id       Element id.
 * @param string        $label    Label, escaped.
 * @param string        $first    First option's text, escaped.
 * @param array<string> $options  Option values (shown as they are, or with a prefix).
 * @param string        $prefix   Text before each option's label.
 */
$rueda_select = static function ( string $id, string $label, string $first, array $options = array(), string $prefix = '' ): string {
	$html = '';
	foreach ( $options as $value ) {
		$html .= '<option value="' . esc_attr( $value ) . '">' . esc_html( $prefix . $value ) . '</option>';
	}
	return sprintf(
		'<div class="rueda-tyre-finder__field"><label for="%1$s">%2$s</label><select id="%1$s"%3$s><option value="">%4$s</option>%5$s</select></div>',
		esc_attr( $id ),
		$label,
		$options ? '' : ' disabled',
		$first,
		$html
	);
};

if ( 'size' === $rueda_tab ) {
	$rueda_widths = array_values( array_unique( array_map( 'strval', array_column( $rueda_catalogue['sizes'], 'width' ) ) ) );
	sort( $rueda_widths, SORT_NUMERIC );
	$rueda_example = '205/55 R16 91V';
	/* translators: %s: an example tyre size, e.g. 205/55 R16 91V. */
	$rueda_where = sprintf( __( 'On the sidewall of the tyre: %s', 'rueda' ), $rueda_example );
	$rueda_panel = '<form class="rueda-tyre-finder__form"><div class="rueda-tyre-finder__fields">'
		. $rueda_select( $rueda_id . '-width', esc_html__( 'Width', 'rueda' ), $rueda_choose, $rueda_widths )
		. $rueda_select( $rueda_id . '-profile', esc_html__( 'Profile', 'rueda' ), $rueda_choose )
		. $rueda_select( $rueda_id . '-rim', esc_html__( 'Rim', 'rueda' ), $rueda_choose )
		. $rueda_select( $rueda_id . '-season', esc_html__( 'Season', 'rueda' ), esc_html__( 'All seasons', 'rueda' ) )
		. '</div><button type="submit" class="rueda-button rueda-tyre-finder__submit" disabled>' . esc_html__( 'Search tyres', 'rueda' ) . '</button>'
		. '<div class="rueda-tyre-finder__hint">'
		. '<svg viewBox="0 0 160 56" width="144" height="50" aria-hidden="true" focusable="false">'
		. '<path d="M-10 53A147.5 147.5 0 0 1 170 53" fill="none" stroke="currentColor" stroke-width="34"></path>'
		. '<path id="' . esc_attr( $rueda_id ) . '-arc" d="M-10 59A143 143 0 0 1 170 59" fill="none"></path>'
		. '<text font-size="13" font-weight="700" fill="#fff"><textPath href="#' . esc_attr( $rueda_id ) . '-arc" startOffset="50%" text-anchor="middle">' . esc_html( $rueda_example ) . '</textPath></text>'
		. '</svg><p><strong>' . esc_html__( 'Where is the size?', 'rueda' ) . '</strong> '
		. esc_html( $rueda_where )
		. '</p></div></form>';
} else {
	$rueda_panel = '<div class="rueda-tyre-finder__fields is-vehicle">'
		. $rueda_select( $rueda_id . '-make', esc_html__( 'Make', 'rueda' ), esc_html__( 'Loading…', 'rueda' ) )
		. $rueda_select( $rueda_id . '-model', esc_html__( 'Model', 'rueda' ), $rueda_choose )
		. $rueda_select( $rueda_id . '-year', esc_html__( 'Year', 'rueda' ), $rueda_choose )
		. $rueda_select( $rueda_id . '-version', esc_html__( 'Version', 'rueda' ), $rueda_choose )
		. '</div>';
}

$rueda_tabs   = '';
$rueda_panels = '';
foreach ( array(
	'size'    => __( 'By size', 'rueda' ),
	'vehicle' => __( 'By vehicle', 'rueda' ),
) as $rueda_name => $rueda_label ) {
	$rueda_open    = $rueda_name === $rueda_tab;
	$rueda_tabs   .= sprintf(
		'<button type="button" role="tab" id="%1$s-tab-%2$s" class="rueda-tyre-finder__tab" aria-selected="%3$s" aria-controls="%1$s-panel-%2$s" tabindex="%4$s">%5$s</button>',
		esc_attr( $rueda_id ),
		esc_attr( $rueda_name ),
		$rueda_open ? 'true' : 'false',
		$rueda_open ? '0' : '-1',
		esc_html( $rueda_label )
	);
	$rueda_panels .= sprintf(
		'<div class="rueda-tyre-finder__panel" role="tabpanel" id="%1$s-panel-%2$s" aria-labelledby="%1$s-tab-%2$s"%3$s>%4$s</div>',
		esc_attr( $rueda_id ),
		esc_attr( $rueda_name ),
		$rueda_open ? '' : ' hidden',
		$rueda_open ? $rueda_panel : ''
	);
}

$rueda_fold = ! empty( $attributes['foldOnPhones'] );
$rueda_body = $rueda_vehicles
	? '<div class="rueda-tyre-finder__tabs" role="tablist" aria-labelledby="' . esc_attr( $rueda_id ) . '-title">' . $rueda_tabs . '</div>' . $rueda_panels
	: '<div class="rueda-tyre-finder__panel">' . $rueda_panel . '</div>';

$rueda_seasons = array();
foreach ( $rueda_catalogue['seasons'] as $rueda_slug => $rueda_name ) {
	$rueda_seasons[] = array(
		'slug' => $rueda_slug,
		'name' => $rueda_name,
	);
}

echo BlockMarkup::wrapper( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
	$block,
	'<h2 class="rueda-tyre-finder__title" id="' . esc_attr( $rueda_id ) . '-title">' . esc_html__( 'Find your tyres', 'rueda' ) . '</h2>'
		. ( $rueda_fold ? '<button type="button" class="rueda-button rueda-tyre-finder__unfold" aria-expanded="false" aria-controls="' . esc_attr( $rueda_id ) . '-body">' . ( $rueda_vehicles ? esc_html__( 'Search by size or vehicle', 'rueda' ) : esc_html__( 'Search by size', 'rueda' ) ) . '</button>' : '' )
		. '<div id="' . esc_attr( $rueda_id ) . '-body" class="rueda-tyre-finder__body' . ( $rueda_fold ? ' is-folded' : '' ) . '">' . $rueda_body . '</div>',
	array(
		'default-tab'    => $rueda_tab,
		'vehicles'       => $rueda_vehicles,
		'fold-on-phones' => $rueda_fold,
		'sizes'          => $rueda_catalogue['sizes'],
		'seasons'        => $rueda_seasons,
	)
);
