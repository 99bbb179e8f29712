/**
 * Card inputs formatted as typed.
 */
import {
	formatCardNumber,
	formatCvc,
	formatExpiry,
	isValidCvc,
} from '../payment-methods/card-format';

describe( 'formatCardNumber', () => {
	it( 'groups the digits by four and drops anything else', () => {
		expect( formatCardNumber( '4242424242424242' ) ).toBe(
			'4242 4242 4242 4242'
		);
		expect( formatCardNumber( '4242-42a' ) ).toBe( '4242 42' );
		expect( formatCardNumber( '1'.repeat( 25 ) ) ).toHaveLength( 19 + 4 );
	} );
} );

describe( 'formatExpiry', () => {
	it( 'adds the slash after the month', () => {
		expect( formatExpiry( '12' ) ).toBe( '12' );
		expect( formatExpiry( '1228' ) ).toBe( '12/28' );
		expect( formatExpiry( '12/2' ) ).toBe( '12/2' );
		expect( formatExpiry( '12/2899' ) ).toBe( '12/28' );
	} );
} );

describe( 'formatCvc', () => {
	it( 'keeps up to four digits', () => {
		expect( formatCvc( '1a2 34 5' ) ).toBe( '1234' );
	} );
} );

describe( 'isValidCvc', () => {
	it.each( [
		[ '12', false ],
		[ '123', true ],
		[ '1234', true ],
		[ '', false ],
	] )( '%s: %s', ( cvc, valid ) => {
		expect( isValidCvc( cvc ) ).toBe( valid );
	} );
} );
