<?php
/**
 * Rueda's scripts and the core scripts they need load without blocking the first paint.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Blocks;

use Rueda\Blocks\DeferredScripts;

// phpcs:disable WordPress.WP.EnqueuedResources.NonEnqueuedScript, WordPress.WP.EnqueuedResourceParameters.NotInFooter -- the test enqueues head scripts and reads the tags printed.

/**
 * A page with a Rueda script prints nothing of it in the head; in the footer, files are
 * deferred and inline parts are inline modules, in the order core gives them.
 */
final class DeferredScriptsTest extends BlockTestCase {

	/**
	 * The page's scripts, as fresh as a new request's.
	 *
	 * @var \WP_Scripts|null
	 */
	private $saved_scripts;

	public function set_up(): void {
		parent::set_up();
		$this->saved_scripts   = $GLOBALS['wp_scripts'] ?? null;
		$GLOBALS['wp_scripts'] = null;
		wp_scripts();
		wp_register_script( 'rueda-test-block', 'https://example.test/block.js', array( 'wp-data', 'wp-api-fetch', 'wp-i18n' ), '1', array( 'strategy' => 'defer' ) );
		wp_add_inline_script( 'rueda-test-block', 'window.ruedaTestBefore = 1;', 'before' );
	}

	public function tear_down(): void {
		$GLOBALS['wp_scripts'] = $this->saved_scripts;
		parent::tear_down();
	}

	/**
	 * Head and footer as a front-end request prints them.
	 *
	 * @return array{0:string,1:string} Head, footer.
	 */
	private function print_page(): array {
		$deferred = new DeferredScripts();
		$deferred->register();
		$deferred->delay();
		ob_start();
		wp_print_head_scripts();
		$head = (string) ob_get_clean();
		ob_start();
		wp_print_footer_scripts();
		$footer = (string) ob_get_clean();
		remove_filter( 'wp_script_attributes', array( $deferred, 'defer_file' ) );
		remove_filter( 'wp_inline_script_attributes', array( $deferred, 'defer_inline' ) );
		remove_all_actions( 'wp_head' );
		return array( $head, $footer );
	}

	public function test_a_rueda_script_and_its_whole_dependency_tree_move_to_the_footer_deferred(): void {
		wp_enqueue_script( 'rueda-test-block' );

		[ $head, $footer ] = $this->print_page();

		$this->assertStringNotContainsString( '<script', $head );
		foreach ( array( 'rueda-test-block', 'wp-data', 'wp-api-fetch', 'wp-i18n', 'wp-hooks', 'react' ) as $handle ) {
			$this->assertMatchesRegularExpression( '#<script[^>]* defer id="' . $handle . '-js" src=#', $footer, $handle );
		}
		foreach ( array( 'wp-i18n-js-after', 'wp-api-fetch-js-after', 'wp-data-js-after', 'rueda-test-block-js-before' ) as $inline ) {
			$this->assertStringContainsString( '<script id="' . $inline . '" type="module">', $footer, $inline );
		}
		// Core's order stands: each inline part right after (or before) its file.
		$this->assertMatchesRegularExpression( '#id="wp-i18n-js" src=[^>]*></script>\s*<script id="wp-i18n-js-after" type="module">#', $footer );
		$this->assertMatchesRegularExpression( '#<script id="rueda-test-block-js-before" type="module">[^<]*</script>\s*<script[^>]*id="rueda-test-block-js"#', $footer );
	}

	public function test_a_dependency_another_head_script_needs_stays_in_the_head_as_it_was(): void {
		wp_enqueue_script( 'rueda-test-block' );
		wp_enqueue_script( 'theme-head', 'https://example.test/theme.js', array( 'wp-hooks' ), '1' );

		[ $head, $footer ] = $this->print_page();

		$this->assertMatchesRegularExpression( '#<script id="wp-hooks-js" src=#', $head );
		$this->assertStringContainsString( 'id="theme-head-js"', $head );
		$this->assertStringNotContainsString( 'wp-hooks-js', $footer );
		$this->assertMatchesRegularExpression( '#<script defer id="wp-i18n-js" src=#', $footer );
	}

	public function test_an_extension_script_loads_with_the_runtime_and_before_the_blocks(): void {
		wp_register_script( 'rueda-runtime', 'https://example.test/runtime.js', array( 'wp-data' ), '1', array( 'strategy' => 'defer' ) );
		wp_register_script( 'rueda-test-cart', 'https://example.test/cart.js', array( 'rueda-runtime' ), '1', array( 'strategy' => 'defer' ) );
		wp_enqueue_script( 'rueda-test-cart' );
		wp_enqueue_script( 'acme-storage', 'https://example.test/acme.js', array( 'rueda-runtime', 'wp-element' ), '1', true );
		wp_enqueue_script( 'theme-footer', 'https://example.test/theme.js', array(), '1', true );

		[ $head, $footer ] = $this->print_page();

		$this->assertStringNotContainsString( '<script', $head );
		$this->assertMatchesRegularExpression( '#<script[^>]* defer id="acme-storage-js" src=#', $footer );
		$this->assertMatchesRegularExpression( '#<script[^>]* defer id="wp-element-js" src=#', $footer );
		$order = array_map( static fn( string $handle ) => strpos( $footer, 'id="' . $handle . '-js"' ), array( 'rueda-runtime', 'acme-storage', 'rueda-test-cart' ) );
		$this->assertSame( $order, array_values( array_filter( $order ) ), 'all printed' );
		$sorted = $order;
		sort( $sorted );
		$this->assertSame( $sorted, $order, 'runtime, then the extension, then the block' );
		$this->assertMatchesRegularExpression( '#<script id="theme-footer-js" src=#', $footer, 'other scripts as they were' );
	}

	public function test_pages_without_rueda_scripts_and_the_admin_are_left_alone(): void {
		wp_enqueue_script( 'wp-data' );
		[ , $footer ] = $this->print_page();
		$this->assertMatchesRegularExpression( '#<script id="wp-data-js" src=#', $footer );
		$this->assertStringContainsString( '<script id="wp-data-js-after">', $footer );

		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		set_current_screen( 'dashboard' );
		wp_enqueue_script( 'rueda-test-block' );
		$deferred = new DeferredScripts();
		$deferred->delay();
		$this->assertSame( 0, (int) wp_scripts()->get_data( 'rueda-test-block', 'group' ) );
		set_current_screen( 'front' );
	}
}
