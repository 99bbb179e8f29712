<?php
/**
 * Child process of UninstallTest, run on a second shop installed under another table
 * prefix (RUEDA_TABLE_PREFIX): gives a customer a saved address, records the owner's
 * choice, deletes the plugin the way the Plugins screen does, and prints what is left.
 *
 * Usage: RUEDA_TABLE_PREFIX=... php uninstall.php SITE_DIR remove|keep
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

[ , $site, $choice ]  = $argv;
$_SERVER['HTTP_HOST'] = 'localhost';
require $site . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$customer = wp_insert_user(
	array(
		'user_login' => 'cliente',
		'user_pass'  => wp_generate_password(),
		'user_email' => 'cliente@example.test',
		'role'       => 'customer',
	)
);
update_user_meta( (int) $customer, '_rueda_address_billing', array( 'city' => 'Madrid' ) );
update_option( \Rueda\Uninstaller::REMOVE_DATA_OPTION, 'remove' === $choice );

uninstall_plugin( 'rueda/plugin.php' );

global $wpdb;
wp_cache_flush();
echo wp_json_encode(
	array(
		'tables'      => $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'rueda_' ) . '%' ) ),
		'options'     => $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( 'rueda_' ) . '%' ) ),
		'posts'       => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type IN ('rueda_product', 'rueda_variation', 'rueda_coupon')" ),
		'user_meta'   => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->usermeta} WHERE meta_key LIKE %s", $wpdb->esc_like( '_rueda_' ) . '%' ) ),
		'pages'       => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'page'" ),
		'role'        => null !== get_role( \Rueda\Admin\Capabilities::ROLE ),
		'admin_cap'   => get_role( 'administrator' )->has_cap( \Rueda\Admin\Capabilities::CAPABILITY ),
		'cron_hooked' => false !== wp_next_scheduled( \Rueda\Domain\Cart\CartLifecycle::CLEANUP_HOOK ),
	)
);
