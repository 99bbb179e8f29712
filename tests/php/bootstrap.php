<?php
/**
 * Loads WordPress from the throwaway test site named by RUEDA_TEST_SITE (see bin/test-php.sh).
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

$rueda_site = getenv( 'RUEDA_TEST_SITE' );
if ( ! $rueda_site || ! is_file( $rueda_site . '/wp-load.php' ) ) {
	fwrite( STDERR, "RUEDA_TEST_SITE must point at a test site; run: npm run test:php\n" );
	exit( 1 );
}

// This checkout's test classes first, even when vendor/ is another checkout's (a git worktree's link).
( require dirname( __DIR__, 2 ) . '/vendor/autoload.php' )->addPsr4( 'Rueda\\Tests\\', __DIR__ . '/', true );

$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['SERVER_NAME'] = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
define( 'WP_USE_THEMES', false );
require $rueda_site . '/wp-load.php';

if ( ! is_plugin_active( 'rueda/plugin.php' ) && ! did_action( 'rueda_loaded' ) ) {
	fwrite( STDERR, "Rueda is not active on the test site.\n" );
	exit( 1 );
}
// The tests read the demo shop the site was seeded with, and its seeders (rueda-demo/).
if ( ! defined( 'RUEDA_DEMO_DIR' ) ) {
	fwrite( STDERR, "Rueda Demo is not active on the test site.\n" );
	exit( 1 );
}
