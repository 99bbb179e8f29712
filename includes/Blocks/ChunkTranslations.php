<?php
/**
 * Translations of the lazily loaded parts of the block frontends.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Blocks;

/**
 * WordPress loads one translation file per registered script, but the frontends load inner
 * blocks on demand from build/chunks/, which are no registered scripts. This adds the
 * chunks' translations to those of the shared runtime, which every frontend depends on: a
 * page with four blocks carries them once, and wp.i18n holds one domain for all scripts.
 *
 * @since 0.1.0
 */
final class ChunkTranslations {

	/**
	 * Creates the filter.
	 *
	 * @param string $build_dir The build directory.
	 */
	public function __construct( private string $build_dir ) {}

	/**
	 * Hooks the filter.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_filter( 'pre_load_script_translations', array( $this, 'merge' ), 10, 4 );
	}

	/**
	 * Merges the chunks' messages into the runtime's translations.
	 *
	 * @since 0.1.0
	 *
	 * @param string|false|null $translations Translations found so far (null: none yet).
	 * @param string|false      $file         The script's translation file.
	 * @param string            $handle       Script handle.
	 * @param string            $domain       Text domain.
	 * @return string|false|null JSON translations, or what came in for other scripts.
	 */
	public function merge( $translations, $file, $handle, $domain ) {
		// WordPress first tries a file named after the handle, then one named after the
		// script's path hash: only the last try may answer, or the script's own strings are lost.
		$is_path_hash_file = is_string( $file ) && 1 === preg_match( '/-[0-9a-f]{32}\.json$/', $file );
		if ( null !== $translations || 'rueda' !== $domain || ! $is_path_hash_file || RuntimeScript::HANDLE !== $handle ) {
			return $translations;
		}
		$files = array_map( array( $this, 'translation_file' ), (array) glob( $this->build_dir . '/chunks/*.js' ) );
		array_unshift( $files, $file );
		$merged = null;
		foreach ( $files as $path ) {
			$json = is_readable( $path ) ? json_decode( (string) file_get_contents( $path ), true ) : null; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
			if ( ! is_array( $json ) || ! isset( $json['locale_data']['messages'] ) ) {
				continue;
			}
			if ( null === $merged ) {
				$merged = $json;
				continue;
			}
			$merged['locale_data']['messages'] += $json['locale_data']['messages'];
		}
		// Null lets WordPress carry on with its own lookup.
		return null === $merged ? null : (string) wp_json_encode( $merged, JSON_UNESCAPED_UNICODE );
	}

	/**
	 * The translation file WordPress would look for, for a script of the plugin.
	 *
	 * @param string $script Script path.
	 */
	private function translation_file( string $script ): string {
		$relative = 'build/chunks/' . basename( $script );
		return RUEDA_DIR . '/languages/rueda-' . determine_locale() . '-' . md5( $relative ) . '.json';
	}
}
