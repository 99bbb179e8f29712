<?php
/**
 * Helper of bin/test-plugin-zip.sh, which installs Rueda from rueda.zip on a fresh site.
 * PHP's zip extension rather than unzip(1): every script's PHP has it (bin/lib.sh).
 *
 *   php bin/plugin-zip-site.php list ZIP           the zip's files, one a line
 *   php bin/plugin-zip-site.php extract ZIP DIR    unzips it into DIR (a site's plugins folder)
 *   php bin/plugin-zip-site.php install SITE_DIR   installs WordPress in Spanish, activating
 *                                                  nothing (admin password: RUEDA_ADMIN_PASSWORD)
 */

declare( strict_types=1 );

[ , $command, $path ] = $argv + array( '', '', '' );

if ( 'list' === $command || 'extract' === $command ) {
	$zip = new ZipArchive();
	if ( true !== $zip->open( $path ) ) {
		fwrite( STDERR, "cannot open {$path}\n" );
		exit( 1 );
	}
	if ( 'extract' === $command ) {
		exit( $zip->extractTo( $argv[3] ) ? 0 : 1 );
	}
	for ( $i = 0; $i < $zip->numFiles; $i++ ) {
		echo $zip->getNameIndex( $i ), "\n";
	}
	exit( 0 );
}

if ( 'install' === $command ) {
	define( 'WP_INSTALLING', true );
	$_SERVER['HTTP_HOST']   = 'localhost';
	$_SERVER['SERVER_NAME'] = 'localhost';
	$_SERVER['REQUEST_URI'] = '/';
	require rtrim( $path, '/' ) . '/wp-load.php';
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	wp_install( 'Neumáticos y Taller', 'admin', 'admin@neumaticosytaller.test', true, '', wp_slash( (string) getenv( 'RUEDA_ADMIN_PASSWORD' ) ), 'es_ES' );
	update_option( 'permalink_structure', '/%postname%/' );
	switch_theme( 'twentytwentyfive' );
	exit( 0 );
}

fwrite( STDERR, "usage: php bin/plugin-zip-site.php list|extract|install ...\n" );
exit( 2 );
