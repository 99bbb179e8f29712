<?php
/**
 * Registers Rueda's blocks from their built block.json files.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Blocks;

use Rueda\StoreApi\StoreApi;

/**
 * Registers the block category, the shared frontend runtime, and every block found under
 * the build directory, inner blocks (`<block>/inner-blocks/<inner>/block.json`) included.
 *
 * @since 0.1.0
 */
final class BlockRegistry {

	public const CATEGORY = 'rueda';

	/**
	 * The script the block frontends share.
	 *
	 * @var RuntimeScript
	 */
	private RuntimeScript $runtime;

	/**
	 * Creates the registry.
	 *
	 * @param string $build_dir Directory holding one folder per built block.
	 */
	public function __construct( private string $build_dir ) {
		$this->runtime = new RuntimeScript( dirname( $build_dir ) );
	}

	/**
	 * Hooks registration, the frontends' settings and their translations.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_blocks' ) );
		add_filter( 'block_categories_all', array( $this, 'add_category' ) );
		( new ShopSettings() )->register();
		( new ChunkTranslations( dirname( $this->build_dir ) ) )->register();
	}

	/**
	 * Registers the runtime first (the blocks' view scripts depend on it), then each block,
	 * pointing its scripts at Rueda's own JS translations. Not for a Store API request: it
	 * renders no block and prints no script, and registering them (which also sets up
	 * WordPress's scripts) took a sixth of a cart request's time.
	 *
	 * @since 0.1.0
	 */
	public function register_blocks(): void {
		if ( StoreApi::is_request() ) {
			return;
		}
		$this->runtime->register_assets();
		$metadata_files = array_merge(
			(array) glob( $this->build_dir . '/*/block.json' ),
			(array) glob( $this->build_dir . '/*/inner-blocks/*/block.json' )
		);
		foreach ( $metadata_files as $metadata ) {
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
