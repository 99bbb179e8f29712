<?php
/**
 * What deleting the plugin removes.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda;

use Rueda\Domain\Catalog\PostTypes;
use Rueda\Domain\Coupons\CouponRepository;
use Rueda\Domain\Customers\CustomerAccounts;

/**
 * Run by uninstall.php when the owner deletes Rueda. The capability, the shop-manager
 * role, the customer role when Rueda made it (users left without a role become
 * subscribers) and the scheduled cleanup always go; the shop's data (tables, products,
 * coupons, settings, customers' saved addresses and cards) only when the owner chose so
 * in the settings, since a reinstall would otherwise find the shop as it was. Pages and
 * media stay: they are the owner's content.
 *
 * @since 0.1.0
 */
final class Uninstaller {

	/** The owner's choice, saved from Settings → Data. */
	public const REMOVE_DATA_OPTION = 'rueda_remove_data_on_uninstall';

	/**
	 * Removes what Rueda added.
	 *
	 * @since 0.1.0
	 */
	public static function run(): void {
		self::remove_role( Admin\Capabilities::ROLE );
		if ( get_option( CustomerAccounts::ROLE_CREATED_OPTION ) ) {
			self::remove_role( CustomerAccounts::ROLE );
		}
		delete_option( CustomerAccounts::ROLE_CREATED_OPTION );
		Admin\Capabilities::uninstall();
		wp_clear_scheduled_hook( Domain\Cart\CartLifecycle::CLEANUP_HOOK );
		wp_unschedule_hook( Domain\Payments\Redsys\RedsysGateway::EXPIRY_HOOK );
		wp_clear_scheduled_hook( Invoices\Verifactu\QueueSchedule::HOOK );
		// The AEAT certificate is a secret: it never outlives the plugin, data kept or not.
		Domain\Invoices\Verifactu\Submission\CertificateStore::delete();
		wp_clear_scheduled_hook( Catalog\Module::SALE_PRICES_HOOK );
		if ( get_option( self::REMOVE_DATA_OPTION ) ) {
			self::remove_data();
		}
	}

	/**
	 * Removes a role and takes it away from its users, giving those left with no role the
	 * subscriber one: without a role an account may not even read its profile. A role is
	 * a key of the user's capabilities, so this also cleans up after a role that is no
	 * longer registered.
	 *
	 * @param string $role Role.
	 */
	private static function remove_role( string $role ): void {
		foreach ( get_users(
			array(
				'role'   => $role,
				'fields' => 'ID',
			)
		) as $id ) {
			$user = new \WP_User( (int) $id );
			$user->remove_cap( $role );
			if ( ! $user->roles ) {
				$user->add_role( 'subscriber' );
			}
		}
		remove_role( $role );
	}

	/**
	 * Drops the tables and deletes the posts, terms, options and user meta.
	 */
	private static function remove_data(): void {
		global $wpdb;
		foreach ( Storage\Schema::TABLES as $table ) {
			$wpdb->query( 'DROP TABLE IF EXISTS ' . Storage\Schema::table( $table ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- A constant table name.
		}

		( new PostTypes() )->register_types();
		CouponRepository::register_post_type();
		$types = array( PostTypes::PRODUCT, PostTypes::VARIATION, CouponRepository::POST_TYPE );
		foreach ( get_posts(
			array(
				'post_type'   => $types,
				'post_status' => 'any',
				'numberposts' => -1,
				'fields'      => 'ids',
			)
		) as $id ) { // phpcs:ignore WordPress.WP.PostsPerPage -- Every one of them.
			wp_delete_post( (int) $id, true );
		}
		// Media made for the shop rather than uploaded by the owner (the demo plugin's drawn
		// product pictures) carry a `_rueda_` meta key: they go, with their files.
		$made = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT m.post_id FROM {$wpdb->postmeta} m JOIN {$wpdb->posts} p ON p.ID = m.post_id WHERE p.post_type = 'attachment' AND m.meta_key LIKE %s", $wpdb->esc_like( '_rueda_' ) . '%' ) );
		foreach ( $made as $id ) {
			wp_delete_attachment( (int) $id, true );
		}
		foreach ( get_object_taxonomies( array( PostTypes::PRODUCT, PostTypes::VARIATION ) ) as $taxonomy ) {
			foreach ( get_terms(
				array(
					'taxonomy'   => $taxonomy,
					'hide_empty' => false,
					'fields'     => 'ids',
				)
			) as $term ) {
				wp_delete_term( (int) $term, $taxonomy );
			}
		}

		$like = $wpdb->esc_like( 'rueda_' ) . '%';
		foreach ( $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s", $like, '\_transient\_' . $like, '\_transient\_timeout\_' . $like ) ) as $option ) {
			delete_option( $option );
		}
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->usermeta} WHERE meta_key LIKE %s", $wpdb->esc_like( '_rueda_' ) . '%' ) );
		wp_cache_flush();
	}
}
