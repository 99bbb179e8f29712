<?php
/**
 * Child process of UninstallTest, run on a second shop installed under another table
 * prefix (RUEDA_TABLE_PREFIX): gives the shop a customer with a saved address and two
 * shop managers (one also an editor), records the owner's choice, deletes the plugin the
 * way the Plugins screen does, and prints what is left.
 *
 * Usage: RUEDA_TABLE_PREFIX=... php uninstall.php SITE_DIR remove|keep rueda|other
 * (who made the customer role: Rueda at the first checkout account, or another plugin).
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

[ , $site, $choice, $role_maker ] = $argv;
$_SERVER['HTTP_HOST']             = 'localhost';
require $site . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( 'other' === $role_maker ) {
	add_role( 'customer', 'Customer', array( 'read' => true ) );
}
\Rueda\Domain\Customers\CustomerAccounts::ensure_role();

$users = array();
foreach ( array(
	'cliente' => 'customer',
	'gerente' => \Rueda\Admin\Capabilities::ROLE,
	'editora' => 'editor',
) as $login => $role ) {
	$users[ $login ] = new WP_User(
		wp_insert_user(
			array(
				'user_login' => $login,
				'user_pass'  => wp_generate_password(),
				'user_email' => $login . '@example.test',
				'role'       => $role,
			)
		)
	);
}
$users['editora']->add_role( \Rueda\Admin\Capabilities::ROLE );
update_user_meta( $users['cliente']->ID, '_rueda_address_billing', array( 'city' => 'Madrid' ) );
update_option( \Rueda\Uninstaller::REMOVE_DATA_OPTION, 'remove' === $choice );
// The shop's AEAT certificate, a self-signed one.
$key  = openssl_pkey_new( array( 'private_key_type' => OPENSSL_KEYTYPE_RSA ) );
$cert = openssl_csr_sign( openssl_csr_new( array( 'commonName' => 'Neumáticos Rueda S.L.' ), $key ), null, $key, 30 );
openssl_pkcs12_export( $cert, $p12, $key, 'secreta' );
$certificate = \Rueda\Domain\Invoices\Verifactu\Submission\CertificateStore::store( $p12, 'secreta', time() );
$certificate = get_option( \Rueda\Domain\Invoices\Verifactu\Submission\CertificateStore::OPTION )['path'];
wp_schedule_single_event( time() + 60, \Rueda\Invoices\Verifactu\QueueSchedule::HOOK );

uninstall_plugin( 'rueda/plugin.php' );

global $wpdb;
wp_cache_flush();
echo wp_json_encode(
	array(
		'tables'        => $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'rueda_' ) . '%' ) ),
		'options'       => $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( 'rueda_' ) . '%' ) ),
		'posts'         => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type IN ('rueda_product', 'rueda_variation', 'rueda_coupon')" ),
		'pictures'      => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key = '_rueda_demo_picture'" ),
		'user_meta'     => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->usermeta} WHERE meta_key LIKE %s", $wpdb->esc_like( '_rueda_' ) . '%' ) ),
		'pages'         => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'page'" ),
		'role'          => null !== get_role( \Rueda\Admin\Capabilities::ROLE ),
		'customer_role' => null !== get_role( 'customer' ),
		// The roles each user is stored with, registered or not.
		'user_roles'    => array_map( static fn( WP_User $user ) => array_keys( (array) get_user_meta( $user->ID, $wpdb->prefix . 'capabilities', true ) ), $users ),
		'admin_cap'     => get_role( 'administrator' )->has_cap( \Rueda\Admin\Capabilities::CAPABILITY ),
		'cron_hooked'   => false !== wp_next_scheduled( \Rueda\Domain\Cart\CartLifecycle::CLEANUP_HOOK ) || false !== wp_next_scheduled( \Rueda\Invoices\Verifactu\QueueSchedule::HOOK ),
		'certificate'   => file_exists( $certificate ) || false !== get_option( \Rueda\Domain\Invoices\Verifactu\Submission\CertificateStore::OPTION ),
	)
);
