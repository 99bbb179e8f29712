<?php
/**
 * Plugin Name: Rueda test media failures
 * Description: Makes image uploads fail on purpose so the end-to-end tests can see core's
 * upload retries. Copied into the e2e site only by bin/e2e-server.sh; never part of Rueda.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

/*
 * POST /wp/v2/media sends X-WP-Upload-Attachment-ID before it makes the image sub-sizes;
 * dying there is what a server out of memory does. api-fetch then asks
 * /wp/v2/media/{id}/post-process up to five times and deletes the attachment if all fail.
 *
 * - "falla-una-vez" in the file name: the upload dies; post-process then succeeds.
 * - "falla-siempre": the upload and every post-process die.
 */

/**
 * Ends the request like a fatal error: status 500, no JSON.
 */
function rueda_test_media_die(): void {
	status_header( 500 );
	header( 'Content-Type: text/plain; charset=utf-8' );
	echo 'Rueda test: image processing failed on purpose.';
	exit;
}

/**
 * Whether the attachment's file name carries a marker.
 *
 * @param int    $attachment_id Attachment id.
 * @param string $marker        Marker.
 */
function rueda_test_media_has_marker( int $attachment_id, string $marker ): bool {
	return str_contains( wp_basename( (string) get_attached_file( $attachment_id ) ), $marker );
}

// The upload itself: wp_create_image_subsizes() asks which sizes to make.
add_filter(
	'intermediate_image_sizes_advanced',
	static function ( $sizes, $image_meta, $attachment_id ) {
		if ( rueda_test_media_has_marker( (int) $attachment_id, 'falla-una-vez' ) || rueda_test_media_has_marker( (int) $attachment_id, 'falla-siempre' ) ) {
			rueda_test_media_die();
		}
		return $sizes;
	},
	10,
	3
);

// Only the post-process route fails again: the DELETE that cleans up also lists missing sizes.
add_filter(
	'rest_request_before_callbacks',
	static function ( $response, $handler, WP_REST_Request $request ) {
		if ( str_ends_with( $request->get_route(), '/post-process' ) ) {
			$GLOBALS['rueda_test_media_post_process'] = true;
		}
		return $response;
	},
	10,
	3
);

// A post-process retry: wp_update_image_subsizes() asks which sizes are missing.
add_filter(
	'wp_get_missing_image_subsizes',
	static function ( $sizes, $image_meta, $attachment_id ) {
		if ( ! empty( $GLOBALS['rueda_test_media_post_process'] ) && rueda_test_media_has_marker( (int) $attachment_id, 'falla-siempre' ) ) {
			rueda_test_media_die();
		}
		return $sizes;
	},
	10,
	3
);
