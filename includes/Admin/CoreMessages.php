<?php
/**
 * Spanish for the messages of WordPress packages on Rueda's screens.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Admin;

/**
 * The screens use core's `wp-api-fetch` as it is (nonce refresh, method override,
 * media-upload retries) and bundle DataViews, and both speak in WordPress's "default"
 * text domain. Core's language packs only translate a bundled package's strings for
 * core's own scripts (and the pack installed here dates from 2014), so Rueda ships the
 * Spanish of those its screens show and adds it to the "default" domain in the page.
 *
 * @since 0.1.0
 */
final class CoreMessages {

	/**
	 * Adds the translations before api-fetch (and so every screen script) runs.
	 *
	 * @since 0.1.0
	 */
	public static function enqueue(): void {
		$locale_data = array_filter(
			self::messages(),
			// Only what is translated; the id follows the context, if any.
			static fn( array $forms, string $key ): bool => substr( $key, (int) strpos( $key, "\u{4}" ) + ( str_contains( $key, "\u{4}" ) ? 1 : 0 ) ) !== $forms[0],
			ARRAY_FILTER_USE_BOTH
		);
		if ( $locale_data ) {
			wp_add_inline_script( 'wp-api-fetch', 'wp.i18n.setLocaleData( ' . wp_json_encode( $locale_data, JSON_HEX_TAG | JSON_UNESCAPED_UNICODE ) . ' );', 'before' );
		}
	}

