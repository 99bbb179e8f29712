<?php
/**
 * A vehicle's number plate, as typed at checkout.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Workshop;

/**
 * Reads a number plate and says whether it is one. Spanish plates are checked against
 * their formats: the current one (since 2000) `1234 BCD`, four digits and three
 * consonants without vowels, Ñ or Q; the old provincial one `M-1234-AB`, a province's
 * code, four digits and one or two letters. A foreign plate (the shopper says so) is
 * free text: 2 to 15 letters, digits, spaces or hyphens. Each is kept in one written
 * form (upper case, one way of spacing); `key()` is the plate without separators, what a
 * search compares.
 *
 * @since 0.7.0
 */
final class VehiclePlate {

	/** The letters of current plates: consonants, without Ñ or Q. */
	public const CONSONANTS = 'BCDFGHJKLMNPRSTVWXYZ';

	/** The province codes of the old plates (1900-2000), the longest first. */
	public const PROVINCES = array( 'AB', 'AL', 'AV', 'BA', 'BI', 'BU', 'CA', 'CC', 'CE', 'CO', 'CR', 'CS', 'CU', 'GC', 'GE', 'GI', 'GR', 'GU', 'HU', 'IB', 'LE', 'LO', 'LU', 'MA', 'ML', 'MU', 'NA', 'OR', 'OU', 'PM', 'PO', 'SA', 'SE', 'SG', 'SO', 'SS', 'TE', 'TF', 'TO', 'VA', 'VI', 'ZA', 'A', 'B', 'C', 'H', 'J', 'L', 'M', 'O', 'P', 'S', 'T', 'V', 'Z' );

	/** The shortest and longest foreign plate. */
	public const FOREIGN_MIN = 2;
	public const FOREIGN_MAX = 15;

	/** Fault: nothing typed. */
	public const EMPTY = 'empty';

	/** Fault: not a Spanish plate. */
	public const NOT_SPANISH = 'not_spanish';

	/** Fault: a foreign plate with other characters or length. */
	public const NOT_FOREIGN = 'not_foreign';

	/**
	 * Creates a reading.
	 *
	 * @param string $normalized The plate in its written form ('' when it is not a plate).
	 * @param string $fault      '' for a plate, else EMPTY, NOT_SPANISH or NOT_FOREIGN.
	 * @param bool   $foreign    Whether it was read as a foreign plate.
	 */
	private function __construct(
		public readonly string $normalized,
		public readonly string $fault,
		public readonly bool $foreign
	) {}

	/**
	 * Reads a plate.
	 *
	 * @since 0.7.0
	 *
	 * @param string $typed   What the shopper typed.
	 * @param bool   $foreign Whether they said it is a foreign plate.
	 */
	public static function parse( string $typed, bool $foreign = false ): self {
		$text = mb_strtoupper( trim( (string) preg_replace( '/\s+/u', ' ', $typed ) ), 'UTF-8' );
		if ( '' === $text ) {
			return new self( '', self::EMPTY, $foreign );
		}
		if ( $foreign ) {
			// One space for any run of spaces; hyphens kept, without spaces around them.
			$text = (string) preg_replace( array( '/\s*-\s*/u', '/-+/' ), '-', $text );
			$size = mb_strlen( $text, 'UTF-8' );
			$good = 1 === preg_match( '/^[\p{L}\p{N}][\p{L}\p{N} -]*$/u', $text ) && 1 === preg_match( '/[\p{L}\p{N}]$/u', $text );
			return $good && $size >= self::FOREIGN_MIN && $size <= self::FOREIGN_MAX
				? new self( $text, '', true )
				: new self( '', self::NOT_FOREIGN, true );
		}
		$bare = (string) preg_replace( '/[\s\-.]/', '', $text );
		if ( 1 === preg_match( '/^(\d{4})([' . self::CONSONANTS . ']{3})$/', $bare, $match ) ) {
			return new self( $match[1] . ' ' . $match[2], '', false );
		}
		$provinces = implode( '|', self::PROVINCES );
		if ( 1 === preg_match( '/^(' . $provinces . ')(\d{4})([A-PR-Z]{1,2})$/', $bare, $match ) ) {
			return new self( $match[1] . '-' . $match[2] . '-' . $match[3], '', false );
		}
		return new self( '', self::NOT_SPANISH, false );
	}

	/**
	 * Whether it is a plate.
	 *
	 * @since 0.7.0
	 */
	public function is_valid(): bool {
		return '' === $this->fault;
	}

	/**
	 * The plate without spaces or hyphens ("1234BCD"): what searches compare.
	 *
	 * @since 0.7.0
	 */
	public function key(): string {
		return self::search_key( $this->normalized );
	}

	/**
	 * Any text as a plate search compares it: upper case, without spaces, hyphens or dots.
	 *
	 * @since 0.7.0
	 *
	 * @param string $text Text.
	 */
	public static function search_key( string $text ): string {
		return (string) preg_replace( '/[\s\-.]/u', '', mb_strtoupper( $text, 'UTF-8' ) );
	}

	/**
	 * What is wrong, for the shopper ('' for a plate).
	 *
	 * @since 0.7.0
	 */
	public function message(): string {
		return match ( $this->fault ) {
			'' => '',
			self::EMPTY => __( 'Enter your vehicle’s number plate so that the workshop can have your job ready.', 'rueda' ),
			/* translators: 1: minimum length, 2: maximum length. */
			self::NOT_FOREIGN => sprintf( __( 'Write the foreign plate with %1$d to %2$d letters, digits, spaces or hyphens.', 'rueda' ), self::FOREIGN_MIN, self::FOREIGN_MAX ),
			default => __( 'This is not a Spanish number plate: write it as 1234 BCD (four digits and three consonants, without vowels, Ñ or Q) or, for an old one, M-1234-AB. For a plate from another country, tick “Foreign plate”.', 'rueda' ),
		};
	}
}
