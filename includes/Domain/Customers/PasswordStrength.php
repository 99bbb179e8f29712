<?php
/**
 * Password strength, scored as the checkout's meter scores it.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Customers;

/**
 * The spec's scale without an external scorer: a level counts when the password has its
 * minimum length and its number of kinds of character (lowercase, uppercase, digit, symbol).
 * src/shared/password/strength.ts scores the same way, so the meter and the server agree.
 *
 * @since 0.1.0
 */
final class PasswordStrength {

	/** The score an account password needs (Medium). */
	public const MINIMUM = 2;

	/** Levels 1-4: minimum length and kinds of character. */
	private const LEVELS = array(
		1 => array( 4, 1 ),
		2 => array( 8, 2 ),
		3 => array( 12, 4 ),
		4 => array( 20, 4 ),
	);

	/**
	 * Score from -1 (empty) to 4.
	 *
	 * @since 0.1.0
	 *
	 * @param string $password Password.
	 */
	public static function score( string $password ): int {
		if ( '' === $password ) {
			return -1;
		}
		$length = mb_strlen( $password );
		$kinds  = 0;
		foreach ( array( '/\p{Ll}/u', '/\p{Lu}/u', '/\p{Nd}/u', '/[^\p{L}\p{Nd}]/u' ) as $kind ) {
			$kinds += (int) preg_match( $kind, $password );
		}
		$score = 0;
		foreach ( self::LEVELS as $level => [ $min_length, $min_kinds ] ) {
			if ( $length >= $min_length && $kinds >= $min_kinds ) {
				$score = $level;
			}
		}
		return $score;
	}

	/**
	 * Whether a password is strong enough for an account.
	 *
	 * @since 0.1.0
	 *
	 * @param string $password Password.
	 */
	public static function is_acceptable( string $password ): bool {
		return self::score( $password ) >= self::MINIMUM;
	}
}
