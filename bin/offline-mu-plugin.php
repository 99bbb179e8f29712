<?php
/**
 * Plugin Name: Rueda local site (offline)
 * Description: Local development and test sites have no internet: skip WordPress.org update checks instead of waiting on blocked requests and logging warnings.
 *
 * Copied into each local site's mu-plugins by bin/write-config.php; not part of Rueda.
 */

// "Checked" lists every installed plugin and theme at its version: wp_update_plugins() and
// wp_update_themes() (the Plugins and Themes screens call them) ask again for any missing.
$rueda_checked = static function ( $pre, string $transient ): object {
	$checked = array();
	if ( 'update_plugins' === $transient && function_exists( 'get_plugins' ) ) {
		$checked = wp_list_pluck( get_plugins(), 'Version' );
	} elseif ( 'update_themes' === $transient ) {
		foreach ( wp_get_themes() as $theme ) {
			$checked[ $theme->get_stylesheet() ] = $theme->get( 'Version' );
		}
	}
	return (object) array(
		'last_checked'    => time(),
		'version_checked' => $GLOBALS['wp_version'],
		'updates'         => array(),
		'translations'    => array(),
		'response'        => array(),
		'checked'         => $checked,
	);
};
foreach ( array( 'update_core', 'update_plugins', 'update_themes' ) as $rueda_transient ) {
	add_filter( "pre_site_transient_{$rueda_transient}", $rueda_checked, 10, 2 );
}
add_filter( 'translations_api', static fn() => array( 'translations' => array() ) );
