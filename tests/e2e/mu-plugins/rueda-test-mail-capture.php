<?php
/**
 * Plugin Name: Rueda test mail capture
 * Description: Keeps every email instead of sending it, with the contents of its attachments,
 * for the end-to-end tests to read (GET /wp-json/rueda-test/v1/mails, administrators only).
 * Copied into the e2e site only by bin/e2e-server.sh; never part of Rueda.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

const RUEDA_TEST_MAILS = 'rueda_test_mails';

add_filter(
	'pre_wp_mail',
	static function ( $short, array $mail ) {
		$attached = array();
		foreach ( (array) $mail['attachments'] as $name => $path ) {
			$attached[] = array(
				'name'    => is_string( $name ) ? $name : basename( (string) $path ),
				'content' => is_readable( (string) $path ) ? (string) file_get_contents( (string) $path ) : '', // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local temporary file.
			);
		}
		$mails   = (array) get_option( RUEDA_TEST_MAILS, array() );
		$mails[] = array(
			'to'          => implode( ', ', (array) $mail['to'] ),
			'subject'     => (string) $mail['subject'],
			'message'     => (string) $mail['message'],
			'attachments' => $attached,
		);
		update_option( RUEDA_TEST_MAILS, $mails, false );
		return true;
	},
	10,
	2
);

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'rueda-test/v1',
			'/mails',
			array(
				'methods'             => 'GET',
				'callback'            => static fn() => array_values( (array) get_option( RUEDA_TEST_MAILS, array() ) ),
				'permission_callback' => static fn() => current_user_can( 'manage_options' ),
			)
		);
	}
);
