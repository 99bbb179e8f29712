<?php
/**
 * Registration of the blocks, their category, scripts and translations.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Blocks;

use Rueda\Blocks\BlockRegistry;
use Rueda\Blocks\RuntimeScript;
use Rueda\Blocks\ShopSettings;

/**
 * Every built block.json is a registered block; the shared runtime and the blocks' scripts
 * point at the plugin's JS translations.
 */
final class BlockRegistryTest extends BlockTestCase {

	/**
	 * Built metadata: block name => path of its block.json.
	 *
	 * @return array<string,string>
	 */
	private function built_blocks(): array {
		$files = array_merge(
			(array) glob( RUEDA_DIR . '/build/blocks/*/block.json' ),
			(array) glob( RUEDA_DIR . '/build/blocks/*/inner-blocks/*/block.json' )
		);
		$names = array();
		foreach ( $files as $file ) {
			$metadata                   = json_decode( (string) file_get_contents( $file ), true );
			$names[ $metadata['name'] ] = $file;
		}
		return $names;
	}

	private function block_type( string $name ): \WP_Block_Type {
		$block = \WP_Block_Type_Registry::get_instance()->get_registered( $name );
		$this->assertInstanceOf( \WP_Block_Type::class, $block, $name );
		return $block;
	}

	public function test_every_built_block_is_registered_in_the_rueda_category(): void {
		$built      = $this->built_blocks();
		$registered = array_filter(
			array_keys( \WP_Block_Type_Registry::get_instance()->get_all_registered() ),
			static fn( string $name ) => str_starts_with( $name, 'rueda/' )
		);

		$this->assertGreaterThanOrEqual( 20, count( $built ), 'the build has the blocks and their inner blocks' );
		$this->assertEqualsCanonicalizing( array_keys( $built ), array_values( $registered ) );
		foreach ( $built as $name => $file ) {
			$metadata = json_decode( (string) file_get_contents( $file ), true );
			$block    = $this->block_type( $name );
			$this->assertSame( BlockRegistry::CATEGORY, $block->category, $name );
			$this->assertSame( 'rueda', $metadata['textdomain'], $name );
			// phpcs:ignore WordPress.WP.I18n -- the title read from block.json, translated as core does.
			$this->assertSame( translate_with_gettext_context( $metadata['title'], 'block title', 'rueda' ), $block->title, $name );
			$this->assertTrue( $block->is_dynamic(), "{$name} renders on the server" );
		}
		$this->assertSame( 'Carrito', $this->block_type( 'rueda/cart' )->title, 'titles are translated with the rueda domain' );
	}

	public function test_a_store_api_request_registers_no_block_and_no_script(): void {
		$uri                    = $_SERVER['REQUEST_URI'] ?? null; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- put back as it was.
		$_SERVER['REQUEST_URI'] = '/wp-json/wc/store/v1/cart/add-item';
		$registered             = 0;
		$count                  = static function ( $args ) use ( &$registered ) {
			++$registered;
			return $args;
		};
		add_filter( 'register_block_type_args', $count );
		$scripts = count( wp_scripts()->registered );

		( new BlockRegistry( RUEDA_DIR . '/build/blocks' ) )->register_blocks();

		$_SERVER['REQUEST_URI'] = $uri;
		$this->assertSame( 0, $registered );
		$this->assertCount( $scripts, wp_scripts()->registered );
	}

	public function test_top_level_blocks_go_anywhere_and_inner_blocks_only_inside_their_block(): void {
		foreach ( $this->built_blocks() as $name => $file ) {
			$block = $this->block_type( $name );
			if ( ! str_contains( $file, '/inner-blocks/' ) ) {
				$this->assertEmpty( $block->parent, $name );
				$this->assertEmpty( $block->ancestor, $name );
				continue;
			}
			// build/blocks/<owner>/inner-blocks/<inner>/block.json: the chain of parents reaches rueda/<owner>.
			$owner = 'rueda/' . basename( dirname( $file, 3 ) );
			$this->assertNotEmpty( array_merge( (array) $block->parent, (array) $block->ancestor ), "{$name} is restricted" );
			$chain = array( $name );
			$up    = $block;
			while ( $up->parent || $up->ancestor ) {
				$next = array_merge( (array) $up->parent, (array) $up->ancestor )[0];
				$this->assertNotContains( $next, $chain, "{$name}: no loop in the parents" );
				$chain[] = $next;
				$up      = $this->block_type( $next );
			}
			$this->assertSame( $owner, end( $chain ), "{$name} lives inside {$owner}" );
		}
	}

	public function test_the_frontends_are_view_scripts_that_share_the_runtime(): void {
		foreach ( array( 'rueda/cart', 'rueda/mini-cart', 'rueda/product-grid' ) as $name ) {
			$handles = $this->block_type( $name )->view_script_handles;

			$this->assertCount( 1, $handles, $name );
			$this->assertContains( RuntimeScript::HANDLE, wp_scripts()->registered[ $handles[0] ]->deps, $name );
		}
		$this->assertSame( array(), $this->block_type( 'rueda/workshop-info' )->view_script_handles, 'nothing to run in the browser' );
	}

