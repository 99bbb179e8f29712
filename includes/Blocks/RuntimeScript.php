<?php
/**
 * The script every block frontend shares.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Blocks;

/**
 * Registers `rueda-runtime` (build/runtime/index.js): the data stores, the API setup and the
 * inner-block registry, as `window.rueda.runtime`. Block frontends list it as a dependency
 * in their asset files, so it loads once however many Rueda blocks a page has. Also the
 * `rueda-components` stylesheet of the components the blocks share, which their block.json
 * files list as a style.
 *
 * @since 0.1.0
 */
final class RuntimeScript {

	public const HANDLE = 'rueda-runtime';

	public const STYLE_HANDLE = 'rueda-components';

	/**
	 * Creates the script registration.
	 *
	 * @param string $build_dir The build directory.
	 */
	public function __construct( private string $build_dir ) {}

	/**
	 * Registers the script, its translations and the shared stylesheet.
	 *
	 * @since 0.1.0
	 */
	public function register_assets(): void {
		$asset_file = $this->build_dir . '/runtime/index.asset.php';
		if ( ! is_readable( $asset_file ) ) {
			return;
		}
		$asset = require $asset_file;
		wp_register_script(
			self::HANDLE,
			plugins_url( 'build/runtime/index.js', RUEDA_FILE ),
			$asset['dependencies'] ?? array(),
			$asset['version'] ?? RUEDA_VERSION,
			array( 'strategy' => 'defer' )
		);
		wp_set_script_translations( self::HANDLE, 'rueda', RUEDA_DIR . '/languages' );
		wp_register_style( self::STYLE_HANDLE, plugins_url( 'build/runtime/style-index.css', RUEDA_FILE ), array(), $asset['version'] ?? RUEDA_VERSION );
		wp_style_add_data( self::STYLE_HANDLE, 'rtl', 'replace' );
	}
}
