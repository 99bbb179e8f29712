<?php
/**
 * Translations of the lazily loaded chunks, merged once into the runtime's.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Blocks;

use Rueda\Blocks\ChunkTranslations;

/**
 * ChunkTranslations::merge() answers only for the path-hash file of the shared runtime, with
 * its own strings and every chunk's; the block view scripts keep only their own.
 */
final class ChunkTranslationsTest extends BlockTestCase {

	private const HANDLE = 'rueda-runtime';

	private const RUNTIME = 'build/runtime/index.js';

	private ChunkTranslations $chunks;

	protected function set_up(): void {
		parent::set_up();
		$this->chunks = new ChunkTranslations( RUEDA_DIR . '/build' );
		$this->use_locale( 'es_ES' );
	}

	private function use_locale( string $locale ): void {
		$this->filter( 'determine_locale', static fn() => $locale, PHP_INT_MAX );
	}

	/**
	 * The translation file WordPress looks for, named after the script's path.
	 *
	 * @param string $script Script path inside the plugin.
	 * @param string $locale Locale.
	 */
	private function path_hash_file( string $script, string $locale = 'es_ES' ): string {
		return RUEDA_DIR . "/languages/rueda-{$locale}-" . md5( $script ) . '.json';
	}

	/**
	 * Messages of a translation file.
	 *
	 * @param string $json JSON translations.
	 * @return array<string,mixed>
	 */
	private function messages( string $json ): array {
		$data = json_decode( $json, true );
		$this->assertIsArray( $data );
		return $data['locale_data']['messages'];
	}

	public function test_merges_the_chunks_strings_into_the_runtimes_own(): void {
		$file = $this->path_hash_file( self::RUNTIME );
		$this->assertFileExists( $file );

		$merged = $this->chunks->merge( null, $file, self::HANDLE, 'rueda' );

		$this->assertIsString( $merged );
		$messages = $this->messages( $merged );
		$own      = $this->messages( (string) file_get_contents( $file ) );
		$this->assertNotSame( array(), array_diff_key( $own, array( '' => 1 ) ), 'the runtime has strings of its own' );
		$this->assertSame( array( 'Quitar el cupón "%s"' ), $messages['Remove coupon "%s"'], 'from build/chunks/cart-totals.js' );
		$this->assertSame( $own[''], $messages[''], 'the script’s own header' );
		foreach ( (array) glob( RUEDA_DIR . '/build/chunks/*.js' ) as $chunk ) {
			$chunk_file = $this->path_hash_file( 'build/chunks/' . basename( $chunk ) );
			if ( ! preg_match( '/\.(?:__|_x|_n|_nx)\)\(/', (string) file_get_contents( $chunk ) ) ) {
				$this->assertFileDoesNotExist( $chunk_file, basename( $chunk ) . ' translates nothing' );
				continue;
			}
			$this->assertFileExists( $chunk_file );
			$missing = array_diff_key( $this->messages( (string) file_get_contents( $chunk_file ) ), $messages );
			$this->assertSame( array(), $missing, basename( $chunk ) );
		}
		$this->assertSame( array(), array_diff_key( $own, $messages ) );
	}

	public function test_wordpress_loads_the_merged_translations_for_the_runtime(): void {
		$json = load_script_textdomain( self::HANDLE, 'rueda', RUEDA_DIR . '/languages' );

		$this->assertIsString( $json );
		$this->assertArrayHasKey( 'Remove coupon "%s"', $this->messages( $json ) );
	}

	public function test_a_view_script_carries_only_its_own_strings(): void {
		$json = load_script_textdomain( 'rueda-product-grid-view-script', 'rueda', RUEDA_DIR . '/languages' );

		$this->assertIsString( $json );
		$messages = $this->messages( $json );
		$this->assertSame( array( 'Filtrar productos' ), $messages['Filter products'] );
		$this->assertArrayNotHasKey( 'Remove coupon "%s"', $messages, 'the runtime carries the chunks’ strings once per page' );
	}

	public function test_leaves_other_text_domains_alone(): void {
		$file = $this->path_hash_file( self::RUNTIME );

		$this->assertNull( $this->chunks->merge( null, $file, self::HANDLE, 'default' ) );
	}

	public function test_leaves_scripts_other_than_the_runtime_alone(): void {
		$scripts = array(
			'rueda-product-grid-editor-script' => 'build/blocks/product-grid/index.js',
			'rueda-product-grid-view-script'   => 'build/blocks/product-grid/frontend.js',
		);
		foreach ( $scripts as $handle => $script ) {
			$this->assertNull( $this->chunks->merge( null, $this->path_hash_file( $script ), $handle, 'rueda' ), $handle );
		}
	}

	public function test_keeps_translations_found_before(): void {
		$file = $this->path_hash_file( self::RUNTIME );

		$this->assertSame( '{"locale_data":{}}', $this->chunks->merge( '{"locale_data":{}}', $file, self::HANDLE, 'rueda' ) );
		$this->assertFalse( $this->chunks->merge( false, $file, self::HANDLE, 'rueda' ) );
	}

	public function test_does_not_answer_for_the_file_named_after_the_handle(): void {
		// WordPress tries this name first: answering it would hide the script's own strings.
		$this->assertNull( $this->chunks->merge( null, RUEDA_DIR . '/languages/rueda-es_ES-' . self::HANDLE . '.json', self::HANDLE, 'rueda' ) );
		$this->assertNull( $this->chunks->merge( null, false, self::HANDLE, 'rueda' ) );
	}

	public function test_answers_nothing_in_a_locale_without_translations(): void {
		$this->use_locale( 'fr_FR' );

		$this->assertNull( $this->chunks->merge( null, $this->path_hash_file( self::RUNTIME, 'fr_FR' ), self::HANDLE, 'rueda' ) );
	}
}
