/**
 * Password strength without an external scorer: each level at its boundary.
 */
import {
	MIN_PASSWORD_SCORE,
	getPasswordDiversity,
	getPasswordScore,
	getPasswordStrengthLabel,
	isPasswordStrongEnough,
} from '../strength';

describe( 'getPasswordDiversity', () => {
	it.each( [
		[ 'abc', 1 ],
		[ 'ABC', 1 ],
		[ '123', 1 ],
		[ '%&!', 1 ],
		[ 'abC', 2 ],
		[ 'abC1', 3 ],
		[ 'abC1!', 4 ],
		[ 'ñandú', 1 ],
		[ 'Ñandú 2', 4 ],
		// º is a letter without case: neither lowercase nor a symbol.
		[ '3º', 1 ],
	] )( '%s uses %d kinds', ( password, kinds ) => {
		expect( getPasswordDiversity( password ) ).toBe( kinds );
	} );
} );

describe( 'getPasswordScore', () => {
	it.each( [
		// Empty: the meter is hidden.
		[ '', -1 ],
		// Too weak: under 4 characters.
		[ 'abc', 0 ],
		// Weak from 4 characters of one kind.
		[ 'abcd', 1 ],
		// Medium needs 8 characters and 2 kinds.
		[ 'abcdefgh', 1 ],
		[ 'abcdefG', 1 ],
		[ 'abcdefG1', 2 ],
		// Strong needs 12 characters and all 4 kinds.
		[ 'abcdefghiJ1!', 3 ],
		[ 'abcdefghijK1', 2 ],
		[ 'abcdefgJ1!', 2 ],
		// Very strong needs 20 characters and all 4 kinds.
		[ 'abcdefghijklmnopqR1!', 4 ],
		[ 'abcdefghijklmnopR1!', 3 ],
		[ 'abcdefghijklmnopqrs1', 2 ],
	] )( '%s scores %d', ( password, score ) => {
		expect( getPasswordScore( password ) ).toBe( score );
	} );

	it( 'counts characters, not UTF-16 units', () => {
		// 3 emoji are 6 UTF-16 units but 3 characters.
		expect( getPasswordScore( '😀😀😀' ) ).toBe( 0 );
		expect( getPasswordScore( '😀😀😀😀' ) ).toBe( 1 );
	} );
} );

describe( 'getPasswordStrengthLabel', () => {
	it( 'names every score', () => {
		const scores = [ 0, 1, 2, 3, 4 ] as const;
		expect( scores.map( getPasswordStrengthLabel ) ).toEqual( [
			'Too weak',
			'Weak',
			'Medium',
			'Strong',
			'Very strong',
		] );
		expect( getPasswordStrengthLabel( -1 ) ).toBe( '' );
	} );
} );

describe( 'isPasswordStrongEnough', () => {
	it( 'accepts Medium and above, as the server does', () => {
		expect( MIN_PASSWORD_SCORE ).toBe( 2 );
		expect( isPasswordStrongEnough( 'abcdefgh' ) ).toBe( false );
		expect( isPasswordStrongEnough( 'abcdefG1' ) ).toBe( true );
	} );
} );
