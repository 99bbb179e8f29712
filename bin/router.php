<?php
/**
 * Router for PHP's built-in server: serves existing files, refuses hidden ones (the SQLite
 * database lives in a dot file) and sends everything else to WordPress (pretty permalinks).
 */

$root = $_SERVER['DOCUMENT_ROOT'];
$path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );

if ( preg_match( '#(^|/)\.#', $path ) || str_contains( $path, "\0" ) ) {
	http_response_code( 403 );
	exit;
}
if ( '/' !== $path && file_exists( $root . $path ) ) {
	return false;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $root . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
chdir( $root );
require $root . '/index.php';
