<?php
/**
 * Who may run the shop.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Admin;

/**
 * The `manage_rueda` capability, held by administrators and by the shop-manager role
 * (which can also upload product photos, and nothing else of the site). Installed on
 * activation, and on the next request of a site that updated without reactivating.
 *
 * @since 0.1.0
 */
final class Capabilities {

	public const CAPABILITY = 'manage_rueda';

	public const ROLE = 'rueda_shop_manager';

	private const VERSION        = 1;
	private const VERSION_OPTION = 'rueda_capabilities_version';

	/**
	 * Installs the capability on sites that do not have it yet.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'init', array( self::class, 'maybe_install' ), 2 );
	}

	/**
	 * Installs once per version.
	 *
	 * @since 0.1.0
	 */
	public static function maybe_install(): void {
		if ( (int) get_option( self::VERSION_OPTION ) < self::VERSION ) {
			self::install();
		}
	}

	/**
	 * Gives administrators the capability and creates the shop-manager role.
	 *
	 * @since 0.1.0
	 */
	public static function install(): void {
		get_role( 'administrator' )?->add_cap( self::CAPABILITY );
		remove_role( self::ROLE );
		add_role(
			self::ROLE,
			__( 'Shop manager', 'rueda' ),
			array(
				'read'           => true,
				'upload_files'   => true,
				self::CAPABILITY => true,
			)
		);
		update_option( self::VERSION_OPTION, self::VERSION );
	}

	/**
	 * Removes the capability and the role (uninstall, when the owner asks for it).
	 *
	 * @since 0.1.0
	 */
	public static function uninstall(): void {
		get_role( 'administrator' )?->remove_cap( self::CAPABILITY );
		remove_role( self::ROLE );
		delete_option( self::VERSION_OPTION );
	}
}
