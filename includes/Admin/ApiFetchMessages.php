<?php
/**
 * Spanish for the messages of WordPress's own api-fetch on Rueda's screens.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Admin;

/**
 * The admin screens use core's `wp-api-fetch` as it is (nonce refresh, method override,
 * media-upload retries), so its failures speak in core's text domain. Core's Spanish
 * language pack may lack them (the one installed here dates from 2014); Rueda ships them
 * and adds them to the "default" domain, where a newer pack's text would win anyway.
 *
 * @since 0.1.0
 */
final class ApiFetchMessages {

	/**
	 * Adds the translations before api-fetch runs.
	 *
	 * @since 0.1.0
	 */
	public static function enqueue(): void {
		$messages    = array(
			'Media upload failed. If this is a photo or a large image, please scale it down and try again.' => __( 'Media upload failed. If this is a photo or a large image, please scale it down and try again.', 'rueda' ),
			'The response is not a valid JSON response.' => __( 'The response is not a valid JSON response.', 'rueda' ),
			'Unable to connect. Please check your Internet connection.' => __( 'Unable to connect. Please check your Internet connection.', 'rueda' ),
			'Could not get a valid response from the server.' => __( 'Could not get a valid response from the server.', 'rueda' ),
		);
		$locale_data = array();
		foreach ( $messages as $original => $translation ) {
			if ( $original !== $translation && __( $original ) === $original ) { // phpcs:ignore WordPress.WP.I18n -- Core's own string: is it translated already?
				$locale_data[ $original ] = array( $translation );
			}
		}
		if ( $locale_data ) {
			wp_add_inline_script( 'wp-api-fetch', 'wp.i18n.setLocaleData( ' . wp_json_encode( $locale_data, JSON_HEX_TAG | JSON_UNESCAPED_UNICODE ) . ' );', 'before' );
		}
	}
}