	public function test_block_scripts_load_the_plugins_js_translations(): void {
		$checked = 0;
		foreach ( array_keys( $this->built_blocks() ) as $name ) {
			$block = $this->block_type( $name );
			foreach ( array_merge( $block->editor_script_handles, $block->view_script_handles, $block->script_handles ) as $handle ) {
				$script = wp_scripts()->registered[ $handle ];
				$this->assertSame( 'rueda', $script->textdomain, $handle );
				$this->assertSame( RUEDA_DIR . '/languages', $script->translations_path, $handle );
				++$checked;
			}
		}

		$this->assertGreaterThanOrEqual( 7, $checked, 'four editor scripts, three view scripts' );
		$this->assertStringContainsString( 'Filtrar productos', (string) load_script_textdomain( 'rueda-product-grid-view-script', 'rueda', RUEDA_DIR . '/languages' ) );
	}

	public function test_registers_the_runtime_script_with_its_translations(): void {
		$script = wp_scripts()->registered[ RuntimeScript::HANDLE ] ?? null;
		$asset  = require RUEDA_DIR . '/build/runtime/index.asset.php';

		$this->assertNotNull( $script );
		$this->assertSame( plugins_url( 'build/runtime/index.js', RUEDA_FILE ), $script->src );
		$this->assertSame( $asset['dependencies'], $script->deps );
		$this->assertSame( $asset['version'], $script->ver );
		$this->assertSame( 'defer', wp_scripts()->get_data( RuntimeScript::HANDLE, 'strategy' ) );
		$this->assertSame( 'rueda', $script->textdomain );
		$this->assertSame( RUEDA_DIR . '/languages', $script->translations_path );
		$this->assertStringContainsString( 'Probablemente estás desconectado', (string) load_script_textdomain( RuntimeScript::HANDLE, 'rueda', RUEDA_DIR . '/languages' ) );
		$this->assertFalse( wp_script_is( RuntimeScript::HANDLE, 'enqueued' ), 'only pages with a block load it' );
	}

	public function test_registers_the_shared_components_stylesheet_the_blocks_list(): void {
		$style = wp_styles()->registered[ RuntimeScript::STYLE_HANDLE ] ?? null;

		$this->assertNotNull( $style );
		$this->assertSame( plugins_url( 'build/runtime/style-index.css', RUEDA_FILE ), $style->src );
		$this->assertSame( 'replace', wp_styles()->get_data( RuntimeScript::STYLE_HANDLE, 'rtl' ) );
		foreach ( array( 'rueda/cart', 'rueda/mini-cart', 'rueda/product-grid' ) as $name ) {
			$this->assertContains( RuntimeScript::STYLE_HANDLE, $this->block_type( $name )->style_handles, $name );
		}
	}

	public function test_the_category_goes_first_and_keeps_the_others(): void {
		$core = array(
			array(
				'slug'  => 'text',
				'title' => 'Text',
				'icon'  => null,
			),
		);

		$categories = ( new BlockRegistry( RUEDA_DIR . '/build/blocks' ) )->add_category( $core );

		$this->assertSame( array( BlockRegistry::CATEGORY, 'text' ), array_column( $categories, 'slug' ) );
		$this->assertSame( 'Tienda Rueda', $categories[0]['title'] );
	}

	public function test_the_shop_settings_print_in_the_footer_before_the_scripts_that_read_them(): void {
		wp_enqueue_script( 'rueda-cart-view-script' );
		ob_start();
		do_action( 'wp_footer' );
		$footer = (string) ob_get_clean();
		wp_dequeue_script( 'rueda-cart-view-script' );
		wp_scripts()->done = array();

		$settings = strpos( $footer, 'id="' . ShopSettings::ELEMENT_ID . '"' );
		$runtime  = strpos( $footer, 'build/runtime/index.js' );
		$this->assertNotFalse( $settings, 'the settings are printed' );
		$this->assertNotFalse( $runtime, 'the runtime script is printed' );
		$this->assertLessThan( $runtime, $settings );
	}

	public function test_the_runtimes_translations_carry_those_of_the_parts_the_blocks_load_later(): void {
		$own    = (string) load_script_textdomain( RuntimeScript::HANDLE, 'rueda', RUEDA_DIR . '/languages' );
		$merged = json_decode( $own, true )['locale_data']['messages'] ?? array();
		$chunk  = RUEDA_DIR . '/languages/rueda-es_ES-' . md5( 'build/chunks/cart-drawer.js' ) . '.json';
		$drawer = json_decode( (string) file_get_contents( $chunk ), true )['locale_data']['messages'];
		unset( $drawer[''] );

		$this->assertNotEmpty( $drawer, 'the drawer, a lazily loaded part, has strings of its own' );
		foreach ( $drawer as $msgid => $translation ) {
			$this->assertSame( $translation, $merged[ $msgid ] ?? null, $msgid );
		}
	}
}
