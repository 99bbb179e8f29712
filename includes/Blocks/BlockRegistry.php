<?php
/**
 * Registers Rueda's blocks from their built block.json files.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Blocks;

/**
 * Registers the block category and every block found under the build directory.
 *
 * @since 0.1.0
 */
final class BlockRegistry {

	public const CATEGORY = 'rueda';

	/**
	 * Creates the registry.
	 *
	 * @param string $build_dir Directory holding one folder per built block.
	 */
	public function __construct( private string $build_dir ) {}

	/**
	 * Hooks registration.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_blocks' ) );
		add_filter( 'block_categories_all', array( $this, 'add_category' ) );
	}

	/**
	 * Registers each block and points its scripts at Rueda's own JS translations.
	 *
	 * @since 0.1.0
	 */
	public function register_blocks(): void {
		foreach ( (array) glob( $this->build_dir . '/*/block.json' ) as $metadata ) {
			$block = register_block_type( dirname( $metadata ) );
			if ( ! $block ) {
				continue;
			}
			$handles = array_merge( $block->editor_script_handles, $block->view_script_handles, $block->script_handles );
			foreach ( $handles as $handle ) {
				wp_set_script_translations( $handle, 'rueda', RUEDA_DIR . '/languages' );
			}
		}
	}

	/**
	 * Puts the "Rueda" category first in the inserter.
	 *
	 * @since 0.1.0
	 *
	 * @param array<int,array<string,mixed>> $categories Registered categories.
	 * @return array<int,array<string,mixed>>
	 */
	public function add_category( array $categories ): array {
		array_unshift(
			$categories,
			array(
				'slug'  => self::CATEGORY,
				'title' => __( 'Rueda shop', 'rueda' ),
				'icon'  => null,
			)
		);
		return $categories;
	}
}
