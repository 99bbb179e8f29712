/**
 * Address field messages: one per field, none built from a label.
 */
import { getInvalidMessage, getRequiredMessage } from '../messages';

describe( 'messages', () => {
	describe( 'getRequiredMessage', () => {
		it.each( [
			[ 'email', 'Please enter a valid email address.' ],
			[ 'first_name', 'Please enter your first name.' ],
			[ 'last_name', 'Please enter your last name.' ],
			[ 'company', 'Please enter your company name.' ],
			[ 'country', 'Please select your country.' ],
			[ 'address_1', 'Please enter your address.' ],
			[ 'address_2', 'Please enter your apartment, suite, etc.' ],
			[ 'city', 'Please enter your city.' ],
			[ 'postcode', 'Please enter a valid postcode.' ],
			[ 'phone', 'Please enter your phone number.' ],
		] as const )( 'asks for %s with its own message', ( key, message ) => {
			expect( getRequiredMessage( key ) ).toBe( message );
		} );
	} );

	describe( 'getInvalidMessage', () => {
		it.each( [
			[ 'email', 'Please enter a valid email address.' ],
			[ 'postcode', 'Please enter a valid postcode.' ],
			[ 'phone', 'Please enter a valid phone number.' ],
			[ 'state', 'Please select a valid province.' ],
			[ 'city', '' ],
		] as const )(
			'rejects a wrong %s with its own message',
			( key, message ) => {
				expect( getInvalidMessage( key ) ).toBe( message );
			}
		);
	} );
} );
