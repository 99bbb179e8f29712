<?php
/**
 * Plugin Name: Rueda local site (offline)
 * Description: Local development and test sites have no internet: skip WordPress.org update checks instead of waiting on blocked requests and logging warnings.
 *
 * Copied into each local site's mu-plugins by bin/write-config.php; not part of Rueda.
 */

$rueda_checked = static fn() => (object) array(
	'last_checked'    => time(),
	'version_checked' => $GLOBALS['wp_version'],
	'updates'         => array(),
	'translations'    => array(),
	'response'        => array(),
	'checked'         => array(),
);
foreach ( array( 'update_core', 'update_plugins', 'update_themes' ) as $rueda_transient ) {
	add_filter( "pre_site_transient_{$rueda_transient}", $rueda_checked );
}
add_filter( 'translations_api', static fn() => array( 'translations' => array() ) );
