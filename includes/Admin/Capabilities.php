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
		add_filter( 'map_meta_cap', array( self::class, 'own_uploads' ), 10, 4 );
	}

	/**
	 * Shop managers may edit and delete the photos they uploaded, which core's upload
	 * retries need (post-process, then DELETE), without getting the posts capabilities.
	 *
	 * @since 0.1.0
	 *
	 * @param string[] $caps    Primitive capabilities required.
	 * @param string   $cap     Capability checked.
	 * @param int      $user_id User.
	 * @param mixed[]  $args    The post id first.
	 * @return string[]
	 */
	public static function own_uploads( array $caps, string $cap, int $user_id, array $args ): array {
		if ( ! in_array( $cap, array( 'edit_post', 'delete_post' ), true ) || empty( $args[0] ) ) {
			return $caps;
		}
		$post = get_post( (int) $args[0] );
		if ( $post && 'attachment' === $post->post_type && (int) $post->post_author === $user_id && user_can( $user_id, self::CAPABILITY ) ) {
			return array( 'upload_files' );
		}
		return $caps;
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
