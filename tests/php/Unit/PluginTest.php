<?php
/**
 * Rueda boots inside WordPress: blocks, category, translations, activation.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Unit;

use Rueda\Installer;
use Rueda\Settings\WorkshopSettings;
use Rueda\Tests\TestCase;

/**
 * Plugin boot.
 */
final class PluginTest extends TestCase {

	public function test_registers_blocks_from_the_build(): void {
		$block = \WP_Block_Type_Registry::get_instance()->get_registered( 'rueda/workshop-info' );

		$this->assertNotNull( $block );
		$this->assertSame( 'rueda', $block->category );
	}

	public function test_adds_the_rueda_block_category_first(): void {
		$categories = get_block_categories( new \WP_Block_Editor_Context() );

		$this->assertSame( 'rueda', $categories[0]['slug'] );
		$this->assertSame( 'Tienda Rueda', $categories[0]['title'] );
	}

	public function test_loads_the_spanish_translations(): void {
		$this->assertSame( 'es_ES', determine_locale() );
		$this->assertSame( 'Horario de apertura', __( 'Opening hours', 'rueda' ) );
		$this->assertSame( 'Datos del taller', \WP_Block_Type_Registry::get_instance()->get_registered( 'rueda/workshop-info' )->title );
	}

	public function test_block_scripts_point_at_the_plugins_js_translations(): void {
		$block  = \WP_Block_Type_Registry::get_instance()->get_registered( 'rueda/workshop-info' );
		$handle = $block->editor_script_handles[0];

		$this->assertSame( RUEDA_DIR . '/languages', wp_scripts()->registered[ $handle ]->translations_path );
		$this->assertStringContainsString( 'Mostrar la dirección', (string) load_script_textdomain( $handle, 'rueda', RUEDA_DIR . '/languages' ) );
	}

	public function test_activation_keeps_saved_workshop_details(): void {
		update_option( WorkshopSettings::OPTION, array( 'name' => 'Taller Pepe' ) );

		Installer::activate();

		$this->assertSame( 'Taller Pepe', WorkshopSettings::get()['name'] );
		$this->assertSame( RUEDA_VERSION, get_option( Installer::VERSION_OPTION ) );
	}

	public function test_nothing_rueda_ships_needs_the_demo_plugin(): void {
		$files = array( RUEDA_DIR . '/plugin.php', RUEDA_DIR . '/uninstall.php' );
		foreach ( new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( RUEDA_DIR . '/includes', \FilesystemIterator::SKIP_DOTS ) ) as $file ) {
			$files[] = $file->getPathname();
		}

		foreach ( $files as $file ) {
			// The demo (rueda-demo/) is a plugin of its own that a shop does not install.
			$this->assertSame( 0, preg_match( '/RuedaDemo\\\\|RUEDA_DEMO_|Content\\\\Demo|rueda-demo\//', (string) file_get_contents( $file ) ), $file . ' names the demo.' );
		}
	}
}
