<?php
/**
 * Installs a local site in Spanish (idempotent), activates Rueda and the demo plugin
 * (rueda-demo/, linked by bin/site.sh) and seeds the demo shop.
 *
 * Usage: php bin/install-site.php SITE_DIR
 * The admin password comes from RUEDA_ADMIN_PASSWORD, else from SITE_DIR.login, else is
 * generated once and written there.
 */

declare( strict_types=1 );

$site       = rtrim( $argv[1], '/' );
$login_file = $site . '.login';

define( 'WP_INSTALLING', true );
$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['SERVER_NAME'] = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
require $site . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$password = getenv( 'RUEDA_ADMIN_PASSWORD' );
if ( ! $password ) {
	$password = is_readable( $login_file ) ? trim( (string) file_get_contents( $login_file ) ) : wp_generate_password( 16, false );
}

if ( ! is_blog_installed() ) {
	wp_install( 'Neumáticos y Taller', 'admin', 'admin@neumaticosytaller.test', true, '', wp_slash( $password ), 'es_ES' );
} elseif ( getenv( 'RUEDA_ADMIN_PASSWORD' ) ) {
	// A site copied from a seeded one (bin/site.sh) takes the password its caller asks for.
	$admin = get_user_by( 'login', 'admin' );
	if ( $admin && ! wp_check_password( $password, $admin->user_pass, $admin->ID ) ) {
		wp_set_password( $password, $admin->ID );
	}
}
file_put_contents( $login_file, $password . "\n" );

update_option( 'WPLANG', 'es_ES' );
update_option( 'timezone_string', 'Europe/Madrid' );
update_option( 'date_format', 'j \d\e F \d\e Y' );
update_option( 'time_format', 'H:i' );
update_option( 'start_of_week', '1' );
update_option( 'blogdescription', 'Neumáticos, montaje y mecánica rápida' );
update_option( 'permalink_structure', '/%postname%/' );
switch_theme( 'twentytwentyfive' );

// Rueda first: the demo requires it (Requires Plugins).
foreach ( array( 'rueda/plugin.php', 'rueda-demo/rueda-demo.php' ) as $plugin ) {
	$result = activate_plugin( $plugin );
	if ( is_wp_error( $result ) ) {
		fwrite( STDERR, $plugin . ' could not be activated: ' . $result->get_error_message() . "\n" );
		exit( 1 );
	}
}

// WP_INSTALLING keeps update_option() from updating a persistent object cache (RUEDA_OBJECT_CACHE):
// forget what this process cached, so the next requests read the installed options.
wp_cache_flush();

// Seeding runs in a fresh process so that Rueda is loaded the way every request loads it.
passthru( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( __DIR__ . '/seed-site.php' ) . ' ' . escapeshellarg( $site ), $status );
exit( $status );
