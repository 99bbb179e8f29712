<?php
/**
 * Writes wp-config.php (and, for SQLite, wp-content/db.php) for a local Rueda site.
 *
 * Usage: php bin/write-config.php SITE_DIR PORT sqlite|mariadb NAME
 * RUEDA_PROFILE=production writes a host's settings instead of a developer's: no debug
 * output or log file, WP-Cron run by a real cron (bin/start-production.sh).
 * RUEDA_DB_SOCKET: the MariaDB server's socket, when not the system's (bin/test-resilience.sh
 * runs a server of its own, to restart it).
 */

declare( strict_types=1 );

[ , $site, $port, $db, $name ] = $argv;

$salts = '';
foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as $key ) {
	$salts .= sprintf( "define( '%s', '%s' );\n", $key, bin2hex( random_bytes( 32 ) ) );
}

$host     = 'localhost' . ( getenv( 'RUEDA_DB_SOCKET' ) ? ':' . getenv( 'RUEDA_DB_SOCKET' ) : '' );
$database = 'mariadb' === $db
	? "define( 'DB_NAME', 'rueda_{$name}' );\ndefine( 'DB_USER', 'rueda' );\ndefine( 'DB_PASSWORD', 'rueda' );\ndefine( 'DB_HOST', '{$host}' );\n"
	: "define( 'DB_ENGINE', 'sqlite' );\ndefine( 'DB_DIR', __DIR__ . '/wp-content/database/' );\ndefine( 'DB_FILE', '.ht.sqlite' );\ndefine( 'DB_NAME', 'rueda' );\ndefine( 'DB_USER', '' );\ndefine( 'DB_PASSWORD', '' );\ndefine( 'DB_HOST', '' );\n";

$debug = 'production' === getenv( 'RUEDA_PROFILE' )
	? "define( 'WP_ENVIRONMENT_TYPE', 'production' );\ndefine( 'WP_DEBUG', false );\n// A real cron runs wp-cron.php every minute; no visitor's request waits for it.\ndefine( 'DISABLE_WP_CRON', true );\n"
	: "define( 'WP_ENVIRONMENT_TYPE', 'local' );\ndefine( 'WP_DEBUG', true );\ndefine( 'WP_DEBUG_DISPLAY', false );\ndefine( 'WP_DEBUG_LOG', __DIR__ . '/wp-content/debug.log' );\n";

$config = <<<PHP
<?php
// Local Rueda site '{$name}', written by bin/write-config.php. Not for production.
{$database}define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
{$salts}// Tests install a second shop under another prefix (see tests/php/UninstallTest.php).
\$table_prefix = getenv( 'RUEDA_TABLE_PREFIX' ) ?: 'wp_';
define( 'WP_HOME', 'http://localhost:{$port}' );
define( 'WP_SITEURL', 'http://localhost:{$port}' );
// Prefix of this site's keys in a shared persistent object cache (RUEDA_OBJECT_CACHE=redis).
define( 'WP_CACHE_KEY_SALT', 'rueda:{$name}:' );
{$debug}define( 'SCRIPT_DEBUG', false );
// No internet here: never wait on wordpress.org; loopback requests stay allowed.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'DISALLOW_FILE_MODS', true );
define( 'FS_METHOD', 'direct' );
define( 'WPLANG', 'es_ES' );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';

PHP;

file_put_contents( "{$site}/wp-config.php", $config );
@mkdir( "{$site}/wp-content/mu-plugins", 0777, true );
copy( __DIR__ . '/offline-mu-plugin.php', "{$site}/wp-content/mu-plugins/rueda-offline.php" );

if ( 'sqlite' === $db ) {
	$plugin = "{$site}/wp-content/plugins/sqlite-database-integration";
	$dropin = str_replace(
		array( '{SQLITE_IMPLEMENTATION_FOLDER_PATH}', '{SQLITE_PLUGIN}' ),
		array( $plugin, 'sqlite-database-integration/load.php' ),
		(string) file_get_contents( "{$plugin}/db.copy" )
	);
	file_put_contents( "{$site}/wp-content/db.php", $dropin );
	@mkdir( "{$site}/wp-content/database", 0777, true );
}