	/**
	 * Core's message ids ("context\u0004id" with a context) and their Spanish forms.
	 *
	 * @return array<string,list<string>>
	 */
	private static function messages(): array {
		// phpcs:disable WordPress.WP.I18n.MissingTranslatorsComment -- Core's messages; core fills their placeholders.
		return array(
			// api-fetch.
			'Media upload failed. If this is a photo or a large image, please scale it down and try again.' => array( __( 'Media upload failed. If this is a photo or a large image, please scale it down and try again.', 'rueda' ) ),
			'The response is not a valid JSON response.' => array( __( 'The response is not a valid JSON response.', 'rueda' ) ),
			'Unable to connect. Please check your Internet connection.' => array( __( 'Unable to connect. Please check your Internet connection.', 'rueda' ) ),
			'Could not get a valid response from the server.' => array( __( 'Could not get a valid response from the server.', 'rueda' ) ),
			// DataViews: lists, filters, pages, bulk actions.
			'%d Item'                                    => array( _n( '%d Item', '%d Items', 1, 'rueda' ), _n( '%d Item', '%d Items', 2, 'rueda' ) ),
			'%1$d of %2$d Item'                          => array( _n( '%1$d of %2$d Item', '%1$d of %2$d Items', 1, 'rueda' ), _n( '%1$d of %2$d Item', '%1$d of %2$d Items', 2, 'rueda' ) ),
			'%d Item selected'                           => array( _n( '%d Item selected', '%d Items selected', 1, 'rueda' ), _n( '%d Item selected', '%d Items selected', 2, 'rueda' ) ),
			"paging\u{4}<div>Page</div>%1\$s<div>of %2\$d</div>" => array( _x( '<div>Page</div>%1$s<div>of %2$d</div>', 'paging', 'rueda' ) ),
			"verb\u{4}Filter"                            => array( _x( 'Filter', 'verb', 'rueda' ) ),
			'Actions'                                    => array( __( 'Actions', 'rueda' ) ),
			'Add filter'                                 => array( __( 'Add filter', 'rueda' ) ),
			// FormTokenField: coupons' products and categories, zones' regions.
			'Separate with commas or the Enter key.'     => array( __( 'Separate with commas or the Enter key.', 'rueda' ) ),
			'Separate with commas, spaces, or the Enter key.' => array( __( 'Separate with commas, spaces, or the Enter key.', 'rueda' ) ),
			'Apply'                                      => array( __( 'Apply', 'rueda' ) ),
			'Cancel'                                     => array( __( 'Cancel', 'rueda' ) ),
			'Close'                                      => array( __( 'Close', 'rueda' ) ),
			'Conditions'                                 => array( __( 'Conditions', 'rueda' ) ),
			'Deselect all'                               => array( __( 'Deselect all', 'rueda' ) ),
			'Select all'                                 => array( __( 'Select all', 'rueda' ) ),
			'Hide column'                                => array( __( 'Hide column', 'rueda' ) ),
			'Items per page'                             => array( __( 'Items per page', 'rueda' ) ),
			'Layout'                                     => array( __( 'Layout', 'rueda' ) ),
			'Table'                                      => array( __( 'Table', 'rueda' ) ),
			'Next page'                                  => array( __( 'Next page', 'rueda' ) ),
			'Previous page'                              => array( __( 'Previous page', 'rueda' ) ),
			'No results'                                 => array( __( 'No results', 'rueda' ) ),
			'No results found'                           => array( __( 'No results found', 'rueda' ) ),
			'Properties'                                 => array( __( 'Properties', 'rueda' ) ),
			'Reset view'                                 => array( __( 'Reset view', 'rueda' ) ),
			'Reset'                                      => array( __( 'Reset', 'rueda' ) ),
			'Remove'                                     => array( __( 'Remove', 'rueda' ) ),
			'Search'                                     => array( __( 'Search', 'rueda' ) ),
			'Sort by'                                    => array( __( 'Sort by', 'rueda' ) ),
			'Order'                                      => array( _x( 'Order', 'sort direction', 'rueda' ) ),
			'Sort ascending'                             => array( __( 'Sort ascending', 'rueda' ) ),
			'Sort descending'                            => array( __( 'Sort descending', 'rueda' ) ),
			'Move left'                                  => array( __( 'Move left', 'rueda' ) ),
			'Move right'                                 => array( __( 'Move right', 'rueda' ) ),
			'Is'                                         => array( __( 'Is', 'rueda' ) ),
			'Is not'                                     => array( __( 'Is not', 'rueda' ) ),
			'Includes'                                   => array( __( 'Includes', 'rueda' ) ),
			'Is none of'                                 => array( __( 'Is none of', 'rueda' ) ),
			'<Name>%1$s is: </Name><Value>%2$s</Value>'  => array( __( '<Name>%1$s is: </Name><Value>%2$s</Value>', 'rueda' ) ),
			'<Name>%1$s is not: </Name><Value>%2$s</Value>' => array( __( '<Name>%1$s is not: </Name><Value>%2$s</Value>', 'rueda' ) ),
			'<Name>%1$s includes: </Name><Value>%2$s</Value>' => array( __( '<Name>%1$s includes: </Name><Value>%2$s</Value>', 'rueda' ) ),
			'<Name>%1$s is none of: </Name><Value>%2$s</Value>' => array( __( '<Name>%1$s is none of: </Name><Value>%2$s</Value>', 'rueda' ) ),
			'Filter by: %1$s'                            => array( __( 'Filter by: %1$s', 'rueda' ) ),
			'Page %1$d of %2$d'                          => array( __( 'Page %1$d of %2$d', 'rueda' ) ),
			'Current page'                               => array( __( 'Current page', 'rueda' ) ),
			'Appearance'                                 => array( __( 'Appearance', 'rueda' ) ),
			'Density'                                    => array( __( 'Density', 'rueda' ) ),
			"Density option for DataView layout\u{4}Compact" => array( _x( 'Compact', 'Density option for DataView layout', 'rueda' ) ),
			"Density option for DataView layout\u{4}Balanced" => array( _x( 'Balanced', 'Density option for DataView layout', 'rueda' ) ),
			"Density option for DataView layout\u{4}Comfortable" => array( _x( 'Comfortable', 'Density option for DataView layout', 'rueda' ) ),
		);
		// phpcs:enable
	}
}
