/**
 * Accounts at checkout (spec section 6).
 */
import { getAccountCreation } from '../account';

const guest = {
	isLoggedIn: false,
	allowsGuest: true,
	allowsSignup: true,
};

describe( 'getAccountCreation', () => {
	it( 'offers an account to guests when sign-up is allowed', () => {
		expect( getAccountCreation( guest ) ).toBe( 'optional' );
		expect( getAccountCreation( { ...guest, allowsSignup: false } ) ).toBe(
			'none'
		);
	} );

	it( 'requires one when guests may not check out', () => {
		expect( getAccountCreation( { ...guest, allowsGuest: false } ) ).toBe(
			'required'
		);
	} );

	it( 'asks nothing of customers', () => {
		expect(
			getAccountCreation( {
				...guest,
				isLoggedIn: true,
				allowsGuest: false,
			} )
		).toBe( 'none' );
	} );
} );
