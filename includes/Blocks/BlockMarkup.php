<?php
/**
 * Markup helpers for the blocks' render.php files.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Blocks;

/**
 * Builds the wrapper every Rueda block renders: core's block wrapper attributes plus
 * `data-block-name` and the block's data-* attributes, which the frontend reads to mount
 * the block. Server-only stand-ins are marked `data-rueda-placeholder`.
 *
 * @since 0.1.0
 */
final class BlockMarkup {

	/**
	 * The block's wrapper around its content.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_Block           $block      The block being rendered.
	 * @param string              $content    Inner HTML, already escaped.
	 * @param array<string,mixed> $data       data-* attributes (without the prefix); arrays go as JSON,
	 *                                        booleans as "true"/"false".
	 * @param array<string,mixed> $attributes Other attributes of the wrapper (class, hidden...).
	 */
	public static function wrapper( \WP_Block $block, string $content, array $data = array(), array $attributes = array() ): string {
		$extra = array( 'data-block-name' => $block->name );
		foreach ( $data as $key => $value ) {
			$extra[ 'data-' . $key ] = self::data_value( $value );
		}
		return sprintf(
			'<div %s>%s</div>',
			get_block_wrapper_attributes( array_merge( $extra, $attributes ) ),
			$content
		);
	}

	/**
	 * A text the shop owner set in the editor (a block attribute, stored as HTML when edited
	 * in place), as plain text; the default when there is none.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 * @param string              $key        Attribute name.
	 * @param string              $fallback   Default (translated) text.
	 */
	public static function text( array $attributes, string $key, string $fallback ): string {
		$value = $attributes[ $key ] ?? '';
		$text  = is_string( $value ) ? trim( html_entity_decode( wp_strip_all_tags( $value ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ) : '';
		return '' === $text ? $fallback : $text;
	}

	/**
	 * A loading placeholder of a few lines, hidden from assistive technology.
	 *
	 * @since 0.1.0
	 *
	 * @param int $lines Lines to show.
	 */
	public static function skeleton( int $lines = 1 ): string {
		return '<div class="rueda-skeleton" data-rueda-placeholder aria-hidden="true">'
			. str_repeat( '<span class="rueda-skeleton__line"></span>', max( 1, $lines ) )
			. '</div>';
	}

	/**
	 * A data-* value as text.
	 *
	 * @param mixed $value Value.
	 */
	private static function data_value( mixed $value ): string {
		if ( is_bool( $value ) ) {
			return $value ? 'true' : 'false';
		}
		if ( is_scalar( $value ) ) {
			return (string) $value;
		}
		return (string) wp_json_encode( $value, JSON_UNESCAPED_UNICODE );
	}
}
