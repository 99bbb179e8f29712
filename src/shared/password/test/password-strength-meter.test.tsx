/**
 * The password strength meter.
 */
import { render, screen } from '@testing-library/react';

import PasswordStrengthMeter from '../password-strength-meter';

describe( 'PasswordStrengthMeter', () => {
	it( 'is hidden while the password is empty', () => {
		const { container } = render( <PasswordStrengthMeter password="" /> );

		expect( container ).toBeEmptyDOMElement();
	} );

	it.each( [
		[ 'abc', 0, 'Too weak' ],
		[ 'abcdefG1', 2, 'Medium' ],
		[ 'abcdefghijklmnopqR1!', 4, 'Very strong' ],
	] )( 'shows %s as %d, %s', ( password, score, label ) => {
		render( <PasswordStrengthMeter password={ password } /> );

		const meter = screen.getByRole( 'meter', {
			name: 'Password strength',
		} );
		expect( meter ).toHaveAttribute( 'value', String( score ) );
		expect( meter ).toHaveAttribute( 'max', '4' );
		expect( meter ).toHaveAttribute( 'aria-valuetext', label );
		expect( meter ).toHaveAccessibleDescription( label );
		expect( screen.getByText( label ) ).toBeVisible();
	} );
} );
