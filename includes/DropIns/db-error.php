<?php
/**
 * WordPress's answer while the database cannot be reached, as Rueda gives it: a 503 with
 * Retry-After, never a PHP error or a 500. Store API and other REST clients get JSON with
 * the stable code `rueda_database_unavailable`; people get a short page in the site's
 * language. A drop-in: the host copies this file to wp-content/db-error.php (WordPress's
 * dead_db() includes it when a request finds the database down, or loses it and cannot
 * reconnect). bin/start-production.sh installs it in the local production stack.
 *
 * @package Rueda
 */

// Only WordPress's early files are loaded here (l10n, plugin API): no escaping helpers.
// Rueda's translations: beside this file in the plugin, or the plugin's when copied.
$rueda_languages = is_dir( dirname( __DIR__, 2 ) . '/languages' ) ? dirname( __DIR__, 2 ) . '/languages' : WP_CONTENT_DIR . '/plugins/rueda/languages';
// The request's locale when it had one; else the site's as wp-config names it (as WordPress
// finds it here: its options are out of reach); else Spanish, the shop's language.
$rueda_locale = $GLOBALS['locale'] ?? ( defined( 'WPLANG' ) && WPLANG ? WPLANG : ( $GLOBALS['wp_local_package'] ?? 'es_ES' ) );
if ( function_exists( 'load_textdomain' ) && is_readable( "{$rueda_languages}/rueda-{$rueda_locale}.mo" ) ) {
	load_textdomain( 'rueda', "{$rueda_languages}/rueda-{$rueda_locale}.mo", $rueda_locale );
}
$rueda_message = function_exists( '__' )
	? __( 'The shop is not available right now. Please try again in a few seconds.', 'rueda' )
	: 'The shop is not available right now. Please try again in a few seconds.';

$rueda_uri  = (string) ( $_SERVER['REQUEST_URI'] ?? '' ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- only searched, never printed.
$rueda_rest = str_contains( $rueda_uri, '/wp-json/' ) || str_contains( $rueda_uri, 'rest_route=' );

if ( ! headers_sent() ) {
	http_response_code( 503 );
	header( 'Retry-After: 10' );
	header( 'Cache-Control: no-store' );
	header( $rueda_rest ? 'Content-Type: application/json; charset=utf-8' : 'Content-Type: text/html; charset=utf-8' );
}
if ( $rueda_rest ) {
	echo json_encode( // phpcs:ignore WordPress.WP.AlternativeFunctions.json_encode_json_encode -- functions.php may not be loaded yet.
		array(
			'code'    => 'rueda_database_unavailable',
			'message' => $rueda_message,
			'data'    => array( 'status' => 503 ),
		)
	);
	return;
}
?>
<!DOCTYPE html>
<html lang="<?php echo htmlspecialchars( str_replace( '_', '-', $rueda_locale ) ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped; formatting.php is not loaded yet. ?>">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="15">
<title><?php echo htmlspecialchars( $rueda_message ); // phpcs:ignore WordPress.Security.EscapeOutput -- as above. ?></title>
<style>body{font:1.125rem/1.5 system-ui,sans-serif;color:#1e1e1e;max-width:32rem;margin:20vh auto;padding:0 1.5rem}</style>
</head>
<body><p><?php echo htmlspecialchars( $rueda_message ); // phpcs:ignore WordPress.Security.EscapeOutput -- as above. ?></p></body>
</html>
