<?php
/**
 * Server render of rueda/site-menu: the menu of a wp_navigation post (the one in `ref`, or
 * the most recent), or else a classic menu, as nested lists of links. A submenu has a
 * button with aria-expanded/aria-controls; the current page's link has aria-current. The
 * toggle bar and the behaviour (data-*) are for the view script; without it every link
 * stays reachable: the desktop list wraps and submenus open on hover and :focus-within.
 *
 * @package Rueda
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var WP_Block            $block      The block.
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

/*
 * The menu: a list of items, each array{label:string,url:string,id:int,children:array}.
 */
$rueda_menu_name = '';
$rueda_items     = array();

$rueda_from_blocks = static function ( array $blocks ) use ( &$rueda_from_blocks ): array {
	$items = array();
	foreach ( $blocks as $inner ) {
		$name  = (string) ( $inner['blockName'] ?? '' );
		$attrs = (array) ( $inner['attrs'] ?? array() );
		if ( ! in_array( $name, array( 'core/navigation-link', 'core/navigation-submenu', 'core/home-link' ), true ) ) {
			continue;
		}
		$id  = (int) ( $attrs['id'] ?? 0 );
		$url = (string) ( $attrs['url'] ?? '' );
		if ( $id && 'post-type' === ( $attrs['kind'] ?? '' ) ) {
			// As core does: a link to a page follows its permalink, and is left out while the page is not public.
			if ( 'publish' !== get_post_status( $id ) ) {
				continue;
			}
			$url = (string) get_permalink( $id );
		}
		if ( 'core/home-link' === $name ) {
			$url = home_url( '/' );
		}
		$items[] = array(
			'label'    => trim( wp_strip_all_tags( (string) ( $attrs['label'] ?? '' ) ) ),
			'url'      => $url,
			'id'       => $id,
			'children' => 'core/navigation-submenu' === $name ? $rueda_from_blocks( (array) ( $inner['innerBlocks'] ?? array() ) ) : array(),
		);
	}
	return $items;
};

$rueda_ref = max( 0, (int) ( $attributes['ref'] ?? 0 ) );
if ( $rueda_ref ) {
	$rueda_navigation = get_post( $rueda_ref );
} else {
	$rueda_navigation = get_posts(
		array(
			'post_type'      => 'wp_navigation',
			'post_status'    => 'publish',
			'posts_per_page' => 1,
			'orderby'        => 'date',
			'order'          => 'DESC',
			'no_found_rows'  => true,
		)
	)[0] ?? null;
}
if ( $rueda_navigation instanceof WP_Post && 'wp_navigation' === $rueda_navigation->post_type && 'publish' === $rueda_navigation->post_status ) {
	$rueda_menu_name = $rueda_navigation->post_title;
	$rueda_items     = $rueda_from_blocks( parse_blocks( $rueda_navigation->post_content ) );
} else {
	// Classic menus: the one at a theme location, or else the first one.
	$rueda_menu = (int) current( array_filter( get_nav_menu_locations() ) );
	if ( ! $rueda_menu ) {
		$rueda_menu = (int) ( wp_get_nav_menus()[0]->term_id ?? 0 );
	}
	$rueda_menu_object = $rueda_menu ? wp_get_nav_menu_object( $rueda_menu ) : false;
	if ( $rueda_menu_object ) {
		$rueda_menu_name = $rueda_menu_object->name;
		$rueda_by_parent = array();
		foreach ( (array) wp_get_nav_menu_items( $rueda_menu_object ) as $rueda_menu_item ) {
			$rueda_by_parent[ (int) $rueda_menu_item->menu_item_parent ][] = $rueda_menu_item;
		}
		$rueda_from_classic = static function ( int $parent ) use ( &$rueda_from_classic, $rueda_by_parent ): array {
			$items = array();
			foreach ( $rueda_by_parent[ $parent ] ?? array() as $item ) {
				$items[] = array(
					'label'    => trim( wp_strip_all_tags( (string) $item->title ) ),
					'url'      => (string) $item->url,
					'id'       => 'post_type' === $item->type ? (int) $item->object_id : 0,
					'children' => $rueda_from_classic( (int) $item->ID ),
				);
			}
			return $items;
		};
		$rueda_items        = $rueda_from_classic( 0 );
	}
}

/*
 * The current page: the link whose path and query are the request's, or a link to the
 * queried page when the request has no query.
 */
$rueda_request    = wp_parse_url( esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ?? '/' ) ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- parsed and compared only.
$rueda_home_host  = wp_parse_url( home_url(), PHP_URL_HOST );
$rueda_key        = static fn( array $url ): string => trailingslashit( (string) ( $url['path'] ?? '/' ) ) . ( empty( $url['query'] ) ? '' : '?' . $url['query'] );
$rueda_request    = is_array( $rueda_request ) ? $rueda_request : array();
$rueda_queried_id = get_queried_object_id();
$rueda_is_current = static function ( array $item ) use ( $rueda_request, $rueda_home_host, $rueda_key, $rueda_queried_id ): bool {
	$url = wp_parse_url( $item['url'] );
	if ( is_array( $url ) && '' !== $item['url'] && ( empty( $url['host'] ) || $url['host'] === $rueda_home_host ) && $rueda_key( $url ) === $rueda_key( $rueda_request ) ) {
		return true;
	}
	return $item['id'] && $item['id'] === $rueda_queried_id && empty( $rueda_request['query'] );
};

