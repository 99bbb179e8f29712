/**
 * Password strength without an external scorer (spec section 5, first scale):
 * a score from 0 (too weak) to 4 (very strong) from the length and the kinds
 * of characters used; -1 for an empty password (the meter is hidden). The
 * server applies the same rules and refuses scores below MIN_PASSWORD_SCORE.
 */
import { _x } from '@wordpress/i18n';

export type PasswordScore = -1 | 0 | 1 | 2 | 3 | 4;

/** The server refuses new passwords below Medium. */
export const MIN_PASSWORD_SCORE = 2;

/** Weak, Medium, Strong, Very strong: minimum length and kinds of characters. */
const LEVELS: readonly {
	score: 1 | 2 | 3 | 4;
	minLength: number;
	minDiversity: number;
}[] = [
	{ score: 4, minLength: 20, minDiversity: 4 },
	{ score: 3, minLength: 12, minDiversity: 4 },
	{ score: 2, minLength: 8, minDiversity: 2 },
	{ score: 1, minLength: 4, minDiversity: 1 },
];

/**
 * Lowercase letters, uppercase letters, digits, and symbols: anything but a
 * letter or a digit (caseless letters such as º count as neither kind). The
 * same classes as includes/Domain/Customers/PasswordStrength.php.
 */
const KINDS: readonly RegExp[] = [
	/\p{Ll}/u,
	/\p{Lu}/u,
	/\p{Nd}/u,
	/[^\p{L}\p{Nd}]/u,
];

/**
 * How many kinds of characters a password uses (0 to 4). Letters with
 * accents count as letters (ñ is lowercase).
 *
 * @param password The password.
 */
export function getPasswordDiversity( password: string ): number {
	return KINDS.filter( ( kind ) => kind.test( password ) ).length;
}

/**
 * The highest level whose minimum length (in characters, not UTF-16 units)
 * and diversity the password reaches; 0 when none, -1 when empty.
 *
 * @param password The password.
 */
export function getPasswordScore( password: string ): PasswordScore {
	if ( password === '' ) {
		return -1;
	}
	const length = [ ...password ].length;
	const diversity = getPasswordDiversity( password );
	const level = LEVELS.find(
		( { minLength, minDiversity } ) =>
			length >= minLength && diversity >= minDiversity
	);
	return level?.score ?? 0;
}

/**
 * @param score A score of getPasswordScore().
 * @return Its label ('' for an empty password).
 */
export function getPasswordStrengthLabel( score: PasswordScore ): string {
	switch ( score ) {
		case 0:
			return _x( 'Too weak', 'password strength', 'rueda' );
		case 1:
			return _x( 'Weak', 'password strength', 'rueda' );
		case 2:
			return _x( 'Medium', 'password strength', 'rueda' );
		case 3:
			return _x( 'Strong', 'password strength', 'rueda' );
		case 4:
			return _x( 'Very strong', 'password strength', 'rueda' );
		default:
			return '';
	}
}

/**
 * Whether the server will accept the password for a new account.
 *
 * @param password The password.
 */
export function isPasswordStrongEnough( password: string ): boolean {
	return getPasswordScore( password ) >= MIN_PASSWORD_SCORE;
}
