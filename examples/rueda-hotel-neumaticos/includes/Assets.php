<?php
/**
 * The example's blocks and scripts.
 *
 * @package RuedaHotel
 */

declare( strict_types=1 );

namespace RuedaHotel;

/**
 * Extension points used: blocks for Rueda's inner block areas (their block.json names the
 * area as `parent` and locks removal, so Rueda renders them in the area without the page
 * being edited) and a script on `rueda-runtime`, which Rueda loads before its blocks mount.
 */
final class Assets {

	/**
	 * Creates the registration.
	 *
	 * @param string $plugin_file The plugin's main file.
	 */
	public function __construct( private string $plugin_file ) {}

	/**
	 * Hooks registration.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_blocks' ) );
	}

	/**
	 * Registers the scripts, then the blocks that name them.
	 */
	public function register_blocks(): void {
		$version = '0.2.0';
		wp_register_script(
			'hotel-neumaticos-frontend',
			plugins_url( 'assets/frontend.js', $this->plugin_file ),
			array( 'rueda-runtime', 'wp-element', 'wp-data', 'wp-i18n' ),
			$version,
			array( 'in_footer' => true )
		);
		wp_register_script(
			'hotel-neumaticos-editor',
			plugins_url( 'assets/editor.js', $this->plugin_file ),
			array( 'rueda-runtime', 'wp-blocks', 'wp-block-editor', 'wp-element', 'wp-i18n' ),
			$version,
			array( 'in_footer' => true )
		);
		$render = static fn( array $attributes, string $content, \WP_Block $block ): string => sprintf(
			'<div %s></div>',
			get_block_wrapper_attributes( array( 'data-block-name' => $block->name ) )
		);
		foreach ( array( 'storage-offer', 'storage-details' ) as $block ) {
			register_block_type( dirname( $this->plugin_file ) . '/blocks/' . $block, array( 'render_callback' => $render ) );
		}
	}
}
