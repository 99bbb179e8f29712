<?php
/**
 * The "Rueda" admin menu and its settings screen.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Admin;

use Rueda\Domain\Customers\Countries;

/**
 * A top-level "Rueda" menu for those who may manage the shop; its screen is a React app
 * (build/admin/settings.js, @wordpress/components) saving through rueda/v1.
 *
 * @since 0.1.0
 */
final class SettingsPage {

	public const SLUG = 'rueda';

	private const HANDLE = 'rueda-admin-settings';

	/**
	 * Hooks the menu.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_menu' ) );
	}

	/**
	 * Adds the menu and loads the screen's script on it.
	 *
	 * @since 0.1.0
	 */
	public function add_menu(): void {
		$hook = add_menu_page(
			__( 'Rueda shop settings', 'rueda' ),
			__( 'Rueda', 'rueda' ),
			Capabilities::CAPABILITY,
			self::SLUG,
			array( $this, 'render' ),
			'dashicons-car',
			56
		);
		add_submenu_page( self::SLUG, __( 'Rueda shop settings', 'rueda' ), __( 'Settings', 'rueda' ), Capabilities::CAPABILITY, self::SLUG );
		add_action( 'load-' . $hook, array( $this, 'enqueue' ) );
	}

	/**
	 * Enqueues the screen's script, its translations and the countries it offers.
	 *
	 * @since 0.1.0
	 */
	public function enqueue(): void {
		$asset_file = RUEDA_DIR . '/build/admin/settings.asset.php';
		if ( ! is_readable( $asset_file ) ) {
			return;
		}
		$asset = require $asset_file;
		wp_enqueue_script( self::HANDLE, plugins_url( 'build/admin/settings.js', RUEDA_FILE ), $asset['dependencies'], $asset['version'], true );
		wp_set_script_translations( self::HANDLE, 'rueda', RUEDA_DIR . '/languages' );
		wp_enqueue_style( 'wp-components' );
		wp_add_inline_style( 'wp-components', '.rueda-settings{display:grid;gap:16px;max-width:720px}.rueda-settings .components-card__body{display:grid;gap:16px}.rueda-settings__error{color:#cc1818;margin:0}.rueda-settings h2{margin:0}' );
		$countries = array();
		foreach ( Countries::codes() as $code ) {
			$countries[ $code ] = Countries::name( $code );
		}
		uasort( $countries, static fn( string $a, string $b ): int => strcasecmp( remove_accents( $a ), remove_accents( $b ) ) );
		wp_add_inline_script( self::HANDLE, 'window.ruedaSettingsPage = ' . wp_json_encode( array( 'countries' => $countries ), JSON_HEX_TAG | JSON_UNESCAPED_UNICODE ) . ';', 'before' );
	}

	/**
	 * The screen's frame; the script fills it.
	 *
	 * @since 0.1.0
	 */
	public function render(): void {
		printf( '<div class="wrap"><h1>%s</h1><div id="rueda-settings"></div></div>', esc_html__( 'Rueda shop settings', 'rueda' ) );
	}
}
