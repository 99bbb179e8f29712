<?php
/**
 * One screen of the "Rueda" admin menu.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Admin;

/**
 * A submenu page of "Rueda" that only those who may manage the shop open: its body is a
 * React app (build/admin/{entry}.js) mounted on `#rueda-admin-{entry}`, given the data
 * of `data()` as `window.ruedaAdmin`. api-fetch comes from WordPress itself, already set
 * up with the nonce, its refresh, method override and the media-upload retries.
 *
 * @since 0.1.0
 */
abstract class AdminScreen {

	/**
	 * The slug of the top-level "Rueda" menu, the parent of every screen: its first entry,
	 * "Hoy en el taller" (Workshop\Admin\TodayPage), which adds it.
	 *
	 * @since 0.7.0
	 */
	public const MENU = 'rueda-today';

	/**
	 * The screen's slug, e.g. "rueda-products"; "rueda" for the settings, "rueda-today" for
	 * the first screen.
	 */
	abstract public function slug(): string;

	/**
	 * The script entry under build/admin, e.g. "products".
	 */
	abstract protected function entry(): string;

	/**
	 * The page title.
	 */
	abstract protected function title(): string;

	/**
	 * The label in the menu.
	 */
	abstract protected function menu_title(): string;

	/**
	 * What the script needs from the server, printed as `window.ruedaAdmin`.
	 *
	 * @return array<string,mixed>
	 */
	protected function data(): array {
		return array();
	}

	/**
	 * Hooks the menu entry.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_menu' ), $this->menu_priority() );
	}

	/**
	 * Menu order: the top-level menu and "Hoy en el taller" (9), the settings (10), then the
	 * screens in registration order.
	 */
	protected function menu_priority(): int {
		return 11;
	}

	/**
	 * Adds the submenu entry and loads the script on it.
	 *
	 * @since 0.1.0
	 */
	public function add_menu(): void {
		$hook = add_submenu_page( self::MENU, $this->title(), $this->menu_title(), Capabilities::CAPABILITY, $this->slug(), array( $this, 'render' ) );
		if ( $hook ) {
			add_action( 'load-' . $hook, array( $this, 'enqueue' ) );
		}
	}

	/**
	 * Enqueues the script, its translations, the component styles and the data.
	 *
	 * @since 0.1.0
	 */
	public function enqueue(): void {
		$asset_file = RUEDA_DIR . '/build/admin/' . $this->entry() . '.asset.php';
		if ( ! is_readable( $asset_file ) ) {
			return;
		}
		$asset  = require $asset_file;
		$handle = 'rueda-admin-' . $this->entry();
		wp_enqueue_script( $handle, plugins_url( 'build/admin/' . $this->entry() . '.js', RUEDA_FILE ), $asset['dependencies'], $asset['version'], true );
		wp_set_script_translations( $handle, 'rueda', RUEDA_DIR . '/languages' );
		CoreMessages::enqueue();
		wp_enqueue_style( 'wp-components' );
		if ( is_readable( RUEDA_DIR . '/build/admin/' . $this->entry() . '.css' ) ) {
			wp_enqueue_style( $handle, plugins_url( 'build/admin/' . $this->entry() . '.css', RUEDA_FILE ), array( 'wp-components' ), $asset['version'] );
		}
		wp_add_inline_script( $handle, 'window.ruedaAdmin = ' . wp_json_encode( $this->data(), JSON_HEX_TAG | JSON_UNESCAPED_UNICODE ) . ';', 'before' );
	}

	/**
	 * The screen's frame; the script fills it.
	 *
	 * @since 0.1.0
	 */
	public function render(): void {
		printf( '<div class="wrap rueda-admin"><h1>%s</h1><div id="rueda-admin-%s"></div></div>', esc_html( $this->title() ), esc_attr( $this->entry() ) );
	}
}
