<?php
/**
 * A tyre's name and SKU built from its brand, model, size and indexes.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Tyres;

/**
 * The rule, the same in src/admin/products/tyre-name.ts (both tested with
 * tests/fixtures/tyre-identity.json):
 *
 * - Name: brand, model, size ("205/55 R16", then load index and speed rating when the
 *   load index is known), "XL", "Run Flat", joined by spaces: "Michelin Primacy 4 205/55
 *   R16 91V".
 * - SKU: upper-case parts joined by "-": the brand's first 3 letters or digits; the first 3
 *   of each word of the model ("Primacy 4" → PRI4, "Pilot Sport 5" → PILSPO5); width,
 *   profile and rim ("2055516"); load index and speed rating ("91V"); "XL"; "RF". Accents
 *   dropped, other signs ignored, a missing part left out: "MIC-PRI4-2055516-91V".
 *
 * @since 0.7.0
 */
final class TyreIdentity {

	/** Letters kept of the brand and of each word of the model in the SKU. */
	private const SKU_WORD = 3;

	/**
	 * The size as TyreSize::format() writes it, or '' until width, profile and rim are known.
	 *
	 * @since 0.7.0
	 *
	 * @param array<string,mixed> $fields width, profile, rim, load_index, speed_rating.
	 */
	public static function size( array $fields ): string {
		if ( empty( $fields['width'] ) || empty( $fields['profile'] ) || empty( $fields['rim'] ) ) {
			return '';
		}
		$size = sprintf( '%d/%d R%d', $fields['width'], $fields['profile'], $fields['rim'] );
		return empty( $fields['load_index'] ) ? $size : $size . ' ' . (int) $fields['load_index'] . (string) ( $fields['speed_rating'] ?? '' );
	}

	/**
	 * The name, or '' while nothing is filled in.
	 *
	 * @since 0.7.0
	 *
	 * @param array<string,mixed> $fields brand, model, size fields, xl, runflat.
	 */
	public static function name( array $fields ): string {
		$parts = array(
			trim( (string) ( $fields['brand'] ?? '' ) ),
			trim( (string) ( $fields['model'] ?? '' ) ),
			self::size( $fields ),
			empty( $fields['xl'] ) ? '' : 'XL',
			empty( $fields['runflat'] ) ? '' : 'Run Flat',
		);
		return implode( ' ', array_filter( $parts, static fn( string $part ): bool => '' !== $part ) );
	}

	/**
	 * The SKU, or '' while nothing is filled in.
	 *
	 * @since 0.7.0
	 *
	 * @param array<string,mixed> $fields The name's fields.
	 */
	public static function sku( array $fields ): string {
		$model = '';
		foreach ( preg_split( '/\s+/', self::letters( (string) ( $fields['model'] ?? '' ), true ) ) as $word ) {
			$model .= substr( self::letters( $word ), 0, self::SKU_WORD );
		}
		$size  = empty( $fields['width'] ) || empty( $fields['profile'] ) || empty( $fields['rim'] )
			? ''
			: (int) $fields['width'] . (int) $fields['profile'] . (int) $fields['rim'];
		$parts = array(
			substr( self::letters( (string) ( $fields['brand'] ?? '' ) ), 0, self::SKU_WORD ),
			$model,
			$size,
			'' !== $size && ! empty( $fields['load_index'] ) ? (int) $fields['load_index'] . self::letters( (string) ( $fields['speed_rating'] ?? '' ) ) : '',
			empty( $fields['xl'] ) ? '' : 'XL',
			empty( $fields['runflat'] ) ? '' : 'RF',
		);
		return implode( '-', array_filter( array_map( 'strval', $parts ), static fn( string $part ): bool => '' !== $part ) );
	}

	/**
	 * Upper-case ASCII letters and digits of a text (spaces kept when asked).
	 *
	 * @param string $text        Text.
	 * @param bool   $keep_spaces Whether to keep the spaces between words.
	 */
	private static function letters( string $text, bool $keep_spaces = false ): string {
		// remove_accents() as the form's NFD split: Ñ is N, É is E.
		$ascii = remove_accents( $text );
		return trim( (string) preg_replace( $keep_spaces ? '/[^A-Z0-9 ]+/' : '/[^A-Z0-9]+/', '', strtoupper( $ascii ) ) );
	}
}
