<?php
/**
 * Spanish tax identification numbers: DNI, NIE and CIF.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices;

/**
 * A tax id as typed, normalised and checked. The same rules run in the browser
 * (src/shared/tax-id/tax-id.ts); tests/fixtures/tax-ids.json holds both to one table.
 *
 * - Normalised: upper case, without spaces, dots and hyphens, and without an "ES" prefix.
 * - DNI: 8 digits and the letter TRWAGMYFPDXBNJZSQVHLCKE[number mod 23].
 * - NIE: X, Y or Z (read as 0, 1, 2), 7 digits and the letter computed as for a DNI.
 * - CIF: a letter of ABCDEFGHJNPQRSUVW, 7 digits and a control: the sum of the digits in
 *   even places plus the digit sums of twice those in odd places gives the control digit
 *   (10 - sum mod 10) mod 10, written as that digit or as JABCDEFGHI[digit]. Entities of
 *   P, Q, R, S, N and W and those whose digits start with 00 use the letter; A, B, E and
 *   H the digit; the others either.
 *
 * @since 0.3.0
 */
final class TaxId {

	public const DNI = 'dni';
	public const NIE = 'nie';
	public const CIF = 'cif';

	/** Nothing was typed. */
	public const EMPTY = 'empty';
	/** Not shaped like any of the three. */
	public const FORMAT = 'format';
	/** Shaped like one, but its control letter or digit is wrong. */
	public const CONTROL = 'control';

	private const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

	private const CIF_CONTROL_LETTERS = 'JABCDEFGHI';

	/**
	 * Creates the result of a check.
	 *
	 * @param string $normalized The id normalised.
	 * @param string $kind       dni, nie or cif ('' when not recognised).
	 * @param string $fault      '' when valid, else empty, format or control.
	 */
	private function __construct(
		public readonly string $normalized,
		public readonly string $kind,
		public readonly string $fault
	) {}

	/**
	 * Reads a tax id as typed.
	 *
	 * @since 0.3.0
	 *
	 * @param string $typed What the person typed.
	 */
	public static function parse( string $typed ): self {
		$id = self::normalize( $typed );
		if ( '' === $id ) {
			return new self( '', '', self::EMPTY );
		}
		if ( preg_match( '/^(\d{8})([A-Z])$/', $id, $match ) ) {
			return new self( $id, self::DNI, self::dni_letter( (int) $match[1] ) === $match[2] ? '' : self::CONTROL );
		}
		if ( preg_match( '/^([XYZ])(\d{7})([A-Z])$/', $id, $match ) ) {
			$number = (int) ( strpos( 'XYZ', $match[1] ) . $match[2] );
			return new self( $id, self::NIE, self::dni_letter( $number ) === $match[3] ? '' : self::CONTROL );
		}
		if ( preg_match( '/^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/', $id, $match ) ) {
			return new self( $id, self::CIF, self::cif_control_ok( $match[1], $match[2], $match[3] ) ? '' : self::CONTROL );
		}
		return new self( $id, '', self::FORMAT );
	}

	/**
	 * Upper case, without spaces, dots, hyphens and the "ES" prefix of intra-EU numbers.
	 *
	 * @since 0.3.0
	 *
	 * @param string $typed What the person typed.
	 */
	public static function normalize( string $typed ): string {
		$id = strtoupper( (string) preg_replace( '/[\s\x{00A0}.\-]+/u', '', $typed ) );
		// Every id has 9 characters: only then is a leading "ES" a prefix.
		return 11 === strlen( $id ) && str_starts_with( $id, 'ES' ) ? substr( $id, 2 ) : $id;
	}

	/**
	 * Whether the id is valid.
	 *
	 * @since 0.3.0
	 */
	public function is_valid(): bool {
		return '' === $this->fault;
	}

	/**
	 * What the shopper is told about the fault ('' when valid).
	 *
	 * @since 0.3.0
	 */
	public function message(): string {
		switch ( $this->fault ) {
			case '':
				return '';
			case self::EMPTY:
				return __( 'Enter the NIF, NIE or CIF the invoice is made out to.', 'rueda' );
			case self::CONTROL:
				return self::CIF === $this->kind
					? __( 'The NIF/NIE/CIF is not valid: check its last character (the control digit or letter).', 'rueda' )
					: __( 'The NIF/NIE/CIF is not valid: check the control letter.', 'rueda' );
		}
		return __( 'Enter a valid NIF, NIE or CIF, e.g. 12345678Z, X1234567L or B12345674.', 'rueda' );
	}

	/**
	 * The control letter of a DNI number (or of a NIE's, its first letter read as a digit).
	 *
	 * @param int $number Number.
	 */
	private static function dni_letter( int $number ): string {
		return self::DNI_LETTERS[ $number % 23 ];
	}

	/**
	 * Whether a CIF's control character is right, and written as its letter requires.
	 *
	 * @param string $letter  Kind of entity.
	 * @param string $digits  The 7 digits.
	 * @param string $control The control character given.
	 */
	private static function cif_control_ok( string $letter, string $digits, string $control ): bool {
		$sum = 0;
		foreach ( str_split( $digits ) as $index => $digit ) {
			$value = (int) $digit;
			if ( 0 === $index % 2 ) {
				$value *= 2;
				$value  = intdiv( $value, 10 ) + $value % 10;
			}
			$sum += $value;
		}
		$digit    = ( 10 - $sum % 10 ) % 10;
		$expected = array( (string) $digit, self::CIF_CONTROL_LETTERS[ $digit ] );
		if ( str_contains( 'PQRSNW', $letter ) || str_starts_with( $digits, '00' ) ) {
			return $control === $expected[1];
		}
		if ( str_contains( 'ABEH', $letter ) ) {
			return $control === $expected[0];
		}
		return in_array( $control, $expected, true );
	}
}