/*
 * The markup.
 */
$rueda_base    = wp_unique_id( 'rueda-site-menu-' );
$rueda_chevron = '<svg class="rueda-site-menu__chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false"><path d="M17.5 11.6 12 16l-5.5-4.4.9-1.2L12 14l4.5-3.6 1 1.2z"/></svg>';
$rueda_count   = 0;
$rueda_list    = static function ( array $items ) use ( &$rueda_list, &$rueda_count, $rueda_base, $rueda_chevron, $rueda_is_current ): string {
	$html = '';
	foreach ( $items as $item ) {
		$label   = esc_html( $item['label'] );
		$url     = esc_url( $item['url'] );
		$current = '' !== $url && $rueda_is_current( $item );
		$link    = '' === $url ? '' : sprintf(
			'<a class="rueda-site-menu__link" href="%1$s"%2$s>%3$s</a>',
			$url,
			$current ? ' aria-current="page"' : '',
			$label
		);
		if ( ! $item['children'] ) {
			if ( $link ) {
				$html .= '<li class="rueda-site-menu__item">' . $link . '</li>';
			}
			continue;
		}
		$id     = $rueda_base . '-' . ( ++$rueda_count );
		$button = $link
			// A link and its own button: the button is named after the link.
			? sprintf(
				'<button type="button" class="rueda-site-menu__expand" aria-expanded="false" aria-controls="%1$s" aria-label="%2$s">%3$s</button>',
				esc_attr( $id ),
				/* translators: %s: the menu item that opens the submenu, e.g. Servicios. */
				esc_attr( sprintf( __( '%s submenu', 'rueda' ), $item['label'] ) ),
				$rueda_chevron
			)
			// An item without a link: its label is the button.
			: sprintf(
				'<button type="button" class="rueda-site-menu__link rueda-site-menu__expand" aria-expanded="false" aria-controls="%1$s">%2$s%3$s</button>',
				esc_attr( $id ),
				$label,
				$rueda_chevron
			);
		$html .= sprintf(
			'<li class="rueda-site-menu__item has-submenu%1$s">%2$s%3$s<ul class="rueda-site-menu__submenu" id="%4$s">%5$s</ul></li>',
			$current ? ' is-current' : '',
			$link,
			$button,
			esc_attr( $id ),
			$rueda_list( $item['children'] )
		);
	}
	return $html;
};

$rueda_breakpoints = array(
	'mobile' => 767,
	'tablet' => 1024,
	'custom' => max( 320, min( 3840, (int) ( $attributes['customBreakpoint'] ?? 900 ) ) ),
);
$rueda_toggle_text = trim( (string) ( $attributes['label'] ?? '' ) );
$rueda_open_mode   = in_array( $attributes['openMode'] ?? '', array( 'hover', 'hoverIntent', 'click' ), true ) ? $attributes['openMode'] : 'hoverIntent';
$rueda_list_id     = $rueda_base . '-list';
$rueda_items_html  = $rueda_list( $rueda_items );

if ( '' === $rueda_items_html ) {
	return;
}

$rueda_toggle = sprintf(
	'<button type="button" class="rueda-site-menu__toggle" aria-expanded="false" aria-controls="%1$s"><svg class="rueda-site-menu__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M4 6h16v2H4zm0 5h16v2H4zm0 5h16v2H4z"/></svg><span class="rueda-site-menu__toggle-label">%2$s</span></button>',
	esc_attr( $rueda_list_id ),
	esc_html( '' !== $rueda_toggle_text ? $rueda_toggle_text : __( 'Menu', 'rueda' ) )
);

$rueda_breakpoint = (int) ( $rueda_breakpoints[ $attributes['breakpoint'] ?? 'mobile' ] ?? 767 );

printf(
	'<nav %1$s>%2$s<ul class="rueda-site-menu__list" id="%3$s">%4$s</ul></nav>%5$s',
	get_block_wrapper_attributes( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by core.
		array(
			'aria-label'       => '' !== $rueda_menu_name ? $rueda_menu_name : __( 'Site menu', 'rueda' ),
			'data-block-name'  => 'rueda/site-menu',
			'data-open-mode'   => $rueda_open_mode,
			'data-sensitivity' => (string) max( 0, (int) ( $attributes['sensitivity'] ?? 7 ) ),
			'data-interval'    => (string) max( 0, (int) ( $attributes['interval'] ?? 100 ) ),
			'data-timeout'     => (string) max( 0, (int) ( $attributes['timeout'] ?? 300 ) ),
			'data-breakpoint'  => (string) $rueda_breakpoint,
		)
	),
	$rueda_toggle, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
	esc_attr( $rueda_list_id ),
	$rueda_items_html, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
	// The phone layout from the first paint, not when the (deferred) view script runs: the
	// header would otherwise shrink under the shopper's eyes. A few bytes, no request.
	wp_get_inline_script_tag( sprintf( 'matchMedia("(max-width: %dpx)").matches&&document.currentScript.previousElementSibling.classList.add("is-mobile");', $rueda_breakpoint ) ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a fixed script with an integer.
);
